import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BOOKABLE_PARTNER_PROPERTIES } from '../../domain/channelPartner/profile';
import { FILE_ENTITY_TYPES } from '../../domain/files';
import { FILTER_OPERATORS } from '../../domain/filters';
import { ROLES, type Role } from '../../domain/roles';
import { requests as identityRequests } from '../src/identity/embedded/requests';
import type { CataloguedRoute } from '../src/platform/routeCatalogue';
import { AREAS, completeProfile, onboardPartner, partnerFile, startPartnerServer } from './channelPartners.helpers';
import {
  abbreviate,
  brokenValue,
  define,
  encodeLoose,
  LONG_STRING,
  NASTY_PATH_SEGMENTS,
  NASTY_STRINGS,
  PROTOTYPE_KEYS,
  PROTOTYPE_OBJECTS,
  queryString,
  seedOf,
  stringPaths,
  validValue,
  withLeaf,
  type Hints,
  type JsonSchema,
} from './support/schemaFuzz';
import { SAMPLE_JPEG, SAMPLE_PDF, SAMPLE_PNG } from './support/uploads';
import {
  customerFixture,
  dealerFor,
  pickUpBody,
  pricesAndCoupon,
  repairBody,
  staffUser,
  WINDOW_DAYS,
} from './requests.helpers';
import { bearer } from './support/testServer';
import { onboardDealer } from './dealers.helpers';
import { addTechnician, completeSections } from './technicians.helpers';

/**
 * Schema fuzzing of every API route (from the OpenAPI document, joined to the route catalogue) and of the identity
 * operations: requests drawn from each route's schema, then broken. The product's rule: no answer is a 5xx, every 4xx
 * is `{message}` JSON (identity: `{__type, message}`), and a 4xx writes nothing.
 *
 * Each route gets fixed edge cases (every kind of breakage, always sent) and FUZZ_RUNS requests drawn with fast-check
 * (default 120: the file takes 2 to 3 minutes on PGlite; FUZZ_RUNS=500 for a deep run). FUZZ_SEED (printed) fixes the
 * draw, and each route draws from its own seed, so a failure is reproduced with
 * `FUZZ_SEED=<seed> npx vitest run --project api server/tests/fuzz.test.ts -t '<route>'`; the failure message has the
 * request, the answer and the server's error with its stack. FUZZ_REPORT=<file> writes every failure, the answers by
 * route and status and the slowest requests as JSON; FUZZ_TRACE=<text> adds every request to the routes named so.
 */

const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 120);
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_240_601);
/** Upload size limit of this server, small so a file over it is cheap to send. */
const FILE_SIZE_LIMIT_MB = 1;
/** The import routes' own file limit (server/src/modules/masters/importFile.ts). */
const IMPORT_FILE_BYTES = 64 * 1024 * 1024;
const ROUTE_TIMEOUT_MS = 10 * 60_000;
/** Unbroken draws from each route's schema among the fixed cases (they go past validation into the handler). */
const VALID_DRAWS = 6;

/**
 * Tables a refused request may legitimately write, each with what may change: 'content' (rows are updated, their
 * number is still checked) or 'rows' (rows are added). Every other table must be left exactly as it was.
 */
const WRITES_ON_REFUSAL: Record<string, 'content' | 'rows'> = {
  // A wrong code is counted on the code itself (the third wrong one ends it).
  identity_codes: 'content',
  // Refused sign-ins and code requests are counted per address and user, to slow down guessing.
  identity_throttle: 'rows',
  // An earlier accepted request's message may be delivered meanwhile (its status and attempts change; no row is added).
  outbox: 'content',
};

console.log(`fuzz: seed ${FUZZ_SEED}, ${FUZZ_RUNS} drawn requests per route (FUZZ_SEED and FUZZ_RUNS change them)`);

// The request tests' booking window, so their booking bodies (days 7 to 13 ahead) book here too.
const server = await startPartnerServer({
  FILE_SIZE_LIMIT_MB: String(FILE_SIZE_LIMIT_MB),
  AVAILABILITY_WINDOW_DAYS: String(WINDOW_DAYS),
});
const { app, database } = server;

// The server logs nothing in tests; its error log (a no-op logger that every request shares) is tapped to put the
// server's own error and stack beside a failing request.
const serverErrors: unknown[] = [];
const logger = app.log as unknown as { error: (...args: unknown[]) => void };
const originalError = logger.error;
logger.error = function tapped(this: unknown, ...args: unknown[]) {
  serverErrors.push(args[0]);
  return originalError.apply(this, args);
};

const started = Date.now();
let sent = 0;
const allFailures: Failure[] = [];
/** Answers by route and status class, to see how deep the sample goes (FUZZ_REPORT has them). */
const answers: Record<string, Record<string, number>> = {};
/** The slowest requests (FUZZ_REPORT has them). */
const slowest: { ms: number; route: string; note: string; status: number }[] = [];
/** FUZZ_TRACE=<text>: every request to a route whose name contains the text, with its answer, goes to FUZZ_REPORT. */
const traced: { request: Failure['request']; status: number; answer: string }[] = [];

afterAll(async () => {
  logger.error = originalError;
  console.log(
    `fuzz: ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
      `seed ${FUZZ_SEED}, ${allFailures.length} failing`,
  );
  const totals: Record<string, number> = {};
  for (const counts of Object.values(answers))
    for (const [status, n] of Object.entries(counts)) totals[status] = (totals[status] ?? 0) + n;
  console.log(`fuzz: answers ${JSON.stringify(totals)}`);
  if (process.env.FUZZ_REPORT)
    writeFileSync(
      process.env.FUZZ_REPORT,
      JSON.stringify(
        { seed: FUZZ_SEED, runs: FUZZ_RUNS, sent, answers, slowest, traced, failures: allFailures },
        null,
        2,
      ),
    );
  await server.close();
});

// ---------------------------------------------------------------------------------------------------------------------
// What the database holds: values the generated requests reuse to get past the first lookup.

const partnerA = await onboardPartner(server, 'fuzz-a@greenfix.in', 'Fuzz A Repairs');
const partnerB = await onboardPartner(server, 'fuzz-b@greenfix.in', 'Fuzz B Repairs');
// The caller of the routes only a channel partner may call; its id is in no pool, so the fuzz leaves it alone.
const ownPartner = await onboardPartner(server, 'fuzz-own@greenfix.in', 'Fuzz Own Repairs');
// Partner A fills every section, so its answers give the section routes realistic bodies to start from.
await completeProfile(server, partnerA.token, partnerA, 'Fuzz A Repairs');
const fileRefs = [
  await partnerFile(server, partnerA.token, partnerA.id),
  await partnerFile(server, partnerB.token, partnerB.id, 'png'),
];
// Partner A approved, with technicians of its own: one being filled, one waiting for review (the technician routes'
// drawn ids find them).
await app.inject({
  method: 'POST',
  url: `/api/channel-partner/${partnerA.id}/submit`,
  headers: bearer(partnerA.token),
});
await app.inject({
  method: 'PUT',
  url: '/api/channel-partner/status',
  headers: bearer(server.tokens.admin),
  payload: {
    id: partnerA.id,
    status: 'Active',
    remark: 'Fuzz',
    contractDetails: { startDate: '2026-01-01', endDate: '2030-01-01' },
  },
});
const partnerARef = { id: partnerA.id, name: 'Fuzz A Repairs' };
await addTechnician(server, partnerA.token, partnerARef, { email: 'fuzz-technician@greenfix.in' });
const reviewed = await addTechnician(server, server.tokens.admin, partnerARef);
await completeSections(server, reviewed.id);
await app.inject({
  method: 'POST',
  url: `/api/technician/${reviewed.id}/submit`,
  headers: bearer(server.tokens.admin),
});
// A dealer that verified its link and chose its password, so the dealer routes' drawn ids find one.
const fuzzDealer = await onboardDealer(server, 'fuzz-dealer@sharma.in');
// A customer (its mobile among the drawn mobiles) with an address, so the customer routes' drawn ids find one.
const fuzzCustomer = (
  await app.inject({
    method: 'POST',
    url: '/api/users/customer',
    headers: bearer(server.tokens.admin),
    payload: { firstName: 'Fuzz', lastName: 'Customer', mobileNumber: '9876501234', pincode: 560001 },
  })
).json() as { id: string };
await app.inject({
  method: 'POST',
  url: `/api/users/profile/${fuzzCustomer.id}/address`,
  headers: bearer(server.tokens.admin),
  payload: {
    name: 'Home',
    line1: '1 MG Road',
    pincode: 560001,
    area: 'Mahatma Gandhi Road',
    city: 'Bangalore North',
    state: 'Karnataka',
  },
});

// A ledger entry of the customer, so the reward routes' lists, matrix and balance find rows.
await app.inject({
  method: 'POST',
  url: '/api/rewards',
  headers: bearer(server.tokens.admin),
  payload: { userName: '9876501234', id: 'Credit', idType: 'Credit', description: 'Fuzz credit', points: 100 },
});

// A customer who asked to delete their account, so the deletion routes find an open request (a body naming another
// username is refused, so no draw erases the customers the other routes use).
for (const url of ['users/customer', 'user/deletion/requests']) {
  const body =
    url === 'users/customer'
      ? { firstName: 'Fuzz', lastName: 'Leaving', mobileNumber: '9876501299', pincode: 560001 }
      : { username: '9876501299' };
  const response = await app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: bearer(server.tokens.admin),
    payload: body,
  });
  if (response.statusCode !== 201)
    throw new Error(`fuzz setup: ${url} answered ${response.statusCode} ${response.body}`);
}

// Repair and pick-up requests of partner A, so the request routes' drawn ids find real rows.
await pricesAndCoupon(database);
const requestCustomer = await customerFixture(database);
const booked = async (url: string, payload: object) => {
  const response = await app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: bearer(server.tokens.admin),
    payload,
  });
  if (response.statusCode !== 201)
    throw new Error(`fuzz setup: booking ${url} answered ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
};
const requestIds = [
  await booked('user/requests', repairBody(requestCustomer, partnerA.id)),
  await booked('user/requests', repairBody(requestCustomer, partnerA.id)),
  await booked('pickUpRequests', pickUpBody(requestCustomer, partnerA.id)),
  await booked(
    'pickUpRequests',
    pickUpBody(requestCustomer, partnerA.id, { userProductIds: [requestCustomer.fridgeId] }),
  ),
];

const tables = (
  await database.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'
        AND c.relkind IN ('r', 'p') ORDER BY 1`,
  )
).map((row) => row.name);
const idTables = (
  await database.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'id'`,
  )
).map((row) => row.name);
const idsByTable = new Map<string, string[]>();
for (const table of idTables) {
  const rows = await database.query<{ id: string }>(
    `SELECT id::text AS id FROM "${table}" WHERE id::text <> $1 ORDER BY id::text LIMIT 6`,
    [ownPartner.id],
  );
  idsByTable.set(
    table,
    rows.map((row) => row.id),
  );
}
const everyId = [...idsByTable.values()].flatMap((ids) => ids.slice(0, 2));
const emails = [
  partnerA.email,
  partnerB.email,
  'nobody@reloop.test',
  'FUZZ-A@GREENFIX.IN',
  'Fuzz-Technician@greenfix.in',
  fuzzDealer.email,
];
const mobiles = ['9876501234', '9000000000', '+919876543210', reviewed.mobile];

const snake = (text: string) => text.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/-/g, '_');

