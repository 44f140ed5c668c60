import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../domain/payments/statuses';
import { CHARGE_MESSAGES } from '../../domain/requests/charges';
import { linkOf } from '../src/modules/payments/links';
import { paymentHead } from '../src/modules/payments/records';
import { CANCELLED_LINK_TEXT } from '../src/modules/payments/sandboxRoutes';
import { SANDBOX_SIGNATURE_HEADER } from '../src/platform/paymentGateway/sandbox';
import type { OnboardedPartner } from './channelPartners.helpers';
import {
  customerFixture,
  type CustomerFixture,
  pricesAndCoupon,
  repairBody,
  requestParties,
  signedInTechnician,
  startRequestServer,
  WINDOW_DAYS,
} from './requests.helpers';
import { startPartnerServer } from './channelPartners.helpers';
import type { TestServer } from './support/testServer';

/**
 * Payments (spec 000 §2.3 `payments`, §4, §7; DESIGN.md "Requests"): Pay via link through the embedded sandbox gateway
 * end to end (booking → SMS with the link → the sandbox page → the customer's verification → Paid), failures, forged
 * signatures, idempotent confirmations, collection and refunds, the list and each role's access.
 */

/** A Samsung phone repair at ₹549.00 with 18% GST (pricesAndCoupon), no coupon. */
const TOTAL = 64782;
const SANDBOX_SECRET = 'payments-test-sandbox-secret';
let server: TestServer;
let parties: Awaited<ReturnType<typeof requestParties>>;
let json: Awaited<ReturnType<typeof requestParties>>['json'];
let call: Awaited<ReturnType<typeof requestParties>>['call'];
let ours: OnboardedPartner & { name: string };
let theirs: OnboardedPartner & { name: string };
let customer: CustomerFixture;
let technician: string;

beforeAll(async () => {
  void startRequestServer;
  server = await startPartnerServer({
    AVAILABILITY_WINDOW_DAYS: String(WINDOW_DAYS),
    PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET,
  });
  parties = await requestParties(server, 'payments', {
    ours: 'Payments Ours Repairs',
    theirs: 'Payments Theirs Repairs',
  });
  ({ json, call, ours, theirs } = parties);
  await pricesAndCoupon(server.database);
  customer = await customerFixture(server.database);
  technician = (await signedInTechnician(server, ours)).token;
});
afterAll(() => server?.close());

interface Booked {
  requestId: string;
  paymentId: string;
}

/** A repair booked by the admin with `paymentMethod` for `partner` (ours by default): its request and payment ids. */
async function book(paymentMethod: 'Link' | 'Cash' | 'PayLater', partner = ours): Promise<Booked> {
  const request = await json(
    parties.admin,
    'POST',
    'user/requests',
    repairBody(customer, partner.id, { paymentMethod }),
    201,
  );
  const [payment] = await server.database.query<{ id: string }>('SELECT id FROM payments WHERE request_id = $1', [
    request.id,
  ]);
  return { requestId: request.id, paymentId: payment.id };
}

/** The link in the customer's last SMS about `requestId`. */
async function linkInOutbox(requestId: string): Promise<string> {
  const [sms] = await server.database.query<{ body: string; recipient: string }>(
    `SELECT body, recipient FROM outbox WHERE channel = 'sms' AND body LIKE $1 ORDER BY id DESC LIMIT 1`,
    [`%${requestId}%`],
  );
  expect(sms.recipient).toBe(`+91${customer.userName}`);
  const url = /(https?:\/\/\S+)$/.exec(sms.body)?.[1];
  expect(url, sms.body).toMatch(/\/api\/payment-sandbox\/plink_sbx_[0-9a-f]+$/);
  return url!;
}

/** The sandbox page of `url` as the customer's browser gets it. */
async function sandboxPage(url: string) {
  const page = await server.app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  return page.body;
}
/** The sandbox page's Pay button. */
const PAY_BUTTON = '<button type="submit" name="outcome" value="pay">Pay</button>';

