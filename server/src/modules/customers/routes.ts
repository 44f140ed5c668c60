import type { FastifyInstance } from 'fastify';
import { customerAddressRoutes } from './addressRoutes';
import { customerProductRoutes } from './productRoutes';
import { customerProfileRoutes } from './profileRoutes';
import { rewardRoutes } from './rewardRoutes';

/** Customers, their addresses and products, and their reward points (spec 001 §7 "Customer and user management service", "Rewards"). */
export async function customerRoutes(app: FastifyInstance) {
  for (const routes of [customerProfileRoutes, customerAddressRoutes, customerProductRoutes, rewardRoutes]) await app.register(routes);
}
