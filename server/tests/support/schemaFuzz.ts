import fc from 'fast-check';

/**
 * fast-check arbitraries from the JSON schemas of the OpenAPI document (what fastify-type-provider-zod makes of the
 * zod schemas): `validValue` follows a schema, `brokenValue` then breaks what it made (wrong types, missing and extra
 * fields, prototype keys, huge numbers, control characters, very long strings). No maintained bridge from JSON
 * Schema or zod 4 to fast-check exists, so the subset the document uses is mapped here by hand.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
}

/**
 * Values the running database holds for a property of this name (ids, e-mails...), so requests go past the first
 * lookup.
 */
export type Hints = (key: string | undefined) => readonly unknown[];

export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'prototype',
  'valueOf',
  '__defineGetter__',
] as const;

export const LONG_STRING = 'x'.repeat(100_000);

/**
 * Objects whose own members shadow Object.prototype's, as JSON.parse makes them: `String(value)`, `${value}` or
 * `value.hasOwnProperty(...)` on them throws. (Bodies with `__proto__` or `constructor.prototype` are refused by
 * Fastify's JSON parser before any route sees them, so these have neither.)
 */
export const PROTOTYPE_OBJECTS: readonly unknown[] = [
  JSON.parse('{"toString":"x","valueOf":"x","hasOwnProperty":"x","constructor":"x"}'),
  JSON.parse('{"toString":1}'),
  JSON.parse('{"valueOf":{},"toString":{},"toJSON":"x"}'),
];

export const NASTY_NUMBERS: readonly number[] = [
  9007199254740991, 9007199254740992, 2147483647, 2147483648, -2147483649, -1, 0, -0, 0.5, 1e308, -1e308, 5e-324, 1e21,
];

export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '   \t ',
  'NaN',
  'Infinity',
  '-1',
  '1e308',
  '9007199254740993',
  '2147483648',
  '0x1F',
  '\u0000',
  'a\u0000b',
  '\u0001\u0008\u001b\u007f',
  'line\nbreak\r\n',
  '\u0085\u2028\u2029',
  '\ud800',
  '\udfff\ud800x',
  '\ufeff\u200b',
  '😀🇮🇳',
  'e\u0301',
  'İıß',
  '\u202egnp.exe',
  '%00',
  '%',
  '%zz',
  '../../etc/passwd',
  "' OR 1=1 --",
  '"; DROP TABLE brands; --',
  '\\',
  '%s%n%x',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '2024-02-30',
  '0000-00-00',
  '-000001-01-01T00:00:00Z',
  '+275760-09-13',
  '9999-12-31T23:59:59.999Z',
  'a@b',
  ...PROTOTYPE_KEYS,
  LONG_STRING,
  `${'é'.repeat(20_000)}`,
];

/** A path segment sent raw: malformed percent-encoding, NUL, very long, unicode, dot segments, prototype keys. */
export const NASTY_PATH_SEGMENTS: readonly string[] = [
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '%F0%9F%98%80',
  encodeURIComponent('ü😀'),
  '%E2%80%AE',
  '..',
  '.',
  '%2e%2e',
  '%2F',
  'a%2Fb',
  '%5C',
  'x'.repeat(5_000),
  'é'.repeat(1_000),
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '-1',
  '0',
  '9007199254740993',
  '1e308',
  'NaN',
  '%20',
  '%0A%0D',
  '%09',
  "'%3B--",
  '%22',
  '%3Cx%3E',
  'null',
  '*',
  '%2A',
];

/** Strings of any code unit, control characters and lone surrogates included. */
const anyString = fc.string({ unit: 'binary', maxLength: 40 });

/** A value of any type that does not belong where it is put. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    arbitrary: fc.constantFrom<unknown>(
      ...NASTY_NUMBERS,
      ...NASTY_STRINGS,
      ...PROTOTYPE_OBJECTS,
      null,
      true,
      false,
      [],
      {},
      [null],
      [[]],
      { '': '' },
    ),
    weight: 6,
  },
  { arbitrary: anyString, weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  {
    arbitrary: fc.constantFrom<unknown>(
      Array.from({ length: 10_000 }, (_, i) => i),
      nested(1_000),
      { a: nested(200) },
    ),
    weight: 1,
  },
);

function nested(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** One of the schema's alternatives, nullable ones with null too. */
const orNull = (schema: JsonSchema, arbitrary: fc.Arbitrary<unknown>) =>
  schema.nullable ? fc.oneof(arbitrary, fc.constant(null)) : arbitrary;

const MAX_DEPTH = 6;