/** Presses Pay or Fail on the sandbox page of `url` (the page's form post): the sandbox's answer. */
const press = (url: string, outcome: 'pay' | 'fail') =>
  server.app.inject({
    method: 'POST',
    url: `${new URL(url).pathname}/${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: `outcome=${outcome}`,
  });

/** Opens the sandbox page of `url` and presses Pay or Fail: answers the query the customer is sent back with. */
async function sandbox(url: string, outcome: 'pay' | 'fail') {
  await sandboxPage(url);
  const pressed = await press(url, outcome);
  expect(pressed.statusCode, pressed.body).toBe(303);
  const back = new URL(String(pressed.headers.location));
  expect(back.pathname).toBe('/verify-link-payment');
  return Object.fromEntries(back.searchParams);
}

const verify = (query: Record<string, string>) => call(undefined, 'POST', 'link/verify-payment', query);

const paymentRow = async (id: string) =>
  (
    await server.database.query<{ status: string; amount_paise: number }>(
      'SELECT status, amount_paise FROM payments WHERE id = $1',
      [id],
    )
  )[0];
const transactionsOf = (id: string) =>
  server.database.query<{
    kind: string;
    status: string;
    gateway: string;
    reference: string | null;
    amount_paise: number;
  }>(
    'SELECT kind, status, gateway, reference, ' +
      'amount_paise FROM payment_transactions WHERE payment_id = $1 ORDER BY created_at, id',
    [id],
  );
const requestPaymentStatus = async (id: string) =>
  (await server.database.query<{ s: string }>('SELECT payment_status AS s FROM requests WHERE id = $1', [id]))[0].s;

const webhookBody = (linkId: string) =>
  JSON.stringify({ event: 'payment_link.paid', payload: { payment_link: { entity: { id: linkId } } } });
const webhook = (body: string, signature?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', ...(signature && { [SANDBOX_SIGNATURE_HEADER]: signature }) },
    payload: body,
  });

describe('Pay via link through the sandbox gateway', () => {
  it('says on its page, before anything else, that it is a test page and no real payment', async () => {
    const booked = await book('Link');
    const page = await sandboxPage(await linkInOutbox(booked.requestId));
    expect(page).toContain('<title>TEST ONLY: Reloop payment sandbox</title>');
    expect(page).toContain('<h1>Payment sandbox (test only)</h1>');
    expect(page).toContain(
      'TEST PAYMENT PAGE: this server uses the payment sandbox, not a real payment gateway. ' +
        'No money moves here, and pressing Pay only marks the payment paid for testing.',
    );
    expect(page.indexOf('TEST PAYMENT PAGE')).toBeLessThan(page.indexOf(PAY_BUTTON));
  });

  it(
    'sends the link by SMS; the sandbox pays it; ' +
      'the verification asks the gateway and marks it Paid with a Completed transaction, once',
    async () => {
      const booked = await book('Link');
      const url = await linkInOutbox(booked.requestId);
      expect(await paymentRow(booked.paymentId)).toEqual({ status: 'Created', amount_paise: TOTAL });

      const query = await sandbox(url, 'pay');
      expect(query).toMatchObject({
        razorpay_payment_link_reference_id: booked.paymentId,
        razorpay_payment_link_status: 'paid',
      });
      // The redirect alone writes nothing: the customer's page must ask.
      expect(await paymentRow(booked.paymentId)).toMatchObject({ status: 'Created' });

      const first = await verify(query);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({
        paymentId: booked.paymentId,
        requestId: booked.requestId,
        status: 'Paid',
        amountPaise: TOTAL,
      });
      expect(await paymentRow(booked.paymentId)).toMatchObject({ status: 'Paid' });
      expect(await requestPaymentStatus(booked.requestId)).toBe('Paid');
      const transactions = await transactionsOf(booked.paymentId);
      expect(transactions).toEqual([
        {
          kind: 'Payment',
          status: 'Completed',
          gateway: 'sandbox',
          reference: query.razorpay_payment_id,
          amount_paise: TOTAL,
        },
      ]);

      // The same confirmation again, and the gateway's webhook for it: nothing changes.
      const again = await verify(query);
      expect(again.json()).toEqual(first.json());
      const linkId = query.razorpay_payment_link_id;
      const body = webhookBody(linkId);
      const hook = await webhook(body, createHmac('sha256', SANDBOX_SECRET).update(body).digest('hex'));
      expect(hook.statusCode, hook.body).toBe(200);
      expect(await transactionsOf(booked.paymentId)).toEqual(transactions);
      const activities = await server.database.query(
        `SELECT 1 FROM activity_logs WHERE entity_id = $1 AND activity = $2`,
        [booked.requestId, PAYMENT_MESSAGES.linkPaid],
      );
      expect(activities).toHaveLength(1);

      // The admin sees it Paid with its transaction and its request.
      const record = await json(parties.admin, 'GET', `payments/${booked.paymentId}`);
      expect(record).toMatchObject({
        id: booked.paymentId,
        status: 'Paid',
        method: 'Link',
        gateway: 'sandbox',
        request: { id: booked.requestId, kind: 'repair' },
      });
      expect(record.transactions).toHaveLength(1);
    },
  );

  it('marks a payment the customer failed at the gateway Failed, with a Failed transaction', async () => {
    const booked = await book('Link');
    const query = await sandbox(await linkInOutbox(booked.requestId), 'fail');
    const answer = await verify(query);
    expect(answer.json()).toMatchObject({ paymentId: booked.paymentId, status: 'Failed' });
    expect(await requestPaymentStatus(booked.requestId)).toBe('Failed');
    expect(await transactionsOf(booked.paymentId)).toEqual([
      expect.objectContaining({ kind: 'Payment', status: 'Failed', reference: query.razorpay_payment_id }),
    ]);
    // Pressing Pay afterwards changes nothing: the first decision stands.
    const later = await sandbox(await linkInOutbox(booked.requestId), 'pay');
    expect(later.razorpay_payment_link_status).toBe('failed');
  });

  it('refuses a tampered or unsigned verification, and a forged webhook, writing nothing', async () => {
    const booked = await book('Link');
    const url = await linkInOutbox(booked.requestId);
    const query = await sandbox(url, 'pay');
    const before = await server.database.query(`SELECT count(*)::int AS n FROM payment_transactions`);

    for (const tampered of [
      { ...query, razorpay_signature: createHmac('sha256', 'guessed').update('x').digest('hex') },
      { ...query, razorpay_payment_link_status: 'created' },
      { ...query, razorpay_payment_link_reference_id: 'PAY1' },
      { ...query, razorpay_signature: '' },
    ]) {
      const answer = await verify(tampered);
      expect(answer.statusCode, answer.body).toBe(400);
    }
    const forged = webhookBody(query.razorpay_payment_link_id);
    for (const signature of [undefined, createHmac('sha256', 'not-the-secret').update(forged).digest('hex'), 'abc']) {
      const answer = await webhook(forged, signature);
      expect(answer.statusCode, answer.body).toBe(400);
    }
    expect(await paymentRow(booked.paymentId)).toMatchObject({ status: 'Created' });
    expect(await server.database.query(`SELECT count(*)::int AS n FROM payment_transactions`)).toEqual(before);

    // A signed webhook confirms it with the gateway.
    const signed = await webhook(forged, createHmac('sha256', SANDBOX_SECRET).update(forged).digest('hex'));
    expect(signed.json()).toEqual({ received: true });
    expect(await paymentRow(booked.paymentId)).toMatchObject({ status: 'Paid' });
  });

  it('sends the link again on request, only while the payment waits for it', async () => {
    const booked = await book('Link');
    const url = await linkInOutbox(booked.requestId);
    const resent = await json(ours.token, 'POST', `payments/${booked.paymentId}/link`);
    expect(resent.linkUrl).toBe(url);
    await verify(await sandbox(url, 'pay'));
    const refused = await call(ours.token, 'POST', `payments/${booked.paymentId}/link`);
    expect(refused.statusCode).toBe(409);
  });
});

describe('charges added after the booking: one payment per amount asked', () => {
  /** A screen protector (GEN-SCR-GLASS, generic for phones) at ₹350.00: with 18% GST the total grows by ₹413.00. */
  const PROTECTOR_WITH_GST = 41300;
  const protector = async () =>
    (await server.database.query<{ id: string }>(`SELECT id FROM spare_parts WHERE part_number = 'GEN-SCR-GLASS'`))[0]
      .id;
  const fit = async (requestId: string, quantity: number) =>
    call(parties.admin, 'PUT', `requests/${requestId}/sparePart`, { sparePartId: await protector(), quantity });
  const paymentsOf = (requestId: string) =>
    server.database.query<{ id: string; purpose: string; method: string; status: string; amount_paise: number }>(
      'SELECT id, purpose, method, status, ' +
        'amount_paise FROM payments WHERE request_id = $1 ORDER BY created_at, length(id), id',
      [requestId],
    );
  const requestTotal = async (id: string) =>
    (await server.database.query<{ total: number }>('SELECT total_paise AS total FROM requests WHERE id = $1', [id]))[0]
      .total;

  it(
    'asks a spare part fitted after an online booking payment as a ' +
      'new Charges payment sent by link; paying it leaves nothing owed',
    async () => {
      const booked = await book('Link');
      await verify(await sandbox(await linkInOutbox(booked.requestId), 'pay'));
      const fitted = await fit(booked.requestId, 1);
      expect(fitted.statusCode, fitted.body).toBe(200);
      expect(fitted.json().payment).toMatchObject({ totalPaise: TOTAL + PROTECTOR_WITH_GST, status: 'Created' });

      const [booking, charges] = await paymentsOf(booked.requestId);
      expect(booking).toMatchObject({ id: booked.paymentId, purpose: 'Booking', status: 'Paid', amount_paise: TOTAL });
      expect(charges).toMatchObject({
        purpose: 'Charges',
        method: 'Link',
        status: 'Created',
        amount_paise: PROTECTOR_WITH_GST,
      });
      const url = await linkInOutbox(booked.requestId);
      const [sms] = await server.database.query<{ body: string }>(
        `SELECT body FROM outbox WHERE channel = 'sms' AND body LIKE $1 ORDER BY id DESC LIMIT 1`,
        [`%${booked.requestId}%`],
      );
      expect(sms.body).toContain('pay ₹413.00');

      const paid = await verify(await sandbox(url, 'pay'));
      expect(paid.json()).toEqual({
        paymentId: charges.id,
        requestId: booked.requestId,
        status: 'Paid',
        amountPaise: PROTECTOR_WITH_GST,
      });
      const all = await paymentsOf(booked.requestId);
      expect(all.map((p) => p.status)).toEqual(['Paid', 'Paid']);
      expect(all.reduce((sum, p) => sum + p.amount_paise, 0)).toBe(await requestTotal(booked.requestId));
      expect(await requestPaymentStatus(booked.requestId)).toBe('Paid');
      // The partner sees both in the payments list of the request.
      const listed = await json(ours.token, 'POST', 'payments/getByPaginationAndFilter', {
        pageNumber: 1,
        pageSize: 10,
        filters: [{ property: 'requestId', operator: 'equal', value: booked.requestId }],
      });
      expect(listed.records.map((r: { purpose: string; status: string }) => `${r.purpose} ${r.status}`).sort()).toEqual(
        ['Booking Paid', 'Charges Paid'],
      );
    },
  );

  it(
    'cancels a link already sent whose amount changed and sends a new one; ' + 'the old link can no longer be paid',
    async () => {
      const booked = await book('Link');
      const oldUrl = await linkInOutbox(booked.requestId);
      expect((await fit(booked.requestId, 2)).statusCode).toBe(200);
      const [old, replacement] = await paymentsOf(booked.requestId);
      expect(old).toMatchObject({ id: booked.paymentId, status: 'Cancelled', amount_paise: TOTAL });
      expect(replacement).toMatchObject({
        purpose: 'Booking',
        method: 'Link',
        status: 'Created',
        amount_paise: TOTAL + 2 * PROTECTOR_WITH_GST,
      });
      expect(await transactionsOf(old.id)).toEqual([
        expect.objectContaining({ kind: 'Payment', status: 'Cancelled', reference: null, amount_paise: TOTAL }),
      ]);
      const newUrl = await linkInOutbox(booked.requestId);
      expect(newUrl).not.toBe(oldUrl);
      expect(await requestPaymentStatus(booked.requestId)).toBe('Created');

      // The gateway was told: the old link's page no longer offers Pay, the new one's does.
      const oldPage = await sandboxPage(oldUrl);
      expect(oldPage).not.toContain(PAY_BUTTON);
      expect(oldPage).toContain(CANCELLED_LINK_TEXT);
      expect(await sandboxPage(newUrl)).toContain(PAY_BUTTON);

      // A Pay pressed on the old link anyway is refused by the gateway: nothing is taken, the customer is sent nowhere.
      const pressed = await press(oldUrl, 'pay');
      expect(pressed.statusCode).toBe(409);
      expect(pressed.headers.location).toBeUndefined();
      expect(pressed.body).toContain(CANCELLED_LINK_TEXT);
      expect(await paymentRow(old.id)).toMatchObject({ status: 'Cancelled' });

      // Had the gateway not been told (its cancel failed), a payment of the old link still would not make it Paid.
      await server.database.query(`UPDATE payment_sandbox_links SET status = 'created' WHERE reference_id = $1`, [
        old.id,
      ]);
      const stale = await verify(await sandbox(oldUrl, 'pay'));
      expect(stale.json()).toMatchObject({ paymentId: old.id, status: 'Cancelled' });
      expect(await paymentRow(old.id)).toMatchObject({ status: 'Cancelled' });
      expect(await requestPaymentStatus(booked.requestId)).toBe('Created');
      expect((await verify(await sandbox(newUrl, 'pay'))).json()).toMatchObject({
        paymentId: replacement.id,
        status: 'Paid',
      });
    },
  );

  it('cancels at the gateway the link of charges no longer owed: its page no longer offers Pay', async () => {
    const booked = await book('Link');
    await verify(await sandbox(await linkInOutbox(booked.requestId), 'pay'));
    expect((await fit(booked.requestId, 1)).statusCode).toBe(200);
    const chargesUrl = await linkInOutbox(booked.requestId);
    expect(await sandboxPage(chargesUrl)).toContain(PAY_BUTTON);

    const removed = await call(parties.admin, 'DELETE', `requests/${booked.requestId}/sparePart/${await protector()}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const [, charges] = await paymentsOf(booked.requestId);
    expect(charges).toMatchObject({ purpose: 'Charges', status: 'Cancelled', amount_paise: PROTECTOR_WITH_GST });
    const page = await sandboxPage(chargesUrl);
    expect(page).not.toContain(PAY_BUTTON);
    expect(page).toContain(CANCELLED_LINK_TEXT);
    expect((await press(chargesUrl, 'pay')).statusCode).toBe(409);
    expect(await paymentRow(charges.id)).toMatchObject({ status: 'Cancelled' });
    expect(await requestPaymentStatus(booked.requestId)).toBe('Paid');
  });

  it('refuses to take the charges below what was paid, changing nothing', async () => {
    const booked = await book('Link');
    expect((await fit(booked.requestId, 1)).statusCode).toBe(200);
    const [, replacement] = await paymentsOf(booked.requestId);
    await verify(await sandbox(await linkInOutbox(booked.requestId), 'pay'));
    expect(await paymentRow(replacement.id)).toMatchObject({ status: 'Paid' });
    const before = await paymentsOf(booked.requestId);

    const removed = await call(parties.admin, 'DELETE', `requests/${booked.requestId}/sparePart/${await protector()}`);
    expect(removed.statusCode, removed.body).toBe(409);
    expect(removed.json().message).toBe(CHARGE_MESSAGES.belowPaid(TOTAL + PROTECTOR_WITH_GST));
    expect(await paymentsOf(booked.requestId)).toEqual(before);
    expect(await requestTotal(booked.requestId)).toBe(TOTAL + PROTECTOR_WITH_GST);
    expect((await json(parties.admin, 'GET', `requests/${booked.requestId}`)).spareParts).toHaveLength(1);
  });
});

