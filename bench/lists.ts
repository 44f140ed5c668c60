import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { filterRequestSchema, type FilterRequest } from '../domain/filters';
import { ROLES } from '../domain/roles';
import { buildApp, type App } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import type { DatabaseHandle } from '../server/src/db/client';
import { onEachDatabase } from './databases';
import { seedScale, type ScaleKindName } from '../server/src/db/scale';
import { seedCatalogue } from '../server/src/db/seed/catalogue';
import { seedMasterCatalogue } from '../server/src/db/seed/masterCatalogue';
import { seedPincodes } from '../server/src/db/seed/pincodes';
import { partnerList } from '../server/src/modules/channelPartners/list';
import { MASTERS } from '../server/src/modules/masters/definitions';
import { pincodeList } from '../server/src/modules/pincodes/repository';
import { answerList, type ListResource } from '../server/src/platform/listEngine';

const RUNS = 50;
const WARM_UP = 10;
const BUDGET = 1.3;
const BRANDS = 10_000;
/** Synthetic partners and pincodes (besides the post-office directory): a million on PostgreSQL, fewer on PGlite. */
export const SCALE_ROWS = {
  PostgreSQL: Number(process.env.BENCH_ROWS ?? 1_000_000),
  PGlite: Number(process.env.BENCH_PGLITE_ROWS ?? 100_000),
};

export interface ListCase {
  name: string;
  url: string;
  resource: ListResource<unknown>;
  request: FilterRequest;
}

const brands = MASTERS.find((m) => m.path === 'brand')!.list as ListResource<unknown>;
export const CASES: ListCase[] = [
  {
    name: 'partners: default order, page 1 of 10',
    url: '/api/channel-partner/getByPaginationAndFilter',
    resource: partnerList as ListResource<unknown>,
    request: { pageSize: 10, pageNumber: 1, sort: -1 },
  },
  {
    name: 'partners: invited tab, page 1 of 10',
    url: '/api/channel-partner/getByPaginationAndFilter',
    resource: partnerList as ListResource<unknown>,
    request: {
      filters: [
        {
          property: 'status',
          operator: 'in',
          value: ['Invited', 'Expired', 'Revoked', 'Pending', 'Resubmission', 'Rejected'],
        },
      ],
      pageSize: 10,
      pageNumber: 1,
      sort: -1,
    },
  },
  {
    name: 'pincodes: state equal, by code, page 1 of 10',
    url: '/api/master/pincodes/getByPaginationAndFilter',
    resource: pincodeList as ListResource<unknown>,
    request: {
      filters: [{ property: 'state', operator: 'equal', value: 'Karnataka' }],
      pageSize: 10,
      pageNumber: 1,
      sort: 1,
    },
  },
  {
    name: 'brand: default order, page 1 of 10',
    url: '/api/master/brand/getByPaginationAndFilter',
    resource: brands,
    request: { pageSize: 10, pageNumber: 1, sort: -1 },
  },
  {
    name: 'brand: name contains, page 1 of 10',
    url: '/api/master/brand/getByPaginationAndFilter',
    resource: brands,
    request: {
      filters: [{ property: 'name', operator: 'contains', value: 'brand 1' }],
      pageSize: 10,
      pageNumber: 1,
      sort: -1,
    },
  },
  {
    name: 'pincodes: state equal + area contains, page 1 of 10',
    url: '/api/master/pincodes/getByPaginationAndFilter',
    resource: pincodeList as ListResource<unknown>,
    request: {
      filters: [
        { property: 'state', operator: 'equal', value: 'Karnataka' },
        { property: 'area', operator: 'contains', value: 'nagar' },
      ],
      pageSize: 10,
      pageNumber: 1,
      sort: 1,
      sortBy: 'area',
    },
  },
  {
    name: 'pincodes: area contains across India, page 1 of 10',
    url: '/api/master/pincodes/getByPaginationAndFilter',
    resource: pincodeList as ListResource<unknown>,
    request: {
      filters: [{ property: 'area', operator: 'contains', value: 'nagar' }],
      pageSize: 10,
      pageNumber: 1,
      sort: 1,
      sortBy: 'area',
    },
  },
  {
    name: 'pincodes: code in [...], page size 9999, sort -1',
    url: '/api/master/pincodes/getByPaginationAndFilter',
    resource: pincodeList as ListResource<unknown>,
    request: {
      filters: [{ property: 'code', operator: 'in', value: [560001, 110001, 400001, 600001] }],
      pageSize: 9999,
      pageNumber: 1,
      sort: -1,
    },
  },
  {
    name: 'pincodes: no filter, page 50 of 10 (capped count)',
    url: '/api/master/pincodes/getByPaginationAndFilter',
    resource: pincodeList as ListResource<unknown>,
    request: { filters: [], pageSize: 10, pageNumber: 50, sort: -1 },
  },
];

/** The synthetic partners and pincodes the list benches load on each database. */
export const listScale = (label: string) => {
  const rows = SCALE_ROWS[label as keyof typeof SCALE_ROWS];
  return { partners: rows, pincodes: rows };
};

