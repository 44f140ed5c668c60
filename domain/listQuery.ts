/**
 * The list contract (docs/rules/lists.md) without its schemas (domain/filters.ts): operators, page sizes, the capped
 * count and the react-admin filter keys, for code that must not download zod (the console's entry).
 */
/** The fourteen filter operators, with their display labels. */
export const FILTER_OPERATORS = [
  'equal',
  'notEqual',
  'greaterThan',
  'lessThan',
  'isAfter',
  'isBefore',
  'dateEqual',
  'isBlank',
  'isPresent',
  'contains',
  'notContains',
  'startsWith',
  'endsWith',
  'in',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** Default operator per input type. */
export const DEFAULT_OPERATOR = {
  text: 'contains',
  number: 'equal',
  select: 'equal',
  date: 'dateEqual',
  multiSelect: 'in',
} as const satisfies Record<string, FilterOperator>;

type FilterValue = string | number | boolean | null | (string | number | boolean)[];

/** One filter of a list call: the schema in filters.ts checks what arrives. */
export interface FilterEntry {
  property: string;
  operator: FilterOperator;
  value?: FilterValue;
}

/**
 * The largest page any screen asks for (the model pickers); each list allows what its own screens ask, see
 * maxPageSizeOf.
 */
export const MAX_PAGE_SIZE = 99999;
export const DEFAULT_MAX_PAGE_SIZE = 1000;
const MAX_PAGE_SIZES: ReadonlyMap<string, number> = new Map([
  ['master/model', MAX_PAGE_SIZE],
  ['master/pincodes', 9999],
]);
/** The largest page a list (by its API path, e.g. `master/model`) answers. */
export const maxPageSizeOf = (path: string) => MAX_PAGE_SIZES.get(path) ?? DEFAULT_MAX_PAGE_SIZE;
export const pageSizeMessage = (max: number) => `Page size must be at most ${max}`;
/** Far beyond any real list, yet its offset stays a safe integer for the database. */
export const MAX_PAGE_NUMBER = 1_000_000;

/**
 * Counting stops this many records past the start of the page: a hundred pages of ten ahead is more than any pager
 * needs, and page 1 of a list of millions costs a count of 1,001 index entries instead of all of them. (Measured on
 * 1M partners on PostgreSQL: counting 10,001 matches took 1.5–7 ms a call, 1,001 took 0.1–0.8 ms; at fifty calls at
 * once on two cores only the latter keeps the list's p95 in tens of milliseconds.)
 */
export const COUNT_CAP = 1_000;

export interface Paged<T> {
  records: T[];
  /** Exact, or when `totalCapped` a lower bound: the page's offset plus COUNT_CAP. */
  totalRecords: number;
  /** Present (true) when there are more records than were counted: a screen shows "N+". */
  totalCapped?: true;
}

/**
 * react-admin filter keys: `property` uses the input type's default operator,
 * `property@operator` names one explicitly. Blank values are dropped.
 */
export function toFilterEntries(
  filter: Record<string, unknown>,
  defaultOperatorOf: (property: string, value: unknown) => FilterOperator = (_p, v) =>
    Array.isArray(v) ? 'in' : 'contains',
): FilterEntry[] {
  const entries: FilterEntry[] = [];
  for (const [key, value] of Object.entries(filter)) {
    const [property, explicit] = key.split('@');
    const operator = (explicit as FilterOperator | undefined) ?? defaultOperatorOf(property, value);
    if (operator === 'isBlank' || operator === 'isPresent') {
      if (value === false || value === undefined) continue;
      entries.push({ property, operator });
      continue;
    }
    if (isBlank(value)) continue;
    entries.push({ property, operator, value: value as FilterEntry['value'] });
  }
  return entries;
}

function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