describe('a link the gateway makes while the payment changes', () => {
  /** The booking payment as it stood before its link was made: Created, without a link. */
  async function waitingForItsLink() {
    const booked = await book('Link');
    await server.database.query(`UPDATE payments SET link_url = NULL, gateway_link_id = NULL WHERE id = $1`, [
      booked.paymentId,
    ]);
    return { booked, head: (await paymentHead(server.app.ctx.db, { id: booked.paymentId }))! };
  }
  const sandboxLinksOf = (paymentId: string) =>
    server.database.query<{ id: string; status: string }>(
      `SELECT id, status FROM payment_sandbox_links WHERE reference_id = $1 ORDER BY created_at, id`,
      [paymentId],
    );

  it(
    'is cancelled at the gateway when the charges cancelled the payment meanwhile: ' +
      '409, no link stored, nothing payable',
    async () => {
      const { booked, head } = await waitingForItsLink();
      const before = (await sandboxLinksOf(booked.paymentId)).length;
      // The charges changed and committed while the gateway was making the link.
      await server.database.query(`UPDATE payments SET status = 'Cancelled' WHERE id = $1`, [booked.paymentId]);
      await expect(linkOf(server.app.ctx, head)).rejects.toMatchObject({
        statusCode: 409,
        message: PAYMENT_MESSAGES.notLinkable('Cancelled'),
      });
      expect(await paymentRow(booked.paymentId)).toMatchObject({ status: 'Cancelled' });
      const [stored] = await server.database.query<{ link_url: string | null }>(
        'SELECT link_url FROM payments WHERE id = $1',
        [booked.paymentId],
      );
      expect(stored.link_url).toBeNull();
      const links = await sandboxLinksOf(booked.paymentId);
      expect(links).toHaveLength(before + 1);
      expect(links.at(-1)!.status).toBe('cancelled');
    },
  );

  it('made twice at once, keeps one link and cancels the other at the gateway', async () => {
    const { booked, head } = await waitingForItsLink();
    const before = (await sandboxLinksOf(booked.paymentId)).length;
    const [first, second] = await Promise.all([linkOf(server.app.ctx, head), linkOf(server.app.ctx, head)]);
    expect(second).toBe(first);
    const made = (await sandboxLinksOf(booked.paymentId)).slice(before);
    expect(made.map((link) => link.status).sort()).toEqual(['cancelled', 'created']);
    expect(first).toContain(made.find((link) => link.status === 'created')!.id);
  });
});

