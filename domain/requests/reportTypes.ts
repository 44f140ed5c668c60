/**
 * What the request lists' filter data and the dashboards' counts answer, without zod, for the
 * console's entry; domain/requests/reports.ts checks them.
 */

/** GET requests/filters/data and GET pickUpRequests/filters/data?serviceId: the values of the filter bar's selects. */
export interface RequestFilterData {
  statuses: string[];
  /** The published services of the list's kind (the pick-up list: the one asked for). */
  services: { id: string; type: string }[];
  paymentStatuses: string[];
  /**
   * A channel partner's own Active technicians by name; empty for everyone else (they filter technicians by name as
   * text).
   */
  technicians: { id: string; name: string }[];
}

/**
 * The booking-date period of a dashboard count: calendar days yyyy-MM-dd in India time, both included, both optional.
 */
export interface RequestPeriod {
  fromDate?: string;
  toDate?: string;
}

/** Requests by status, status -> count (every status of the kind, zero included). */
export type StatusCounts = Record<string, number>;

/**
 * POST requests/totalCount: repair and pick-up requests the caller sees, per service and status. Each status is
 * counted as its list counts (COUNT_CAP): `cappedStatuses` were counted no further, so their counts, the service's
 * total and (`capped`) the whole total are lower bounds.
 */
export interface RequestTotalCount {
  total: number;
  capped?: boolean;
  services: { serviceId: string; total: number; statuses: StatusCounts; cappedStatuses?: string[] }[];
}

/** POST requests/getChannelPartnerWiseRequests: the period, a service, and the page of partners asked for. */
export interface PartnerWiseRequestsQuery extends RequestPeriod {
  serviceId?: string;
  pageSize?: number;
  pageNumber?: number;
}

export interface PartnerWiseRequestsRow {
  channelPartnerId: string;
  channelPartnerName: string;
  total: number;
  statuses: StatusCounts;
}

/** Partners with requests in the period, most requests first (then by name). */
export interface PartnerWiseRequests {
  totalRecords: number;
  records: PartnerWiseRequestsRow[];
}

/** The most partners one page of the partner-wise counts holds. */
export const PARTNER_WISE_MAX_PAGE_SIZE = 100;
