import { sql, type SQL } from 'drizzle-orm';
import type {
  ParsedPartnerWiseRequestsQuery,
  PartnerWiseRequests,
  RequestPeriod,
  RequestTotalCount,
  StatusCounts,
} from '../../../../../domain/requests/reports';
import { COUNT_CAP } from '../../../../../domain/listQuery';
import { PICKUP_SERVICE_IDS } from '../../../../../domain/requests/raise';
import { PICKUP_STATUSES, REPAIR_STATUSES } from '../../../../../domain/requests/statuses';
import type { Database } from '../../../db/client';
import { INDIA_TIME_ZONE } from '../../../platform/listEngine';
import { z } from 'zod';
import { column, rowOf, rowsOf } from '../../../platform/db';
import type { RequestScope } from '../caller';
import { countsSql, type CountedBy } from '../counts';
import { REQUEST_KINDS } from '../../requestKinds';
import { partnerJoin } from '../../channelPartners';
import { serviceStatuses } from '../../masters';
import { cappedCounts, type CountGroup } from './cappedCounts';

/** The counted partner's record (every counted id is a partner's). */
const ofPartner = partnerJoin('cp', 'p.id', { inner: true });

/**
 * The dashboards' counts (POST requests/totalCount, POST requests/getChannelPartnerWiseRequests): repair and pick-up
 * requests together, by booking day, each caller within its scope.
 */

/** Which requests are counted: the caller's scope, booking days in India time (both included), a service. */
interface CountedRequests extends RequestPeriod {
  scope: RequestScope | undefined;
  serviceId?: string;
}

