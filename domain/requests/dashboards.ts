import { SERVICE_IDS } from '../constants';
import { dayAfter } from '../masters/days';
import { ROLES, type Role } from '../roles';
import { PICKUP_STATUSES, REPAIR_STATUSES, type RequestKindName } from './statuses';

/**
 * The dashboards' numbers, without zod, for the console's entry: what each number counts, and
 * the list (path below /dashboard and react-admin filter) its link opens. The API counts exactly what that list shows;
 * domain/requests/dashboardSchemas.ts checks the calls.
 */

/** A request list's statuses by stage: still to be done, done (resolved or collected), anything but cancelled. */
export const REQUEST_STAGES = {
  repair: { open: ['Open', 'Assigned', 'Scheduled', 'Pending'], done: ['Resolved', 'Completed'], all: REPAIR_STATUSES },
  pickUp: { open: ['Open', 'Scheduled'], done: ['Picked Up', 'Completed'], all: PICKUP_STATUSES },
} as const satisfies Record<
  RequestKindName,
  { open: readonly string[]; done: readonly string[]; all: readonly string[] }
>;

const notCancelled = (kind: RequestKindName) => REQUEST_STAGES[kind].all.filter((status) => status !== 'Cancelled');

/** Numbers counted over requests, one per service that has any. */
export const REQUEST_METRICS = [
  'bookedToday',
  'pastAppointment',
  'visitsToday',
  'visitsTomorrow',
  'unassigned',
  'open',
  'resolved',
] as const;
export type RequestMetric = (typeof REQUEST_METRICS)[number];

/** Numbers counted over the onboarding and deletion lists: what waits for a decision. */
export const APPROVAL_METRICS = ['channelPartners', 'technicians', 'dealers', 'deletionRequests'] as const;
export type ApprovalMetric = (typeof APPROVAL_METRICS)[number];

/**
 * The roles with a dashboard, and which numbers each sees (its requests by status come from POST requests/totalCount).
 */
export const DASHBOARD_NUMBERS: Partial<
  Record<Role, { requests: readonly RequestMetric[]; approvals: readonly ApprovalMetric[] }>
> = {
  [ROLES.admin]: {
    requests: ['bookedToday', 'pastAppointment'],
    approvals: ['channelPartners', 'technicians', 'dealers', 'deletionRequests'],
  },
  [ROLES.channelPartner]: {
    requests: ['visitsToday', 'visitsTomorrow', 'unassigned', 'pastAppointment'],
    approvals: ['technicians'],
  },
  [ROLES.technician]: { requests: ['visitsToday', 'open', 'resolved'], approvals: [] },
  [ROLES.dealer]: { requests: ['bookedToday', 'open'], approvals: [] },
};

/** The days a dashboard is about, India time, yyyy-MM-dd. */
export interface DashboardDays {
  today: string;
  yesterday: string;
  tomorrow: string;
}

export const dashboardDays = (today: string): DashboardDays => ({
  today,
  yesterday: dayAfter(today, -1),
  tomorrow: dayAfter(today),
});

/** A list page below /dashboard and the react-admin filter its address carries (`?filter=`). */
export interface DashboardLink {
  path: string;
  filter: Record<string, unknown>;
  /** A list whose tab is kept in react-admin's store (the dealers) opens this tab. */
  tab?: { storeKey: string; value: string };
}

const onDay = (property: string, day: string) => ({ [`${property}@isAfter`]: day, [`${property}@isBefore`]: day });

/** The filter of a request number on its service's list (the keys of the list's filter bar, REQUEST_FILTERS). */
function requestMetricFilter(
  metric: RequestMetric,
  kind: RequestKindName,
  days: DashboardDays,
): Record<string, unknown> {
  const stages = REQUEST_STAGES[kind];
  switch (metric) {
    case 'bookedToday':
      return onDay('createdAt', days.today);
    case 'pastAppointment':
      return { 'appointmentDate@isBefore': days.yesterday, status: [...stages.open] };
    case 'visitsToday':
      return { ...onDay('appointmentDate', days.today), status: notCancelled(kind) };
    case 'visitsTomorrow':
      return { ...onDay('appointmentDate', days.tomorrow), status: notCancelled(kind) };
    case 'unassigned':
      return { 'technicianId@isBlank': true, status: [...stages.open] };
    case 'open':
      return { status: [...stages.open] };
    case 'resolved':
      return { status: [...stages.done] };
  }
}

/**
 * A service's request list (ours: services/requests/{serviceId}, the service as its permanent filter);
 * services/repair-request/add/{serviceId} opens booking for the service.
 */
export const serviceRequestsPath = (serviceId: string) => `services/requests/${encodeURIComponent(serviceId)}`;

