import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { timeSlotQuerySchema } from '../../../../domain/channelPartner/timeSlots';
import { ROLES } from '../../../../domain/roles';
import { notFound } from '../../platform/errors';
import { availableSlots, technicianSlots, timeSlotDaySchema } from '../requests/slots';
import { TECHNICIAN_NOT_FOUND, technicianAccess } from './access';
import { technicianHead } from './repository';
import { idParamsSchema, messageSchema, security, tags } from './schemas';

/**
 * GET requests/calendar/timeSlots/technician/{id} (spec 001 §7): the partner's query and answer for one technician, whose
 * slots are their daily call capacity less the visits assigned to them. Only an Active technician offers slots.
 */
export async function technicianTimeSlotRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;

  app.get(
    '/requests/calendar/timeSlots/technician/:id',
    {
      onRequest: technicianAccess(ROLES.admin, ROLES.customerCare, ROLES.channelPartner, ROLES.technician),
      schema: { tags, security, params: idParamsSchema, querystring: timeSlotQuerySchema, response: { 200: z.array(timeSlotDaySchema), 404: messageSchema } },
    },
    async (request) => {
      const technician = await technicianHead(db, request.params.id);
      if (!technician) throw notFound(TECHNICIAN_NOT_FOUND);
      return availableSlots(db, config, technicianSlots(db, technician), request.query);
    },
  );
}
