import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  calendarDays,
  lastBookableDay,
  SLOT_LABELS,
  slotCapacities,
  slotDays,
  type SlotRules,
  type TimeSlotDay,
  type timeSlotQuerySchema,
} from '../../../../domain/channelPartner/timeSlots';
import type { Config } from '../../config';
import { INDIA_TIME_ZONE } from '../../platform/listEngine';
import { column, type Executor, rowOf, rowsOf } from '../../platform/db';
import { partnerBookedUnits, technicianBookedUnits } from './operations/slotUnits';

const indiaNow = new Intl.DateTimeFormat('en-CA', {
  timeZone: INDIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** Today's date (yyyy-MM-dd) and hour in India. */
export function todayInIndia(now = new Date()) {
  const part = Object.fromEntries(indiaNow.formatToParts(now).map((p) => [p.type, p.value]));
  return { today: `${part.year}-${part.month}-${part.day}`, hourNow: Number(part.hour) };
}

/**
 * The rules that open a partner's slots (the booking and the availability call both use them): India's today and
 * hour, the configured window, and, for an address, the weekdays the partner's day map names for its pincode and area
 * (none named: every day).
 */
export async function slotRules(
  db: Executor,
  config: Pick<Config, 'availabilityWindowDays'>,
  partnerId: string,
  place?: { pincode: number; area: string },
): Promise<SlotRules> {
  const now = todayInIndia();
  const days = place
    ? await rowsOf(
        db,
        z.object({ day: column.number }),
        sql`SELECT day FROM channel_partner_day_areas WHERE channel_partner_id = ${partnerId}
            AND pincode = ${place.pincode} AND area = ${place.area} ORDER BY day`,
      )
    : [];
  return {
    ...now,
    lastDay: lastBookableDay(now.today, config.availabilityWindowDays),
    weekdays: days.map((d) => d.day),
  };
}

const capacityRow = z.object({ serviceId: z.string(), capacity: column.number });

/**
 * A partner's daily call capacity for a service (its first service when none is named); 0 unless the partner is Active.
 */
export async function partnerDailyCapacity(db: Executor, partnerId: string, serviceId?: string) {
  return rowOf(
    db,
    capacityRow,
    sql`SELECT s.service_id AS "serviceId", CASE WHEN cp.status = 'Active'
        AND cp.deleted_at IS NULL THEN s.daily_call_capacity ELSE 0 END AS capacity
        FROM channel_partner_services s JOIN channel_partners cp ON cp.id = s.channel_partner_id
        WHERE s.channel_partner_id = ${partnerId} ${serviceId ? sql`AND s.service_id = ${serviceId}` : sql``}
        ORDER BY s.position LIMIT 1`,
  );
}

/**
 * A technician's daily call capacity for a service (its first service when none is named); 0 unless the technician is
 * Active.
 */
async function technicianDailyCapacity(db: Executor, technicianId: string, serviceId?: string) {
  return rowOf(
    db,
    capacityRow,
    sql`SELECT s.service_id AS "serviceId", CASE WHEN t.status = 'Active' THEN s.daily_call_capacity ELSE 0 END
        AS capacity
        FROM technician_services s JOIN technicians t ON t.id = s.technician_id
        WHERE s.technician_id = ${technicianId} ${serviceId ? sql`AND s.service_id = ${serviceId}` : sql``}
        ORDER BY s.position LIMIT 1`,
  );
}

type Booked = (date: string, slot: string) => number;

/** Whose slots an availability call reads: a channel partner's, or a technician's (who works their partner's days). */
export interface SlotHolder {
  /** The partner whose day map opens the weekdays of an address. */
  partnerId: string;
  /** The daily call capacity of the service (the first service when none is named); undefined without any service. */
  dailyCapacity(serviceId?: string): Promise<{ serviceId: string; capacity: number } | undefined>;
  booked(serviceId: string, from: string, to: string): Promise<Booked>;
}

/** A partner's slots: its services' capacity, less what slot_capacity holds as booked. */
export const partnerSlots = (db: Executor, partnerId: string): SlotHolder => ({
  partnerId,
  dailyCapacity: (serviceId) => partnerDailyCapacity(db, partnerId, serviceId),
  booked: (serviceId, from, to) => partnerBookedUnits(db, partnerId, serviceId, from, to),
});

/**
 * A technician's slots: their services' capacity, less the units their assigned visits hold in
 * technician_slot_capacity.
 */
export const technicianSlots = (db: Executor, technician: { id: string; channelPartnerId: string }): SlotHolder => ({
  partnerId: technician.channelPartnerId,
  dailyCapacity: (serviceId) => technicianDailyCapacity(db, technician.id, serviceId),
  booked: (serviceId, from, to) => technicianBookedUnits(db, technician.id, serviceId, from, to),
});

/**
 * The capacity of one slot of a holder's service now: its daily call capacity spread over the day (0 without the
 * service).
 */
export async function slotCapacityOf(
  holder: Pick<SlotHolder, 'dailyCapacity'>,
  serviceId: string,
  slot: string,
): Promise<number> {
  const daily = await holder.dailyCapacity(serviceId);
  return slotCapacities(daily?.serviceId === serviceId ? daily.capacity : 0)[SLOT_LABELS.indexOf(slot)] ?? 0;
}

type TimeSlotQuery = z.output<typeof timeSlotQuerySchema>;

/**
 * GET requests/calendar/timeSlots/{channelPartner|technician}/{id}: availability per day and slot from the holder's
 * daily call capacity (of `serviceId`, or of its first service), less what is booked, under the rules the booking
 * applies (slotRules: the window, today's lead time and, with `pincode` and `area`, the partner's day map).
 */
export async function availableSlots(
  db: Executor,
  config: Pick<Config, 'availabilityWindowDays'>,
  holder: SlotHolder,
  query: TimeSlotQuery,
): Promise<TimeSlotDay[]> {
  const { fromDate, toDate, serviceId, pincode, area } = query;
  const service = await holder.dailyCapacity(serviceId);
  const rules = await slotRules(
    db,
    config,
    holder.partnerId,
    pincode !== undefined && area !== undefined ? { pincode, area } : undefined,
  );
  const booked = service ? await holder.booked(service.serviceId, fromDate, toDate) : undefined;
  return slotDays({ days: calendarDays(fromDate, toDate), dailyCapacity: service?.capacity ?? 0, booked, ...rules });
}

/** One day of the availability answer. */
export const timeSlotDaySchema = z.object({
  date: z.string(),
  available: z.number(),
  slots: z.array(z.object({ slot: z.enum(SLOT_LABELS as [string, ...string[]]), available: z.number() })),
});
