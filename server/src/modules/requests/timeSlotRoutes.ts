import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { timeSlotQuerySchema } from '../../../../domain/channelPartner/timeSlots';
import { ROLES } from '../../../../domain/roles';
import { currentUser } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { callerOf, rolesWithActiveDealer } from '../../platform/parties';
import { messageSchema, security } from '../../platform/routeSchemas';
import { idParamsSchema, PARTNER_NOT_FOUND, partnerHead, tags as partnerTags } from '../channelPartners';
import { assertSelfOrAdmin } from '../onboarding';
import { TECHNICIAN_NOT_FOUND, technicianAccess, technicianHead, tags as technicianTags } from '../technicians';
import { availableSlots, partnerSlots, technicianSlots, timeSlotDaySchema } from './slots';

/**
 * The booking calendar: a party's availability (availableSlots), what
 * slot_capacity holds as booked taken off. Only an Active partner or technician offers slots. The routes sit with the
 * requests, whose bookings fill the slots; they keep the tags of the party they describe.
 */
export async function timeSlotRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;

  // GET requests/calendar/timeSlots/channelPartner/{id}.
  app.get(
    '/requests/calendar/timeSlots/channelPartner/:id',
    {
      onRequest: rolesWithActiveDealer(ROLES.admin, ROLES.customerCare, ROLES.channelPartner),
      schema: {
        tags: partnerTags,
        security,
        params: idParamsSchema,
        querystring: timeSlotQuerySchema,
        response: { 200: z.array(timeSlotDaySchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (currentUser(request).role === ROLES.channelPartner) assertSelfOrAdmin(await callerOf(request), id);
      const partner = await partnerHead(db, id);
      if (!partner || partner.deleted) throw notFound(PARTNER_NOT_FOUND);
      return availableSlots(db, config, partnerSlots(db, id), request.query);
    },
  );

  // GET requests/calendar/timeSlots/technician/{id}: the partner's query and answer for one technician, whose slots are
  // their daily call capacity less the visits assigned to them.
  app.get(
    '/requests/calendar/timeSlots/technician/:id',
    {
      onRequest: technicianAccess(ROLES.admin, ROLES.customerCare, ROLES.channelPartner, ROLES.technician),
      schema: {
        tags: technicianTags,
        security,
        params: idParamsSchema,
        querystring: timeSlotQuerySchema,
        response: { 200: z.array(timeSlotDaySchema), 404: messageSchema },
      },
    },
    async (request) => {
      const technician = await technicianHead(db, request.params.id);
      if (!technician) throw notFound(TECHNICIAN_NOT_FOUND);
      return availableSlots(db, config, technicianSlots(db, technician), request.query);
    },
  );
}
