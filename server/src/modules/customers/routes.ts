import type { FastifyInstance } from 'fastify';
import { customerAddressRoutes } from './addressRoutes';
import { customerProductRoutes } from './productRoutes';
import { customerProfileRoutes } from './profileRoutes';

/** Customers, their addresses and products; rewards are in ../rewards. */
export async function customerRoutes(app: FastifyInstance) {
  for (const routes of [customerProfileRoutes, customerAddressRoutes, customerProductRoutes])
    await app.register(routes);
}