/** Tables a name such as `product`, `categoryId` or `sparePart` speaks of. */
function tablesOf(stem: string): string[] {
  const s = snake(stem.replace(/Ids?$/, ''));
  if (!s) return [];
  const exact = idTables.filter((t) => t === s || t === `${s}s` || t === `${s}es` || t === s.replace(/y$/, 'ies'));
  return exact.length ? exact : idTables.filter((t) => t.includes(s));
}

/** Hints of one API route: its own entity's ids for `id`, list field names for filter properties. */
function apiHints(url: string, listFields: string[]): Hints {
  const segments = url.split('/').filter((s) => s && s !== 'api' && s !== 'master' && !s.startsWith(':') && s !== '*');
  const routeIds = [...segments]
    .reverse()
    .map(tablesOf)
    .find((found) => found.length > 0)
    ?.flatMap((t) => idsByTable.get(t) ?? []);
  const hints: Hints = (key) => {
    if (key === undefined) return [];
    if (key.startsWith(':')) {
      // A path param: an `id` is one of the entity its URL names just before it (`channel-partner/:id/service`).
      const name = key.slice(1);
      const before = url.split('/')[url.split('/').indexOf(name === '*' ? '*' : `:${name}`) - 1] ?? '';
      const ids = name === 'id' ? tablesOf(before).flatMap((t) => idsByTable.get(t) ?? []) : [];
      return ids.length ? [...ids, ...everyId.slice(0, 2)] : hints(name);
    }
    if (key === 'property' || key === 'sortBy')
      return [...listFields, ...PROTOTYPE_KEYS, 'created_at', 'id desc; select 1', 'a.b', '"id"', ''];
    // A reward holder's user name: a customer's mobile, or a technician's or partner's user name.
    if (key === 'userName' && url.includes('/rewards')) return [...mobiles, ...emails];
    if (/e-?mail|username/i.test(key)) return emails;
    if (/mobile|phone/i.test(key)) return mobiles;
    if (/^day|day$/i.test(key)) return [1, 2, 7, 0, 8, '1'];
    if (/area/i.test(key)) return Object.values(AREAS);
    if (/^(file|cheque|profileImage|image|photo)$/i.test(key)) return fileRefs;
    if (key === 'key' || key === '*') return fileRefs.map((f) => f.key);
    if (/ifsc|^code$/i.test(key)) return ['HDFC0000001', 'SBIN0000001', 'ABCD0123456'];
    if (key === 'entityType') return FILE_ENTITY_TYPES;
    if (key === 'id') return [...(routeIds ?? []), ...everyId.slice(0, 4)];
    // Pick-up routes take a requestId too: both kinds' ids.
    if (key === 'requestId') return requestIds;
    if (/Ids?$/.test(key)) return tablesOf(key).flatMap((t) => idsByTable.get(t) ?? []);
    return [];
  };
  return hints;
}

// ---------------------------------------------------------------------------------------------------------------------
// Nothing written by a refusal: table row counts and content, compared around each refused request.

/** Per table: its row count and a hash of its rows' content. */
type TableState = Map<string, { rows: string; content: string }>;

const stateQuery = tables
  .map(
    (t) =>
      `SELECT '${t}' AS t, count(*)::text AS rows, ` +
      `coalesce(sum(hashtext(x::text)::bigint), 0)::text AS content FROM "${t}" x`,
  )
  .join(' UNION ALL ');

async function tableState(): Promise<TableState> {
  return new Map(
    (await database.query<{ t: string; rows: string; content: string }>(stateQuery)).map((row) => [
      row.t,
      { rows: row.rows, content: row.content },
    ]),
  );
}

/**
 * The next transaction id to be given out: it moves only when something wrote (or tried to), so most requests need no
 * counting.
 */
async function nextTransaction(): Promise<string> {
  const [row] = await database.query<{ x: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x');
  return row.x;
}

let baseline: { xmax: string; state: TableState } | undefined;

async function beforeRequest() {
  const xmax = await nextTransaction();
  if (baseline?.xmax !== xmax) baseline = { xmax, state: await tableState() };
}

/** Tables changed since `beforeRequest`, those a refusal may write left out. */
async function changedTables(): Promise<string[]> {
  const xmax = await nextTransaction();
  if (!baseline || xmax === baseline.xmax) return [];
  const state = await tableState();
  const changed: string[] = [];
  for (const table of tables) {
    const [was, is] = [baseline.state.get(table)!, state.get(table)!];
    const allowed = WRITES_ON_REFUSAL[table];
    if (allowed !== 'rows' && was.rows !== is.rows) changed.push(`${table} (${was.rows} rows -> ${is.rows})`);
    else if (!allowed && was.content !== is.content) changed.push(`${table} (rows updated)`);
  }
  baseline = { xmax, state };
  return changed;
}

// ---------------------------------------------------------------------------------------------------------------------
// Requests.

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What the request tries, for the failure message. */
  note: string;
  /** The JSON value sent, before serialisation (for the failure message). */
  value?: unknown;
}

interface Failure {
  route: string;
  problem: string;
  request: { method: string; url: string; headers: Record<string, string>; note: string; body?: unknown };
  status: number;
  answer: string;
  serverError?: string;
}

