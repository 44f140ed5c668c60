import { DEFAULT_MAX_PAGE_SIZE, type FilterEntry, type FilterOperator } from '../../../../domain/filters';

/**
 * A list resource: the columns a list may be filtered and sorted by and what each record carries, declared by its
 * module. Only these whitelisted properties reach SQL; column expressions come from the resource, values only as
 * parameters.
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

interface ListResourceDefinition {
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
   * table alone then reads only its index (PostgreSQL 15 joins even an unused LEFT JOIN's table into an index-only
   * count).
   */
  countSource?: string;
  /**
   * The exact number of records these filters (the caller's and the scope's, already checked) match, as a scalar
   * subquery written with `bind`, when counts the database keeps can tell it; undefined to count the match (capped).
   */
  exactCount?: (entries: readonly FilterEntry[], bind: Bind) => string | undefined;
  /** The largest page a caller may ask for (the biggest the screens use); DEFAULT_MAX_PAGE_SIZE by default. */
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

/** What a record carries for a property (see ListProperty.select). */
function recordValue(property: ListProperty) {
  if (property.select) return property.select;
  if (property.type === 'timestamp')
    return `to_char((${property.column}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  if (property.type === 'date') return `to_char(${property.column}, 'YYYY-MM-DD')`;
  return property.column;
}

export const OPERATORS_BY_TYPE: Record<PropertyType, readonly FilterOperator[]> = {
  text: ['equal', 'notEqual', 'contains', 'notContains', 'startsWith', 'endsWith', 'in', 'isBlank', 'isPresent'],
  enum: ['equal', 'notEqual', 'in', 'isBlank', 'isPresent'],
  number: [
    'equal',
    'notEqual',
    'greaterThan',
    'lessThan',
    'in',
    'contains',
    'notContains',
    'startsWith',
    'endsWith',
    'isBlank',
    'isPresent',
  ],
  boolean: ['equal', 'notEqual', 'isBlank', 'isPresent'],
  date: ['equal', 'notEqual', 'greaterThan', 'lessThan', 'isAfter', 'isBefore', 'dateEqual', 'isBlank', 'isPresent'],
  timestamp: [
    'equal',
    'notEqual',
    'greaterThan',
    'lessThan',
    'isAfter',
    'isBefore',
    'dateEqual',
    'isBlank',
    'isPresent',
  ],
};

export const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

export function defineListResource<Row = Record<string, unknown>>(
  definition: ListResourceDefinition,
): ListResource<Row> {
  const propertyByName = new Map(Object.entries(definition.properties));
  const fields = definition.fields ?? [...propertyByName.keys()];
  for (const name of [...fields, definition.defaultSortBy]) {
    if (!propertyByName.has(name)) throw new Error(`list resource: unknown property ${name}`);
  }
  const selectList = fields.map((name) => `${recordValue(propertyByName.get(name)!)} AS ${quote(name)}`).join(', ');
  const table = definition.table ?? definition.source.trim().split(/\s+/)[0];
  return {
    ...definition,
    selectList,
    table,
    propertyByName,
    maxPageSize: definition.maxPageSize ?? DEFAULT_MAX_PAGE_SIZE,
  };
}

/** Writes a value as a statement parameter and answers its placeholder ($n). */
export type Bind = (value: unknown) => string;
