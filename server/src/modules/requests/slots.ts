import { sql } from 'drizzle-orm';
import { lastBookableDay, type SlotRules } from '../../../../domain/channelPartner/timeSlots';
import type { Config } from '../../config';
import { INDIA_TIME_ZONE } from '../../platform/listEngine';
import { type Executor, firstRow, rows } from '../channelPartners/sql';

const indiaNow = new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });

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
export async function slotRules(db: Executor, config: Pick<Config, 'availabilityWindowDays'>, partnerId: string, place?: { pincode: number; area: string }): Promise<SlotRules> {
  const now = todayInIndia();
  const days = place
    ? await rows<{ day: number }>(
        db,
        sql`SELECT day FROM channel_partner_day_areas WHERE channel_partner_id = ${partnerId} AND pincode = ${place.pincode} AND area = ${place.area} ORDER BY day`,
      )
    : [];
  return { ...now, lastDay: lastBookableDay(now.today, config.availabilityWindowDays), weekdays: days.map((d) => Number(d.day)) };
}

/** A partner's daily call capacity for a service (its first service when none is named); 0 unless the partner is Active. */
export async function partnerDailyCapacity(db: Executor, partnerId: string, serviceId?: string) {
  return firstRow<{ serviceId: string; capacity: number }>(
    db,
    sql`SELECT s.service_id AS "serviceId", CASE WHEN cp.status = 'Active' AND cp.deleted_at IS NULL THEN s.daily_call_capacity ELSE 0 END AS capacity
        FROM channel_partner_services s JOIN channel_partners cp ON cp.id = s.channel_partner_id
        WHERE s.channel_partner_id = ${partnerId} ${serviceId ? sql`AND s.service_id = ${serviceId}` : sql``}
        ORDER BY s.position LIMIT 1`,
  );
}

/** What slot_capacity holds as booked for a partner's service over [from, to], as slotDays' `booked` callback. */
export async function bookedInSlots(db: Executor, partnerId: string, serviceId: string, from: string, to: string) {
  const found = await rows<{ day: string; slot: string; booked: number }>(
    db,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, slot, booked FROM slot_capacity
        WHERE channel_partner_id = ${partnerId} AND service_id = ${serviceId} AND day BETWEEN ${from} AND ${to}`,
  );
  const booked = new Map(found.map((r) => [`${r.day} ${r.slot}`, Number(r.booked)]));
  return (date: string, slot: string) => booked.get(`${date} ${slot}`) ?? 0;
}