interface Target {
  name: string;
  kind: 'api' | 'identity';
  method: string;
  /** URL pattern with `:param` (and a trailing `*`). */
  url: string;
  token?: string;
  headers: Record<string, string>;
  params: { name: string; schema: JsonSchema }[];
  query?: JsonSchema;
  body?: JsonSchema;
  /** Realistic bodies (objects the API answered with, cut to the body's members) the drawn bodies start from. */
  examples: Record<string, unknown>[];
  /** Takes multipart bodies (the upload and import routes): multipart requests are drawn too. */
  multipart: boolean;
  hints: Hints;
  listFields: string[];
  /** Import routes: the columns of the route's template. */
  columns?: string[];
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function buildUrl(target: Target, params: Record<string, string>, query: string): string {
  const path = target.url
    .replace(/:(\w+)/g, (_all, name: string) => params[name] ?? 'x')
    .replace(/\*$/, () => params['*'] ?? 'x');
  return query ? `${path}?${query}` : path;
}

const encodedParam = (value: unknown) => encodeLoose(typeof value === 'string' ? value : JSON.stringify(value));

function paramArbitrary(target: Target): fc.Arbitrary<Record<string, string>> {
  const model: Record<string, fc.Arbitrary<string>> = {};
  for (const { name, schema } of target.params) {
    const valid = validValue(schema, target.hints, `:${name}`).map((v) =>
      name === '*' ? String(v).split('/').map(encodeLoose).join('/') : encodedParam(v),
    );
    model[name] = fc.oneof(
      { arbitrary: valid, weight: 3 },
      { arbitrary: fc.constantFrom(...NASTY_PATH_SEGMENTS), weight: 2 },
      { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map(encodeLoose), weight: 1 },
    );
  }
  return fc.record(model);
}

const RAW_QUERY_SUFFIXES = [
  '',
  '',
  '',
  '&%',
  '&a=%zz',
  '&__proto__[polluted]=1',
  '&constructor=1&constructor=2',
  `&${'a'.repeat(10_000)}=1`,
  '&pageSize=1e308&pageNumber=-1',
  '&&&=&==',
];

function queryArbitrary(target: Target): fc.Arbitrary<string> {
  if (!target.query) return fc.constantFrom(...RAW_QUERY_SUFFIXES).map((s) => s.replace(/^&/, ''));
  const valid = validValue(target.query, target.hints);
  return fc
    .tuple(brokenValue(valid), fc.constantFrom(...RAW_QUERY_SUFFIXES))
    .map(([query, suffix]) => `${queryString(query)}${suffix}`.replace(/^&/, ''));
}

const RAW_JSON_BODIES = [
  '',
  ' ',
  'null',
  '[]',
  '"text"',
  '0',
  '{',
  '{"a":',
  '{"a":1,"a":2}',
  'nul',
  '\u0000',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '1e999999',
  '['.repeat(10_000) + ']'.repeat(10_000),
  '{"a":"\\ud800"}',
  '\ufeff{}',
];
const OTHER_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16le',
  'application/xml',
  'application/json; charset=latin1',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/x-amz-json-1.1',
  '',
  'application/*',
  ';;;',
];

function jsonContentType(target: Target) {
  return target.kind === 'identity' ? 'application/x-amz-json-1.1' : 'application/json';
}

/** A body following the route's schema: drawn from it, or an answered example completed by a draw. */
function validBody(target: Target): fc.Arbitrary<unknown> {
  const drawn = validValue(target.body ?? {}, target.hints);
  if (!target.examples.length) return drawn;
  const completed = fc
    .tuple(fc.constantFrom(...target.examples), drawn)
    .map(([example, draw]) =>
      draw && typeof draw === 'object' && !Array.isArray(draw) ? { ...draw, ...example } : example,
    );
  return fc.oneof({ arbitrary: drawn, weight: 1 }, { arbitrary: completed, weight: 2 });
}

/** Body of a request: most often the JSON of a broken value; sometimes raw malformed text or another content type. */
function bodyArbitrary(
  target: Target,
): fc.Arbitrary<{ contentType?: string; payload?: string; value?: unknown; note: string }> {
  const json = jsonContentType(target);
  const value = target.body
    ? brokenValue(validBody(target))
    : fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 3 },
        { arbitrary: brokenValue(fc.constant({})), weight: 1 },
      );
  return fc.oneof(
    {
      arbitrary: value.map((v) => ({
        contentType: json,
        payload: v === undefined ? undefined : JSON.stringify(v),
        value: v,
        note: 'drawn from the schema, then broken',
      })),
      weight: 8,
    },
    {
      arbitrary: fc
        .constantFrom(...RAW_JSON_BODIES)
        .map((raw) => ({ contentType: json, payload: raw, note: 'malformed JSON text' })),
      weight: 1,
    },
    {
      arbitrary: fc.tuple(fc.constantFrom(...OTHER_CONTENT_TYPES), value).map(([contentType, v]) => ({
        contentType,
        payload: JSON.stringify(v ?? {}),
        value: v,
        note: `content type ${contentType || '(empty)'}`,
      })),
      weight: 1,
    },
  );
}

function requestArbitrary(target: Target): fc.Arbitrary<FuzzRequest> {
  const sendsBody = BODY_METHODS.has(target.method);
  const body = sendsBody
    ? bodyArbitrary(target)
    : fc.constant({ note: 'no body' } as { contentType?: string; payload?: string; value?: unknown; note: string });
  const multipart = target.multipart ? multipartArbitrary(target) : undefined;
  const drawn = fc
    .record({ params: paramArbitrary(target), query: queryArbitrary(target), body })
    .map(({ params, query, body }) => ({
      method: target.method,
      url: buildUrl(target, params, query),
      headers: {
        ...target.headers,
        ...(body.contentType !== undefined && body.payload !== undefined && { 'content-type': body.contentType }),
      },
      ...(body.payload !== undefined && { payload: body.payload }),
      note: body.note,
      value: body.value,
    }));
  if (!multipart) return drawn;
  return fc.oneof(
    { arbitrary: drawn, weight: 1 },
    {
      arbitrary: fc.tuple(paramArbitrary(target), multipart).map(([params, form]) => ({
        method: target.method,
        url: buildUrl(target, params, ''),
        headers: { ...target.headers, 'content-type': form.contentType },
        payload: form.payload,
        note: form.note,
      })),
      weight: 3,
    },
  );
}

// Multipart bodies
// -----------------------------------------------------------------------------------------------------

interface Part {
  /** A Buffer is sent as those bytes (overlong or otherwise invalid UTF-8). */
  name: string | Buffer;
  value: string | Buffer;
  filename?: string | Buffer;
  contentType?: string;
}

function multipartBody(parts: Part[], options: { boundary?: string; header?: string; close?: boolean } = {}) {
  const boundary = options.boundary ?? `fuzz-${randomUUID()}`;
  const header = options.header ?? `multipart/form-data; boundary=${boundary}`;
  const close = options.close ?? true;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = Buffer.concat([
      Buffer.from('form-data; name="'),
      Buffer.from(part.name),
      Buffer.from('"'),
      ...(part.filename !== undefined
        ? [Buffer.from('; filename="'), Buffer.from(part.filename), Buffer.from('"')]
        : []),
    ]);
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: `),
      disposition,
      Buffer.from(`\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: header, payload: Buffer.concat(chunks) };
}

const csvCell = (value: unknown) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const csv = (rows: unknown[][]) => rows.map((row) => row.map(csvCell).join(',')).join('\r\n');

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row as ExcelJS.CellValue[]);
  sheet.getCell('A3').value = { formula: 'A2*1000000000000', result: 1e308 } as ExcelJS.CellFormulaValue;
  sheet.getCell('B3').value = { richText: [{ text: 'rich\u0000' }] };
  sheet.getCell('C3').value = new Date(8.64e15);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A workbook full of odd cells, in the columns of every import template (made once). */
let oddWorkbook: Buffer;

