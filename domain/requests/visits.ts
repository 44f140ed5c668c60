/** Reschedule and revisit of a request (PATCH requests/reschedule, requests/revisit, pickUpRequests/reschedule). */
import { z } from '../zod';
import { SLOT_LABELS } from '../channelPartner/timeSlots';
import { calendarDay, requiredRef, requiredText } from '../masters/common';
import { daysBetween } from '../masters/days';
import { RAISE_MESSAGES } from './raise';
import type { PickupStatus, RepairStatus } from './statuses';

/**
 * How many days after the visit a resolved or completed request may be revisited, unless REVISIT_WINDOW_DAYS says
 * otherwise.
 */
export const DEFAULT_REVISIT_WINDOW_DAYS = 7;
export const VISIT_REASON_MAX = 1000;

/** The statuses a request may be rescheduled in: booked and not yet done (the same ones it may be cancelled from). */
export const RESCHEDULABLE_STATUSES = {
  repair: ['Open', 'Assigned', 'Scheduled', 'Pending'] as readonly RepairStatus[],
  pickUp: ['Open', 'Scheduled'] as readonly PickupStatus[],
};
/** The statuses a revisit starts from (Resolved, Completed → Scheduled). */
export const REVISITABLE_STATUSES: readonly RepairStatus[] = ['Resolved', 'Completed'];

export const VISIT_MESSAGES = {
  notReschedulable: (status: string) => `A request in status ${status} cannot be rescheduled`,
  sameSlot: 'The request is already booked for this date and slot. Please choose another.',
  notRevisitable: 'Only a resolved or completed request can be revisited',
  revisitClosed: (days: number) => `A revisit can be booked only within ${days} days of the last visit`,
  technicianBusy: 'The assigned technician has no free unit in this slot. Please choose another slot.',
} as const;

/** PATCH requests/reschedule, PATCH pickUpRequests/reschedule and PATCH requests/revisit: the new slot and why. */
export const visitSchema = z.object({
  requestId: requiredRef('Request').max(64, 'Request must be at most 64 characters'),
  date: calendarDay('Appointment date'),
  slot: z.enum(SLOT_LABELS as [string, ...string[]], { message: RAISE_MESSAGES.slotRequired }),
  reason: requiredText('Reason', VISIT_REASON_MAX),
});
export type VisitBody = z.input<typeof visitSchema>;

/** Whether a revisit may still be booked today: at most `windowDays` days after the last visit's day. */
export const revisitOpen = (lastVisitDay: string, today: string, windowDays: number) =>
  daysBetween(lastVisitDay, today) <= windowDays;
