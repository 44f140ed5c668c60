import { z } from '../zod';
import { TIME_SLOT_MESSAGES } from '../channelPartner/timeSlots';
import { pageNumberSchema, pageSizeSchema } from '../filters';
import { calendarDay } from '../masters/common';
import { PICKUP_SERVICE_IDS } from './raise';
import {
  PARTNER_WISE_MAX_PAGE_SIZE,
  type PartnerWiseRequests,
  type RequestFilterData,
  type RequestPeriod,
  type RequestTotalCount,
} from './reportTypes';

export * from './reportTypes';

/** The request lists' filter data and the dashboards' counts. */
export const REQUEST_REPORT_MESSAGES = {
  pickUpService:
    'Choose the service: e-waste (SID102), plastic (SID103), used cooking oil (SID104) or textile (SID105)',
  /** The same words as the slot grid's from/till pair. */
  range: TIME_SLOT_MESSAGES.range,
} as const;

/** GET pickUpRequests/filters/data?serviceId: the waste service whose list is filtered. */
export const pickUpFilterDataQuerySchema = z.object({
  serviceId: z.enum(PICKUP_SERVICE_IDS, { message: REQUEST_REPORT_MESSAGES.pickUpService }),
});

export const requestFilterDataSchema = z.object({
  statuses: z.array(z.string()),
  services: z.array(z.object({ id: z.string(), type: z.string() })),
  paymentStatuses: z.array(z.string()),
  technicians: z.array(z.object({ id: z.string(), name: z.string() })),
}) satisfies z.ZodType<RequestFilterData>;

const period = { fromDate: calendarDay('From date').optional(), toDate: calendarDay('To date').optional() };
const inOrder = (p: RequestPeriod) => !p.fromDate || !p.toDate || p.fromDate <= p.toDate;
const rangeIssue = { message: REQUEST_REPORT_MESSAGES.range, path: ['toDate'] };

/** POST requests/totalCount {fromDate?, toDate?}: booking days, both included. */
export const requestTotalCountBodySchema = z.object(period).refine(inOrder, rangeIssue);

const statusCounts = z.record(z.string(), z.number().int());

export const requestTotalCountSchema = z.object({
  total: z.number().int(),
  capped: z.boolean().optional(),
  services: z.array(
    z.object({
      serviceId: z.string(),
      total: z.number().int(),
      statuses: statusCounts,
      cappedStatuses: z.array(z.string()).optional(),
    }),
  ),
}) satisfies z.ZodType<RequestTotalCount>;

/** POST requests/getChannelPartnerWiseRequests {fromDate?, toDate?, serviceId?, pageSize, pageNumber}. */
export const partnerWiseRequestsBodySchema = z
  .object({
    ...period,
    serviceId: z.string().trim().min(1, 'Choose a service').max(64, 'Choose a service').optional(),
    pageSize: pageSizeSchema(PARTNER_WISE_MAX_PAGE_SIZE),
    pageNumber: pageNumberSchema,
  })
  .refine(inOrder, rangeIssue);
export type ParsedPartnerWiseRequestsQuery = z.output<typeof partnerWiseRequestsBodySchema>;

export const partnerWiseRequestsSchema = z.object({
  totalRecords: z.number().int(),
  records: z.array(
    z.object({
      channelPartnerId: z.string(),
      channelPartnerName: z.string(),
      total: z.number().int(),
      statuses: statusCounts,
    }),
  ),
}) satisfies z.ZodType<PartnerWiseRequests>;
