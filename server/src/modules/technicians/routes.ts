import type { FastifyInstance } from 'fastify';
import { technicianListRoutes } from './listRoutes';
import { technicianProfileRoutes } from './profileRoutes';
import { technicianSectionRoutes } from './sectionRoutes';
import { technicianStatusRoutes } from './statusRoutes';

/** Technicians of channel partners (spec 001 §7 "Technician (channel partner service)"): onboarding, sections, review, lists, slots. */
export async function technicianRoutes(app: FastifyInstance) {
  for (const routes of [
    technicianProfileRoutes,
    technicianSectionRoutes,
    technicianStatusRoutes,
    technicianListRoutes,
  ]) {
    await app.register(routes);
  }
}
