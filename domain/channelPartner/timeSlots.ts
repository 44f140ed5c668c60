import { z } from '../zod';
import { calendarDay } from '../masters/common';

/** Booking slots (spec 001 §9): the day starts at 9 with 3-hour slots; today a slot closes 6 hours before it starts. */
export const SLOT_DAY_START_HOUR = 9;
export const SLOT_HOURS = 3;
export const SLOTS_PER_DAY = 4;
export const TODAY_LEAD_HOURS = 6;
/** The longest range one availability call may ask for. */
export const MAX_SLOT_RANGE_DAYS = 31;

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

/** GET requests/calendar/timeSlots/channelPartner/{id}?fromDate&toDate (yyyy-MM-dd), optionally for one service. */
export const timeSlotQuerySchema = z
  .object({ fromDate: calendarDay('From date'), toDate: calendarDay('To date'), serviceId: z.string().trim().min(1).optional() })
  .refine((q) => q.toDate >= q.fromDate, { message: TIME_SLOT_MESSAGES.range, path: ['toDate'] })
  .refine((q) => (Date.parse(q.toDate) - Date.parse(q.fromDate)) / 86_400_000 < MAX_SLOT_RANGE_DAYS, { message: TIME_SLOT_MESSAGES.tooLong, path: ['toDate'] });

/** Spec 001 §3 "Time slot day". */
export interface TimeSlotDay {
  date: string;
  available: number;
  slots: { slot: string; available: number }[];
}

/** The days of [from, to] as yyyy-MM-dd calendar days. */
export function calendarDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/**
 * Availability per day and slot: the daily call capacity spread over the day's slots (the earlier slots take the
 * remainder), less what is already booked in each slot; past days and, today, slots starting within
 * TODAY_LEAD_HOURS of `now` (India time: today's date and hour) offer nothing.
 */
export function slotDays(input: {
  days: readonly string[];
  dailyCapacity: number;
  today: string;
  hourNow: number;
  booked?: (date: string, slot: string) => number;
}): TimeSlotDay[] {
  const base = Math.floor(input.dailyCapacity / SLOTS_PER_DAY);
  const extra = input.dailyCapacity % SLOTS_PER_DAY;
  return input.days.map((date) => {
    const slots = SLOT_LABELS.map((slot, index) => {
      const start = SLOT_DAY_START_HOUR + index * SLOT_HOURS;
      const closed = date < input.today || (date === input.today && input.hourNow + TODAY_LEAD_HOURS >= start);
      const capacity = base + (index < extra ? 1 : 0);
      return { slot, available: closed ? 0 : Math.max(0, capacity - (input.booked?.(date, slot) ?? 0)) };
    });
    return { date, available: slots.reduce((sum, s) => sum + s.available, 0), slots };
  });
}
