import { calendarDays, lastBookableDay } from '../../../domain/channelPartner/timeSlots';
import { indiaToday } from '../format/indiaDay';
import { getRuntimeConfig } from '../../config/runtimeConfig';

/**
 * The days the appointment strip offers: today and the configured days ahead (spec 001 §9 leaves the count to
 * configuration).
 */
export function bookingWindow(now = new Date(), windowDays = getRuntimeConfig().availabilityWindowDays): string[] {
  const today = indiaToday(now);
  return calendarDays(today, lastBookableDay(today, windowDays));
}
