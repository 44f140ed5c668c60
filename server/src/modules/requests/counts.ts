import { API_DAY_PATTERN } from '../../../../domain/masters/days';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FilterEntry } from '../../../../domain/listQuery';
import type { Queryable } from '../../db/client';
import type { Bind } from '../../platform/listEngine';
import type { RequestKind } from '../requestKinds';

/**
 * The request counts the database keeps (db/schema/requestCounts.ts, migration 0022): exact totals of requests by
 * service and status, over all time, per booking day, per appointment day or per channel partner, read from a few
 * thousand rows instead of counting millions of requests. Every statement on a request table adds its changes in the
 * same transaction, so a count read in a statement agrees with the requests that statement sees.
 */

/** Calendar days (yyyy-MM-dd), both included; either end may be open. */
export interface DayRange {
  from?: string;
  to?: string;
}

/** Which requests a count is about; at most one of a partner, booking days and appointment days (see countsTable). */
export interface CountedRequests {
  /** One request table; both when left out. */
  tableName?: RequestKind['tableName'];
  serviceIds?: readonly string[];
  statuses?: readonly string[];
  channelPartnerId?: string;
  /** Booking days, India time. */
  booked?: DayRange;
  /** Appointment days. */
  visit?: DayRange;
}

/** What a count may be grouped by. */
export type CountedBy = 'service_id' | 'status' | 'channel_partner_id' | 'booked_on' | 'appointment_date';

/** Each count table, and the key it keeps beside kind, service and status. */
const COUNT_TABLES = {
  request_counts_by_status: undefined,
  request_counts_by_partner: 'channel_partner_id',
  request_counts_by_day: 'booked_on',
  request_counts_by_visit_day: 'appointment_date',
} as const satisfies Record<string, CountedBy | undefined>;
type CountTable = keyof typeof COUNT_TABLES;

/**
 * The count table that keeps these requests, or undefined when none does (say a partner's requests booked on some
 * days).
 */
function countsTable(counted: CountedRequests, by: readonly CountedBy[]): CountTable | undefined {
  const needs = new Set<CountedBy>(by.filter((key) => key !== 'service_id' && key !== 'status'));
  if (counted.channelPartnerId !== undefined) needs.add('channel_partner_id');
  if (counted.booked) needs.add('booked_on');
  if (counted.visit) needs.add('appointment_date');
  if (needs.size > 1) return undefined;
  const [extra] = needs;
  return (Object.keys(COUNT_TABLES) as CountTable[]).find((table) => COUNT_TABLES[table] === extra);
}

/**
 * `SELECT <by>, n` (n the exact number, as int) over the count table that keeps these requests, with keys at zero left
 * out (days as yyyy-MM-dd text); without `by`, one row, zero included. Undefined when no count table keeps them.
 */
function countsQuery(counted: CountedRequests, by: readonly CountedBy[], bind: Bind): string | undefined {
  const table = countsTable(counted, by);
  if (!table) return undefined;
  const where: string[] = [];
  const days = (column: string, range: DayRange | undefined) => {
    if (range?.from) where.push(`${column} >= ${bind(range.from)}::date`);
    if (range?.to) where.push(`${column} <= ${bind(range.to)}::date`);
  };
  if (counted.tableName) where.push(`kind = ${bind(counted.tableName)}`);
  if (counted.serviceIds) where.push(`service_id = ANY(${bind(counted.serviceIds)}::text[])`);
  if (counted.statuses) where.push(`status = ANY(${bind(counted.statuses)}::text[])`);
  if (counted.channelPartnerId !== undefined) where.push(`channel_partner_id = ${bind(counted.channelPartnerId)}`);
  days('booked_on', counted.booked);
  days('appointment_date', counted.visit);
  const conditions = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  if (by.length === 0) return `SELECT coalesce(sum(n), 0)::int AS n FROM ${table}${conditions}`;
  const columns = by.map((key) =>
    key === 'booked_on' || key === 'appointment_date' ? `to_char(${key}, 'YYYY-MM-DD') AS ${key}` : key,
  );
  return `SELECT ${columns.join(', ')}, sum(n)::int AS n FROM ${table}${conditions}
      GROUP BY ${by.join(', ')} HAVING sum(n) <> 0`;
}

