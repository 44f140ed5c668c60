import { z } from '../zod';
import { calendarDay } from '../masters/common';
import { REQUEST_REPORT_MESSAGES } from '../requests/reports';
import {
  daysInPeriod,
  STATISTICS_RANGE_MAX_DAYS,
  STATISTICS_REPORTS,
  STATISTICS_SERVICES_MAX,
  TOP_KINDS,
  type PerStateRow,
  type RequestsPerWeekRow,
  type ResolutionTimeRow,
  type RevenuePerWeekRow,
  type StatisticsPeriod,
  type TopRow,
} from './types';

export * from './types';

export const STATISTICS_MESSAGES = {
  /** The same words as the other from/to pairs. */
  range: REQUEST_REPORT_MESSAGES.range,
  tooLong: `Choose at most ${STATISTICS_RANGE_MAX_DAYS} days`,
  report: `Choose a report: ${STATISTICS_REPORTS.join(', ')}`,
  services: `Choose at most ${STATISTICS_SERVICES_MAX} services`,
  service: 'Choose a service',
} as const;

const periodFields = {
  fromDate: calendarDay('From date'),
  toDate: calendarDay('To date'),
  serviceIds: z
    .array(z.string().trim().min(1, STATISTICS_MESSAGES.service).max(64, STATISTICS_MESSAGES.service))
    .max(STATISTICS_SERVICES_MAX, STATISTICS_MESSAGES.services)
    .optional(),
};

/** From on or before to, and at most a year apart (field errors on toDate). */
function checkPeriod(period: StatisticsPeriod, context: z.RefinementCtx) {
  if (period.fromDate > period.toDate)
    context.addIssue({ code: 'custom', message: STATISTICS_MESSAGES.range, path: ['toDate'] });
  else if (daysInPeriod(period.fromDate, period.toDate) > STATISTICS_RANGE_MAX_DAYS)
    context.addIssue({ code: 'custom', message: STATISTICS_MESSAGES.tooLong, path: ['toDate'] });
}

/** POST statistics/<report> {fromDate, toDate, serviceIds?}: booking days in India time, both included. */
export const statisticsPeriodSchema = z.object(periodFields).superRefine(checkPeriod);

/** POST statistics/export {report, fromDate, toDate, serviceIds?}: the report's rows as an XLSX sheet. */
export const statisticsExportSchema = z
  .object({ report: z.enum(STATISTICS_REPORTS, { message: STATISTICS_MESSAGES.report }), ...periodFields })
  .superRefine(checkPeriod);

const count = z.number().int();
const week = { week: z.string(), isoWeek: z.string() };
const service = { serviceId: z.string(), serviceName: z.string() };
const answer = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row) });

export const STATISTICS_ANSWER_SCHEMAS = {
  requestsPerWeek: answer(
    z.object({
      ...week,
      ...service,
      booked: count,
      completed: count,
      cancelled: count,
    }) satisfies z.ZodType<RequestsPerWeekRow>,
  ),
  resolutionTime: answer(
    z.object({
      ...service,
      booked: count,
      resolved: count,
      averageHours: z.number().nullable(),
    }) satisfies z.ZodType<ResolutionTimeRow>,
  ),
  revenuePerWeek: answer(
    z.object({ ...week, collectedPaise: count, outstandingPaise: count }) satisfies z.ZodType<RevenuePerWeekRow>,
  ),
  top: answer(z.object({ kind: z.enum(TOP_KINDS), name: z.string(), requests: count }) satisfies z.ZodType<TopRow>),
  perState: answer(
    z.object({
      state: z.string(),
      requests: count,
      pickUps: count,
      weightKg: z.number(),
    }) satisfies z.ZodType<PerStateRow>,
  ),
};
