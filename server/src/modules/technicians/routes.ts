import type { FastifyInstance } from 'fastify';
import { technicianListRoutes } from './listRoutes';
import { technicianProfileRoutes } from './profileRoutes';
import { technicianSectionRoutes } from './sectionRoutes';
import { technicianStatusRoutes } from './statusRoutes';
import { technicianTimeSlotRoutes } from './timeSlotRoutes';

/** Technicians of channel partners (spec 001 §7 "Technician (channel partner service)"): onboarding, sections, review, lists, slots. */
export async function technicianRoutes(app: FastifyInstance) {
  for (const routes of [technicianProfileRoutes, technicianSectionRoutes, technicianStatusRoutes, technicianListRoutes, technicianTimeSlotRoutes]) {
    await app.register(routes);
  }
}
