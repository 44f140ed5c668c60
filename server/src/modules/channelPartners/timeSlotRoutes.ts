import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarDays, SLOT_LABELS, slotDays, timeSlotQuerySchema } from '../../../../domain/channelPartner/timeSlots';
import { ROLES } from '../../../../domain/roles';
import { currentUser, requireRoles } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { INDIA_TIME_ZONE } from '../../platform/listEngine';
import { assertSelfOrAdmin, PARTNER_NOT_FOUND } from './access';
import { partnerHead } from './repository';
import { idParamsSchema, security, tags } from './schemas';
import { firstRow } from './sql';

const indiaNow = new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });

/** Today's date (yyyy-MM-dd) and hour in India. */
function todayInIndia(now = new Date()) {
  const part = Object.fromEntries(indiaNow.formatToParts(now).map((p) => [p.type, p.value]));
  return { today: `${part.year}-${part.month}-${part.day}`, hourNow: Number(part.hour) };
}

const timeSlotDaySchema = z.object({
  date: z.string(),
  available: z.number(),
  slots: z.array(z.object({ slot: z.enum(SLOT_LABELS as [string, ...string[]]), available: z.number() })),
});

/**
 * GET requests/calendar/timeSlots/channelPartner/{id} (spec 000 §7.2, spec 001 §7 "Booking support calls"): a partner's
 * availability per day and slot from its daily call capacity (of `serviceId`, or of its first service). Only an Active
 * partner offers slots. Booked requests do not exist yet; the booking subtracts them through slotDays' `booked`.
 */
export async function timeSlotRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    '/requests/calendar/timeSlots/channelPartner/:id',
    {
      onRequest: requireRoles(ROLES.admin, ROLES.dealer, ROLES.channelPartner),
      schema: { tags, security, params: idParamsSchema, querystring: timeSlotQuerySchema, response: { 200: z.array(timeSlotDaySchema) } },
    },
    async (request) => {
      const { id } = request.params;
      if (currentUser(request).role === ROLES.channelPartner) await assertSelfOrAdmin(request, id);
      const partner = await partnerHead(db, id);
      if (!partner || partner.deleted) throw notFound(PARTNER_NOT_FOUND);
      const { fromDate, toDate, serviceId } = request.query;
      const service = await firstRow<{ capacity: number }>(
        db,
        sql`SELECT daily_call_capacity AS capacity FROM channel_partner_services
            WHERE channel_partner_id = ${id} ${serviceId ? sql`AND service_id = ${serviceId}` : sql``}
            ORDER BY position LIMIT 1`,
      );
      const dailyCapacity = partner.status === 'Active' ? (service?.capacity ?? 0) : 0;
      return slotDays({ days: calendarDays(fromDate, toDate), dailyCapacity, ...todayInIndia() });
    },
  );
}