function multipartArbitrary(target: Target): fc.Arbitrary<{ contentType: string; payload: Buffer; note: string }> {
  const columns = target.columns ?? ['name'];
  const cell = fc.oneof(
    {
      arbitrary: fc.constantFrom<unknown>(
        ...NASTY_STRINGS.filter((s) => s.length < 1000),
        9007199254740991,
        -1,
        1e308,
        'NaN',
      ),
      weight: 2,
    },
    { arbitrary: fc.string({ maxLength: 20 }), weight: 2 },
    {
      arbitrary: fc.constantFrom<unknown>(
        ...everyId,
        ...Object.values(AREAS),
        'Publish',
        'Unpublish',
        'Active',
        'Inactive',
        'true',
        '1',
      ),
      weight: 2,
    },
  );
  const header = fc.oneof(
    { arbitrary: fc.constant(columns), weight: 3 },
    {
      arbitrary: fc.array(fc.constantFrom(...columns, ...PROTOTYPE_KEYS, '', 'id', 'x'.repeat(300)), { maxLength: 8 }),
      weight: 1,
    },
  );
  const sheet = fc
    .tuple(header, fc.array(fc.array(cell, { minLength: 0, maxLength: columns.length + 2 }), { maxLength: 4 }))
    .map(([head, rows]) => csv([head, ...rows]));
  const fileBytes = fc.oneof(
    { arbitrary: sheet.map((text) => ({ bytes: Buffer.from(text), name: 'import.csv', type: 'text/csv' })), weight: 4 },
    {
      arbitrary: fc.constantFrom(
        { bytes: SAMPLE_PDF, name: 'doc.pdf', type: 'application/pdf' },
        { bytes: SAMPLE_PNG, name: 'photo.png', type: 'image/png' },
        { bytes: SAMPLE_JPEG, name: 'photo.jpg', type: 'image/jpeg' },
      ),
      weight: 3,
    },
    {
      arbitrary: fc
        .uint8Array({ maxLength: 600 })
        .map((bytes) => ({ bytes: Buffer.from(bytes), name: 'random.bin', type: 'application/octet-stream' })),
      weight: 1,
    },
    {
      arbitrary: fc.uint8Array({ maxLength: 600 }).map((bytes) => ({
        bytes: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from(bytes)]),
        name: 'broken.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      })),
      weight: 1,
    },
    {
      arbitrary: fc.constant(null).map(() => ({
        bytes: oddWorkbook,
        name: 'odd.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      })),
      weight: 1,
    },
  );
  const filename = fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 4 },
    {
      arbitrary: fc.constantFrom(
        '',
        '../../x.pdf',
        'a\u0000.pdf',
        'é😀.pdf',
        'x'.repeat(300),
        '.pdf',
        'CON',
        'a";b.csv',
      ),
      weight: 1,
    },
  );
  const file = fc.record({
    field: fc.constantFrom('file', 'file', 'files', 'other', ''),
    content: fileBytes,
    filename,
    contentType: fc.option(fc.constantFrom('text/plain', 'application/pdf', ''), { nil: undefined }),
  });
  const fieldValue = fc.oneof(
    fc.constantFrom(...everyId),
    fc.constantFrom(...FILE_ENTITY_TYPES),
    fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length < 1000)),
    fc.string({ unit: 'binary', maxLength: 20 }),
  );
  // Mostly an entity the database holds with its type (an upload goes through), then more fields or fewer.
  const fields = fc
    .tuple(
      fc.constantFrom(...uploadTargets()),
      fc.dictionary(
        fc.oneof(
          { arbitrary: fc.constantFrom('id', 'entityType'), weight: 2 },
          { arbitrary: fc.constantFrom(...PROTOTYPE_KEYS, 'x'.repeat(200), ''), weight: 1 },
        ),
        fieldValue,
        { maxKeys: 3 },
      ),
      fc.constantFrom('both', 'both', 'both', 'no id', 'no type', 'only extra'),
    )
    .map(([[entityType, id], extra, keep]) => {
      const own: Record<string, string> = {};
      if (keep === 'both' || keep === 'no type') own.id = id;
      if (keep === 'both' || keep === 'no id') own.entityType = entityType;
      for (const key of Object.keys(extra)) define(own, key, extra[key]);
      return own;
    });
  return fc
    .tuple(
      fields,
      fc.array(file, { maxLength: 3 }),
      fc.constantFrom('ok', 'ok', 'ok', 'no closing boundary', 'no boundary', 'wrong boundary'),
    )
    .map(([textFields, files, framing]) => {
      const parts: Part[] = [
        ...Object.keys(textFields).map((name) => ({ name, value: textFields[name] })),
        ...files.map((f) => ({
          name: f.field,
          value: f.content.bytes,
          filename: f.filename ?? f.content.name,
          contentType: f.contentType ?? f.content.type,
        })),
      ];
      const boundary = `fuzz-${randomUUID()}`;
      const options =
        framing === 'no boundary'
          ? { boundary, header: 'multipart/form-data' }
          : framing === 'wrong boundary'
            ? { boundary, header: 'multipart/form-data; boundary=other' }
            : { boundary, close: framing !== 'no closing boundary' };
      return {
        ...multipartBody(parts, options),
        note:
          `multipart: fields ${JSON.stringify(Object.keys(textFields))}, ` +
          `files ${JSON.stringify(files.map((f) => f.field))}, ${framing}`,
      };
    });
}

/** Entities an upload may be for, with an id the database holds. */
function uploadTargets(): [string, string][] {
  const first = (table: string) => idsByTable.get(table)?.[0] ?? 'x';
  return [
    ['channelPartner', partnerA.id],
    ['channelPartner', partnerB.id],
    ['product', first('products')],
    ['brand', first('brands')],
    ['technician', 'TECH1'],
    ['dealer', 'DLR1'],
  ];
}

/**
 * Byte sequences no UTF-8 decoder may take as characters: overlong forms of '/' and NUL, an encoded surrogate, stray
 * bytes.
 */
const INVALID_UTF8: Record<string, Buffer> = {
  'an overlong "/"': Buffer.from([0xc0, 0xaf]),
  'an overlong NUL': Buffer.from([0xe0, 0x80, 0x80]),
  'a surrogate in UTF-8': Buffer.from([0xed, 0xa0, 0x80]),
  'stray continuation bytes': Buffer.from([0x80, 0xbf, 0xfe, 0xff]),
};

/** Fixed multipart cases every multipart route gets. */
function multipartEdgeCases(target: Target, url: string): FuzzRequest[] {
  const id = partnerA.id;
  const valid = [
    { name: 'id', value: id },
    { name: 'entityType', value: 'channelPartner' },
  ];
  const file = (bytes: Buffer, filename: string | Buffer = 'doc.pdf', type = 'application/pdf') => ({
    name: 'file',
    value: bytes,
    filename,
    contentType: type,
  });
  const columns = target.columns ?? ['name'];
  const isImport = url.endsWith('/import');
  const overLimit = isImport ? IMPORT_FILE_BYTES + 1 : FILE_SIZE_LIMIT_MB * 1024 * 1024 + 1;
  const examples = examplesFor({
    type: 'object',
    properties: Object.fromEntries(columns.map((column) => [column, {}])),
  }).slice(0, 3);
  const cases: [string, { contentType: string; payload: Buffer }][] = [
    ...uploadTargets().map(([entityType, entityId]): [string, { contentType: string; payload: Buffer }] => [
      `a valid upload for ${entityType} ${entityId}`,
      multipartBody([
        { name: 'id', value: entityId },
        { name: 'entityType', value: entityType },
        file(
          entityType === 'channelPartner' ? SAMPLE_PDF : SAMPLE_PNG,
          entityType === 'channelPartner' ? 'doc.pdf' : 'photo.png',
          entityType === 'channelPartner' ? 'application/pdf' : 'image/png',
        ),
      ]),
    ]),
    ...examples.map((example, i): [string, { contentType: string; payload: Buffer }] => [
      `a sheet of a record the API answered (${i + 1})`,
      multipartBody([
        file(Buffer.from(csv([columns, columns.map((column) => example[column] ?? '')])), 'import.csv', 'text/csv'),
      ]),
    ]),
    [
      'a multipart body without a boundary',
      multipartBody([...valid, file(SAMPLE_PDF)], { header: 'multipart/form-data' }),
    ],
    [
      'a multipart body whose boundary is not the announced one',
      multipartBody([...valid, file(SAMPLE_PDF)], { header: 'multipart/form-data; boundary=another' }),
    ],
    ['a multipart body without its closing boundary', multipartBody([...valid, file(SAMPLE_PDF)], { close: false })],
    ['a multipart body without the file part', multipartBody(valid)],
    ['an empty multipart body', multipartBody([])],
    ['a multipart body with an empty file', multipartBody([...valid, file(Buffer.alloc(0), 'empty.csv', 'text/csv')])],
    [
      'a multipart body with too many parts',
      multipartBody([
        ...Array.from({ length: 40 }, (_, i) => ({ name: `f${i}`, value: 'v' })),
        ...Array.from({ length: 15 }, () => file(SAMPLE_PDF)),
      ]),
    ],
    [
      'a multipart body with a NUL in a field value',
      multipartBody([
        { name: 'id', value: `${id}\u0000` },
        { name: 'entityType', value: 'channelPartner' },
        file(SAMPLE_PDF),
      ]),
    ],
    [
      'a multipart body with a NUL in a field name',
      multipartBody([
        { name: 'i\u0000d', value: id },
        { name: 'entityType', value: 'channelPartner' },
        file(SAMPLE_PDF),
      ]),
    ],
    ['a multipart body with a NUL in the file name', multipartBody([...valid, file(SAMPLE_PDF, 'do\u0000c.pdf')])],
    ...Object.entries(INVALID_UTF8).flatMap(([what, bytes]): [string, { contentType: string; payload: Buffer }][] => [
      [
        `${what} in a field name`,
        multipartBody([...valid, { name: Buffer.concat([Buffer.from('i'), bytes]), value: id }, file(SAMPLE_PDF)]),
      ],
      [
        `${what} in a field value`,
        multipartBody([{ name: 'id', value: Buffer.concat([Buffer.from(id), bytes]) }, valid[1], file(SAMPLE_PDF)]),
      ],
      [
        `${what} in the file name`,
        multipartBody([...valid, file(SAMPLE_PDF, Buffer.concat([Buffer.from('doc'), bytes, Buffer.from('.pdf')]))]),
      ],
      [
        `${what} in a sheet's cell`,
        multipartBody([
          file(
            Buffer.concat([Buffer.from(`${columns.join(',')}\r\n`), bytes, Buffer.from('\r\n')]),
            'import.csv',
            'text/csv',
          ),
        ]),
      ],
    ]),
    [
      'a multipart body with prototype keys as field names',
      multipartBody([...PROTOTYPE_KEYS.map((name) => ({ name, value: 'x' })), ...valid, file(SAMPLE_PDF)]),
    ],
    [
      `a file over the size limit (${overLimit} bytes)`,
      multipartBody([...valid, file(Buffer.alloc(overLimit, 0x41), 'big.csv', 'text/csv')]),
    ],
    [
      'a CSV with prototype keys as headers and control characters in cells',
      multipartBody([
        file(
          Buffer.from(
            csv([
              [...PROTOTYPE_KEYS, ...columns],
              [...PROTOTYPE_KEYS.map(() => 'x'), ...columns.map(() => 'a\u0000b')],
            ]),
          ),
          'import.csv',
          'text/csv',
        ),
      ]),
    ],
    [
      'a CSV of the template with huge and odd values',
      multipartBody([
        file(
          Buffer.from(
            csv([
              columns,
              columns.map(() => 9007199254740991),
              columns.map(() => -1),
              columns.map(() => '1e308'),
              columns.map(() => 'NaN'),
              columns.map(() => LONG_STRING.slice(0, 20_000)),
            ]),
          ),
          'import.csv',
          'text/csv',
        ),
      ]),
    ],
    [
      'a CSV with a broken quote',
      multipartBody([
        file(Buffer.from(`${columns.join(',')}\r\n"unclosed,${'x'.repeat(100)}\r\n`), 'import.csv', 'text/csv'),
      ]),
    ],
    [
      'a workbook with odd cells',
      multipartBody([
        file(oddWorkbook, 'odd.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      ]),
    ],
    [
      'a broken workbook',
      multipartBody([
        file(
          Buffer.concat([Buffer.from('PK\u0003\u0004'), randomBytes(64)]),
          'broken.xlsx',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        ),
      ]),
    ],
  ];
  return cases.map(([note, body]) => ({
    method: target.method,
    url,
    headers: { ...target.headers, 'content-type': body.contentType },
    payload: body.payload,
    note,
  }));
}

/** Every leaf of a JSON value replaced by one value. */
function everyLeaf(value: unknown, leaf: unknown): unknown {
  if (Array.isArray(value)) return value.length ? value.map((v) => everyLeaf(v, leaf)) : [leaf];
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, everyLeaf(v, leaf)]));
  return leaf;
}

