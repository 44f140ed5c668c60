import { z } from 'zod';
import {
  COUNT_CAP,
  DEFAULT_MAX_PAGE_SIZE,
  type FilterEntry,
  type Paged,
  type ParsedFilterRequest,
} from '../../../../domain/filters';
import type { DatabaseHandle } from '../../db/client';
import { estimatedRows, exactPage, totalOf, type Total } from './count';
import { buildListQuery, type ListQuery } from './query';
import type { ListResource } from './resource';

/** A list's page as the route answers it: written as JSON by the database, counted when the page cannot tell. */

/** Records and total of a paged list, for route response schemas. */
export const pagedSchema = <T extends z.ZodType>(record: T) =>
  z.object({ records: z.array(record), totalRecords: z.number().int(), totalCapped: z.literal(true).optional() });

/** A page whose records the database has already written as JSON text (see answerList). */
class SerializedPage {
  constructor(
    readonly recordsJson: string,
    readonly total: Total,
  ) {}
}

/**
 * Serializer of list routes: their records come from the resource's own select list, so re-checking thousands of them
 * against the response schema (the schema still documents the route) would only cost CPU the other callers wait for.
 */
export const listSerializer = () => (data: unknown) =>
  data instanceof SerializedPage
    ? `{"records":${data.recordsJson},"totalRecords":${data.total.totalRecords}` +
      `${data.total.totalCapped ? ',"totalCapped":true' : ''}}`
    : JSON.stringify(data);

/**
 * Big pages (over DEFAULT_MAX_PAGE_SIZE rows) a process works on at once; more wait their turn, so small calls keep
 * flowing. PGlite runs each statement on the server's own thread, one at a time: there, one.
 */
const BIG_PAGES_AT_ONCE: Record<DatabaseHandle['kind'], number> = { postgres: 2, pglite: 1 };

/** A first-come, first-served gate; it only shapes load within one process and decides nothing. */
class Gate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly capacity: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.capacity) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The next one starts after whatever is ready to run meanwhile (small calls go in between).
      if (next) setImmediate(next);
      else this.active -= 1;
    }
  }
}

const gates = new WeakMap<DatabaseHandle, Gate>();
function bigPages(database: DatabaseHandle): Gate {
  let gate = gates.get(database);
  if (!gate) gates.set(database, (gate = new Gate(BIG_PAGES_AT_ONCE[database.kind])));
  return gate;
}

/** Runs a list request: the records and what the list says of its size (the statement answerList runs). */
export async function runList<Row>(
  database: DatabaseHandle,
  resource: ListResource<Row>,
  request: ParsedFilterRequest,
  scope: FilterEntry[] = [],
): Promise<Paged<Row>> {
  const page = await serializedPage(database, buildListQuery(resource as ListResource<unknown>, request, scope));
  return { records: JSON.parse(page.recordsJson) as Row[], ...page.total };
}

/**
 * What a list route (with listSerializer) answers: the database writes the page as JSON, so the API process only passes
 * the text on, and counts in the same statement when the page cannot tell the total by itself. A big page waits for one
 * of few turns per process.
 */
export async function answerList<Row>(
  database: DatabaseHandle,
  resource: ListResource<Row>,
  request: ParsedFilterRequest,
  scope: FilterEntry[] = [],
): Promise<Paged<Row>> {
  const query = buildListQuery(resource as ListResource<unknown>, request, scope);
  const page = () => serializedPage(database, query);
  // listSerializer writes the SerializedPage; the route's type stays the page it documents.
  return (query.limit <= DEFAULT_MAX_PAGE_SIZE ? page() : bigPages(database).run(page)) as unknown as Promise<
    Paged<Row>
  >;
}

/**
 * One statement: the page as JSON text, its row count, and the capped count of the match when the page is full (or
 * empty past the first page); a CASE runs its subquery only when it is taken. An unfiltered list of a table the planner
 * knows to hold far more than any count would go is not counted at all.
 */
async function serializedPage(database: DatabaseHandle, query: ListQuery): Promise<SerializedPage> {
  if (query.exactCount) {
    const exact = await exactPage(database, query, query.exactCount);
    return new SerializedPage(exact.json, exact.total);
  }
  const counted = !(
    query.unfiltered && (await estimatedRows(database, query.unfiltered)) > 2 * (query.offset + COUNT_CAP)
  );
  const needsCount =
    `(SELECT count(*) FROM page) = ${Number(query.limit)}` +
    (query.offset > 0 ? ' OR NOT EXISTS (SELECT 1 FROM page)' : '');
  const total = counted
    ? `CASE WHEN ${needsCount} THEN (${query.countAt(`$${query.params.length + 1}`)}) END`
    : 'NULL::int';
  const [row] = await database.query<{ json: string; rows: number; total: number | null }>(
    `WITH page AS MATERIALIZED (${query.text})
     SELECT coalesce((SELECT json_agg(page) FROM page), '[]')::text AS "json",
            (SELECT count(*) FROM page)::int AS "rows", ${total} AS "total"`,
    counted ? [...query.params, query.countCap] : query.params,
  );
  return new SerializedPage(
    row.json,
    totalOf(query, Number(row.rows), counted, row.total === null ? null : Number(row.total)),
  );
}
