import { calendarDays, lastBookableDay } from '../../../../domain/channelPartner/timeSlots';
import { getRuntimeConfig } from '../../../config/runtimeConfig';

const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's calendar day in India (yyyy-MM-dd): appointment dates are India days end to end (DESIGN "Dates"). */
export const indiaToday = (now = new Date()) => indiaDay.format(now);

/** The days the appointment strip offers: today and the configured days ahead (spec 001 §9 leaves the count to configuration). */
export function bookingWindow(now = new Date(), windowDays = getRuntimeConfig().availabilityWindowDays): string[] {
  const today = indiaToday(now);
  return calendarDays(today, lastBookableDay(today, windowDays));
}
