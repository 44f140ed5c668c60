import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { MOBILE_PREFIX } from '../domain/constants';
import { filterRequestSchema, type FilterEntry, type FilterRequest } from '../domain/filters';
import type { ExportRequest } from '../domain/listExport';
import { ROLES } from '../domain/roles';
import type { App } from '../server/src/app';
import type { DatabaseHandle } from '../server/src/db/client';
import type { ScaleKindName } from '../server/src/db/scale';
import { answerList, indiaDay } from '../server/src/platform/listEngine';
import { pickUpRequestList, repairRequestList, requestScopeFilters } from '../server/src/modules/requests/list';
import { listening, printLoadHeader, underLoad, type LoadCase } from './concurrency';
import { onRequestDatabases } from './databases';
import { prepare, SCALE_ROWS } from './lists';

/**
 * The partners the synthetic requests are spread over (the scale generator uses the first thousand), three technicians
 * each.
 */
const PARTNERS = 1_000;
const TECHNICIANS = 3 * PARTNERS;
/**
 * The report's booking window: the synthetic requests are booked evenly over two years, so 73 days hold a tenth of
 * them.
 */
const REPORT_DAYS = 73;
/** How often the server's memory is read during the report. */
const MEMORY_SAMPLE_MS = 20;

const daysAgo = (days: number) => indiaDay(new Date(Date.now() - days * 86_400_000));
/** Booked within the last `days` days (the filter bar's booking date range). */
const bookedWithin = (days: number): FilterEntry[] => [
  { property: 'createdAt', operator: 'isAfter', value: daysAgo(days) },
  { property: 'createdAt', operator: 'isBefore', value: daysAgo(0) },
];

/** The signed-in people of the bench, each with the scope the route gives them. */
export interface Caller {
  token: string;
  scope: FilterEntry[];
}

/**
 * A list case: its call through the API as `caller`, and the statement the route runs for that caller, run directly.
 */
function listCase(
  database: DatabaseHandle,
  name: string,
  kind: 'requests' | 'pickUpRequests',
  caller: Caller,
  request: FilterRequest,
): LoadCase & { token: string } {
  const resource = kind === 'requests' ? repairRequestList : pickUpRequestList;
  return {
    name,
    token: caller.token,
    call: { url: `/api/${kind}/getByPaginationAndFilter`, body: request },
    sql: () => answerList(database, resource, filterRequestSchema.parse(request), caller.scope),
  };
}

async function signIn(app: App, pool: 'staff' | 'technician', username: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/identity/',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    payload: {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: app.ctx.pools[pool].userPoolClientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    },
  });
  if (response.statusCode !== 200) throw new Error(`bench: sign-in of ${username} failed: ${response.body}`);
  return response.json().AuthenticationResult.AccessToken as string;
}

/**
 * The first synthetic partner's user (its primary e-mail) and its first synthetic technician's (its mobile, custom:id
 * its id).
 */
export async function scopedCallers(
  app: App,
  database: DatabaseHandle,
): Promise<{ partner: Caller; technician: Caller }> {
  const [partner] = await database.query<{ id: string; email: string }>(
    `SELECT id, primary_email AS email FROM channel_partners ORDER BY id LIMIT 1`,
  );
  const [technician] = await database.query<{ id: string; mobile: string }>(
    `SELECT id, mobile FROM technicians WHERE channel_partner_id = $1 AND id LIKE 'STEC%' ORDER BY id LIMIT 1`,
    [partner.id],
  );
  const password = 'Bench@12345';
  const { identity } = app.ctx;
  if (!(await identity.getUser('staff', partner.email)))
    await identity.createUser({
      pool: 'staff',
      username: partner.email,
      password,
      groups: [ROLES.channelPartner],
      attributes: { email: partner.email, email_verified: 'true' },
    });
  const phone = `${MOBILE_PREFIX}${technician.mobile}`;
  if (!(await identity.getUser('technician', phone)))
    await identity.createUser({
      pool: 'technician',
      username: phone,
      password,
      groups: [ROLES.technician],
      attributes: { phone_number: phone, 'custom:id': technician.id },
    });
  return {
    partner: {
      token: await signIn(app, 'staff', partner.email, password),
      scope: requestScopeFilters({ column: 'channel_partner_id', property: 'channelPartnerId', value: partner.id }),
    },
    technician: {
      token: await signIn(app, 'technician', phone, password),
      scope: requestScopeFilters({ column: 'technician_id', property: 'technicianId', value: technician.id }),
    },
  };
}