const INDIA = sql.raw(`'${INDIA_TIME_ZONE}'`);
const startOfDay = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE ${INDIA})`;

function conditions({ scope, fromDate, toDate, serviceId }: CountedRequests): SQL {
  const all: SQL[] = [sql`TRUE`];
  if (scope) all.push(sql`r.${sql.identifier(scope.column)} = ${scope.value}`);
  if (fromDate) all.push(sql`r.created_at >= ${startOfDay(fromDate)}`);
  if (toDate) all.push(sql`r.created_at < ${startOfDay(toDate, 1)}`);
  if (serviceId) all.push(sql`r.service_id = ${serviceId}`);
  return sql.join(all, sql` AND `);
}

/** `SELECT <columns>, count(*) AS n ... GROUP BY <columns>` over both request tables. */
function countedBy(columns: SQL, counted: CountedRequests): SQL {
  const where = conditions(counted);
  return sql.join(
    Object.values(REQUEST_KINDS).map(
      (kind) => sql`(SELECT ${columns}, count(*)::int AS n FROM ${kind.table} r WHERE ${where} GROUP BY ${columns})`,
    ),
    sql` UNION ALL `,
  );
}

const isPickUpService = (serviceId: string) => (PICKUP_SERVICE_IDS as readonly string[]).includes(serviceId);

/** Every status a service's requests go through, each at zero. */
function zeroCounts(statuses: readonly string[]): StatusCounts {
  return Object.fromEntries(statuses.map((status) => [status, 0]));
}

/** A caller whose own record is missing (scope value null) sees no requests. */
const seesNothing = (scope: RequestScope | undefined) => scope?.value === null;

/**
 * The counts the database keeps (../counts.ts) where they answer exactly: for those who see every request, and for a
 * partner over all time. Undefined for the other scopes and a partner's range of days.
 */
function keptCounts(
  { scope, fromDate, toDate, serviceId }: CountedRequests,
  by: readonly CountedBy[],
): SQL | undefined {
  if (scope && scope.column !== 'channel_partner_id') return undefined;
  return countsSql(
    {
      serviceIds: serviceId ? [serviceId] : undefined,
      channelPartnerId: scope?.value ?? undefined,
      booked: fromDate || toDate ? { from: fromDate, to: toDate } : undefined,
    },
    by,
  );
}

/** A status's requests of a service, and whether counting stopped at COUNT_CAP. */
interface StatusCount {
  serviceId: string;
  status: string;
  n: number;
  capped: boolean;
}

const statusCountsRow = z.object({ service_id: z.string(), status: z.string(), n: column.number });

/**
 * Counted as the status lists count: the kept counts, exact; otherwise the caller's requests of each kind by service
 * and status, no further than COUNT_CAP each (cappedCounts: one read when the caller has no more than that many).
 */
async function statusCounts(
  db: Database,
  counted: CountedRequests,
  known: readonly { id: string }[],
): Promise<StatusCount[]> {
  if (seesNothing(counted.scope) || known.length === 0) return [];
  const kept = keptCounts(counted, ['service_id', 'status']);
  if (kept) {
    const found = await rowsOf(db, statusCountsRow, kept);
    return found.map((row) => ({ serviceId: row.service_id, status: row.status, n: row.n, capped: false }));
  }
  const groups = Object.values(REQUEST_KINDS).map((kind) => ({ label: kind.name, kind, where: conditions(counted) }));
  const perServiceAndStatus = ({ label, kind }: CountGroup) =>
    known
      .filter(({ id }) => isPickUpService(id) === (kind.name === 'pickUp'))
      .flatMap(({ id: serviceId }) =>
        statusesOf(serviceId).map(
          (status) =>
            sql`(SELECT ${label}::text AS label, ${serviceId}::text AS "serviceId", ${status}::text AS status,
                count(*)::int AS n
                 FROM (SELECT 1 FROM ${kind.table} r WHERE ${conditions({ ...counted, serviceId })}
                   AND r.status = ${status} LIMIT ${COUNT_CAP + 1}) x)`,
        ),
      );
  const found = await cappedCounts(db, groups, true, perServiceAndStatus);
  return found.map(({ serviceId, status, n, capped }) => ({ serviceId, status: status!, n, capped }));
}

const statusesOf = (serviceId: string) => (isPickUpService(serviceId) ? PICKUP_STATUSES : REPAIR_STATUSES);

/**
 * POST requests/totalCount: every published service (and any other with requests), by status: exact from the kept
 * counts for those who see all and for a partner; otherwise counted as the status lists count, a status past the cap
 * saying so.
 */
export async function requestTotalCount(db: Database, counted: CountedRequests): Promise<RequestTotalCount> {
  const known = await serviceStatuses(db);
  const services = new Map<string, RequestTotalCount['services'][number]>();
  for (const { id, status } of known)
    if (status === 'Publish') services.set(id, { serviceId: id, total: 0, statuses: zeroCounts(statusesOf(id)) });
  for (const { serviceId, status, n, capped } of await statusCounts(db, counted, known)) {
    if (n === 0) continue;
    let service = services.get(serviceId);
    if (!service)
      services.set(serviceId, (service = { serviceId, total: 0, statuses: zeroCounts(statusesOf(serviceId)) }));
    service.total += n;
    service.statuses[status] = n;
    if (capped) service.cappedStatuses = [...(service.cappedStatuses ?? []), status];
  }
  const all = [...services.values()].sort((a, b) => a.serviceId.localeCompare(b.serviceId));
  const capped = all.some((service) => service.cappedStatuses);
  return { total: all.reduce((sum, service) => sum + service.total, 0), ...(capped && { capped }), services: all };
}

/** The statuses of the partner-wise counts: the service's, or those of both kinds. */
function partnerWiseStatuses(serviceId: string | undefined): readonly string[] {
  if (serviceId) return isPickUpService(serviceId) ? PICKUP_STATUSES : REPAIR_STATUSES;
  return [...new Set([...REPAIR_STATUSES, ...PICKUP_STATUSES])];
}

const partnerWiseRequestsRow = z.object({ totalRecords: column.number, records: z.string() });

/**
 * POST requests/getChannelPartnerWiseRequests: the partners with requests in the period (a partner: itself), most
 * requests first, then by name; one statement counts, ranks and pages them.
 */
export async function partnerWiseRequests(
  db: Database,
  scope: RequestScope | undefined,
  query: ParsedPartnerWiseRequestsQuery,
): Promise<PartnerWiseRequests> {
  if (seesNothing(scope)) return { totalRecords: 0, records: [] };
  const { pageSize, pageNumber, ...period } = query;
  const counts =
    keptCounts({ scope, ...period }, ['channel_partner_id', 'status']) ??
    countedBy(sql`r.channel_partner_id, r.status`, { scope, ...period });
  const found = await rowOf(
    db,
    partnerWiseRequestsRow,
    sql`WITH counted AS (SELECT channel_partner_id AS id, status, sum(n)::int AS n FROM (${counts}) c GROUP BY 1, 2),
        partners AS (SELECT id, sum(n)::int AS total, json_object_agg(status, n) AS statuses FROM counted GROUP BY id),
        page AS (
          SELECT p.id AS "channelPartnerId", ${sql.raw(ofPartner.columns.name)} AS "channelPartnerName",
            p.total, p.statuses
          FROM partners p ${sql.raw(ofPartner.join)}
          ORDER BY p.total DESC, ${sql.raw(ofPartner.columns.name)}, p.id
          LIMIT ${pageSize} OFFSET ${(pageNumber - 1) * pageSize})
        SELECT (SELECT count(*)::int FROM partners) AS "totalRecords",
               coalesce((SELECT json_agg(page
                 ORDER BY page.total DESC, page."channelPartnerName", page."channelPartnerId")
                   FROM page), '[]')::text AS records`,
  );
  const zero = zeroCounts(partnerWiseStatuses(query.serviceId));
  const records = (JSON.parse(found?.records ?? '[]') as PartnerWiseRequests['records']).map((row) => ({
    ...row,
    statuses: { ...zero, ...row.statuses },
  }));
  return { totalRecords: found?.totalRecords ?? 0, records };
}
