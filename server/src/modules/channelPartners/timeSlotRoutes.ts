import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarDays, SLOT_LABELS, slotDays, timeSlotQuerySchema } from '../../../../domain/channelPartner/timeSlots';
import { ROLES } from '../../../../domain/roles';
import { currentUser } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { rolesWithActiveDealer } from '../requests/caller';
import { bookedInSlots, partnerDailyCapacity, slotRules } from '../requests/slots';
import { assertSelfOrAdmin, PARTNER_NOT_FOUND } from './access';
import { partnerHead } from './repository';
import { idParamsSchema, security, tags } from './schemas';

const timeSlotDaySchema = z.object({
  date: z.string(),
  available: z.number(),
  slots: z.array(z.object({ slot: z.enum(SLOT_LABELS as [string, ...string[]]), available: z.number() })),
});

/**
 * GET requests/calendar/timeSlots/channelPartner/{id} (spec 000 §7.2, spec 001 §7 "Booking support calls"): a partner's
 * availability per day and slot from its daily call capacity (of `serviceId`, or of its first service), less what
 * slot_capacity holds as booked, under the rules the booking applies (slotRules: the window, today's lead time and,
 * with `pincode` and `area`, the partner's day map). Only an Active partner offers slots.
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
      const { fromDate, toDate, serviceId, pincode, area } = request.query;
      const service = await partnerDailyCapacity(db, id, serviceId);
      const rules = await slotRules(db, config, id, pincode !== undefined && area !== undefined ? { pincode, area } : undefined);
      const booked = service ? await bookedInSlots(db, id, service.serviceId, fromDate, toDate) : undefined;
      return slotDays({ days: calendarDays(fromDate, toDate), dailyCapacity: service?.capacity ?? 0, booked, ...rules });
    },
  );
}
