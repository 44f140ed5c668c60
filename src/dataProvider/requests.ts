import { REQUEST_RESOURCES } from './resourceNames';
import { useDataProvider } from 'ra-core';
import { useMemo } from 'react';
import type { TimeSlotDay } from '../../domain/channelPartner/timeSlots';
import type { Paged } from '../../domain/filters';
import type { ActivityLogEntry } from '../../domain/profile/activity';
import type { servicePriceKeySchema } from '../../domain/masters/price';
import {
  IDEMPOTENCY_KEY_HEADER,
  PICKUP_SERVICE_IDS,
  type RaisePickUpRequest,
  type RaiseRepairRequest,
} from '../../domain/requests/raise';
import type {
  AssignChannelPartner,
  AssignTechnician,
  NewComment,
  RequestComment,
} from '../../domain/requests/operations';
import type { RequestRecord, VisitKind } from '../../domain/requests/records';
import type { VisitBody } from '../../domain/requests/visits';
import type { ConsoleDataProvider } from './';
import { publishedServices } from './publishedServices';
import type { z } from 'zod';

/** The service price detail's key. */
type ServicePriceKey = z.input<typeof servicePriceKeySchema>;

/** An issue of the issue master as GET master/issue/product/{productId} answers it. */
export interface ProductIssue {
  id: string;
  name: string;
  description: string;
}

/** A channel partner serving an area (the first one is the booking's match). */
export interface MatchedPartner {
  id: string;
  name: string;
  dailyCallCapacity: number;
}

interface ServicePriceDetail {
  prices: { active: boolean; sellingPrice: number }[];
  gst: { igst: number };
}

export interface Coupon {
  code: string;
  percentage: number;
}

/** One line of a request's timeline (GET activityLogs/{id}). */
type ActivityEntry = ActivityLogEntry;

/** Which API a service books through: waste services are pick-ups. */
export const isPickUpService = (serviceId: string) => (PICKUP_SERVICE_IDS as readonly string[]).includes(serviceId);

const enc = encodeURIComponent;
const post = (body: unknown) => ({ method: 'POST' as const, body });

/** The booking calls of spec 001 §7 ("Requests", "Booking support calls") over the console's dataProvider. */
export function requestApi(dataProvider: ConsoleDataProvider) {
  const { call } = dataProvider;
  return {
    /** Published services: status in Publish, page size 99. */
    publishedServices: () => publishedServices(dataProvider),
    /** The product's issues; a 404 (none listed) throws with the server's message. */
    productIssues: async (productId: string) =>
      (await call<ProductIssue[]>(`master/issue/product/${enc(productId)}`)).json,
    /** Partners serving `pincode#area` for the service and the brand-product. */
    partnersServingArea: async (serviceId: string, pincode: number, area: string, brandId: string, productId: string) =>
      (
        await call<MatchedPartner[]>(`channel-partner/service/${enc(serviceId)}/area/${enc(`${pincode}#${area}`)}`, {
          query: { brandId, productId },
        })
      ).json,
    timeSlots: async (
      partnerId: string,
      query: { fromDate: string; toDate: string; serviceId: string; pincode: number; area: string },
    ) => (await call<TimeSlotDay[]>(`requests/calendar/timeSlots/channelPartner/${enc(partnerId)}`, { query })).json,
    servicePrice: async (key: ServicePriceKey) =>
      (await call<ServicePriceDetail>('master/servicePrice/detail', post(key))).json,
    coupons: async () => (await call<Coupon[]>('coupon/all')).json,
    /** POST user/requests or POST pickUpRequests, one Idempotency-Key per submission (reused on a retry). */
    raise: async (payload: RaiseRepairRequest | RaisePickUpRequest, idempotencyKey: string) =>
      (
        await call<RequestRecord>('userProductIds' in payload ? 'pickUpRequests' : 'user/requests', {
          method: 'POST',
          body: payload,
          headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        })
      ).json,
    /** GET requests/{id} or GET pickUpRequests/{id}. */
    request: async (kind: RequestRecord['kind'], id: string) =>
      (await call<RequestRecord>(`${REQUEST_RESOURCES[kind]}/${enc(id)}`)).json,
    /** POST …/assign/channelPartner or …/assign/technician: the whole request as it now is. */
    assign: async (
      kind: RequestRecord['kind'],
      whom: 'channelPartner' | 'technician',
      body: AssignChannelPartner | AssignTechnician,
    ) => (await call<RequestRecord>(`${REQUEST_RESOURCES[kind]}/assign/${whom}`, post(body))).json,
    /** PATCH requests/reschedule, pickUpRequests/reschedule or requests/revisit. */
    visit: async (kind: RequestRecord['kind'], visit: VisitKind, body: VisitBody) =>
      (await call<RequestRecord>(`${REQUEST_RESOURCES[kind]}/${visit}`, { method: 'PATCH', body })).json,
    /**
     * GET requests|pickUpRequests/{id}/timeSlots/options: what a new visit of the request can take (its partner's and
     * technician's units).
     */
    visitSlots: async (kind: RequestRecord['kind'], id: string, query: { fromDate: string; toDate: string }) =>
      (await call<TimeSlotDay[]>(`${REQUEST_RESOURCES[kind]}/${enc(id)}/timeSlots/options`, { query })).json,
    /** A technician's free units per day and slot (the partner's query, for one technician). */
    technicianSlots: async (
      technicianId: string,
      query: { fromDate: string; toDate: string; serviceId: string; pincode: number; area: string },
    ) => (await call<TimeSlotDay[]>(`requests/calendar/timeSlots/technician/${enc(technicianId)}`, { query })).json,
    comments: async (requestId: string, pageNumber: number, pageSize: number) =>
      (
        await call<Paged<RequestComment>>(
          'comments/getByPaginationAndFilter',
          post({
            filters: [{ property: 'requestId', operator: 'equal', value: requestId }],
            pageSize,
            pageNumber,
            sort: -1,
            sortBy: 'createdAt',
          }),
        )
      ).json,
    comment: async (body: NewComment) => (await call<RequestComment>('comments', post(body))).json,
    /** GET activityLogs/{id}: the request's timeline, newest first. */
    activity: async (id: string) => (await call<ActivityEntry[]>(`activityLogs/${enc(id)}`)).json,
  };
}

type RequestApi = ReturnType<typeof requestApi>;

export function useRequestApi(): RequestApi {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useMemo(() => requestApi(dataProvider), [dataProvider]);
}
