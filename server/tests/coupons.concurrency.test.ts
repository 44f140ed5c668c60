import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from '../../domain/requests/coupons';
import { startPartnerServer } from './channelPartners.helpers';
import {
  customerFixture,
  type CustomerFixture,
  dayAhead,
  pricesAndCoupon,
  repairBody,
  requestParties,
  WINDOW_DAYS,
} from './requests.helpers';
import type { TestServer } from './support/testServer';

/**
 * Issue 30 point 3: a coupon's limits hold when bookings race. Parallel bookings through one app on PostgreSQL run on
 * ten pooled connections at once, each planning the booking before the others' uses commit, so only the booking
 * transaction (the coupon row locked, its uses counted) can keep the count. PGlite serves one connection at a time and
 * cannot race, so this file runs on PostgreSQL only (DATABASE_URL, as CI's second API run does).
 */
describe.skipIf(!process.env.DATABASE_URL)('coupon limits under parallel bookings (PostgreSQL)', () => {
  let server: TestServer;
  let parties: Awaited<ReturnType<typeof requestParties>>;

  beforeAll(async () => {
    server = await startPartnerServer({ AVAILABILITY_WINDOW_DAYS: String(WINDOW_DAYS) });
    parties = await requestParties(server, 'couponrace', {
      ours: 'Coupon Race Ours Repairs',
      theirs: 'Coupon Race Theirs Repairs',
    });
    await pricesAndCoupon(server.database);
  });
  afterAll(() => server?.close());

  async function coupon(code: string, limits: { total?: number; perCustomer?: number }) {
    await server.database.query(
      `INSERT INTO coupons (code, percentage, valid_from, valid_to, total_use_limit, per_customer_limit, active)
          VALUES ($1, 100, $2, $3, $4, $5, true)`,
      [code, dayAhead(-1), dayAhead(30), limits.total ?? null, limits.perCustomer ?? null],
    );
  }

  /** Books in parallel, one booking per customer given: the statuses and messages answered. */
  async function raceBookings(code: string, customers: CustomerFixture[]) {
    const answers = await Promise.all(
      customers.map((who) =>
        parties.call(
          parties.admin,
          'POST',
          'user/requests',
          repairBody(who, parties.ours.id, { couponCode: code, paymentMethod: 'Cash' }),
        ),
      ),
    );
    return answers.map((answer) => (answer.statusCode === 201 ? 201 : `${answer.statusCode} ${answer.json().message}`));
  }

  const usesOf = async (code: string) =>
    Number(
      (
        await server.database.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM coupon_uses u JOIN coupons c ON c.id = u.coupon_id WHERE c.code = $1',
          [code],
        )
      )[0].n,
    );

  it('20 parallel bookings of 20 customers with a coupon of total limit 5: exactly 5 are booked', async () => {
    await coupon('RACE5', { total: 5 });
    const customers = [];
    for (let i = 0; i < 20; i += 1) customers.push(await customerFixture(server.database));
    const answers = await raceBookings('RACE5', customers);
    expect(answers.filter((a) => a === 201)).toHaveLength(5);
    expect(answers.filter((a) => a !== 201)).toEqual(Array(15).fill(`400 ${COUPON_MESSAGES.usedUp('RACE5')}`));
    expect(await usesOf('RACE5')).toBe(5);
    const [booked] = await server.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM requests WHERE coupon_code = 'RACE5'`,
    );
    expect(Number(booked.n)).toBe(5);
  });

  it('8 parallel bookings of one customer with a coupon of per-customer limit 2: exactly 2 are booked', async () => {
    await coupon('TWOEACH', { perCustomer: 2 });
    const customer = await customerFixture(server.database);
    const answers = await raceBookings('TWOEACH', Array(8).fill(customer));
    expect(answers.filter((a) => a === 201)).toHaveLength(2);
    expect(answers.filter((a) => a !== 201)).toEqual(
      Array(6).fill(`400 ${COUPON_MESSAGES.usedByCustomer('TWOEACH', 2)}`),
    );
    expect(await usesOf('TWOEACH')).toBe(2);
  });
});