/** Filter values of every type, for the operators to take turns with. */
const FILTER_VALUES: unknown[] = [
  'x',
  9007199254740991,
  -1,
  1e308,
  'NaN',
  '2024-02-30',
  ['a', 1, true],
  [],
  '%_\\',
  null,
  true,
  '',
  '2024-01-01T00:00:00Z',
  LONG_STRING.slice(0, 10_000),
  0.5,
];

/**
 * Text no member may hold: half a surrogate pair (first, last, alone), NUL. Each string member of a valid draw gets one
 * in turn while the others stay valid, so the text goes as far into the route as the text rule lets it.
 */
const BROKEN_TEXTS = ['\ud800x', 'x\udfff', '\udbff', 'a\u0000b'];

const LEAVES: unknown[] = [
  9007199254740991,
  2147483648,
  -1,
  1e308,
  'NaN',
  '\u0000',
  'a\u0001b\u001f',
  '\ud800x',
  LONG_STRING,
  true,
  null,
  [],
  {},
  '__proto__',
  ...PROTOTYPE_OBJECTS,
];

/**
 * A body an export route takes (schema draws name columns no list has, so they stop at the column check): a sheet of
 * its list's columns, which the list route beside it answers with, or of the id.
 */
function exportBody(target: Target): { name: string; columns: { key: string; header: string }[] } | undefined {
  if (target.method !== 'POST' || !target.url.endsWith('/export')) return undefined;
  const list = apiTargets.find((other) => other.url === target.url.replace(/\/export$/, '/getByPaginationAndFilter'));
  const keys = list?.listFields.filter((key) => key !== 'id').slice(0, 3) ?? [];
  return { name: 'Fuzz export', columns: [...keys, 'id'].map((key) => ({ key, header: `${key} header` })) };
}

