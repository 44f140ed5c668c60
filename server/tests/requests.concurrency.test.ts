import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_LABELS } from '../../domain/channelPartner/timeSlots';
import { BOOKING_MESSAGES } from '../../domain/requests/booking';
import { customerFixture, dayAhead, type Queryable, racePartner, repairBody } from './requests.helpers';
import {
  type ApiProcess,
  signInToProcess as signIn,
  startApiProcess,
  stopApiProcess,
  sharedPostgres,
} from './support/apiProcess';

const BOOKINGS = 500;
const PROCESSES = 2;
/** SID101 at 20 a day: 5 in each of the four slots. */
const DAILY_CAPACITY = 20;
const SLOT_CAPACITY = DAILY_CAPACITY / SLOT_LABELS.length;

/*
 * Runs only on PostgreSQL (DATABASE_URL): PGlite serves one connection at a time, so it cannot show a race
 * (DESIGN.md "Tests", 5). Two real API processes share one database; 500 bookings for one slot of capacity 5 arrive at
 * once, spread over both.
 */
describe.skipIf(!process.env.DATABASE_URL)(`${BOOKINGS} bookings at once on ${PROCESSES} API processes`, () => {
  let shared: Awaited<ReturnType<typeof sharedPostgres>>;
  let db: Queryable;
  const apis: ApiProcess[] = [];

  beforeAll(async () => {
    shared = await sharedPostgres(process.env.DATABASE_URL!);
    db = shared.db;
    // The first process migrates and seeds; the second starts on the ready database.
    apis.push(await startApiProcess(shared.url));
    for (let i = 1; i < PROCESSES; i += 1) apis.push(await startApiProcess(shared.url));
  }, 600_000);

  afterAll(async () => {
    for (const api of apis) await stopApiProcess(api);
    await shared?.drop();
  }, 120_000);

  it(
    `books exactly the slot's capacity (${SLOT_CAPACITY}); ` + `every other booking is a 409 and writes nothing`,
    async () => {
      const partnerId = await racePartner(db, DAILY_CAPACITY);
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
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              'idempotency-key': `race-booking-${String(i).padStart(4, '0')}`,
            },
            body: JSON.stringify(
              repairBody(customers[i % customers.length], partnerId, { appointmentSlot, paymentMethod: 'PayLater' }),
            ),
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
        `concurrency: ${BOOKINGS} bookings over ${PROCESSES} API processes on PostgreSQL, ` +
          `slot capacity ${SLOT_CAPACITY}: ` +
          `${created.length} x 201, ${full.length} x 409, others ${BOOKINGS - created.length - full.length} ` +
          `(${[...byStatus].map(([s, n]) => `${s}: ${n}`).join(', ')}) in ${elapsed} ms`,
      );

      expect(Object.fromEntries(byStatus)).toEqual({ 201: SLOT_CAPACITY, 409: BOOKINGS - SLOT_CAPACITY });
      expect(new Set(full.map((a) => a.body.message))).toEqual(new Set([BOOKING_MESSAGES.slotTaken]));
      expect(new Set(created.map((a) => a.body.id)).size).toBe(SLOT_CAPACITY);
      const [slot] = await db.query<{ capacity: number; booked: number }>(
        `SELECT capacity, booked FROM slot_capacity WHERE channel_partner_id = $1 AND service_id = 'SID101' AND day = $2
          AND slot = $3`,
        [partnerId, appointmentSlot.date, appointmentSlot.slot],
      );
      expect(slot).toEqual({ capacity: SLOT_CAPACITY, booked: SLOT_CAPACITY });
      const [counts] = await db.query<{ requests: number; payments: number; submissions: number }>(
        `SELECT (SELECT count(*)::int FROM requests) AS requests, (SELECT count(*)::int FROM payments) AS payments,
          (SELECT count(*)::int FROM booking_submissions) AS submissions`,
      );
      expect(counts).toEqual({ requests: SLOT_CAPACITY, payments: SLOT_CAPACITY, submissions: SLOT_CAPACITY });
    },
  );

  it('answers 20 simultaneous submissions of one Idempotency-Key, on both processes, with one request', async () => {
    const [partner] = await db.query<{ id: string }>(
      `SELECT id FROM channel_partners WHERE primary_email = 'race@fixers.in'`,
    );
    const customer = await customerFixture(db);
    const tokens = await Promise.all(apis.map(signIn));
    const [before] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM requests');
    const body = JSON.stringify(
      repairBody(customer, partner.id, {
        appointmentSlot: { date: dayAhead(4), slot: SLOT_LABELS[2] },
        paymentMethod: 'PayLater',
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const response = await fetch(`${apis[i % apis.length].baseUrl}/api/user/requests`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${tokens[i % apis.length]}`,
            'content-type': 'application/json',
            'idempotency-key': 'race-same-key-0001',
          },
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
