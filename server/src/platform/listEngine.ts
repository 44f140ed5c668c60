import { z } from 'zod';
import { COUNT_CAP, DEFAULT_MAX_PAGE_SIZE, pageSizeMessage, type FilterEntry, type FilterOperator, type Paged, type ParsedFilterRequest } from '../../../domain/filters';
import { API_DAY_PATTERN, dayAfter } from '../../../domain/masters/days';
import type { DatabaseHandle } from '../db/client';
import { badRequest } from './errors';

/**
 * The list engine behind every `getByPaginationAndFilter` (spec 000 §7.6): a filter request becomes one
 * parameterised statement that writes the page as JSON (and counts when the page alone cannot tell the total).
 * Only whitelisted properties reach SQL; column expressions come from the resource, values only as parameters.
 */

/** `date` is a calendar-date column (yyyy-MM-dd); `timestamp` an instant whose calendar day is taken in India time. */
export type PropertyType = 'text' | 'enum' | 'number' | 'boolean' | 'date' | 'timestamp';

export interface ListProperty {
  /** SQL expression of the column, written by the resource (never by the client). */
  column: string;
  type: PropertyType;
  /** enum: the allowed values. */
  values?: readonly string[];
  /** number: an integer column (values must be whole numbers; parameters are cast to integer so its index is used). */
  integer?: boolean;
  /**
   * enum whose column is derived (e.g. a status that depends on the clock): "is one of these values" written against
   * the stored columns, so equal/in/notEqual filters use their index instead of computing the expression on every row.
   */
  isOneOf?: (values: string[], bind: Bind) => string;
  /**
   * SQL expression of the value a record carries, when it is not `column` as it is. By default instants are ISO-8601
   * text in UTC with milliseconds (as `Date#toISOString` writes them) and calendar dates yyyy-MM-dd: a row read by
   * either driver, and a page the database writes as JSON, are then the records the API answers.
   */
  select?: string;
}

export interface ListResourceDefinition {
  /** FROM clause: a table name, or a join/subquery with an alias. */
  source: string;
  /**
   * The table whose size the planner's statistics tell, for an unfiltered list to skip counting when it is far bigger
   * than any count would go; the source's first word by default.
   */
  table?: string;
  properties: Record<string, ListProperty>;
  /** Properties returned in each record; all properties by default. */
  fields?: string[];
  defaultSortBy: string;
  /** Unique SQL expression appended to ORDER BY so pages never overlap. */
  key: string;
  /**
   * The source's first table with its alias (`requests r`), when the source's joins neither add nor drop rows (each
   * joins one row by a NOT NULL foreign key, or is a LEFT JOIN to a unique key): the capped count of filters on that
   * table alone then reads only its index (PostgreSQL 15 joins even an unused LEFT JOIN's table into an index-only count).
   */
  countSource?: string;
  /**
   * The exact number of records these filters (the caller's and the scope's, already checked) match, as a scalar
   * subquery written with `bind`, when counts the database keeps can tell it; undefined to count the match (capped).
   */
  exactCount?: (entries: readonly FilterEntry[], bind: Bind) => string | undefined;
  /** The largest page a caller may ask for (the biggest the spec's screens use); DEFAULT_MAX_PAGE_SIZE by default. */
  maxPageSize?: number;
}

