import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { timeSlotQuerySchema } from '../../../../domain/channelPartner/timeSlots';
import { ROLES } from '../../../../domain/roles';
import { currentUser } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { rolesWithActiveDealer } from '../requests/caller';
import { availableSlots, partnerSlots, timeSlotDaySchema } from '../requests/slots';
import { assertSelfOrAdmin, PARTNER_NOT_FOUND } from './access';
import { partnerHead } from './repository';
import { idParamsSchema, security, tags } from './schemas';

/**
 * GET requests/calendar/timeSlots/channelPartner/{id} (spec 000 §7.2, spec 001 §7 "Booking support calls"): a partner's
 * availability (availableSlots), what slot_capacity holds as booked taken off. Only an Active partner offers slots.
 */
export async function timeSlotRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;

  app.get(
    '/requests/calendar/timeSlots/channelPartner/:id',
    {
      onRequest: rolesWithActiveDealer(ROLES.admin, ROLES.customerCare, ROLES.channelPartner),
      schema: { tags, security, params: idParamsSchema, querystring: timeSlotQuerySchema, response: { 200: z.array(timeSlotDaySchema) } },
    },
    async (request) => {
      const { id } = request.params;
      if (currentUser(request).role === ROLES.channelPartner) await assertSelfOrAdmin(request, id);
      const partner = await partnerHead(db, id);
      if (!partner || partner.deleted) throw notFound(PARTNER_NOT_FOUND);
      return availableSlots(db, config, partnerSlots(db, id), request.query);
    },
  );
}