function cases(database: DatabaseHandle, admin: Caller, partner: Caller, technician: Caller) {
  const page = { pageSize: 10, pageNumber: 1 };
  const open = { property: 'status', operator: 'in', value: ['Assigned', 'Scheduled'] } satisfies FilterEntry;
  return [
    listCase(database, 'admin: 2 statuses + booked in 90 days, by update', 'requests', admin, {
      ...page,
      sort: -1,
      filters: [open, ...bookedWithin(90)],
    }),
    listCase(database, 'admin: 2 statuses + booked in 90 days, by booking', 'requests', admin, {
      ...page,
      sort: -1,
      sortBy: 'createdAt',
      filters: [open, ...bookedWithin(90)],
    }),
    listCase(database, 'admin: Pending + booked a year ago (30 days), by booking', 'requests', admin, {
      ...page,
      sort: -1,
      sortBy: 'createdAt',
      filters: [
        { property: 'status', operator: 'in', value: ['Pending'] },
        { property: 'createdAt', operator: 'isAfter', value: daysAgo(395) },
        { property: 'createdAt', operator: 'isBefore', value: daysAgo(365) },
      ],
    }),
    // Old days sorted by last update: the page found by sorting the matches (SORTED_MATCHES), not by walking newer
    // rows.
    listCase(database, 'admin: Pending + booked a year ago (30 days), by update', 'requests', admin, {
      ...page,
      sort: -1,
      filters: [
        { property: 'status', operator: 'in', value: ['Pending'] },
        { property: 'createdAt', operator: 'isAfter', value: daysAgo(395) },
        { property: 'createdAt', operator: 'isBefore', value: daysAgo(365) },
      ],
    }),
    listCase(database, 'partner: its own, default order', 'requests', partner, { ...page, sort: -1 }),
    listCase(database, 'partner: its own, status Completed', 'requests', partner, {
      ...page,
      sort: -1,
      filters: [{ property: 'status', operator: 'equal', value: 'Completed' }],
    }),
    listCase(database, 'technician: own, default order', 'requests', technician, { ...page, sort: -1 }),
    listCase(database, 'technician: own, 2 statuses', 'requests', technician, { ...page, sort: -1, filters: [open] }),
    listCase(database, 'admin: pick-ups, default order', 'pickUpRequests', admin, { ...page, sort: -1 }),
    listCase(database, 'admin: pick-ups, status Scheduled', 'pickUpRequests', admin, {
      ...page,
      sort: -1,
      filters: [{ property: 'status', operator: 'equal', value: 'Scheduled' }],
    }),
  ];
}

const REPORT: ExportRequest = {
  name: 'Requests',
  sort: -1,
  filters: bookedWithin(REPORT_DAYS),
  columns: [
    { key: 'id', header: 'Request Id' },
    { key: 'serviceId', header: 'Service' },
    { key: 'productName', header: 'Product' },
    { key: 'customerName', header: 'Customer' },
    { key: 'userName', header: 'Mobile' },
    { key: 'createdAt', header: 'Booking Date' },
    { key: 'status', header: 'Status' },
    { key: 'paymentStatus', header: 'Payment Status' },
  ],
};

/**
 * The admin's report of the requests booked in the last REPORT_DAYS days, downloaded by curl (its own process, so only
 * the server's memory is in this one): duration, bytes, and this process's peak RSS while it streams, beside its RSS
 * before.
 */
async function report(baseUrl: string, admin: Caller, database: DatabaseHandle) {
  const [{ n }] = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM requests WHERE created_at >= ($1::date::timestamp AT TIME ZONE 'Asia/Kolkata') AND
        created_at < (($2::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')`,
    REPORT.filters!.map((f) => f.value),
  );
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), MEMORY_SAMPLE_MS);
  const started = performance.now();
  try {
    const { stdout } = await promisify(execFile)('curl', [
      '-sS',
      '-o',
      '/dev/null',
      '-w',
      '%{http_code} %{size_download}',
      '-X',
      'POST',
      '-H',
      `authorization: Bearer ${admin.token}`,
      '-H',
      'content-type: application/json',
      '--data',
      JSON.stringify(REPORT),
      `${baseUrl}/api/requests/download/report`,
    ]);
    const [status, bytes] = stdout.trim().split(' ').map(Number);
    if (status !== 200) throw new Error(`bench: the report answered ${status}`);
    const seconds = (performance.now() - started) / 1000;
    const mb = (b: number) => (b / 1024 / 1024).toFixed(0);
    console.log(
      `\n  report of ${n.toLocaleString('en')} requests (booked in ${REPORT_DAYS} ` +
        `days): ${seconds.toFixed(1)} s, ${(bytes / 1024 / 1024).toFixed(1)} MB xlsx, ` +
        `${(n / seconds).toFixed(0)} rows/s; server RSS ${mb(before)} ` +
        `MB before, peak ${mb(peak)} MB (+${mb(peak - before)} MB)`,
    );
    return { rows: n, seconds, bytes, rssBefore: before, rssPeak: peak };
  } finally {
    clearInterval(sampler);
  }
}

export const scaleOf = (label: string): Partial<Record<ScaleKindName, number>> => {
  const rows = SCALE_ROWS[label as keyof typeof SCALE_ROWS] ?? SCALE_ROWS.PostgreSQL;
  return { partners: PARTNERS, customers: rows, technicians: TECHNICIANS, requests: rows, pickUps: rows };
};

async function measure(label: string, database: DatabaseHandle, databaseUrl?: string) {
  const { app, token } = await prepare(database, databaseUrl, { label, catalogue: true, scale: scaleOf(label) });
  const admin: Caller = { token, scope: [] };
  const { partner, technician } = await scopedCallers(app, database);
  return listening(app, async (baseUrl) => {
    printLoadHeader(`Request lists under load on ${label}`);
    const results = [];
    for (const c of cases(database, admin, partner, technician))
      results.push(await underLoad(label, baseUrl, c.token, c));
    return { lists: results, report: await report(baseUrl, admin, database) };
  });
}

/**
 * The request lists an admin, a partner and a technician open, with fifty clients at once, over a million repair and a
 * million pick-up requests on PostgreSQL (BENCH_ROWS) when a URL is set, and BENCH_PGLITE_ROWS on PGlite; then the
 * report. BENCH_REQUESTS_DATABASE_URL runs on that database as it is, to skip the load.
 */
export const runRequestBenchmarks = () => onRequestDatabases('requests', measure);

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  await runRequestBenchmarks();
