import { z } from '../zod';
import { calendarDay } from '../masters/common';
import { daysBetween } from '../masters/days';
import {
  APPROVAL_METRICS,
  BOOKINGS_PER_DAY_MAX_DAYS,
  REQUEST_METRICS,
  type BookingsPerDay,
  type DashboardCounts,
  type DashboardRequest,
  type DashboardVisits,
  type SlotFill,
} from './dashboards';
import { REQUEST_REPORT_MESSAGES } from './reports';

/** The dashboards' calls, checked by the API; the types are in dashboards.ts. */
export const DASHBOARD_MESSAGES = {
  range: REQUEST_REPORT_MESSAGES.range,
  period: `Choose at most ${BOOKINGS_PER_DAY_MAX_DAYS} days`,
} as const;

/** Calls that take nothing: an empty object (a client may send `{}` or nothing more). */
export const dashboardBodySchema = z.object({});

export const dashboardCountsSchema = z.object({
  today: z.string(),
  requests: z.array(
    z.object({
      metric: z.enum(REQUEST_METRICS),
      serviceId: z.string(),
      count: z.number().int(),
      capped: z.boolean().optional(),
    }),
  ),
  approvals: z.array(
    z.object({ metric: z.enum(APPROVAL_METRICS), count: z.number().int(), capped: z.boolean().optional() }),
  ),
}) satisfies z.ZodType<DashboardCounts>;

/** POST requests/bookingsPerDay {fromDate, toDate}: booking days in India time, both included, at most a quarter. */
export const bookingsPerDayBodySchema = z
  .object({ fromDate: calendarDay('From date'), toDate: calendarDay('To date') })
  .refine((p) => p.fromDate <= p.toDate, { message: DASHBOARD_MESSAGES.range, path: ['toDate'] })
  .refine((p) => p.fromDate > p.toDate || daysBetween(p.fromDate, p.toDate) < BOOKINGS_PER_DAY_MAX_DAYS, {
    message: DASHBOARD_MESSAGES.period,
    path: ['toDate'],
  });

export const bookingsPerDaySchema = z.object({
  days: z.array(z.object({ date: z.string(), count: z.number().int() })),
}) satisfies z.ZodType<BookingsPerDay>;

export const slotFillSchema = z.object({
  days: z.array(z.object({ date: z.string(), capacity: z.number().int(), booked: z.number().int() })),
}) satisfies z.ZodType<SlotFill>;

/** POST requests/dashboardVisits {date}. */
export const dashboardVisitsBodySchema = z.object({ date: calendarDay('Date') });

const dashboardRequestSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  status: z.string(),
  customerName: z.string(),
  address: z.string(),
  appointmentDate: z.string(),
  appointmentSlot: z.string(),
  technicianName: z.string().nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<DashboardRequest>;

export const dashboardRequestsSchema = z.object({
  records: z.array(dashboardRequestSchema),
}) satisfies z.ZodType<DashboardVisits>;
