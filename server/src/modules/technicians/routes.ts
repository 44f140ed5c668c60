import type { FastifyInstance } from 'fastify';
import { technicianListRoutes } from './listRoutes';
import { technicianProfileRoutes, technicianReadRoutes } from './profileRoutes';
import { technicianSectionRoutes } from './sectionRoutes';
import { technicianStatusRoutes } from './statusRoutes';

/** Technicians of channel partners: onboarding, sections, review, lists. */
export async function technicianRoutes(app: FastifyInstance) {
  for (const routes of [
    technicianProfileRoutes,
    technicianReadRoutes,
    technicianSectionRoutes,
    technicianStatusRoutes,
    technicianListRoutes,
  ]) {
    await app.register(routes);
  }
}
