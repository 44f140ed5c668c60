import { z } from '../zod';
import { ONE_DAY_MS } from '../constants';
import { calendarDay } from '../masters/common';

/** Booking slots: the day starts at 9 with 3-hour slots; today a slot closes 6 hours before it starts
 * (docs/rules/requests.md "Slots and capacity"). */
const SLOT_DAY_START_HOUR = 9;
const SLOT_HOURS = 3;
const SLOTS_PER_DAY = 4;
const TODAY_LEAD_HOURS = 6;
/** The longest range one availability call may ask for. */
const MAX_SLOT_RANGE_DAYS = 31;

const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
/** '09:00-12:00', '12:00-15:00', '15:00-18:00', '18:00-21:00'. */
export const SLOT_LABELS = Array.from({ length: SLOTS_PER_DAY }, (_, i) => {
  const start = SLOT_DAY_START_HOUR + i * SLOT_HOURS;
  return `${pad(start)}-${pad(start + SLOT_HOURS)}`;
});

export const TIME_SLOT_MESSAGES = {
  range: 'To date must not be before from date',
  tooLong: `Ask for at most ${MAX_SLOT_RANGE_DAYS} days at a time`,
} as const;

/** A range of days (yyyy-MM-dd) one availability call asks for, with `shape`'s other parameters. */
const slotRange = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ fromDate: calendarDay('From date'), toDate: calendarDay('To date'), ...shape })
    .superRefine((query, context) => {
      const { fromDate, toDate } = query as { fromDate: string; toDate: string };
      if (toDate < fromDate) context.addIssue({ code: 'custom', message: TIME_SLOT_MESSAGES.range, path: ['toDate'] });
      else if ((Date.parse(toDate) - Date.parse(fromDate)) / ONE_DAY_MS >= MAX_SLOT_RANGE_DAYS)
        context.addIssue({ code: 'custom', message: TIME_SLOT_MESSAGES.tooLong, path: ['toDate'] });
    });

/** GET requests/calendar/timeSlots/channelPartner/{id}?fromDate&toDate (yyyy-MM-dd), optionally for one service. */
export const timeSlotQuerySchema = slotRange({
  serviceId: z.string().trim().min(1).max(64).optional(),
  /** The address booked for: with both, only the weekdays the partner's day map names for it are open. */
  pincode: z.coerce
    .number({ message: 'Pincode must be 6 digits' })
    .int('Pincode must be 6 digits')
    .min(100000, 'Pincode must be 6 digits')
    .max(999999, 'Pincode must be 6 digits')
    .optional(),
  area: z.string().trim().min(1).max(200).optional(),
});

/**
 * GET requests|pickUpRequests/{id}/timeSlots/options?fromDate&toDate: the request itself says the service and the
 * address.
 */
export const slotRangeQuerySchema = slotRange({});

/** One day of a partner's availability: its free units in all and per slot. */
export interface TimeSlotDay {
  date: string;
  available: number;
  slots: { slot: string; available: number }[];
}

/** The days of [from, to] as yyyy-MM-dd calendar days. */
export function calendarDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += ONE_DAY_MS)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/**
 * The capacity of each slot of a day: the daily call capacity spread over the slots, the earlier ones taking the
 * remainder.
 */
export function slotCapacities(dailyCapacity: number): number[] {
  const base = Math.floor(dailyCapacity / SLOTS_PER_DAY);
  const extra = dailyCapacity % SLOTS_PER_DAY;
  return SLOT_LABELS.map((_, index) => base + (index < extra ? 1 : 0));
}

/**
 * The last day of the booking window: today and `windowDays - 1` days ahead, at most MAX_SLOT_RANGE_DAYS days in all.
 */
export function lastBookableDay(today: string, windowDays: number): string {
  const days = Math.min(Math.max(1, Math.floor(windowDays)), MAX_SLOT_RANGE_DAYS);
  return new Date(Date.parse(`${today}T00:00:00Z`) + (days - 1) * ONE_DAY_MS).toISOString().slice(0, 10);
}

/** The weekday of a calendar day, 0 = Sunday (as the partner's day map numbers them). */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * When slots are open: India's today and hour, optionally the window's last day and the weekdays the day map allows.
 */
export interface SlotRules {
  today: string;
  hourNow: number;
  lastDay?: string;
  /** Empty or absent: every weekday. */
  weekdays?: readonly number[];
}

export const SLOT_CLOSED_MESSAGES = {
  past: 'This day has passed. Please choose another date.',
  beyondWindow: 'This date is not open for booking yet. Please choose an earlier date.',
  weekday: 'The channel partner does not serve this area on this day. Please choose another date.',
  tooSoon: `Today a slot must start at least ${TODAY_LEAD_HOURS} hours from now. Please choose a later slot.`,
} as const;
type SlotClosure = keyof typeof SLOT_CLOSED_MESSAGES;

/**
 * Why slot `index` of `date` takes no booking, or undefined when it is open (the booking and the availability both ask
 * this).
 */
export function slotClosure(date: string, index: number, rules: SlotRules): SlotClosure | undefined {
  if (date < rules.today) return 'past';
  if (rules.lastDay !== undefined && date > rules.lastDay) return 'beyondWindow';
  if (rules.weekdays?.length && !rules.weekdays.includes(weekdayOf(date))) return 'weekday';
  if (date === rules.today && rules.hourNow + TODAY_LEAD_HOURS >= SLOT_DAY_START_HOUR + index * SLOT_HOURS)
    return 'tooSoon';
  return undefined;
}

/**
 * Availability per day and slot: each slot's capacity (slotCapacities) less what is already booked in it; a slot
 * closed by slotClosure (past days, beyond the window, a weekday the day map leaves out, today within
 * TODAY_LEAD_HOURS of `now`) offers nothing.
 */
export function slotDays(
  input: SlotRules & {
    days: readonly string[];
    dailyCapacity: number;
    booked?: (date: string, slot: string) => number;
  },
): TimeSlotDay[] {
  const capacities = slotCapacities(input.dailyCapacity);
  return input.days.map((date) => {
    const slots = SLOT_LABELS.map((slot, index) => {
      const closed = slotClosure(date, index, input) !== undefined;
      return { slot, available: closed ? 0 : Math.max(0, capacities[index] - (input.booked?.(date, slot) ?? 0)) };
    });
    return { date, available: slots.reduce((sum, s) => sum + s.available, 0), slots };
  });
}