/** The fixed cases of a route: each kind of breakage the brief names, whatever the draw. */
function edgeCases(target: Target, seed: number): FuzzRequest[] {
  const json = jsonContentType(target);
  // The params of the fixed cases: a value the database holds where there is one, so the body cases reach the handler.
  const [drawnParams] = fc.sample(
    fc.record(
      Object.fromEntries(target.params.map(({ name, schema }) => [name, validValue(schema, target.hints, `:${name}`)])),
    ),
    {
      seed,
      numRuns: 1,
    },
  );
  const validParams = Object.fromEntries(
    target.params.map(({ name }) => {
      const value = target.hints(`:${name}`)[0] ?? drawnParams[name];
      return [name, name === '*' ? String(value) : encodedParam(value)];
    }),
  );
  const url = buildUrl(target, validParams, '');
  const out: FuzzRequest[] = [];
  const withBody = (note: string, value: unknown, raw?: string): FuzzRequest => ({
    method: target.method,
    url,
    headers: { ...target.headers, 'content-type': json },
    payload: raw ?? JSON.stringify(value),
    note,
    value,
  });
  for (const segment of ['%00', 'x'.repeat(5_000), '%F0%9F%98%80%C3%A9', '%ED%A0%80', '__proto__', '%', '..']) {
    if (!target.params.length) break;
    const params = Object.fromEntries(target.params.map(({ name }) => [name, segment]));
    out.push({
      method: target.method,
      url: buildUrl(target, params, ''),
      headers: target.headers,
      note: `every path param ${segment.slice(0, 20)}`,
    });
  }
  out.push({
    method: target.method,
    url: `${url}?__proto__=1&constructor=2&toString=3&hasOwnProperty=4&__proto__[polluted]=1`,
    headers: target.headers,
    note: 'prototype keys in the query',
  });
  if (target.query) {
    const keys = Object.keys(target.query.properties ?? {});
    for (const leaf of ['9007199254740991', '2147483648', '-1', '1e308', 'NaN', '%00', LONG_STRING, '\ud800x']) {
      out.push({
        method: target.method,
        url: `${url}?${keys.map((k) => `${k}=${encodeLoose(leaf)}`).join('&')}`,
        headers: target.headers,
        note: `every query param ${leaf.slice(0, 20)}`,
      });
    }
  }
  if (!BODY_METHODS.has(target.method)) return out;
  if (target.multipart) out.push(...multipartEdgeCases(target, url));
  const validDraws = target.body ? fc.sample(validBody(target), { seed, numRuns: VALID_DRAWS }) : [{}];
  const [valid] = validDraws;
  for (const draw of validDraws) out.push(withBody('a valid draw', draw));
  out.push(withBody('an empty object', {}));
  out.push(
    withBody(
      'prototype keys as members',
      undefined,
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},' +
        '"toString":1,"hasOwnProperty":1,"valueOf":"x"}',
    ),
  );
  if (valid && typeof valid === 'object' && !Array.isArray(valid)) {
    out.push(
      withBody(
        'valid members plus prototype keys',
        undefined,
        `${JSON.stringify(valid).slice(0, -1)}${Object.keys(valid).length ? ',' : ''}` +
          '"__proto__":{"id":"x"},"constructor":{"prototype":{"id":"x"}},"toString":"x","hasOwnProperty":"x"}',
      ),
    );
    out.push(withBody('valid members plus an extra one', { ...valid, extraMember: 'x' }));
    for (const key of Object.keys(valid))
      out.push(withBody(`without ${key}`, Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key))));
  }
  for (const leaf of LEAVES)
    out.push(withBody(`every leaf ${JSON.stringify(leaf)?.slice(0, 20)}`, everyLeaf(valid, leaf)));
  const exportDraw = exportBody(target);
  if (exportDraw) out.push(withBody('a valid export', exportDraw));
  for (const draw of [...(exportDraw ? [exportDraw] : []), ...validDraws.slice(0, 2)]) {
    for (const [index, path] of stringPaths(draw).entries()) {
      const text = BROKEN_TEXTS[index % BROKEN_TEXTS.length];
      out.push(withBody(`${path.join('.')} as ${JSON.stringify(text)}`, withLeaf(draw, path, text)));
      if (index % BROKEN_TEXTS.length)
        out.push(
          withBody(`${path.join('.')} as ${JSON.stringify(BROKEN_TEXTS[0])}`, withLeaf(draw, path, BROKEN_TEXTS[0])),
        );
    }
  }
  for (const raw of RAW_JSON_BODIES) out.push(withBody(`raw body ${JSON.stringify(raw.slice(0, 20))}`, undefined, raw));
  if (/getByPaginationAndFilter$/.test(target.url)) {
    for (const key of PROTOTYPE_KEYS) {
      out.push(withBody(`filter on ${key}`, { filters: [{ property: key, operator: 'equal', value: 'x' }] }));
      out.push(withBody(`sort by ${key}`, { sortBy: key, sort: 1 }));
    }
    // Every operator on every field, the values taking turns, so each operator meets values of every type.
    let turn = 0;
    for (const property of [...target.listFields, 'id']) {
      for (const operator of FILTER_OPERATORS) {
        const value = FILTER_VALUES[turn++ % FILTER_VALUES.length];
        out.push(
          withBody(`${operator} ${JSON.stringify(value)?.slice(0, 20)} on ${property}`, {
            filters: [{ property, operator, value }],
            pageSize: 5,
          }),
        );
      }
      out.push(withBody(`sort by ${property}`, { sortBy: property, sort: turn % 2 ? 1 : '-1' }));
    }
    out.push(
      withBody('every field at once', {
        filters: target.listFields.map((property, i) => ({
          property,
          operator: FILTER_OPERATORS[i % FILTER_OPERATORS.length],
          value: 'x',
        })),
      }),
    );
    out.push(
      withBody('a thousand filters', {
        filters: Array.from({ length: 1000 }, (_, i) => ({
          property: target.listFields[i % Math.max(1, target.listFields.length)] ?? 'id',
          operator: 'contains',
          value: `${i}`,
        })),
      }),
    );
    for (const size of [0, -1, 2147483648, 9007199254740991, 1e308, 'NaN', '1e3', 99999, 1.5])
      out.push(withBody(`page size and number ${size}`, { pageSize: size, pageNumber: size }));
    out.push(withBody('the last page there can be', { pageSize: 99999, pageNumber: 1_000_000 }));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------------
// The targets: every API route, and the identity operations.

interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

const documented = (app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;

function operationOf(route: CataloguedRoute): Operation | undefined {
  const path = route.url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
  const alternatives = [path, path.endsWith('/') ? path.slice(0, -1) : `${path}/`];
  for (const candidate of alternatives) {
    const operation = documented[candidate]?.[route.method.toLowerCase()];
    if (operation) return operation;
  }
  return undefined;
}

/**
 * The caller a route is fuzzed as: the admin when admitted (the guard lets it through to validation), else a role it
 * admits.
 */
function tokenFor(route: CataloguedRoute): string | undefined {
  if (route.access === 'public') return undefined;
  const roles = route.access.roles;
  const role: Role = roles.includes(ROLES.admin) ? ROLES.admin : roles[0];
  if (role === ROLES.channelPartner) return ownPartner.token;
  const name = (Object.keys(ROLES) as (keyof typeof ROLES)[]).find((key) => ROLES[key] === role)!;
  return server.tokens[name];
}

/**
 * Routes that answer some callers from another list or scope than the admin's, fuzzed as those callers too (their
 * whitelist of properties is another one): the partner search, which customer care and an Active dealer make to book.
 */
const bookingDealer = await staffUser(server, ROLES.dealer);
await dealerFor(database, bookingDealer, 'Active');
const ALSO_AS: Record<string, { name: string; token: string; listFields: string[] }[]> = {
  'POST /api/channel-partner/getByPaginationAndFilter': [
    { name: 'customer care', token: server.tokens.customerCare, listFields: [...BOOKABLE_PARTNER_PROPERTIES] },
    { name: 'an Active dealer', token: bookingDealer, listFields: [...BOOKABLE_PARTNER_PROPERTIES] },
  ],
};

const templateColumns = new Map<string, string[]>();
for (const route of app.routeCatalogue) {
  if (route.method !== 'GET' || !route.url.endsWith('/template')) continue;
  const response = await app.inject({ method: 'GET', url: route.url, headers: bearer(server.tokens.admin) });
  if (response.statusCode === 200)
    templateColumns.set(route.url.replace(/\/template$/, ''), response.body.trim().split(',').filter(Boolean));
}
oddWorkbook = await xlsx([
  [...new Set([...templateColumns.values()].flat())],
  [9007199254740991, -1, 1e308, 'NaN', '\u0000', LONG_STRING.slice(0, 40_000), true, new Date(0), '__proto__'],
]);

/** Objects the API answers its GETs with (lists, records, profiles): realistic bodies for the writes to start from. */
const answered: Record<string, unknown>[] = [];
for (const route of app.routeCatalogue) {
  if (route.method !== 'GET' || /\*$|\/template$/.test(route.url)) continue;
  const hints = apiHints(route.url, []);
  const url = route.url.replace(/:(\w+)/g, (_all, name: string) => encodeLoose(String(hints(`:${name}`)[0] ?? 'x')));
  const response = await app.inject({ method: 'GET', url, headers: bearer(tokenFor(route) ?? server.tokens.admin) });
  if (response.statusCode === 200 && String(response.headers['content-type']).includes('json'))
    collectObjects(response.json(), answered, 30);
}

function collectObjects(value: unknown, into: Record<string, unknown>[], limit: number, depth = 0) {
  if (limit <= 0 || depth > 4 || !value || typeof value !== 'object') return limit;
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 5)) limit = collectObjects(item, into, limit, depth + 1);
    return limit;
  }
  if (Object.keys(value).length >= 2) {
    into.push(value as Record<string, unknown>);
    limit--;
  }
  for (const item of Object.values(value)) limit = collectObjects(item, into, limit, depth + 1);
  return limit;
}

/** `value` cut down to the members `schema` names, at every level. */
function projected(value: unknown, schema: JsonSchema): unknown {
  if (Array.isArray(value)) return value.map((item) => projected(item, schema.items ?? {}));
  if (!value || typeof value !== 'object' || !schema.properties) return value;
  const properties = schema.properties;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key in properties)
      .map(([key, item]) => [key, projected(item, properties[key])]),
  );
}

/** The answered objects that hold at least half of a body's members, cut down to them. */
function examplesFor(schema: JsonSchema | undefined): Record<string, unknown>[] {
  const members = Object.keys(schema?.properties ?? {});
  if (!schema || !members.length) return [];
  return answered
    .map((object) => ({ object, score: members.filter((key) => key in object).length }))
    .filter(({ score }) => score >= Math.max(1, Math.ceil(members.length / 2)))
    .sort((a, b) => b.score - a.score)
    .slice(0, 12)
    .map(({ object }) => projected(object, schema) as Record<string, unknown>);
}