describe('collection and refunds', () => {
  it("lets the request's partner or an admin collect an Unpaid payment once, with a Collection row", async () => {
    const payLater = await book('PayLater');
    expect(await paymentRow(payLater.paymentId)).toMatchObject({ status: 'Unpaid' });
    expect((await call(theirs.token, 'POST', `payments/${payLater.paymentId}/collect`, {})).statusCode).toBe(403);
    const collected = await json(ours.token, 'POST', `payments/${payLater.paymentId}/collect`, {
      remark: 'UPI at the door',
    });
    expect(collected).toMatchObject({
      status: 'Paid',
      transactions: [
        { kind: 'Collection', status: 'Completed', gateway: 'door', amountPaise: TOTAL, remark: 'UPI at the door' },
      ],
    });
    expect(await requestPaymentStatus(payLater.requestId)).toBe('Paid');
    const twice = await call(parties.admin, 'POST', `payments/${payLater.paymentId}/collect`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(PAYMENT_MESSAGES.notCollectable('Paid'));
    expect(await transactionsOf(payLater.paymentId)).toHaveLength(1);

    const link = await book('Link');
    expect((await call(parties.admin, 'POST', `payments/${link.paymentId}/collect`, {})).statusCode).toBe(409);
  });

  it('refunds a paid payment by an admin only, with a remark, through the gateway for a link payment', async () => {
    const booked = await book('Link');
    const query = await sandbox(await linkInOutbox(booked.requestId), 'pay');
    await verify(query);
    expect(
      (await call(ours.token, 'POST', `payments/${booked.paymentId}/refund`, { remark: 'Not mine to refund' }))
        .statusCode,
    ).toBe(403);
    const blank = await call(parties.admin, 'POST', `payments/${booked.paymentId}/refund`, { remark: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toHaveProperty('remark');
    const refunded = await json(parties.admin, 'POST', `payments/${booked.paymentId}/refund`, {
      remark: 'Customer cancelled the repair',
    });
    expect(refunded.status).toBe('Refunded');
    expect(refunded.transactions.map((t: { kind: string; status: string }) => `${t.kind} ${t.status}`)).toEqual([
      'Payment Completed',
      'Refund Completed',
    ]);
    const [sandboxLink] = await server.database.query<{ refunded: number }>(
      'SELECT refunded_paise AS refunded FROM payment_sandbox_links WHERE id = $1',
      [query.razorpay_payment_link_id],
    );
    expect(sandboxLink.refunded).toBe(TOTAL);
    expect(await requestPaymentStatus(booked.requestId)).toBe('Refunded');
    const again = await call(parties.admin, 'POST', `payments/${booked.paymentId}/refund`, { remark: 'Twice' });
    expect(again.statusCode).toBe(409);
    // A confirmation arriving after the refund does not make it Paid again.
    await verify(query);
    expect(await paymentRow(booked.paymentId)).toMatchObject({ status: 'Refunded' });

    const unpaid = await book('Cash');
    expect(
      (await call(parties.admin, 'POST', `payments/${unpaid.paymentId}/refund`, { remark: 'Nothing to refund' }))
        .statusCode,
    ).toBe(409);
  });
});

describe('the payments list and who may call what', () => {
  it(
    'lists every payment for an admin and only its own requests’ for a partner, ' + 'with the filters and the export',
    async () => {
      const mine = await book('Cash');
      const other = await book('PayLater', theirs);
      const list = (token: string, filters: object[] = []) =>
        json(token, 'POST', 'payments/getByPaginationAndFilter', { pageNumber: 1, pageSize: 100, filters });
      const all = await list(parties.admin);
      const ids = all.records.map((r: { id: string }) => r.id);
      expect(ids).toEqual(expect.arrayContaining([mine.paymentId, other.paymentId]));
      const own = await list(ours.token);
      expect(own.records.every((r: { channelPartnerId: string }) => r.channelPartnerId === ours.id)).toBe(true);
      expect(own.records.map((r: { id: string }) => r.id)).not.toContain(other.paymentId);

      const filtered = await list(parties.admin, [
        { property: 'status', operator: 'in', value: ['Unpaid'] },
        { property: 'method', operator: 'equal', value: 'PayLater' },
        { property: 'channelPartnerId', operator: 'equal', value: theirs.id },
        { property: 'requestId', operator: 'equal', value: other.requestId },
      ]);
      expect(filtered.records.map((r: { id: string }) => r.id)).toEqual([other.paymentId]);
      expect(filtered.records[0]).toMatchObject({
        requestId: other.requestId,
        method: 'PayLater',
        status: 'Unpaid',
        amountPaise: TOTAL,
        channelPartnerName: 'Payments Theirs Repairs',
      });

      const bad = await call(parties.admin, 'POST', 'payments/getByPaginationAndFilter', {
        pageNumber: 1,
        pageSize: 10,
        filters: [{ property: 'status', operator: 'in', value: ['Lost'] }],
      });
      expect(bad.statusCode).toBe(400);

      const exported = await call(ours.token, 'POST', 'payments/export', {
        name: 'Payments',
        columns: [
          { key: 'id', header: 'Payment' },
          { key: 'amountPaise', header: 'Amount' },
        ],
      });
      expect(exported.statusCode, exported.body).toBe(200);
      expect(exported.headers['content-type']).toContain('spreadsheetml');

      const choices = await json(ours.token, 'GET', 'payments/filters/data');
      expect(choices.channelPartners).toEqual([{ id: ours.id, name: 'Payments Ours Repairs' }]);
      expect(choices.statuses).toContain('Refunded');
    },
  );

  it('refuses the roles without payments, another partner’s payment, and anonymous callers', async () => {
    const theirsPayment = await book('Cash', theirs);
    for (const token of [parties.customerCare, parties.dealer, technician]) {
      expect(
        (await call(token, 'POST', 'payments/getByPaginationAndFilter', { pageNumber: 1, pageSize: 10 })).statusCode,
      ).toBe(403);
      expect((await call(token, 'GET', `payments/${theirsPayment.paymentId}`)).statusCode).toBe(403);
      expect((await call(token, 'POST', `payments/${theirsPayment.paymentId}/collect`, {})).statusCode).toBe(403);
    }
    expect((await call(ours.token, 'GET', `payments/${theirsPayment.paymentId}`)).statusCode).toBe(403);
    expect((await call(ours.token, 'POST', `payments/${theirsPayment.paymentId}/collect`, {})).statusCode).toBe(403);
    expect(await paymentRow(theirsPayment.paymentId)).toMatchObject({ status: 'Unpaid' });
    expect((await call(undefined, 'GET', `payments/${theirsPayment.paymentId}`)).statusCode).toBe(401);
    expect((await call(parties.admin, 'GET', 'payments/PAY0')).statusCode).toBe(404);
  });
});
