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
import type { Executor } from '../../platform/db';
import { partnerDailyCapacity, partnerDaysIn } from '../channelPartners';
import { technicianDailyCapacity } from '../technicians';
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
  return {
    ...now,
    lastDay: lastBookableDay(now.today, config.availabilityWindowDays),
    weekdays: place ? await partnerDaysIn(db, partnerId, place) : [],
  };
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