export interface Preparation {
  /** The database's name in the benches' printout ('PGlite', 'PostgreSQL'). */
  label?: string;
  /** Synthetic rows to load, by kind (server/src/db/scale). */
  scale?: Partial<Record<ScaleKindName, number>>;
  /** The services, categories and product catalogue (what customers' products and requests point at). */
  catalogue?: boolean;
}

/**
 * The server on `database`, with the pincode directory, BRANDS brands, the catalogue and synthetic rows when asked, and
 * a signed-in admin (no rate limit: the benches are many clients from one address).
 */
export async function prepare(
  database: DatabaseHandle,
  databaseUrl?: string,
  { label = 'database', scale, catalogue }: Preparation = {},
) {
  const config = loadConfig({
    PORT: '0',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    PAYMENT_GATEWAY: 'sandbox',
    WEB_DIST: '/nonexistent',
    LIST_RATE_LIMIT: '100000000',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  await seedPincodes(database);
  // Before the bench's brands: the master catalogue fills only empty masters.
  if (catalogue) {
    await seedCatalogue(app.ctx.db);
    await seedMasterCatalogue(app.ctx.db);
  }
  const names = Array.from({ length: BRANDS }, (_, i) => `Brand ${i + 1}`);
  await database.query(
    `INSERT INTO brands (name, status) SELECT n, CASE WHEN random() < 0.2 THEN 'Unpublish' ELSE 'Publish' END FROM
        unnest($1::text[]) AS n ON CONFLICT DO NOTHING`,
    [names],
  );
  if (scale) {
    const rows = Object.entries(scale).map(([kind, n]) => `${n.toLocaleString('en')} ${kind}`);
    console.log(`\n${label}: loading ${rows.join(', ')} (synthetic)…`);
    const started = performance.now();
    await seedScale(database, scale);
    console.log(`${label}: loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await database.query('ANALYZE');
  const username = `bench-${randomUUID().slice(0, 8)}@reloop.test`;
  await app.ctx.identity.createUser({
    pool: 'staff',
    username,
    password: 'Bench@12345',
    groups: [ROLES.admin],
    attributes: { email: username, email_verified: 'true' },
  });
  const signIn = await app.inject({
    method: 'POST',
    url: '/identity/',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    payload: {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: app.ctx.pools.staff.userPoolClientId,
      AuthParameters: { USERNAME: username, PASSWORD: 'Bench@12345' },
    },
  });
  const token = signIn.json().AuthenticationResult.AccessToken as string;
  return { app, token };
}

/**
 * What the route runs, run directly: the list engine's queries (page, and the capped count when the page is full),
 * without HTTP.
 */
export async function directSql(database: DatabaseHandle, c: ListCase) {
  await answerList(database, c.resource, filterRequestSchema.parse(c.request));
}

export async function throughApi(app: App, token: string, c: ListCase) {
  const response = await app.inject({
    method: 'POST',
    url: c.url,
    headers: { authorization: `Bearer ${token}` },
    payload: c.request,
  });
  if (response.statusCode !== 200) throw new Error(`${c.url}: ${response.statusCode} ${response.body}`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(action: () => Promise<void>) {
  const started = process.hrtime.bigint();
  await action();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

async function measure(label: string, database: DatabaseHandle, app: App, token: string) {
  console.log(`\nList endpoints on ${label}: median of ${RUNS} requests, API (app.inject) vs the same SQL`);
  console.log(
    `  ${'name'.padEnd(56)} ${'api_ms'.padStart(8)} ${'sql_ms'.padStart(8)} ` +
      `${'ratio'.padStart(6)}  budget<=${BUDGET}  api-sql_ms`,
  );
  const results = [];
  for (const c of CASES) {
    for (let i = 0; i < WARM_UP; i++) {
      await throughApi(app, token, c);
      await directSql(database, c);
    }
    const api: number[] = [];
    const sql: number[] = [];
    // Alternating keeps both sides under the same cache and GC conditions.
    for (let i = 0; i < RUNS; i++) {
      api.push(await timed(() => throughApi(app, token, c)));
      sql.push(await timed(() => directSql(database, c)));
    }
    const [apiMs, sqlMs] = [median(api), median(sql)];
    const ratio = apiMs / sqlMs;
    results.push({ database: label, name: c.name, apiMs, sqlMs, ratio });
    console.log(
      `  ${c.name.padEnd(56)} ${apiMs.toFixed(2).padStart(8)} ${sqlMs.toFixed(2).padStart(8)} ` +
        `${ratio.toFixed(2).padStart(6)}  ${(ratio <= BUDGET ? 'within' : 'OVER').padEnd(11)} ` +
        `${(apiMs - sqlMs).toFixed(2).padStart(10)}`,
    );
  }
  return results;
}

/** List latency through the API against the same SQL run directly: PGlite always, PostgreSQL when a URL is set. */
export async function runListBenchmarks() {
  const results = await onEachDatabase('lists', async (label, database, databaseUrl) => {
    const { app, token } = await prepare(database, databaseUrl, { label, scale: listScale(label) });
    try {
      return await measure(label, database, app, token);
    } finally {
      await app.close();
    }
  });
  return results.flat();
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await runListBenchmarks();