/** Takes a multipart body (its scope has a parser for it): an empty form is not refused as 415. */
async function acceptsMultipart(route: CataloguedRoute): Promise<boolean> {
  const boundary = 'fuzz-probe';
  const response = await app.inject({
    method: route.method as InjectOptions['method'],
    url: route.url.replace(/:(\w+)/g, 'fuzz-probe').replace(/\*$/, 'fuzz-probe'),
    headers: {
      ...bearer(tokenFor(route) ?? server.tokens.admin),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: `--${boundary}--\r\n`,
  });
  return response.statusCode !== 415;
}

const apiTargets: Target[] = [];
for (const route of app.routeCatalogue) {
  const operation = operationOf(route);
  const parameters = operation?.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema }));
  const urlParams = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]).concat(route.url.endsWith('*') ? ['*'] : []);
  const queryParams = parameters.filter((p) => p.in === 'query');
  const body = operation?.requestBody?.content['application/json']?.schema;
  const listItem = operation?.responses?.['200']?.content?.['application/json']?.schema?.properties?.records?.items;
  // A list whose rows differ by caller documents each shape (anyOf): its fields are all of theirs.
  const listFields = [
    ...new Set([listItem, ...(listItem?.anyOf ?? [])].flatMap((item) => Object.keys(item?.properties ?? {}))),
  ];
  const name = `${route.method} ${route.url}`;
  const callers = [
    { name, token: tokenFor(route), listFields },
    ...(ALSO_AS[name] ?? []).map((also) => ({ ...also, name: `${name} as ${also.name}` })),
  ];
  for (const { name, token, listFields } of callers)
    apiTargets.push({
      name,
      kind: 'api',
      method: route.method,
      url: route.url,
      token,
      headers: token ? bearer(token) : {},
      params: urlParams.map(
        (name) => pathParams.find((p) => p.name === name) ?? { name, schema: { type: 'string', minLength: 1 } },
      ),
      query: queryParams.length
        ? {
            type: 'object',
            properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])),
            required: queryParams.filter((p) => p.required).map((p) => p.name),
          }
        : undefined,
      body,
      examples: examplesFor(body),
      // The OpenAPI document does not say which routes take multipart: a route without a JSON body that parses one
      // does.
      multipart: BODY_METHODS.has(route.method) && !body && (await acceptsMultipart(route)),
      hints: apiHints(route.url, listFields),
      listFields,
      columns: templateColumns.get(route.url.replace(/\/import$/, '')),
    });
}

// The identity: a user of its own (never the suite's admin), signed in for real tokens the operations can be given.
const identityUser = `fuzz-identity-${randomUUID().slice(0, 8)}@reloop.test`;
const identityPassword = 'Fuzz@12345';
await app.ctx.identity.createUser({
  pool: 'staff',
  username: identityUser,
  password: identityPassword,
  groups: [ROLES.dealer],
  attributes: { email: identityUser, email_verified: 'true' },
});
const staffClient = app.ctx.pools.staff.userPoolClientId;
const technicianClient = app.ctx.pools.technician.userPoolClientId;
const identitySignIn = await app.inject({
  method: 'POST',
  url: '/identity/',
  headers: {
    'content-type': 'application/x-amz-json-1.1',
    'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
  },
  payload: {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: staffClient,
    AuthParameters: { USERNAME: identityUser, PASSWORD: identityPassword },
  },
});
const { AccessToken: identityAccess, RefreshToken: identityRefresh } = identitySignIn.json().AuthenticationResult as {
  AccessToken: string;
  RefreshToken: string;
};

const identityValues: Record<string, readonly unknown[]> = {
  ClientId: [staffClient, technicianClient, 'unknown-client'],
  AuthFlow: [
    'USER_PASSWORD_AUTH',
    'CUSTOM_AUTH',
    'REFRESH_TOKEN_AUTH',
    'REFRESH_TOKEN',
    'USER_SRP_AUTH',
    'ADMIN_NO_SRP_AUTH',
    'USER_AUTH',
  ],
  AuthParameters: [
    { USERNAME: identityUser, PASSWORD: identityPassword },
    { USERNAME: identityUser, PASSWORD: 'Wrong@12345' },
    { USERNAME: '+919876543210' },
    { REFRESH_TOKEN: identityRefresh },
    { USERNAME: identityUser, SRP_A: 'abc' },
    JSON.parse('{"__proto__":"x","constructor":"y"}'),
  ],
  ChallengeName: ['NEW_PASSWORD_REQUIRED', 'CUSTOM_CHALLENGE', 'SMS_MFA', 'PASSWORD_VERIFIER', 'SELECT_CHALLENGE'],
  ChallengeResponses: [
    { USERNAME: identityUser, NEW_PASSWORD: 'Fuzz@67890' },
    { USERNAME: identityUser, ANSWER: '123456' },
    { USERNAME: identityUser },
  ],
  Session: ['', 'not-a-session', `${randomUUID()}.${randomUUID()}`],
  Username: [identityUser, identityUser.toUpperCase(), '+919876543210', 'nobody@reloop.test'],
  AccessToken: [identityAccess, `${identityAccess}x`, 'a.b.c', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'],
  RefreshToken: [identityRefresh, `${identityRefresh}x`, 'a.b.c'],
  Token: [identityRefresh, identityAccess, 'a.b.c'],
  ConfirmationCode: ['123456', '000000', '1'],
  Password: ['Fuzz@67890', 'short'],
  ProposedPassword: ['Fuzz@67890', 'short'],
  PreviousPassword: [identityPassword, 'Wrong@12345'],
  UserAttributes: [
    [{ Name: 'email', Value: 'fuzz-other@reloop.test' }],
    [{ Name: 'name', Value: 'Fuzz' }],
    [{ Name: 'custom:role', Value: 'Web-Admin' }],
    [{ Name: 'cognito:groups', Value: 'Web-Admin' }],
  ],
};

/** A request of an operation as a client sends it: every member its first known value. */
function identityExample(schema: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(schema.properties ?? {}).flatMap((key) =>
      identityValues[key]?.length ? [[key, identityValues[key][0]]] : [],
    ),
  );
}

/** The identity operations and the request schema each parses (server/src/identity/embedded/requests.ts). */
const IDENTITY_OPERATIONS: Record<string, z.ZodType> = {
  InitiateAuth: identityRequests.InitiateAuth,
  RespondToAuthChallenge: identityRequests.RespondToAuthChallenge,
  GetTokensFromRefreshToken: identityRequests.GetTokensFromRefreshToken,
  ForgotPassword: identityRequests.ClientAndUser,
  ConfirmForgotPassword: identityRequests.ConfirmForgotPassword,
  ResendConfirmationCode: identityRequests.ClientAndUser,
  SignUp: identityRequests.SignUp,
  ConfirmSignUp: identityRequests.ConfirmSignUp,
  GetUser: identityRequests.AccessTokenOnly,
  GlobalSignOut: identityRequests.AccessTokenOnly,
  RevokeToken: identityRequests.RevokeToken,
  ChangePassword: identityRequests.ChangePassword,
  UpdateUserAttributes: identityRequests.UpdateUserAttributes,
};

