import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from '../../domain/requests/coupons';
import { startPartnerServer } from './channelPartners.helpers';
import {
  customerFixture,
  type CustomerFixture,
  dayAhead,
  pickUpBody,
  pricesAndCoupon,
  repairBody,
  requestParties,
  WINDOW_DAYS,
} from './requests.helpers';
import type { TestServer } from './support/testServer';

/**
 * Issue 30 point 3: coupons have a validity window and total and per-customer use limits, enforced in the booking
 * transaction (a cancelled booking gives its use back), and a booking that comes to ₹0 gets no payment link.
 */
let server: TestServer;
let parties: Awaited<ReturnType<typeof requestParties>>;
let customer: CustomerFixture;

beforeAll(async () => {
  server = await startPartnerServer({ AVAILABILITY_WINDOW_DAYS: String(WINDOW_DAYS) });
  parties = await requestParties(server, 'coupons', { ours: 'Coupon Ours Repairs', theirs: 'Coupon Theirs Repairs' });
  await pricesAndCoupon(server.database);
  customer = await customerFixture(server.database);
});
afterAll(() => server?.close());

/** A coupon written straight into the master (its admin screens have their own test below). */
async function coupon(
  code: string,
  terms: { percentage?: number; from?: string; to?: string; total?: number | null; perCustomer?: number | null } = {},
) {
  await server.database.query(
    `INSERT INTO coupons (code, percentage, valid_from, valid_to, active) VALUES ($1, $2, $3, $4, true)`,
    [code, terms.percentage ?? 10, terms.from ?? dayAhead(-5), terms.to ?? dayAhead(30)],
  );
  if (terms.total || terms.perCustomer)
    await server.database.query(`UPDATE coupons SET total_use_limit = $2, per_customer_limit = $3 WHERE code = $1`, [
      code,
      terms.total ?? null,
      terms.perCustomer ?? null,
    ]);
}

const book = (couponCode: string, who = customer, paymentMethod: 'Link' | 'Cash' = 'Cash') =>
  parties.call(parties.admin, 'POST', 'user/requests', repairBody(who, parties.ours.id, { couponCode, paymentMethod }));

async function expectRefused(
  response: { statusCode: number; json(): { message: string; errors?: Record<string, string> } },
  message: string,
) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message, errors: { couponCode: message } });
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
const offered = async () =>
  ((await parties.json(parties.admin, 'GET', 'coupon/all')) as { code: string }[]).map((c) => c.code);

describe('coupon terms at booking', () => {
  it('says when a coupon is not valid yet or has expired, instead of calling it invalid', async () => {
    await coupon('LATER10', { from: dayAhead(3), to: dayAhead(40) });
    await expectRefused(await book('later10'), COUPON_MESSAGES.notYetValid('LATER10', dayAhead(3)));
    await coupon('GONE10', { from: dayAhead(-40), to: dayAhead(-1) });
    await expectRefused(await book('GONE10'), COUPON_MESSAGES.expired('GONE10', dayAhead(-1)));
    await expectRefused(await book('NOSUCH'), COUPON_MESSAGES.unknown);
  });

  it(
    'gives a coupon of total limit 2 twice; ' + 'the third booking is refused; a cancelled booking gives its use back',
    async () => {
      await coupon('TWICE', { total: 2 });
      const first = await book('TWICE');
      expect(first.statusCode, first.body).toBe(201);
      expect((await book('TWICE', await customerFixture(server.database))).statusCode).toBe(201);
      expect(await offered()).not.toContain('TWICE');
      await expectRefused(await book('TWICE', await customerFixture(server.database)), COUPON_MESSAGES.usedUp('TWICE'));
      expect(await usesOf('TWICE')).toBe(2);

      await parties.json(parties.admin, 'PUT', `requests/${first.json().id}/status`, {
        status: 'Cancelled',
        remark: 'Booked twice',
      });
      expect(await usesOf('TWICE')).toBe(1);
      expect(await offered()).toContain('TWICE');
      expect((await book('TWICE')).statusCode).toBe(201);
    },
  );

  it('gives a coupon of per-customer limit 1 once to each customer', async () => {
    await coupon('ONCEEACH', { perCustomer: 1 });
    expect((await book('ONCEEACH')).statusCode).toBe(201);
    await expectRefused(await book('onceeach'), COUPON_MESSAGES.usedByCustomer('ONCEEACH', 1));
    expect((await book('ONCEEACH', await customerFixture(server.database))).statusCode).toBe(201);
    expect(await usesOf('ONCEEACH')).toBe(2);
  });
});

describe('a booking that comes to ₹0', () => {
  /** What a booking left for the customer to pay: its payments, the SMS naming it, the payments list's rows of it. */
  async function owed(requestId: string) {
    const payments = await server.database.query<{ id: string }>('SELECT id FROM payments WHERE request_id = $1', [
      requestId,
    ]);
    const sms = await server.database.query<{ body: string }>(
      `SELECT body FROM outbox WHERE channel = 'sms' AND body LIKE $1`,
      [`%${requestId}%`],
    );
    const listed = await parties.json(parties.admin, 'POST', 'payments/getByPaginationAndFilter', {
      filters: [{ property: 'requestId', operator: 'equal', value: requestId }],
      pageSize: 10,
      pageNumber: 1,
    });
    return { payments: payments.length, sms: sms.map((m) => m.body), listed: listed.totalRecords };
  }

  it('asks nothing of a free repair: no payment, no link, an SMS without one, and nothing owed', async () => {
    await coupon('FREE100', { percentage: 100 });
    const booked = await book('FREE100', customer, 'Link');
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().payment).toMatchObject({ totalPaise: 0, status: 'Paid' });
    expect(await owed(booked.json().id)).toEqual({
      payments: 0,
      sms: [expect.stringMatching(/is booked for/)],
      listed: 0,
    });
  });

  it('asks nothing of a pick-up (booked at ₹0), whatever its payment mode', async () => {
    for (const paymentMethod of ['Link', 'Cash', 'PayLater'] as const) {
      const booked = await parties.json(
        parties.admin,
        'POST',
        'pickUpRequests',
        pickUpBody(customer, parties.ours.id, { paymentMethod }),
        201,
      );
      expect(booked.payment, paymentMethod).toMatchObject({ method: paymentMethod, totalPaise: 0, status: 'Paid' });
      expect(await owed(booked.id), paymentMethod).toEqual({
        payments: 0,
        sms: [expect.stringMatching(/is booked for/)],
        listed: 0,
      });
    }
  });
});

describe('the coupon master', () => {
  it('keeps the use limits an admin sets, blank for none, and refuses a limit below 1', async () => {
    const base = { code: 'FESTIVE', percentage: 15, validFrom: dayAhead(0), validTo: dayAhead(20), active: true };
    const created = await parties.json(
      parties.admin,
      'POST',
      'master/coupon',
      { ...base, totalUseLimit: 100, perCustomerLimit: 1 },
      201,
    );
    expect(created).toMatchObject({ code: 'FESTIVE', totalUseLimit: 100, perCustomerLimit: 1 });
    const open = await parties.json(parties.admin, 'PUT', 'master/coupon', {
      ...base,
      id: created.id,
      totalUseLimit: null,
      perCustomerLimit: null,
    });
    expect(open).toMatchObject({ totalUseLimit: null, perCustomerLimit: null });

    const refused = await parties.call(parties.admin, 'POST', 'master/coupon', {
      ...base,
      code: 'ZERO',
      totalUseLimit: 0,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      totalUseLimit: 'Total use limit must be at least 1 (leave it blank for no limit)',
    });
  });
});