/** The repair list unless the service is a waste pick-up (as the request list page decides). */
export const kindOfService = (serviceId: string): RequestKindName =>
  serviceId === SERVICE_IDS.repair ? 'repair' : 'pickUp';

export const requestMetricLink = (metric: RequestMetric, serviceId: string, days: DashboardDays): DashboardLink => ({
  path: serviceRequestsPath(serviceId),
  filter: requestMetricFilter(metric, kindOfService(serviceId), days),
});

/** A service's requests in one status. */
export const statusLink = (serviceId: string, status: string): DashboardLink => ({
  path: serviceRequestsPath(serviceId),
  filter: { status: [status] },
});

/** The partner-wise table's periods: the requests booked in the last 30 or 90 days (today included), or all of them. */
export const PARTNER_WISE_PERIODS = ['days30', 'days90', 'all'] as const;
export type PartnerWisePeriod = (typeof PARTNER_WISE_PERIODS)[number];
const PERIOD_DAYS: Record<PartnerWisePeriod, number | undefined> = { days30: 30, days90: 90, all: undefined };

/** A period's booking days (yyyy-MM-dd, both included) as POST requests/getChannelPartnerWiseRequests takes them. */
export function partnerWiseDays(period: PartnerWisePeriod, today: string): { fromDate?: string; toDate?: string } {
  const days = PERIOD_DAYS[period];
  return days === undefined ? {} : { fromDate: dayAfter(today, 1 - days), toDate: today };
}

/** A partner's requests of a service booked in the period (in one status, or all): the partner-wise table's numbers. */
export const partnerWiseLink = (
  serviceId: string,
  channelPartnerId: string,
  days: { fromDate?: string; toDate?: string } = {},
  status?: string,
): DashboardLink => ({
  path: serviceRequestsPath(serviceId),
  filter: {
    'channelPartnerId@equal': channelPartnerId,
    ...(days.fromDate && { 'createdAt@isAfter': days.fromDate }),
    ...(days.toDate && { 'createdAt@isBefore': days.toDate }),
    ...(status && { status: [status] }),
  },
});

/** Where each approval number leads: the tab that holds the waiting records, filtered to them. */
export const APPROVAL_LINKS: Record<ApprovalMetric, DashboardLink> = {
  channelPartners: { path: 'channel-partners/main/invited', filter: { status: 'Pending' } },
  technicians: { path: 'technicians/main/pending', filter: { status: 'Pending' } },
  dealers: { path: 'dealers', filter: { status: 'Pending' }, tab: { storeKey: 'dealers.tab', value: 'all' } },
  deletionRequests: { path: 'customers/delete', filter: { status: ['open'] } },
};

/** The address of a link below the console's basename. */
export const dashboardHref = (basename: string, link: DashboardLink) =>
  `${basename}/${link.path}?filter=${encodeURIComponent(JSON.stringify(link.filter))}`;

/** POST requests/dashboardCounts: the caller's numbers; a request number per service that has any. */
export interface DashboardCounts {
  today: string;
  /** `capped`: at least this many (the list counts no further, COUNT_CAP). */
  requests: { metric: RequestMetric; serviceId: string; count: number; capped?: boolean }[];
  /** `capped`: at least this many (the list counts no further, COUNT_CAP). */
  approvals: { metric: ApprovalMetric; count: number; capped?: boolean }[];
}

/** POST requests/bookingsPerDay {fromDate, toDate}: every day of the period with the requests booked on it. */
export interface BookingsPerDay {
  days: { date: string; count: number }[];
}
/** The longest period the chart asks for (a quarter). */
export const BOOKINGS_PER_DAY_MAX_DAYS = 92;
/** The dashboard's chart: the last thirty days, today included. */
export const BOOKING_CHART_DAYS = 30;

/** POST requests/slotFill: a channel partner's capacity and bookings per day of the coming week. */
export interface SlotFill {
  days: { date: string; capacity: number; booked: number }[];
}
export const SLOT_FILL_DAYS = 7;

/** A request as a dashboard's short lists show it (today's visits, the latest bookings). */
export interface DashboardRequest {
  id: string;
  serviceId: string;
  status: string;
  customerName: string;
  address: string;
  appointmentDate: string;
  appointmentSlot: string;
  technicianName: string | null;
  createdAt: string;
}

/** POST requests/dashboardVisits {date}: the visits of a day in slot order. */
export interface DashboardVisits {
  records: DashboardRequest[];
}
/** A day's visits a dashboard shows at most (a partner with more opens the list). */
export const DASHBOARD_VISITS_MAX = 50;
/** POST requests/latestBookings: the caller's last bookings. */
export const LATEST_BOOKINGS = 10;
