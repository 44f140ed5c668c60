import { COUNT_CAP, pageSizeMessage, type FilterEntry, type ParsedFilterRequest } from '../../../../domain/filters';
import { API_DAY_PATTERN, dayAfter } from '../../../../domain/masters/days';
import { badRequest } from '../errors';
import { condition, fieldError, indiaDay } from './filters';
import { type Bind, type ListProperty, type ListResource, quote } from './resource';

/** Filters, sort and page of a list request as one parameterised page query and its capped count (buildListQuery). */

export interface ListQuery {
  /** Page query; its last two parameters are LIMIT and OFFSET. */
  text: string;
  params: unknown[];
  /** Count query over the same filters that stops one past COUNT_CAP records beyond the page's start. */
  countText: string;
  countParams: unknown[];
  /**
   * The count query with its cap at the given placeholder (the filters' parameters come first, as in the page query).
   */
  countAt: (capPlaceholder: string) => string;
  /** The cap countParams ends with. */
  countCap: number;
  /**
   * The exact number of records matched, as a scalar subquery whose parameters follow the page query's (see
   * exactCount).
   */
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
 * one block (after the values ascending, before them descending, as ORDER BY puts them), read in key order; each
 * block's condition is a row comparison on (sort column, key), which the list's (sort, key) indexes answer as a range.
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
export function seekBlocks(
  resource: ListResource<unknown>,
  request: Pick<ParsedFilterRequest, 'sort' | 'sortBy'>,
): SeekBlock[] {
  if (resource.propertyByName.get(request.sortBy || resource.defaultSortBy)?.column === resource.key) return ['values'];
  return request.sort === 1 ? ['values', 'nulls'] : ['nulls', 'values'];
}

/**
 * Turns a parsed filter request (plus server-side scope filters) into SQL, or a 400 naming the bad field; with `seek`,
 * the query of one keyset batch (its page number is ignored: the batch starts after `seek.after`).
 */
export function buildListQuery(
  resource: ListResource<unknown>,
  request: ParsedFilterRequest,
  scope: FilterEntry[] = [],
  seek?: ListSeek,
): ListQuery {
  if (request.pageSize > resource.maxPageSize) throw fieldError('pageSize', pageSizeMessage(resource.maxPageSize));
  const params: unknown[] = [];
  const bind = (value: unknown) => `$${params.push(value)}`;
  const conditions = [
    ...request.filters.map((entry, index) => condition(resource, entry, `filters.${index}`, bind)),
    ...scope.map((entry, index) => condition(resource, entry, `scope.${index}`, bind)),
  ];
  const sortBy = request.sortBy || resource.defaultSortBy;
  const sortProperty = resource.propertyByName.get(sortBy);
  if (!sortProperty)
    throw badRequest(`Unknown sort property: ${sortBy}`, { sortBy: `Unknown sort property: ${sortBy}` });
  const direction = request.sort === 1 ? 'ASC' : 'DESC';
  const byKey = sortProperty.column === resource.key;
  if (seek)
    conditions.push(...seekConditions(resource.key, byKey ? undefined : sortProperty.column, direction, seek, bind));
  const where = conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '';
  const from = ` FROM ${resource.source}${where}`;
  const limit = request.pageSize;
  const offset = seek ? 0 : (request.pageNumber - 1) * request.pageSize;
  const countCap = offset + COUNT_CAP + 1;
  const countFrom =
    resource.countSource &&
    !seek &&
    [...request.filters, ...scope].every((entry) => onCountSource(resource, entry.property))
      ? ` FROM ${resource.countSource}${where}`
      : from;
  const countAt = (capPlaceholder: string) =>
    `SELECT count(*)::int AS "total" FROM (SELECT 1${countFrom} LIMIT ${capPlaceholder}) AS counted`;
  const countParams = [...params, countCap];
  const countText = countAt(`$${countParams.length}`);
  const order =
    byKey || seek?.block === 'nulls'
      ? `${resource.key} ${direction}`
      : `${sortProperty.column} ${direction}, ${resource.key} ${direction}`;
  const seekColumns = seek
    ? `, (${sortProperty.column})::text AS ${quote(SEEK_SORT)}, (${resource.key})::text AS ${quote(SEEK_KEY)}`
    : '';
  const window = `LIMIT ${bind(limit)} OFFSET ${bind(offset)}`;
  const text = `SELECT ${resource.selectList}${seekColumns}${from} ORDER BY ${order} ${window}`;
  const exactParams: unknown[] = [];
  const entries = [...request.filters, ...scope];
  const exactText = seek
    ? undefined
    : resource.exactCount?.(entries, (value) => `$${params.length + exactParams.push(value)}`);
  const exactCount = exactText === undefined ? undefined : { text: exactText, params: exactParams };
  // Matches that end before the last day: the rows after it, which a walk of the sort's index would pass first.
  const after = exactCount && !byKey ? daysAfterMatches(resource, entries, sortProperty) : undefined;
  const passedParams: unknown[] = [];
  const passedText =
    after &&
    resource.exactCount?.(after, (value) => `$${params.length + exactParams.length + passedParams.push(value)}`);
  // OFFSET 0 keeps the planner from pushing the sort into the matches' scan: they are found by their filters' indexes.
  const sortedMatches = passedText
    ? {
        text: `SELECT ${resource.selectList} FROM ${resource.source} WHERE ${resource.key} IN (SELECT matched.k
            FROM (SELECT ${resource.key} AS k, ${sortProperty.column} AS s${countFrom} OFFSET 0) AS matched
              ORDER BY matched.s ${direction}, matched.k ${direction} ${window}) ORDER BY ${order}`,
        passedText,
        passedParams,
      }
    : undefined;
  return {
    text,
    params,
    countText,
    countParams,
    countAt,
    countCap,
    exactCount,
    sortedMatches,
    unfiltered: conditions.length ? undefined : resource.table,
    limit,
    offset,
  };
}

/**
 * When a filter ends a range of days (isBefore, equal or dateEqual a day) on another column than the list's sort: the
 * same filters with that range replaced by the days after it, the rows a walk of the sort's index meets before the
 * matches (their sort values being mostly later). Undefined otherwise, and for days up to today.
 */
function daysAfterMatches(
  resource: ListResource<unknown>,
  entries: readonly FilterEntry[],
  sortProperty: ListProperty,
): FilterEntry[] | undefined {
  const ranged = (entry: FilterEntry) => {
    const property = resource.propertyByName.get(entry.property);
    return (
      !!property &&
      (property.type === 'date' || property.type === 'timestamp') &&
      property.column !== sortProperty.column
    );
  };
  const end = entries.find(
    (entry) =>
      ranged(entry) &&
      ['isBefore', 'equal', 'dateEqual'].includes(entry.operator) &&
      typeof entry.value === 'string' &&
      API_DAY_PATTERN.test(entry.value),
  );
  // Days up to today (the filter bar's "last N days") have little after them: the walk it is, without counting.
  if (!end || (end.value as string) >= indiaDay(new Date())) return undefined;
  return [
    ...entries.filter((entry) => entry.property !== end.property),
    { property: end.property, operator: 'isAfter', value: dayAfter(end.value as string) },
  ];
}

/**
 * The conditions of a keyset batch (see ListSeek). The last row's values travel as text and take the column's own type
 * from the comparison, so an instant keeps its microseconds and a number its digits.
 */
function seekConditions(
  key: string,
  sortColumn: string | undefined,
  direction: 'ASC' | 'DESC',
  seek: ListSeek,
  bind: Bind,
): string[] {
  const beyond = direction === 'ASC' ? '>' : '<';
  if (sortColumn === undefined) return seek.after ? [`${key} ${beyond} ${bind(seek.after.key)}`] : [];
  if (seek.block === 'nulls')
    return [`(${sortColumn}) IS NULL`, ...(seek.after ? [`${key} ${beyond} ${bind(seek.after.key)}`] : [])];
  const after = seek.after
    ? [`(${sortColumn}, ${key}) ${beyond} (${bind(seek.after.sort)}, ${bind(seek.after.key)})`]
    : [];
  return [`(${sortColumn}) IS NOT NULL`, ...after];
}

/** Whether a (known) property's column reads nothing but the count source's own table: no subquery, no other alias. */
function onCountSource(resource: ListResource<unknown>, name: string): boolean {
  const property = resource.propertyByName.get(name);
  const alias = resource.countSource!.trim().split(/\s+/).pop();
  if (!property || property.isOneOf || /\bselect\b/i.test(property.column)) return false;
  return (property.column.match(/\b[a-z_]\w*(?=\.)/gi) ?? []).every((qualifier) => qualifier === alias);
}
