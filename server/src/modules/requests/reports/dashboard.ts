import { dayAfter } from '../../../../../domain/masters/days';
import { sql, type SQL } from 'drizzle-orm';
import {
  APPROVAL_LINKS,
  dashboardDays,
  DASHBOARD_NUMBERS,
  kindOfService,
  DASHBOARD_VISITS_MAX,
  LATEST_BOOKINGS,
  REQUEST_METRICS,
  REQUEST_STAGES,
  SLOT_FILL_DAYS,
  type ApprovalMetric,
  type BookingsPerDay,
  type DashboardCounts,
  type DashboardDays,
  type DashboardRequest,
  type RequestMetric,
  type SlotFill,
} from '../../../../../domain/requests/dashboards';
import { COUNT_CAP, toFilterEntries } from '../../../../../domain/listQuery';
import type { Role } from '../../../../../domain/roles';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/client';
import { INDIA_TIME_ZONE, runList, type ListResource } from '../../../platform/listEngine';
import { z } from 'zod';
import { dashboardRequestsSchema } from '../../../../../domain/requests/dashboardSchemas';
import { column, rowsOf } from '../../../platform/db';
import { partnerActiveCapacity, partnerList } from '../../channelPartners';
import { serviceStatuses } from '../../masters';
import { dealerList } from '../../dealers';
import { deletionRequestList } from '../../deletionRequests';
import { partnerScope, technicianJoin, technicianList } from '../../technicians';
import { customerJoin } from '../../customers';
import type { RequestScope } from '../caller';
import { countsSql, type CountedRequests } from '../counts';
import { REQUEST_KINDS, type RequestKind } from '../../requestKinds';
import { cappedCounts, type CountGroup } from './cappedCounts';
import { todayInIndia } from '../slots';

/** A dashboard request's customer (always there) and technician (once assigned). */
const ofCustomer = customerJoin('c', 'r.customer_id', { inner: true });
const ofTechnician = technicianJoin('t', 'r.technician_id');

/**
 * The dashboards' aggregates: each number counts exactly the rows of the list its link opens
 * (domain/requests/dashboards.ts names the filter), within the caller's scope, one statement a call; every branch is a
 * range or equality on an indexed column (created_at, appointment_date, status, the party columns).
 */

