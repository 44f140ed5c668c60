import type { FilterEntry, FilterOperator } from '../../../../domain/filters';
import { API_DAY_PATTERN } from '../../../../domain/masters/days';
import { badRequest } from '../errors';
import { type Bind, type ListProperty, type ListResource, OPERATORS_BY_TYPE } from './resource';

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/**
 * One filter entry as a SQL condition over the resource's column, its value bound as a parameter; a 400 naming the bad
 * field.
 */
export function condition(resource: ListResource<unknown>, entry: FilterEntry, path: string, bind: Bind): string {
  const property = resource.propertyByName.get(entry.property);
  if (!property) throw fieldError(`${path}.property`, `Unknown filter property: ${entry.property}`);
  if (!OPERATORS_BY_TYPE[property.type].includes(entry.operator)) {
    throw fieldError(`${path}.operator`, `Operator ${entry.operator} is not allowed for ${entry.property}`);
  }
  const column = property.column;
  if (entry.operator === 'isBlank')
    return property.type === 'text' ? `(${column} IS NULL OR ${column} = '')` : `${column} IS NULL`;
  if (entry.operator === 'isPresent')
    return property.type === 'text' ? `(${column} IS NOT NULL AND ${column} <> '')` : `${column} IS NOT NULL`;

  const valuePath = `${path}.value`;
  if (entry.value === undefined || entry.value === null) throw fieldError(valuePath, 'A value is required');
  if (TEXT_MATCH[entry.operator])
    return textMatch(property, entry.operator, scalar(entry.value, valuePath), valuePath, bind);
  if (property.type === 'date' || property.type === 'timestamp')
    return dateCondition(property, entry.operator, scalar(entry.value, valuePath), valuePath, bind);

  const cast = sqlType(property);
  if (entry.operator === 'in') {
    const values = (Array.isArray(entry.value) ? entry.value : [entry.value]).map((v, i) =>
      coerce(property, v, `${valuePath}.${i}`),
    );
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
function textMatch(
  property: ListProperty,
  operator: FilterOperator,
  value: string | number | boolean,
  path: string,
  bind: Bind,
) {
  if (typeof value === 'boolean') throw fieldError(path, 'Must be text');
  const column = property.type === 'text' ? property.column : `(${property.column})::text`;
  const pattern = bind(TEXT_MATCH[operator]!(String(value).replace(/[\\%_]/g, '\\$&')));
  return operator === 'notContains'
    ? `(${column} IS NULL OR ${column} NOT ILIKE ${pattern})`
    : `${column} ILIKE ${pattern}`;
}

/**
 * Date filters. A calendar day (yyyy-MM-dd or dd/MM/yyyy) means the whole day, in India time for instants:
 * isAfter/isBefore include the day (a from/till pair), greaterThan/lessThan exclude it. An instant compares exactly.
 */
function dateCondition(
  property: ListProperty,
  operator: FilterOperator,
  raw: string | number | boolean,
  path: string,
  bind: Bind,
) {
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
  const ops: Partial<Record<FilterOperator, string>> = {
    equal: '=',
    notEqual: 'IS DISTINCT FROM',
    greaterThan: '>',
    isAfter: '>',
    lessThan: '<',
    isBefore: '<',
  };
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

const indiaDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: INDIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
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
      if (typeof value !== 'string' || !property.values?.includes(value))
        throw fieldError(path, `Must be one of ${property.values?.join(', ')}`);
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

export function fieldError(field: string, message: string) {
  return badRequest(message, { [field]: message });
}