export interface ListResource<Row> extends ListResourceDefinition {
  /** The type of the records the select list reads (for callers' types only). */
  readonly record?: Row;
  selectList: string;
  table: string;
  maxPageSize: number;
  /** The whitelist: a Map, so a client's `__proto__` or `constructor` is just an unknown name. */
  propertyByName: ReadonlyMap<string, ListProperty>;
}

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** What a record carries for a property (see ListProperty.select). */
function recordValue(property: ListProperty) {
  if (property.select) return property.select;
  if (property.type === 'timestamp') return `to_char((${property.column}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  if (property.type === 'date') return `to_char(${property.column}, 'YYYY-MM-DD')`;
  return property.column;
}

export const OPERATORS_BY_TYPE: Record<PropertyType, readonly FilterOperator[]> = {
  text: ['equal', 'notEqual', 'contains', 'notContains', 'startsWith', 'endsWith', 'in', 'isBlank', 'isPresent'],
  enum: ['equal', 'notEqual', 'in', 'isBlank', 'isPresent'],
  number: ['equal', 'notEqual', 'greaterThan', 'lessThan', 'in', 'contains', 'notContains', 'startsWith', 'endsWith', 'isBlank', 'isPresent'],
  boolean: ['equal', 'notEqual', 'isBlank', 'isPresent'],
  date: ['equal', 'notEqual', 'greaterThan', 'lessThan', 'isAfter', 'isBefore', 'dateEqual', 'isBlank', 'isPresent'],
  timestamp: ['equal', 'notEqual', 'greaterThan', 'lessThan', 'isAfter', 'isBefore', 'dateEqual', 'isBlank', 'isPresent'],
};

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

export function defineListResource<Row = Record<string, unknown>>(definition: ListResourceDefinition): ListResource<Row> {
  const propertyByName = new Map(Object.entries(definition.properties));
  const fields = definition.fields ?? [...propertyByName.keys()];
  for (const name of [...fields, definition.defaultSortBy]) {
    if (!propertyByName.has(name)) throw new Error(`list resource: unknown property ${name}`);
  }
  const selectList = fields.map((name) => `${recordValue(propertyByName.get(name)!)} AS ${quote(name)}`).join(', ');
  const table = definition.table ?? definition.source.trim().split(/\s+/)[0];
  return { ...definition, selectList, table, propertyByName, maxPageSize: definition.maxPageSize ?? DEFAULT_MAX_PAGE_SIZE };
}

/** Records and total of a paged list, for route response schemas. */
export const pagedSchema = <T extends z.ZodType>(record: T) => z.object({ records: z.array(record), totalRecords: z.number().int(), totalCapped: z.literal(true).optional() });

/** What a list says of its size: exact, or a lower bound when counting stopped (see COUNT_CAP). */
type Total = Omit<Paged<unknown>, 'records'>;

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
    ? `{"records":${data.recordsJson},"totalRecords":${data.total.totalRecords}${data.total.totalCapped ? ',"totalCapped":true' : ''}}`
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

export interface ListQuery {
  /** Page query; its last two parameters are LIMIT and OFFSET. */
  text: string;
  params: unknown[];
  /** Count query over the same filters that stops one past COUNT_CAP records beyond the page's start. */
  countText: string;
  countParams: unknown[];
  /** The count query with its cap at the given placeholder (the filters' parameters come first, as in the page query). */
  countAt: (capPlaceholder: string) => string;
  /** The cap countParams ends with. */
  countCap: number;
  /** The exact number of records matched, as a scalar subquery whose parameters follow the page query's (see exactCount). */
  exactCount?: { text: string; params: unknown[] };
  /**
   * With exactCount, when a filter ends a range of days on a column the list is not sorted by: the page found by
   * sorting every match (`text`, the page query's parameters), and the number of rows after those days (`passedText`,
   * a scalar subquery whose parameters, `passedParams`, follow exactCount's). Walking the sort's index until a page of
   * matches turns up is the planner's choice there, and it reads every newer row first when the matches are old (a
   * status tab over a booking week of last year sorted by last update: over a second at a million requests); a few
   * thousand matches, told by the kept counts, sort in milliseconds. See SORTED_MATCHES.
   */
  sortedMatches?: { text: string; passedText: string; passedParams: unknown[] };
  /** The table of an unfiltered list (its size may be estimated); undefined when any condition applies. */
  unfiltered?: string;
  limit: number;
  offset: number;
}

/**
 * Keyset reading (exports): the rows of one block of the list strictly after the last row read, so reading a whole list
 * batch by batch reads each row once instead of walking OFFSET rows again for every batch. The sort column's NULLs form
 * one block (after the values ascending, before them descending, as ORDER BY puts them), read in key order; each block's
 * condition is a row comparison on (sort column, key), which the list's (sort, key) indexes answer as a range.
 */
export interface ListSeek {
  block: SeekBlock;
  /** The last row read: its SEEK_SORT and SEEK_KEY values (the sort value is null in the NULLs block). */
  after?: { sort: string | null; key: string };
}
export type SeekBlock = 'values' | 'nulls';

/** The columns a seeking query adds to each row: the sort column's and the key's exact values as text. */
export const SEEK_SORT = '$seekSort';
export const SEEK_KEY = '$seekKey';

/** The blocks of a list in its order: a list sorted by its key has no NULLs block. */
export function seekBlocks(resource: ListResource<unknown>, request: Pick<ParsedFilterRequest, 'sort' | 'sortBy'>): SeekBlock[] {
  if (resource.propertyByName.get(request.sortBy || resource.defaultSortBy)?.column === resource.key) return ['values'];
  return request.sort === 1 ? ['values', 'nulls'] : ['nulls', 'values'];
}

/**
 * Turns a parsed filter request (plus server-side scope filters) into SQL, or a 400 naming the bad field; with `seek`, the
 * query of one keyset batch (its page number is ignored: the batch starts after `seek.after`).
 */
export function buildListQuery(resource: ListResource<unknown>, request: ParsedFilterRequest, scope: FilterEntry[] = [], seek?: ListSeek): ListQuery {
  if (request.pageSize > resource.maxPageSize) throw fieldError('pageSize', pageSizeMessage(resource.maxPageSize));
  const params: unknown[] = [];
  const bind = (value: unknown) => `$${params.push(value)}`;
  const conditions = [
    ...request.filters.map((entry, index) => condition(resource, entry, `filters.${index}`, bind)),
    ...scope.map((entry, index) => condition(resource, entry, `scope.${index}`, bind)),
  ];
  const sortBy = request.sortBy || resource.defaultSortBy;
  const sortProperty = resource.propertyByName.get(sortBy);
  if (!sortProperty) throw badRequest(`Unknown sort property: ${sortBy}`, { sortBy: `Unknown sort property: ${sortBy}` });
  const direction = request.sort === 1 ? 'ASC' : 'DESC';
  const byKey = sortProperty.column === resource.key;
  if (seek) conditions.push(...seekConditions(resource.key, byKey ? undefined : sortProperty.column, direction, seek, bind));
  const where = conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '';
  const from = ` FROM ${resource.source}${where}`;
  const limit = request.pageSize;
  const offset = seek ? 0 : (request.pageNumber - 1) * request.pageSize;
  const countCap = offset + COUNT_CAP + 1;
  const countFrom =
    resource.countSource && !seek && [...request.filters, ...scope].every((entry) => onCountSource(resource, entry.property)) ? ` FROM ${resource.countSource}${where}` : from;
  const countAt = (capPlaceholder: string) => `SELECT count(*)::int AS "total" FROM (SELECT 1${countFrom} LIMIT ${capPlaceholder}) AS counted`;
  const countParams = [...params, countCap];
  const countText = countAt(`$${countParams.length}`);
  const order = byKey || seek?.block === 'nulls' ? `${resource.key} ${direction}` : `${sortProperty.column} ${direction}, ${resource.key} ${direction}`;
  const seekColumns = seek ? `, (${sortProperty.column})::text AS ${quote(SEEK_SORT)}, (${resource.key})::text AS ${quote(SEEK_KEY)}` : '';
  const window = `LIMIT ${bind(limit)} OFFSET ${bind(offset)}`;
  const text = `SELECT ${resource.selectList}${seekColumns}${from} ORDER BY ${order} ${window}`;
  const exactParams: unknown[] = [];
  const entries = [...request.filters, ...scope];
  const exactText = seek ? undefined : resource.exactCount?.(entries, (value) => `$${params.length + exactParams.push(value)}`);
  const exactCount = exactText === undefined ? undefined : { text: exactText, params: exactParams };
  // Matches that end before the last day: the rows after it, which a walk of the sort's index would pass first.
  const after = exactCount && !byKey ? daysAfterMatches(resource, entries, sortProperty) : undefined;
  const passedParams: unknown[] = [];
  const passedText = after && resource.exactCount?.(after, (value) => `$${params.length + exactParams.length + passedParams.push(value)}`);
  // OFFSET 0 keeps the planner from pushing the sort into the matches' scan: they are found by their filters' indexes.
  const sortedMatches = passedText
    ? {
        text: `SELECT ${resource.selectList} FROM ${resource.source} WHERE ${resource.key} IN (SELECT matched.k FROM (SELECT ${resource.key} AS k, ${sortProperty.column} AS s${countFrom} OFFSET 0) AS matched ORDER BY matched.s ${direction}, matched.k ${direction} ${window}) ORDER BY ${order}`,
        passedText,
        passedParams,
      }
    : undefined;
  return { text, params, countText, countParams, countAt, countCap, exactCount, sortedMatches, unfiltered: conditions.length ? undefined : resource.table, limit, offset };
}

/**
 * When a filter ends a range of days (isBefore, equal or dateEqual a day) on another column than the list's sort: the
 * same filters with that range replaced by the days after it, the rows a walk of the sort's index meets before the
 * matches (their sort values being mostly later). Undefined otherwise, and for days up to today.
 */
function daysAfterMatches(resource: ListResource<unknown>, entries: readonly FilterEntry[], sortProperty: ListProperty): FilterEntry[] | undefined {
  const ranged = (entry: FilterEntry) => {
    const property = resource.propertyByName.get(entry.property);
    return !!property && (property.type === 'date' || property.type === 'timestamp') && property.column !== sortProperty.column;
  };
  const end = entries.find(
    (entry) => ranged(entry) && ['isBefore', 'equal', 'dateEqual'].includes(entry.operator) && typeof entry.value === 'string' && API_DAY_PATTERN.test(entry.value),
  );
  // Days up to today (the filter bar's "last N days") have little after them: the walk it is, without counting.
  if (!end || (end.value as string) >= indiaDay(new Date())) return undefined;
  return [...entries.filter((entry) => entry.property !== end.property), { property: end.property, operator: 'isAfter', value: dayAfter(end.value as string) }];
}

/**
 * The conditions of a keyset batch (see ListSeek). The last row's values travel as text and take the column's own type
 * from the comparison, so an instant keeps its microseconds and a number its digits.
 */
function seekConditions(key: string, sortColumn: string | undefined, direction: 'ASC' | 'DESC', seek: ListSeek, bind: Bind): string[] {
  const beyond = direction === 'ASC' ? '>' : '<';
  if (sortColumn === undefined) return seek.after ? [`${key} ${beyond} ${bind(seek.after.key)}`] : [];
  if (seek.block === 'nulls') return [`(${sortColumn}) IS NULL`, ...(seek.after ? [`${key} ${beyond} ${bind(seek.after.key)}`] : [])];
  const after = seek.after ? [`(${sortColumn}, ${key}) ${beyond} (${bind(seek.after.sort)}, ${bind(seek.after.key)})`] : [];
  return [`(${sortColumn}) IS NOT NULL`, ...after];
}

/** Whether a (known) property's column reads nothing but the count source's own table: no subquery, no other alias. */
function onCountSource(resource: ListResource<unknown>, name: string): boolean {
  const property = resource.propertyByName.get(name);
  const alias = resource.countSource!.trim().split(/\s+/).pop();
  if (!property || property.isOneOf || /\bselect\b/i.test(property.column)) return false;
  return (property.column.match(/\b[a-z_]\w*(?=\.)/gi) ?? []).every((qualifier) => qualifier === alias);
}

/** Runs a list request: the records and what the list says of its size (the statement answerList runs). */
export async function runList<Row>(database: DatabaseHandle, resource: ListResource<Row>, request: ParsedFilterRequest, scope: FilterEntry[] = []): Promise<Paged<Row>> {
  const page = await serializedPage(database, buildListQuery(resource as ListResource<unknown>, request, scope));
  return { records: JSON.parse(page.recordsJson) as Row[], ...page.total };
}

/**
 * What a list route (with listSerializer) answers: the database writes the page as JSON, so the API process only passes
 * the text on, and counts in the same statement when the page cannot tell the total by itself. A big page waits for one
 * of few turns per process.
 */
export async function answerList<Row>(database: DatabaseHandle, resource: ListResource<Row>, request: ParsedFilterRequest, scope: FilterEntry[] = []): Promise<Paged<Row>> {
  const query = buildListQuery(resource as ListResource<unknown>, request, scope);
  const page = () => serializedPage(database, query);
  // listSerializer writes the SerializedPage; the route's type stays the page it documents.
  return (query.limit <= DEFAULT_MAX_PAGE_SIZE ? page() : bigPages(database).run(page)) as unknown as Promise<Paged<Row>>;
}

/**
 * One statement: the page as JSON text, its row count, and the capped count of the match when the page is full (or empty
 * past the first page); a CASE runs its subquery only when it is taken. An unfiltered list of a table the planner knows
 * to hold far more than any count would go is not counted at all.
 */
async function serializedPage(database: DatabaseHandle, query: ListQuery): Promise<SerializedPage> {
  if (query.exactCount) return exactPage(database, query, query.exactCount);
  const counted = !(query.unfiltered && (await estimatedRows(database, query.unfiltered)) > 2 * (query.offset + COUNT_CAP));
  const needsCount = `(SELECT count(*) FROM page) = ${Number(query.limit)}${query.offset > 0 ? ' OR NOT EXISTS (SELECT 1 FROM page)' : ''}`;
  const [row] = await database.query<{ json: string; rows: number; total: number | null }>(
    `WITH page AS MATERIALIZED (${query.text})
     SELECT coalesce((SELECT json_agg(page) FROM page), '[]')::text AS "json", (SELECT count(*) FROM page)::int AS "rows",
            ${counted ? `CASE WHEN ${needsCount} THEN (${query.countAt(`$${query.params.length + 1}`)}) END` : 'NULL::int'} AS "total"`,
    counted ? [...query.params, query.countCap] : query.params,
  );
  return new SerializedPage(row.json, totalOf(query, Number(row.rows), counted, row.total === null ? null : Number(row.total)));
}

/**
 * Up to how many matches a page is found by sorting them all (sortedMatches), when they are fewer than the rows after
 * them, rather than by walking the sort's index. Measured at a million repair requests on PostgreSQL, statuses and
 * booking days sorted by last update, SQL walk → sorted: a week of last year (2,740 matches) 1,118 → 12 ms, a month
 * (12,133) 1,474 → 14 ms, a quarter (35,211) 1,316 → 50 ms, a year of one status (71,426) 164 → 162 ms. Last week
 * (1,233 matches, none after them) stays the walk: 5.4 ms.
 */
export const SORTED_MATCHES = 50_000;

/**
 * The page and the exact number of records, from the counts the database keeps: cheap enough to read every time. With
 * a sorted-matches form, the counts read first also pick how the page is found; a CASE runs only the branch it takes.
 */
async function exactPage(database: DatabaseHandle, query: ListQuery, exactCount: NonNullable<ListQuery['exactCount']>): Promise<SerializedPage> {
  const params = [...query.params, ...exactCount.params, ...(query.sortedMatches?.passedParams ?? [])];
  const pageJson = (text: string) => `coalesce((SELECT json_agg(page) FROM (${text}) AS page), '[]')`;
  const [row] = await database.query<{ json: string; total: number }>(
    query.sortedMatches
      ? `WITH total AS MATERIALIZED (SELECT ${exactCount.text} AS n, ${query.sortedMatches.passedText} AS passed)
         SELECT (CASE WHEN (SELECT n <= $${params.push(SORTED_MATCHES)} AND n < passed FROM total) THEN ${pageJson(query.sortedMatches.text)} ELSE ${pageJson(query.text)} END)::text AS "json",
                (SELECT n FROM total) AS "total"`
      : `WITH page AS MATERIALIZED (${query.text}) SELECT coalesce((SELECT json_agg(page) FROM page), '[]')::text AS "json", ${exactCount.text} AS "total"`,
    params,
  );
  return new SerializedPage(row.json, { totalRecords: Number(row.total) });
}

/**
 * A page that is not full tells the total by itself; otherwise the count went no further than COUNT_CAP records past
 * the page's start: the pager can always go on, and page 1 of a million rows reads 1,001 index entries, not a million.
 */
function totalOf(query: ListQuery, pageRows: number, counted: boolean, count: number | null): Total {
  const tellsTotal = pageRows < query.limit && (pageRows > 0 || query.offset === 0);
  if (tellsTotal) return { totalRecords: query.offset + pageRows };
  if (!counted || count === null || count > query.offset + COUNT_CAP) return { totalRecords: query.offset + COUNT_CAP, totalCapped: true };
  return { totalRecords: count };
}

/** How long a table's size estimate is reused: it only decides whether counting is worth it, never what is counted. */
const ESTIMATE_TTL_MS = 10_000;
const estimates = new WeakMap<DatabaseHandle, Map<string, { rows: number; until: number }>>();

/** The planner's row estimate of a table (from its last ANALYZE; -1 or 0 when never analysed), read at most every ten seconds. */
async function estimatedRows(database: DatabaseHandle, table: string): Promise<number> {
  let known = estimates.get(database);
  if (!known) estimates.set(database, (known = new Map()));
  const cached = known.get(table);
  if (cached && cached.until > Date.now()) return cached.rows;
  const [row] = await database.query<{ rows: number | null }>(`SELECT reltuples::float8 AS "rows" FROM pg_class WHERE oid = to_regclass($1)`, [table]);
  const rows = Number(row?.rows ?? -1);
  known.set(table, { rows, until: Date.now() + ESTIMATE_TTL_MS });
  return rows;
}

export type Bind = (value: unknown) => string;

function condition(resource: ListResource<unknown>, entry: FilterEntry, path: string, bind: Bind): string {
  const property = resource.propertyByName.get(entry.property);
  if (!property) throw fieldError(`${path}.property`, `Unknown filter property: ${entry.property}`);
  if (!OPERATORS_BY_TYPE[property.type].includes(entry.operator)) {
    throw fieldError(`${path}.operator`, `Operator ${entry.operator} is not allowed for ${entry.property}`);
  }
  const column = property.column;
  if (entry.operator === 'isBlank') return property.type === 'text' ? `(${column} IS NULL OR ${column} = '')` : `${column} IS NULL`;
  if (entry.operator === 'isPresent') return property.type === 'text' ? `(${column} IS NOT NULL AND ${column} <> '')` : `${column} IS NOT NULL`;

  const valuePath = `${path}.value`;
  if (entry.value === undefined || entry.value === null) throw fieldError(valuePath, 'A value is required');
  if (TEXT_MATCH[entry.operator]) return textMatch(property, entry.operator, scalar(entry.value, valuePath), valuePath, bind);
  if (property.type === 'date' || property.type === 'timestamp') return dateCondition(property, entry.operator, scalar(entry.value, valuePath), valuePath, bind);

  const cast = sqlType(property);
  if (entry.operator === 'in') {
    const values = (Array.isArray(entry.value) ? entry.value : [entry.value]).map((v, i) => coerce(property, v, `${valuePath}.${i}`));
    if (property.isOneOf) return values.length ? property.isOneOf(values as string[], bind) : 'FALSE';
    // One value is an equality: the planner estimates and indexes `=` far better than `= ANY(array)`.
    if (values.length === 1) return `${column} = ${bind(values[0])}::${cast}`;
    return values.length ? `${column} = ANY(${bind(values)}::${cast}[])` : 'FALSE';
  }
  const raw = coerce(property, scalar(entry.value, valuePath), valuePath);
  if (property.isOneOf && entry.operator === 'equal') return property.isOneOf([raw as string], bind);
  if (property.isOneOf && entry.operator === 'notEqual') return `NOT ${property.isOneOf([raw as string], bind)}`;
  const value = bind(raw);
  switch (entry.operator) {
    case 'equal':
      return `${column} = ${value}::${cast}`;
    case 'notEqual':
      return `${column} IS DISTINCT FROM ${value}::${cast}`;
    case 'greaterThan':
      return `${column} > ${value}::${cast}`;
    case 'lessThan':
      return `${column} < ${value}::${cast}`;
    default:
      throw fieldError(`${path}.operator`, `Operator ${entry.operator} is not allowed for ${entry.property}`);
  }
}

const TEXT_MATCH: Partial<Record<FilterOperator, (v: string) => string>> = {
  contains: (v) => `%${v}%`,
  notContains: (v) => `%${v}%`,
  startsWith: (v) => `${v}%`,
  endsWith: (v) => `%${v}`,
};

/** Case-insensitive match with the client's % and _ taken literally. */
function textMatch(property: ListProperty, operator: FilterOperator, value: string | number | boolean, path: string, bind: Bind) {
  if (typeof value === 'boolean') throw fieldError(path, 'Must be text');
  const column = property.type === 'text' ? property.column : `(${property.column})::text`;
  const pattern = bind(TEXT_MATCH[operator]!(String(value).replace(/[\\%_]/g, '\\$&')));
  return operator === 'notContains' ? `(${column} IS NULL OR ${column} NOT ILIKE ${pattern})` : `${column} ILIKE ${pattern}`;
}

/**
 * Date filters. A calendar day (yyyy-MM-dd or dd/MM/yyyy) means the whole day, in India time for instants:
 * isAfter/isBefore include the day (a from/till pair), greaterThan/lessThan exclude it. An instant compares exactly.
 */
function dateCondition(property: ListProperty, operator: FilterOperator, raw: string | number | boolean, path: string, bind: Bind) {
  const value = parseDateValue(raw, path);
  const column = property.column;
  if (property.type === 'date' || value.day || operator === 'dateEqual') {
    const day = value.day ?? indiaDay(value.instant!);
    const d = `${bind(day)}::date`;
    if (property.type === 'date') {
      const ops: Partial<Record<FilterOperator, string>> = {
        equal: '=',
        dateEqual: '=',
        notEqual: 'IS DISTINCT FROM',
        greaterThan: '>',
        isAfter: '>=',
        lessThan: '<',
        isBefore: '<=',
      };
      return `${column} ${ops[operator]} ${d}`;
    }
    const start = `((${d})::timestamp AT TIME ZONE '${INDIA_TIME_ZONE}')`;
    const next = `((${d} + 1)::timestamp AT TIME ZONE '${INDIA_TIME_ZONE}')`;
    switch (operator) {
      case 'equal':
      case 'dateEqual':
        return `(${column} >= ${start} AND ${column} < ${next})`;
      case 'notEqual':
        return `(${column} IS NULL OR ${column} < ${start} OR ${column} >= ${next})`;
      case 'isAfter':
        return `${column} >= ${start}`;
      case 'greaterThan':
        return `${column} >= ${next}`;
      case 'isBefore':
        return `${column} < ${next}`;
      default:
        return `${column} < ${start}`;
    }
  }
  const instant = `${bind(value.instant)}::timestamptz`;
  const ops: Partial<Record<FilterOperator, string>> = { equal: '=', notEqual: 'IS DISTINCT FROM', greaterThan: '>', isAfter: '>', lessThan: '<', isBefore: '<' };
  return `${column} ${ops[operator]} ${instant}`;
}

function parseDateValue(raw: string | number | boolean, path: string): { day?: string; instant?: string } {
  if (typeof raw === 'string') {
    const display = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw);
    const day = display ? `${display[3]}-${display[2]}-${display[1]}` : raw;
    if (API_DAY_PATTERN.test(day)) {
      const date = new Date(`${day}T00:00:00Z`);
      if (!Number.isNaN(date.getTime()) && date.toISOString().startsWith(day)) return { day };
      throw fieldError(path, 'Not a valid date');
    }
  }
  const date = typeof raw === 'boolean' ? new Date(NaN) : new Date(raw);
  if (Number.isNaN(date.getTime())) throw fieldError(path, 'Not a valid date');
  return { instant: date.toISOString() };
}

const indiaDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
/** The calendar day (yyyy-MM-dd) an instant falls on in India. */
export const indiaDay = (instant: string | Date) => indiaDayFormat.format(new Date(instant));

function sqlType(property: ListProperty) {
  if (property.type === 'number') return property.integer ? 'integer' : 'numeric';
  return property.type === 'boolean' ? 'boolean' : 'text';
}

function coerce(property: ListProperty, value: unknown, path: string): unknown {
  switch (property.type) {
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) throw fieldError(path, 'Must be a number');
      if (property.integer && !Number.isInteger(n)) throw fieldError(path, 'Must be a whole number');
      return n;
    }
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw fieldError(path, 'Must be true or false');
    case 'enum':
      if (typeof value !== 'string' || !property.values?.includes(value)) throw fieldError(path, `Must be one of ${property.values?.join(', ')}`);
      return value;
    default:
      if (typeof value === 'boolean') throw fieldError(path, 'Must be text');
      return String(value);
  }
}

function scalar(value: NonNullable<FilterEntry['value']>, path: string) {
  if (Array.isArray(value)) throw fieldError(path, 'Must be a single value');
  return value;
}

function fieldError(field: string, message: string) {
  return badRequest(message, { [field]: message });
}

export interface DistinctOptions {
  source: string;
  column: string;
  /** Equality conditions: SQL expression -> value (undefined values are skipped). */
  where?: [column: string, value: unknown][];
  /**
   * Walk an index instead of reading every row: right for few distinct values over many rows,
   * when an index starts with the `where` columns followed by `column`.
   */
  loose?: boolean;
}

/** Sorted distinct non-null values of a column (filtersData, cascading pickers). */
export async function distinctValues<T = unknown>(database: DatabaseHandle, options: DistinctOptions): Promise<T[]> {
  const params: unknown[] = [];
  const conditions = (options.where ?? []).filter(([, value]) => value !== undefined).map(([column, value]) => `${column} = $${params.push(value)}`);
  const { source, column } = options;
  const where = [...conditions, `${column} IS NOT NULL`].join(' AND ');
  const text = options.loose
    ? `WITH RECURSIVE walk(v) AS (
         (SELECT ${column} FROM ${source} WHERE ${where} ORDER BY 1 LIMIT 1)
         UNION ALL
         SELECT (SELECT ${column} FROM ${source} WHERE ${where} AND ${column} > walk.v ORDER BY 1 LIMIT 1) FROM walk WHERE walk.v IS NOT NULL
       ) SELECT v FROM walk WHERE v IS NOT NULL`
    : `SELECT DISTINCT ${column} AS v FROM ${source} WHERE ${where} ORDER BY 1`;
  const rows = await database.query<{ v: T }>(text, params);
  return rows.map((row) => row.v);
}