const INDIA = sql.raw(`'${INDIA_TIME_ZONE}'`);
const startOfDay = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE ${INDIA})`;
const statusIn = (statuses: readonly string[]) =>
  sql`r.status IN (${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;

/** A scoped caller's party column, or nothing for those who see all; a caller without its record sees nothing. */
function scopeCondition(scope: RequestScope | undefined): SQL {
  if (!scope) return sql`TRUE`;
  return scope.value === null ? sql`FALSE` : sql`r.${sql.identifier(scope.column)} = ${scope.value}`;
}

/** The condition of a request number, as the list engine reads the number's filter (requestMetricFilter). */
function metricCondition(metric: RequestMetric, kind: RequestKind, days: DashboardDays): SQL {
  const stages = REQUEST_STAGES[kind.name];
  const visits = stages.all.filter((status) => status !== 'Cancelled');
  switch (metric) {
    case 'bookedToday':
      return sql`r.created_at >= ${startOfDay(days.today)} AND r.created_at < ${startOfDay(days.today, 1)}`;
    case 'pastAppointment':
      return sql`r.appointment_date <= ${days.yesterday}::date AND ${statusIn(stages.open)}`;
    case 'visitsToday':
      return sql`r.appointment_date = ${days.today}::date AND ${statusIn(visits)}`;
    case 'visitsTomorrow':
      return sql`r.appointment_date = ${days.tomorrow}::date AND ${statusIn(visits)}`;
    case 'unassigned':
      return sql`(r.technician_id IS NULL OR r.technician_id = '') AND ${statusIn(stages.open)}`;
    case 'open':
      return statusIn(stages.open);
    case 'resolved':
      return statusIn(stages.done);
  }
}

/** A request number as the requests the database's kept counts total, when they keep them (../counts.ts). */
function keptNumber(
  metric: RequestMetric,
  kind: RequestKind,
  scope: RequestScope | undefined,
  days: DashboardDays,
): SQL | undefined {
  if (scope && scope.column !== 'channel_partner_id') return undefined;
  const stages = REQUEST_STAGES[kind.name];
  const visits = stages.all.filter((status) => status !== 'Cancelled');
  const of: Partial<Record<RequestMetric, CountedRequests>> = {
    bookedToday: { booked: { from: days.today, to: days.today } },
    pastAppointment: { visit: { to: days.yesterday }, statuses: stages.open },
    visitsToday: { visit: { from: days.today, to: days.today }, statuses: visits },
    visitsTomorrow: { visit: { from: days.tomorrow, to: days.tomorrow }, statuses: visits },
    open: { statuses: stages.open },
    resolved: { statuses: stages.done },
  };
  const counted = of[metric];
  return (
    counted &&
    countsSql({ ...counted, tableName: kind.tableName, channelPartnerId: scope?.value ?? undefined }, ['service_id'])
  );
}

const requestNumbersRow = z.object({ metric: z.enum(REQUEST_METRICS), serviceId: z.string(), count: column.number });

/**
 * Each request number per service: exact from the kept counts where they keep it (those who see all, a partner's
 * numbers that are not about days); otherwise counted as its list counts, no further than COUNT_CAP (cappedCounts: one
 * read of each number's requests of a kind when there are no more than that). Either way the number is what the list
 * its link opens says.
 */
async function requestNumbers(
  db: Database,
  scope: RequestScope | undefined,
  metrics: readonly RequestMetric[],
  days: DashboardDays,
) {
  if (metrics.length === 0 || scope?.value === null) return [];
  const serviceIds = (await serviceStatuses(db)).map((service) => service.id);
  const pairs = metrics.flatMap((metric) =>
    Object.values(REQUEST_KINDS).map((kind) => ({ metric, kind, kept: keptNumber(metric, kind, scope, days) })),
  );
  const keptBranches = pairs.flatMap(({ metric, kept }) =>
    kept ? [sql`(SELECT ${metric}::text AS metric, service_id AS "serviceId", n AS count FROM (${kept}) k)`] : [],
  );
  const kept = keptBranches.length ? await rowsOf(db, requestNumbersRow, sql.join(keptBranches, sql` UNION ALL `)) : [];
  const metricOf = new Map<string, RequestMetric>();
  const groups = pairs
    .filter((pair) => !pair.kept)
    .map(({ metric, kind }): CountGroup => {
      const label = `${metric} ${kind.name}`;
      metricOf.set(label, metric);
      return { label, kind, where: sql`${scopeCondition(scope)} AND ${metricCondition(metric, kind, days)}` };
    });
  const perService = ({ label, kind, where }: CountGroup) =>
    serviceIds
      .filter((serviceId) => kindOfService(serviceId) === kind.name)
      .map(
        (serviceId) =>
          sql`(SELECT ${label}::text AS label, ${serviceId}::text AS "serviceId", NULL::text AS status,
              count(*)::int AS n
               FROM (SELECT 1 FROM ${kind.table} r WHERE r.service_id = ${serviceId}
                 AND ${where} LIMIT ${COUNT_CAP + 1}) x)`,
      );
  const counted = (await cappedCounts(db, groups, false, perService)).map(({ label, serviceId, n, capped }) => ({
    metric: metricOf.get(label)!,
    serviceId,
    count: n,
    ...(capped && { capped }),
  }));
  const order = (metric: RequestMetric) => metrics.indexOf(metric);
  return [...kept, ...counted]
    .filter((row) => row.count > 0)
    .sort((a, b) => order(a.metric) - order(b.metric) || a.serviceId.localeCompare(b.serviceId));
}

const APPROVAL_LISTS: Record<ApprovalMetric, ListResource<unknown>> = {
  channelPartners: partnerList as ListResource<unknown>,
  technicians: technicianList as ListResource<unknown>,
  dealers: dealerList as ListResource<unknown>,
  deletionRequests: deletionRequestList as ListResource<unknown>,
};

/** What waits for a decision, counted by the list engine itself over the link's filter (so capped as the list is). */
async function approvalNumbers(ctx: AppContext, scope: RequestScope | undefined, metrics: readonly ApprovalMetric[]) {
  // A partner approves its own technicians only.
  const partnerId = scope?.column === 'channel_partner_id' ? (scope.value ?? '') : undefined;
  return Promise.all(
    metrics.map(async (metric) => {
      const filters = toFilterEntries(APPROVAL_LINKS[metric].filter, (_property, value) =>
        Array.isArray(value) ? 'in' : 'equal',
      );
      const paged = await runList(
        ctx.database,
        APPROVAL_LISTS[metric],
        { filters, pageSize: 1, pageNumber: 1, sort: -1, sortBy: '' },
        partnerScope(partnerId),
      );
      return { metric, count: paged.totalRecords, ...(paged.totalCapped && { capped: true }) };
    }),
  );
}

/** POST requests/dashboardCounts: the numbers of the caller's dashboard (DASHBOARD_NUMBERS). */
export async function dashboardCounts(
  ctx: AppContext,
  role: Role | undefined,
  scope: RequestScope | undefined,
): Promise<DashboardCounts> {
  const { today } = todayInIndia();
  const numbers = (role && DASHBOARD_NUMBERS[role]) ?? { requests: [], approvals: [] };
  const [requests, approvals] = await Promise.all([
    requestNumbers(ctx.db, scope, numbers.requests, dashboardDays(today)),
    approvalNumbers(ctx, scope, numbers.approvals),
  ]);
  return { today, requests, approvals };
}

const dayCountRow = z.object({ date: z.string(), count: column.number });

/**
 * POST requests/bookingsPerDay: requests of both kinds booked on each day of the period (India time), zeros included.
 */
export async function bookingsPerDay(
  db: Database,
  scope: RequestScope | undefined,
  fromDate: string,
  toDate: string,
): Promise<BookingsPerDay> {
  const kept = scope === undefined ? countsSql({ booked: { from: fromDate, to: toDate } }, ['booked_on']) : undefined;
  const booked =
    scope?.value === null
      ? []
      : kept
        ? await rowsOf(db, dayCountRow, sql`SELECT booked_on AS date, n AS count FROM (${kept}) k`)
        : await rowsOf(
            db,
            dayCountRow,
            sql`SELECT to_char(day, 'YYYY-MM-DD') AS date, sum(n)::int AS count FROM (${sql.join(
              Object.values(REQUEST_KINDS).map(
                (kind) =>
                  sql`(SELECT (r.created_at AT TIME ZONE ${INDIA})::date AS day, count(*)::int AS n FROM ${kind.table} r
                     WHERE ${scopeCondition(scope)} AND r.created_at >= ${startOfDay(fromDate)}
                       AND r.created_at < ${startOfDay(toDate, 1)} GROUP BY 1)`,
              ),
              sql` UNION ALL `,
            )}) b GROUP BY day`,
          );
  const byDay = new Map(booked.map((row) => [row.date, row.count]));
  const days: BookingsPerDay['days'] = [];
  for (let date = fromDate; date <= toDate; date = dayAfter(date)) days.push({ date, count: byDay.get(date) ?? 0 });
  return { days };
}

const slotFillRow = z.object({ date: z.string(), booked: column.number });

/**
 * POST requests/slotFill: a channel partner's daily call capacity (of all its services, while it is Active) and the
 * units its bookings hold in slot_capacity, for each day of the coming week from today.
 */
export async function slotFill(db: Database, partnerId: string | null): Promise<SlotFill> {
  const { today } = todayInIndia();
  const last = dayAfter(today, SLOT_FILL_DAYS - 1);
  const [daily, booked] = partnerId
    ? await Promise.all([
        partnerActiveCapacity(db, partnerId),
        rowsOf(
          db,
          slotFillRow,
          sql`SELECT to_char(day, 'YYYY-MM-DD') AS date, sum(booked)::int AS booked FROM slot_capacity
              WHERE channel_partner_id = ${partnerId} AND day BETWEEN ${today}::date AND ${last}::date GROUP BY day`,
        ),
      ])
    : [0, []];
  const byDay = new Map(booked.map((row) => [row.date, row.booked]));
  const days: SlotFill['days'] = [];
  for (let date = today; date <= last; date = dayAfter(date))
    days.push({ date, capacity: daily, booked: byDay.get(date) ?? 0 });
  return { days };
}

const dashboardRequestRow = dashboardRequestsSchema.shape.records.element.extend({ createdAt: column.instant });

/** Both kinds' requests as the dashboard's short lists show them, within the scope, in the given order. */
function dashboardRequests(
  db: Database,
  scope: RequestScope | undefined,
  where: SQL,
  order: SQL,
  limit: number,
): Promise<DashboardRequest[]> {
  if (scope?.value === null) return Promise.resolve([]);
  const branch = (kind: RequestKind) =>
    sql`(SELECT r.id, r.service_id AS "serviceId", r.status, trim(c.first_name || ' ' || c.last_name) AS "customerName",
                concat_ws(', ', nullif(r.address_line1, ''), nullif(r.address_line2, ''), nullif(r.landmark, ''),
                  r.area, r.city, r.pincode::text) AS address,
                to_char(r.appointment_date, 'YYYY-MM-DD') AS "appointmentDate", r.appointment_slot AS "appointmentSlot",
                nullif(trim(coalesce(t.first_name, '') || ' ' || coalesce(t.last_name, '')), '') AS "technicianName",
                  r.created_at AS "createdAt"
         FROM ${kind.table} r ${sql.raw(ofCustomer.join)} ${sql.raw(ofTechnician.join)}
         WHERE ${scopeCondition(scope)} AND ${where} ORDER BY ${order} LIMIT ${limit})`;
  // Each kind brings its first `limit`; the caller orders the two together and keeps `limit`.
  return rowsOf(db, dashboardRequestRow, sql.join(Object.values(REQUEST_KINDS).map(branch), sql` UNION ALL `));
}

/**
 * POST requests/dashboardVisits: a day's visits (not cancelled) in slot order, with the customer, address and
 * technician.
 */
export async function dashboardVisits(db: Database, scope: RequestScope | undefined, date: string) {
  const found = await dashboardRequests(
    db,
    scope,
    sql`r.appointment_date = ${date}::date AND r.status <> 'Cancelled'`,
    sql`r.appointment_slot, r.id`,
    DASHBOARD_VISITS_MAX,
  );
  return {
    records: found
      .sort((a, b) => a.appointmentSlot.localeCompare(b.appointmentSlot) || a.id.localeCompare(b.id))
      .slice(0, DASHBOARD_VISITS_MAX),
  };
}

/** POST requests/latestBookings: the caller's last bookings, newest first. */
export async function latestBookings(db: Database, scope: RequestScope | undefined) {
  const found = await dashboardRequests(db, scope, sql`TRUE`, sql`r.created_at DESC, r.id DESC`, LATEST_BOOKINGS);
  return {
    records: found
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .slice(0, LATEST_BOOKINGS),
  };
}