/** countsQuery as a Drizzle fragment (each value one parameter), to use inside a bigger statement. */
export function countsSql(counted: CountedRequests, by: readonly CountedBy[]): SQL | undefined {
  const params: unknown[] = [];
  const text = countsQuery(counted, by, (value) => `${PARAMETER}${params.push(value) - 1}${PARAMETER}`);
  if (!text) return undefined;
  return sql.join(
    text.split(PARAMETER).map((part, index) => (index % 2 ? sql.param(params[Number(part)]) : sql.raw(part))),
    sql``,
  );
}
const PARAMETER = '\u0000';

const values = (value: FilterEntry['value']) => (Array.isArray(value) ? value : [value]).map(String);

/** A whole-day filter on a date or an instant as the ends of the day range it sets, or undefined. */
function dayBounds(operator: FilterEntry['operator'], value: FilterEntry['value']): DayRange | undefined {
  if (typeof value !== 'string' || !API_DAY_PATTERN.test(value)) return undefined;
  if (operator === 'isAfter') return { from: value };
  if (operator === 'isBefore') return { to: value };
  if (operator === 'equal' || operator === 'dateEqual') return { from: value, to: value };
  return undefined;
}

/** The range with the new ends set, or undefined when there are none or an end would be set twice. */
function within(range: DayRange | undefined, bounds: DayRange | undefined): DayRange | undefined {
  if (!bounds || (range?.from && bounds.from) || (range?.to && bounds.to)) return undefined;
  return { ...range, ...bounds };
}

/**
 * A request list's filters (and scope) as the requests they count, when the count tables keep exactly those: services,
 * statuses, the channel partner, whole booking days or appointment days, each said once. Anything else (a technician, a
 * text search, an instant) is undefined: the list counts its match itself.
 */
function countedByFilters(
  tableName: RequestKind['tableName'],
  entries: readonly FilterEntry[],
): CountedRequests | undefined {
  const counted: CountedRequests = { tableName };
  for (const { property, operator, value } of entries) {
    const listed = operator === 'equal' || operator === 'in';
    if (property === 'serviceId' && listed && !counted.serviceIds) counted.serviceIds = values(value);
    else if (property === 'status' && listed && !counted.statuses) counted.statuses = values(value);
    else if (
      property === 'channelPartnerId' &&
      operator === 'equal' &&
      typeof value === 'string' &&
      counted.channelPartnerId === undefined
    )
      counted.channelPartnerId = value;
    else if (property === 'createdAt' && (counted.booked = within(counted.booked, dayBounds(operator, value))))
      continue;
    else if (property === 'appointmentDate' && (counted.visit = within(counted.visit, dayBounds(operator, value))))
      continue;
    else return undefined;
  }
  return counted;
}

/** A list resource's exactCount: the count tables' total for its filters, as a scalar subquery, when they keep it. */
export const exactRequestCount =
  (tableName: RequestKind['tableName']) => (entries: readonly FilterEntry[], bind: Bind) => {
    const counted = countedByFilters(tableName, entries);
    const query = counted && countsQuery(counted, [], bind);
    return query && `(${query})`;
  };

/**
 * Folds each key's rows into one (its sum; a key at zero goes): what the triggers add stays a few rows per key. One
 * statement per table, safe in any number of processes at once: a row another run folded meanwhile is skipped, and a
 * run only writes back what it took.
 */
export async function foldRequestCounts(database: Queryable): Promise<void> {
  for (const [table, extra] of Object.entries(COUNT_TABLES)) {
    const keys = ['kind', 'service_id', 'status', ...(extra ? [extra] : [])];
    const of = (alias: string) => keys.map((key) => `${alias}.${key}`).join(', ');
    await database.query(
      `WITH folded AS (SELECT ${keys.join(', ')} FROM ${table} GROUP BY ${keys.join(', ')} HAVING count(*) > 1),
            taken AS (DELETE FROM ${table} t USING folded f WHERE (${of('t')}) = (${of('f')}) RETURNING ${of('t')}, t.n)
       INSERT INTO ${table} (${keys.join(', ')}, n) SELECT ${keys.join(', ')}, sum(n)::int FROM taken
         GROUP BY ${keys.join(', ')} HAVING sum(n) <> 0`,
    );
  }
}

/** The folding job: at start and then every `requestCountsJobSeconds`, in every API process. */
export function scheduleRequestCountFolding(app: FastifyInstance) {
  const seconds = app.ctx.config.requestCountsJobSeconds;
  if (!(seconds > 0)) return;
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    foldRequestCounts(app.ctx.database).catch((error: unknown) => {
      app.log.warn({ err: error }, 'folding the request counts failed; retrying at the next run');
    });
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(run, seconds * 1000).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