/** A value that follows `schema` (as far as the subset goes), preferring the hinted values of a property's name. */
export function validValue(schema: JsonSchema, hints: Hints, key?: string, depth = 0): fc.Arbitrary<unknown> {
  const known = hints(key);
  const own = fromSchema(schema, hints, key, depth);
  return known.length > 0
    ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 3 }, { arbitrary: own, weight: 1 })
    : own;
}

function fromSchema(schema: JsonSchema, hints: Hints, key: string | undefined, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return orNull(schema, fc.constantFrom(...schema.enum));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length)
    return orNull(schema, fc.oneof(...alternatives.map((s) => validValue(s, hints, key, depth))));
  if (schema.allOf?.length) return validValue(mergeAll(schema.allOf), hints, key, depth);
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => fromSchema({ ...schema, type }, hints, key, depth)));
  const type = schema.type ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
  switch (type) {
    case 'string':
      return orNull(schema, stringOf(schema));
    case 'integer':
      return orNull(schema, fc.integer({ min: lowerBound(schema, 1, -1000), max: upperBound(schema, 1, 100_000) }));
    case 'number':
      return orNull(
        schema,
        fc.oneof(
          fc.integer({ min: Math.ceil(lowerBound(schema, 1, -1000)), max: Math.floor(upperBound(schema, 1, 100_000)) }),
          fc.double({
            min: lowerBound(schema, Number.EPSILON, -1000),
            max: upperBound(schema, Number.EPSILON, 100_000),
            noNaN: true,
            noDefaultInfinity: true,
          }),
        ),
      );
    case 'boolean':
      return orNull(schema, fc.boolean());
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth >= MAX_DEPTH) return fc.constant([]);
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      return orNull(schema, fc.array(validValue(schema.items ?? {}, hints, key, depth + 1), { minLength, maxLength }));
    }
    case 'object':
      return orNull(schema, objectOf(schema, hints, depth));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(schema: JsonSchema, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  if (depth >= MAX_DEPTH) return fc.constant({});
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const required = (schema.required ?? []).filter((key) => keys.includes(key));
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of keys) model[key] = validValue(properties[key], hints, key, depth + 1);
  const record = fc.record(model, { requiredKeys: required });
  const extra = schema.additionalProperties;
  if (!extra || extra === true)
    return keys.length || extra === false
      ? record
      : fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
  return fc
    .tuple(
      record,
      fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), validValue(extra, hints, undefined, depth + 1), {
        maxKeys: 3,
      }),
    )
    .map(([known, more]) => ({ ...more, ...known }));
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot read: plain strings below.
    }
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'uuid') return fc.uuid();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 24, 48));
  return fc.string({ minLength, maxLength });
}

function lowerBound(schema: JsonSchema, step: number, fallback: number): number {
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + step;
  if (schema.exclusiveMinimum === true && schema.minimum !== undefined) return schema.minimum + step;
  return Math.max(schema.minimum ?? fallback, -Number.MAX_SAFE_INTEGER);
}

function upperBound(schema: JsonSchema, step: number, fallback: number): number {
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum - step;
  if (schema.exclusiveMaximum === true && schema.maximum !== undefined) return schema.maximum - step;
  return Math.min(
    schema.maximum ?? Math.max(fallback, lowerBound(schema, step, 0) + fallback),
    Number.MAX_SAFE_INTEGER,
  );
}

function mergeAll(schemas: JsonSchema[]): JsonSchema {
  const merged: JsonSchema = {};
  for (const schema of schemas) {
    Object.assign(merged, schema, {
      properties: { ...merged.properties, ...schema.properties },
      required: [...(merged.required ?? []), ...(schema.required ?? [])],
    });
  }
  return merged;
}

type Path = (string | number)[];

/** Every place in a JSON value: the root, each object member and each array item. */
function pathsOf(value: unknown, path: Path = [], out: Path[] = [], limit = 200): Path[] {
  if (out.length >= limit) return out;
  out.push(path);
  if (Array.isArray(value)) value.slice(0, 20).forEach((item, index) => pathsOf(item, [...path, index], out, limit));
  else if (value && typeof value === 'object')
    for (const key of Object.keys(value).slice(0, 40))
      pathsOf((value as Record<string, unknown>)[key], [...path, key], out, limit);
  return out;
}

/** The paths of a value's string leaves (at most `limit`). */
export function stringPaths(value: unknown, limit = 30): Path[] {
  return pathsOf(value)
    .filter((path) => path.length > 0 && typeof at(value, path) === 'string')
    .slice(0, limit);
}

/** A copy of a JSON value with the leaf at `path` replaced. */
export function withLeaf(value: unknown, path: Path, leaf: unknown): unknown {
  const root = { value: copy(value) };
  const full = ['value', ...path];
  define(at(root, full.slice(0, -1)) as object, full[full.length - 1], leaf);
  return root.value;
}