const identityTargets: Target[] = Object.entries(IDENTITY_OPERATIONS).map(([operation, schema]) => ({
  name: `POST /identity/ ${operation}`,
  kind: 'identity',
  method: 'POST',
  url: '/identity/',
  headers: { 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
  params: [],
  body: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
  examples: [identityExample(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)],
  multipart: false,
  hints: (key) => (key ? (identityValues[key] ?? []) : []),
  listFields: [],
}));
const identityExtras: FuzzRequest[] = [
  {
    method: 'POST',
    url: '/identity/',
    headers: { 'content-type': 'application/x-amz-json-1.1' },
    payload: '{}',
    note: 'no target',
  },
  {
    method: 'POST',
    url: '/identity/',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.__proto__',
    },
    payload: '{}',
    note: 'prototype key as operation',
  },
  {
    method: 'POST',
    url: '/identity/',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.constructor',
    },
    payload: '{}',
    note: 'constructor as operation',
  },
  {
    method: 'POST',
    url: '/identity/',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.AdminCreateUser',
    },
    payload: '{}',
    note: 'an operation it does not serve',
  },
  {
    method: 'POST',
    url: '/identity/',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${'x'.repeat(10_000)}`,
    },
    payload: '{}',
    note: 'a very long target',
  },
];

/**
 * Refusals that count: wrong passwords until the account locks, code requests until they are throttled, wrong codes.
 */
function identityCall(operation: string, body: object, note: string): FuzzRequest {
  const headers = {
    'content-type': 'application/x-amz-json-1.1',
    'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
  };
  return {
    method: 'POST',
    url: '/identity/',
    headers,
    payload: JSON.stringify(body),
    note: `${operation}: ${note}`,
    value: body,
  };
}
const identityThrottled: FuzzRequest[] = [
  ...Array.from({ length: 7 }, () =>
    identityCall(
      'InitiateAuth',
      {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: staffClient,
        AuthParameters: { USERNAME: identityUser, PASSWORD: 'Wrong@12345' },
      },
      'a wrong password',
    ),
  ),
  identityCall(
    'InitiateAuth',
    {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: staffClient,
      AuthParameters: { USERNAME: identityUser, PASSWORD: identityPassword },
    },
    'the right password, locked',
  ),
  ...Array.from({ length: 7 }, () =>
    identityCall('ForgotPassword', { ClientId: staffClient, Username: identityUser }, 'a code request'),
  ),
  ...Array.from({ length: 4 }, () =>
    identityCall(
      'ConfirmForgotPassword',
      { ClientId: staffClient, Username: identityUser, ConfirmationCode: '000000', Password: 'Fuzz@67890' },
      'a wrong code',
    ),
  ),
  ...Array.from({ length: 4 }, () =>
    identityCall(
      'InitiateAuth',
      { AuthFlow: 'CUSTOM_AUTH', ClientId: technicianClient, AuthParameters: { USERNAME: '+919876543210' } },
      'a code for a technician who does not exist',
    ),
  ),
];

// ---------------------------------------------------------------------------------------------------------------------
// Sending and judging.

function describeRequest(request: FuzzRequest): Failure['request'] {
  const { authorization: _token, ...headers } = request.headers;
  const body =
    request.value !== undefined
      ? abbreviate(request.value)
      : Buffer.isBuffer(request.payload)
        ? `(${request.payload.length} bytes) ${abbreviate(request.payload.subarray(0, 400).toString('latin1'))}`
        : request.payload !== undefined
          ? abbreviate(request.payload)
          : undefined;
  return {
    method: request.method,
    url: String(abbreviate(request.url, 300)),
    headers: {
      ...headers,
      ...(request.headers.authorization && { authorization: 'Bearer <token of the route’s caller>' }),
    },
    note: request.note,
    ...(body !== undefined && { body }),
  };
}

const errorText = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : JSON.stringify(error)).slice(
    0,
    3000,
  );

/** Judges one answer: the status, the shape of a refusal, and that a refusal wrote nothing. */
async function judge(target: Target, status: number, body: string, contentType: string): Promise<string[]> {
  const problems: string[] = [];
  if (status >= 500) problems.push(`answered ${status}`);
  if (status >= 400 && status < 500) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      problems.push(`a ${status} whose body is not JSON (${contentType})`);
    }
    if (parsed !== undefined) {
      const answer = parsed as { message?: unknown; __type?: unknown };
      if (typeof answer !== 'object' || answer === null || typeof answer.message !== 'string' || answer.message === '')
        problems.push(`a ${status} without a message`);
      if (target.kind === 'identity' && typeof answer?.__type !== 'string')
        problems.push(`an identity ${status} without __type`);
    }
    const changed = await changedTables();
    if (changed.length) problems.push(`a ${status} that wrote: ${changed.join(', ')}`);
  }
  return problems;
}

async function fuzz(target: Target, requests: FuzzRequest[]): Promise<Failure[]> {
  const failures: Failure[] = [];
  for (const request of requests) {
    await beforeRequest();
    const errorsBefore = serverErrors.length;
    sent++;
    let response;
    const startedAt = performance.now();
    try {
      response = await app.inject({
        method: request.method as InjectOptions['method'],
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined && { payload: request.payload }),
      });
    } catch (error) {
      failures.push({
        route: target.name,
        problem: 'the request failed without an answer',
        request: describeRequest(request),
        status: 0,
        answer: '',
        serverError: errorText(error),
      });
      continue;
    }
    noteDuration({
      ms: Math.round(performance.now() - startedAt),
      route: target.name,
      note: request.note,
      status: response.statusCode,
    });
    if (process.env.FUZZ_TRACE && target.name.includes(process.env.FUZZ_TRACE))
      traced.push({
        request: describeRequest(request),
        status: response.statusCode,
        answer: response.body.slice(0, 300),
      });
    const counts = (answers[target.name] ??= {});
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    const problems = await judge(
      target,
      response.statusCode,
      response.body,
      String(response.headers['content-type'] ?? ''),
    );
    if (!problems.length) continue;
    const logged = serverErrors.slice(errorsBefore);
    failures.push({
      route: target.name,
      problem: problems.join('; '),
      request: describeRequest(request),
      status: response.statusCode,
      answer: response.body.slice(0, 1000),
      ...(logged.length && {
        serverError: logged.map((entry) => errorText((entry as { err?: unknown })?.err ?? entry)).join('\n'),
      }),
    });
  }
  allFailures.push(...failures);
  return failures;
}

function noteDuration(entry: (typeof slowest)[number]) {
  if (slowest.length >= 40 && entry.ms <= slowest[slowest.length - 1].ms) return;
  slowest.push(entry);
  slowest.sort((a, b) => b.ms - a.ms);
  slowest.length = Math.min(slowest.length, 40);
}

function report(failures: Failure[]): string {
  return failures
    .slice(0, 10)
    .map(
      (f) =>
        `${f.route}: ${f.problem}\n  request: ${JSON.stringify(f.request)}\n  answer ${f.status}: ` +
        `${f.answer}${f.serverError ? `\n  server: ${f.serverError}` : ''}`,
    )
    .join('\n\n')
    .concat(failures.length > 10 ? `\n\n…and ${failures.length - 10} more` : '')
    .concat(`\n(seed ${FUZZ_SEED})`);
}

function requestsOf(target: Target): FuzzRequest[] {
  const seed = seedOf(target.name, FUZZ_SEED);
  return [...edgeCases(target, seed), ...fc.sample(requestArbitrary(target), { seed, numRuns: FUZZ_RUNS })];
}

describe('the fuzz covers', () => {
  it('every API route of the catalogue, and finds the schemas in the OpenAPI document', () => {
    expect(apiTargets.length).toBeGreaterThan(80);
    expect(apiTargets.filter((t) => t.body).length).toBeGreaterThan(40);
    expect(apiTargets.filter((t) => t.multipart && /\/(import|upload)/.test(t.url)).length).toBeGreaterThan(10);
  });

  it(
    'the partner search as each caller that reads it its ' + 'own way (customer care and an Active dealer book)',
    async () => {
      const search = apiTargets.filter((t) => t.url === '/api/channel-partner/getByPaginationAndFilter');
      expect(search.map((t) => t.name)).toEqual([
        'POST /api/channel-partner/getByPaginationAndFilter',
        'POST /api/channel-partner/getByPaginationAndFilter as customer care',
        'POST /api/channel-partner/getByPaginationAndFilter as an Active dealer',
      ]);
      // The admin's target draws filters on every property the route documents, the bookers' on theirs.
      expect(search[0].listFields).toEqual(expect.arrayContaining(['primaryEmail', 'contractEndDate', 'city']));
      expect(search[1].listFields).not.toContain('primaryEmail');
      // Each is fuzzed past the guard, into its own list: the spec's search answers it.
      for (const target of search) {
        const payload = {
          filters: [{ property: 'status', operator: 'equal', value: 'Active' }],
          pageSize: 999,
          pageNumber: 1,
        };
        const response = await app.inject({ method: 'POST', url: target.url, headers: target.headers, payload });
        expect(response.statusCode, `${target.name}: ${response.body}`).toBe(200);
      }
    },
  );
});

describe.each(apiTargets.map((target) => [target.name, target] as const))('%s', (_name, target) => {
  it(
    'answers every drawn and broken request without a 5xx, refusals as {message}, writing nothing on refusal',
    async () => {
      const failures = await fuzz(target, requestsOf(target));
      expect(failures.length, report(failures)).toBe(0);
    },
    ROUTE_TIMEOUT_MS,
  );
});

describe.each(identityTargets.map((target) => [target.name, target] as const))('%s', (_name, target) => {
  it(
    'answers every drawn and broken request without a 5xx, refusals as {__type, message}, writing nothing on refusal',
    async () => {
      const failures = await fuzz(target, requestsOf(target));
      expect(failures.length, report(failures)).toBe(0);
    },
    ROUTE_TIMEOUT_MS,
  );
});

describe('POST /identity/', () => {
  it('refuses an unknown operation as {__type, message}', async () => {
    const failures = await fuzz(identityTargets[0], identityExtras);
    expect(failures.length, report(failures)).toBe(0);
  });

  it('refuses until throttled, writing only its counters', async () => {
    const failures = await fuzz(identityTargets[0], identityThrottled);
    expect(failures.length, report(failures)).toBe(0);
  });
});

describe('a body over the server-wide limit', () => {
  it('is refused with 413 before it is read', async () => {
    const target = apiTargets.find((t) => t.body && t.method === 'POST')!;
    const request: FuzzRequest = {
      method: 'POST',
      url: buildUrl(target, {}, ''),
      headers: { ...target.headers, 'content-type': 'application/json' },
      payload: `{"name":"${'x'.repeat(21 * 1024 * 1024)}"}`,
      note: 'a 21 MB JSON body',
    };
    const failures = await fuzz(target, [request]);
    expect(failures.length, report(failures)).toBe(0);
    const response = await app.inject({
      method: 'POST',
      url: request.url,
      headers: request.headers,
      payload: request.payload,
    });
    expect(response.statusCode).toBe(413);
  });
});
