import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_LABELS } from '../../domain/channelPartner/timeSlots';
import { BOOKING_MESSAGES } from '../../domain/requests/booking';
import { customerFixture, dayAhead, type Queryable, repairBody } from './requests.helpers';
import { freePort } from './support/freePort';
import { freshPostgresDatabase } from './support/testServer';

const BOOKINGS = 500;
const PROCESSES = 2;
/** SID101 at 20 a day: 5 in each of the four slots. */
const DAILY_CAPACITY = 20;
const SLOT_CAPACITY = DAILY_CAPACITY / SLOT_LABELS.length;
const ADMIN = { email: 'race.admin@reloop.test', password: 'Race@12345' };

interface ApiProcess {
  child: ChildProcess;
  baseUrl: string;
  dataDir: string;
}

const root = path.resolve(import.meta.dirname, '../..');
const DATA_ENCRYPTION_KEY = randomBytes(32).toString('base64');

/** One API process as production runs it (node --import tsx server/src/main.ts) on the shared database. */
async function startApiProcess(databaseUrl: string): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reloop-race-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = fs.createWriteStream(path.join(dataDir, 'server.log'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      // Outside the demo a process refuses to start without it; every process of one database shares it.
      DATA_ENCRYPTION_KEY,
      PAYMENT_GATEWAY: 'sandbox',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      IDENTITY_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API process exited early; see ${path.join(dataDir, 'server.log')}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { child, baseUrl, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`API process did not answer in time; see ${path.join(dataDir, 'server.log')}`);
}

async function signIn(api: ApiProcess): Promise<string> {
  const config = (await (await fetch(`${api.baseUrl}/config.json`)).json()) as { auth: { staff: { userPoolClientId: string } } };
  const response = await fetch(`${api.baseUrl}/identity/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: config.auth.staff.userPoolClientId, AuthParameters: { USERNAME: ADMIN.email, PASSWORD: ADMIN.password } }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${await response.text()}`);
  return ((await response.json()) as { AuthenticationResult: { AccessToken: string } }).AuthenticationResult.AccessToken;
}

/** An Active partner serving Koramangala with Samsung phones, SID101 at DAILY_CAPACITY a day (direct inserts). */
async function racePartner(db: Queryable): Promise<string> {
  const [partner] = await db.query<{ id: string }>(
    `INSERT INTO channel_partners (name, primary_email, primary_mobile, user_name, referral_code, status) VALUES ('Race Fixers', 'race@fixers.in', '9800000001', 'race@fixers.in', 'RACE', 'Active') RETURNING id`,
  );
  await db.query(`INSERT INTO channel_partner_services (channel_partner_id, service_id, daily_call_capacity, position) VALUES ($1, 'SID101', $2, 0)`, [partner.id, DAILY_CAPACITY]);
  await db.query(`INSERT INTO channel_partner_service_areas (channel_partner_id, pincode, area) VALUES ($1, 560034, 'Koramangala')`, [partner.id]);
  await db.query(
    `INSERT INTO channel_partner_brand_products (channel_partner_id, brand_id, product_id)
     SELECT $1, b.id, p.id FROM brands b, products p WHERE b.name = 'Samsung' AND p.name = 'Mobile Phone'`,
    [partner.id],
  );
  return partner.id;
}

/*
 * Runs only on PostgreSQL (DATABASE_URL): PGlite serves one connection at a time, so it cannot show a race
 * (DESIGN.md "Tests", 5). Two real API processes share one database; 500 bookings for one slot of capacity 5 arrive at
 * once, spread over both.
 */
describe.skipIf(!process.env.DATABASE_URL)(`${BOOKINGS} bookings at once on ${PROCESSES} API processes (DESIGN.md "Slot capacity")`, () => {
  let fresh: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let pool: import('pg').Pool;
  let db: Queryable;
  const apis: ApiProcess[] = [];

  beforeAll(async () => {
    fresh = await freshPostgresDatabase(process.env.DATABASE_URL!);
    const { default: pg } = await import('pg');
    pool = new pg.Pool({ connectionString: fresh.url, max: 2 });
    db = { query: async (text, params) => (await pool.query(text, params as unknown[])).rows };
    // The first process migrates and seeds; the second starts on the ready database.
    apis.push(await startApiProcess(fresh.url));
    for (let i = 1; i < PROCESSES; i += 1) apis.push(await startApiProcess(fresh.url));
  }, 600_000);

  afterAll(async () => {
    for (const api of apis) {
      api.child.kill('SIGTERM');
      await new Promise((resolve) => (api.child.exitCode !== null ? resolve(null) : api.child.once('exit', resolve)));
      fs.rmSync(api.dataDir, { recursive: true, force: true });
    }
    await pool?.end();
    await fresh?.drop();
  }, 120_000);

  it(`books exactly the slot's capacity (${SLOT_CAPACITY}); every other booking is a 409 and writes nothing`, async () => {
    const partnerId = await racePartner(db);
    const customers = await Promise.all(Array.from({ length: 10 }, () => customerFixture(db)));
    // Each process issues tokens under its own address (the issuer), so each is called with its own sign-in.
    const tokens = await Promise.all(apis.map(signIn));
    const appointmentSlot = { date: dayAhead(3), slot: SLOT_LABELS[1] };

    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: BOOKINGS }, async (_, i) => {
        const api = apis[i % apis.length];
        const token = tokens[i % apis.length];
        const response = await fetch(`${api.baseUrl}/api/user/requests`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': `race-booking-${String(i).padStart(4, '0')}` },
          body: JSON.stringify(repairBody(customers[i % customers.length], partnerId, { appointmentSlot, paymentMethod: 'PayLater' })),
        });
        return { status: response.status, body: (await response.json()) as { id?: string; message?: string } };
      }),
    );
    const elapsed = Date.now() - started;

    const byStatus = new Map<number, number>();
    for (const { status } of answers) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    const created = answers.filter((a) => a.status === 201);
    const full = answers.filter((a) => a.status === 409);
    console.log(
      `concurrency: ${BOOKINGS} bookings over ${PROCESSES} API processes on PostgreSQL, slot capacity ${SLOT_CAPACITY}: ` +
        `${created.length} x 201, ${full.length} x 409, others ${BOOKINGS - created.length - full.length} ` +
        `(${[...byStatus].map(([s, n]) => `${s}: ${n}`).join(', ')}) in ${elapsed} ms`,
    );

    expect(Object.fromEntries(byStatus)).toEqual({ 201: SLOT_CAPACITY, 409: BOOKINGS - SLOT_CAPACITY });
    expect(new Set(full.map((a) => a.body.message))).toEqual(new Set([BOOKING_MESSAGES.slotTaken]));
    expect(new Set(created.map((a) => a.body.id)).size).toBe(SLOT_CAPACITY);
    const [slot] = await db.query<{ capacity: number; booked: number }>(
      `SELECT capacity, booked FROM slot_capacity WHERE channel_partner_id = $1 AND service_id = 'SID101' AND day = $2 AND slot = $3`,
      [partnerId, appointmentSlot.date, appointmentSlot.slot],
    );
    expect(slot).toEqual({ capacity: SLOT_CAPACITY, booked: SLOT_CAPACITY });
    const [counts] = await db.query<{ requests: number; payments: number; submissions: number }>(
      `SELECT (SELECT count(*)::int FROM requests) AS requests, (SELECT count(*)::int FROM payments) AS payments, (SELECT count(*)::int FROM booking_submissions) AS submissions`,
    );
    expect(counts).toEqual({ requests: SLOT_CAPACITY, payments: SLOT_CAPACITY, submissions: SLOT_CAPACITY });
  });

  it('answers 20 simultaneous submissions of one Idempotency-Key, on both processes, with one request', async () => {
    const [partner] = await db.query<{ id: string }>(`SELECT id FROM channel_partners WHERE primary_email = 'race@fixers.in'`);
    const customer = await customerFixture(db);
    const tokens = await Promise.all(apis.map(signIn));
    const [before] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM requests');
    const body = JSON.stringify(repairBody(customer, partner.id, { appointmentSlot: { date: dayAhead(4), slot: SLOT_LABELS[2] }, paymentMethod: 'PayLater' }));
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const response = await fetch(`${apis[i % apis.length].baseUrl}/api/user/requests`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens[i % apis.length]}`, 'content-type': 'application/json', 'idempotency-key': 'race-same-key-0001' },
          body,
        });
        return { status: response.status, id: ((await response.json()) as { id?: string }).id };
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    const [after] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM requests');
    expect(after.n).toBe(before.n + 1);
  });
});