const at = (value: unknown, path: Path) =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value);

/** Sets an own property, `__proto__` included (an assignment would change the prototype instead). */
export function define(target: object, key: string | number, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

export interface Mutation {
  kind: 'replace' | 'delete' | 'addKey' | 'wrap' | 'stringify';
  pick: number;
  key: string;
  value: unknown;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom<Mutation['kind']>(
    'replace',
    'replace',
    'replace',
    'delete',
    'delete',
    'addKey',
    'addKey',
    'wrap',
    'stringify',
  ),
  pick: fc.nat(),
  key: fc.oneof(
    { arbitrary: fc.constantFrom<string>(...PROTOTYPE_KEYS), weight: 3 },
    { arbitrary: anyString, weight: 1 },
    { arbitrary: fc.constantFrom('id', 'status', 'filters', 'x'.repeat(10_000)), weight: 1 },
  ),
  value: nastyValue,
});

/** Applies one mutation to a copy of `value` (a JSON value): the copy keeps own `__proto__` keys as data. */
export function applyMutation(value: unknown, m: Mutation): unknown {
  const root = { value: value === undefined ? undefined : copy(value) };
  const paths = pathsOf(root.value).map((path) => ['value', ...path]);
  const path = paths[m.pick % paths.length];
  const parent = at(root, path.slice(0, -1)) as Record<string | number, unknown> | unknown[];
  const last = path[path.length - 1];
  const current = at(root, path);
  switch (m.kind) {
    case 'replace':
      define(parent, last, m.value);
      break;
    case 'delete':
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else if (path.length > 1) delete (parent as Record<string, unknown>)[last];
      else root.value = undefined;
      break;
    case 'addKey':
      if (current && typeof current === 'object' && !Array.isArray(current)) define(current, m.key, m.value);
      else define(parent, last, Object.defineProperty({}, m.key, { value: current ?? m.value, enumerable: true }));
      break;
    case 'wrap':
      define(parent, last, Array.isArray(current) ? { [m.key === '__proto__' ? 'items' : m.key]: current } : [current]);
      break;
    case 'stringify':
      define(parent, last, typeof current === 'string' ? Number(current) : (JSON.stringify(current) ?? 'undefined'));
      break;
  }
  return root.value;
}

/** A deep copy of a JSON value that keeps own `__proto__` members (JSON.parse makes them own data properties). */
function copy(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value) ?? 'null');
}

/** A value made by `valid`, then broken by one to three mutations (or left valid one time in eight). */
export function brokenValue(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: valid, weight: 1 },
    {
      arbitrary: fc
        .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
        .map(([value, mutations]) => mutations.reduce(applyMutation, value)),
      weight: 7,
    },
  );
}

/**
 * encodeURIComponent that also takes lone surrogates (it throws on them): they are sent as the three bytes a
 * lenient UTF-8 encoder would write (invalid UTF-8, which is exactly what a hostile client sends).
 */
export function encodeLoose(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const pair =
      unit >= 0xd800 &&
      unit <= 0xdbff &&
      i + 1 < text.length &&
      text.charCodeAt(i + 1) >= 0xdc00 &&
      text.charCodeAt(i + 1) <= 0xdfff;
    if (pair) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(text[i]);
    }
  }
  return out;
}

/** The query string of a query object: arrays as repeated keys, objects as JSON; anything else as a bare string. */
export function queryString(query: unknown): string {
  if (query === undefined) return '';
  if (!query || typeof query !== 'object' || Array.isArray(query))
    return encodeLoose(typeof query === 'string' ? query : JSON.stringify(query));
  const parts: string[] = [];
  for (const key of Object.keys(query)) {
    const value = (query as Record<string, unknown>)[key];
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined) continue;
      parts.push(`${encodeLoose(key)}=${encodeLoose(typeof item === 'string' ? item : JSON.stringify(item))}`);
    }
  }
  return parts.join('&');
}

/** Shortens long strings of a value for a failure message, keeping its shape. */
export function abbreviate(value: unknown, max = 200): unknown {
  if (typeof value === 'string') return value.length > max ? `${value.slice(0, max)}…(${value.length} chars)` : value;
  if (Array.isArray(value))
    return value.length > 20
      ? [...value.slice(0, 20).map((v) => abbreviate(v, max)), `…(${value.length} items)`]
      : value.map((v) => abbreviate(v, max));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) define(out, key, abbreviate((value as Record<string, unknown>)[key], max));
    return out;
  }
  return value;
}

/** A 32-bit seed of a text (FNV-1a), so each route draws its own sample whatever runs before it. */
export function seedOf(text: string, base: number): number {
  let hash = 0x811c9dc5 ^ base;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash | 0;
}
