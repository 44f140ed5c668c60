import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_PAYMENT_MESSAGES } from '../../domain/payments/requestStatus';
import { PICKUP_STATUSES, REPAIR_STATUSES } from '../../domain/requests/statuses';
import { CANCELLED_LINK_TEXT } from '../src/modules/payments/sandboxRoutes';
import { startPartnerServer } from './channelPartners.helpers';
import {
  customerFixture,
  type CustomerFixture,
  pickUpBody,
  pricesAndCoupon,
  repairBody,
  requestParties,
  WINDOW_DAYS,
} from './requests.helpers';
import type { TestServer } from './support/testServer';

/**
 * Issue 30 point 2: the payment moves each request status allows (README "Payments by request status"), every cell for
 * repairs and pick-ups: collect at the door, pay by link, send the link again, refund. While a request is alive every
 * move works; cancelling it cancels its open payment (and its link at the gateway) and needs paid money refunded first;
 * on a cancelled request every move is a 409 with the reason.
 */
let server: TestServer;
let parties: Awaited<ReturnType<typeof requestParties>>;
let customer: CustomerFixture;

beforeAll(async () => {
  server = await startPartnerServer({ AVAILABILITY_WINDOW_DAYS: String(WINDOW_DAYS) });
  parties = await requestParties(server, 'paystatus', {
    ours: 'Pay Status Ours Repairs',
    theirs: 'Pay Status Theirs Repairs',
  });
  await pricesAndCoupon(server.database);
  customer = await customerFixture(server.database);
});
afterAll(() => server?.close());

type Kind = 'repair' | 'pickUp';
const PATHS = { repair: 'requests', pickUp: 'pickUpRequests' } as const;
const TABLES = { repair: 'requests', pickUp: 'pick_up_requests' } as const;

/** A request of `kind` booked by the admin with `paymentMethod`: its id and its payment's id. */
async function book(kind: Kind, paymentMethod: 'Link' | 'Cash') {
  const body =
    kind === 'repair'
      ? repairBody(customer, parties.ours.id, { paymentMethod })
      : pickUpBody(customer, parties.ours.id, { paymentMethod });
  const request = await parties.json(
    parties.admin,
    'POST',
    kind === 'repair' ? 'user/requests' : 'pickUpRequests',
    body,
    201,
  );
  // A pick-up is booked at ₹0 and asks nothing: the fixture gives it something to pay in its payment mode.
  if (kind === 'pickUp')
    await server.database.query(
      `INSERT INTO payments (request_id, request_kind, purpose, method, status, amount_paise) VALUES ($1, 'pickUp',
          'Booking', $2, $3, 5000)`,
      [request.id, paymentMethod, paymentMethod === 'Link' ? 'Created' : 'Unpaid'],
    );
  const [payment] = await server.database.query<{ id: string }>('SELECT id FROM payments WHERE request_id = $1', [
    request.id,
  ]);
  if (paymentMethod === 'Link') await sendLink(payment.id);
  return { requestId: request.id as string, paymentId: payment.id };
}

/** Puts a request in `status` (a test fixture: the status moves themselves have their own tests). */
const putInStatus = (kind: Kind, id: string, status: string) =>
  server.database.query(`UPDATE ${TABLES[kind]} SET status = $1 WHERE id = $2`, [status, id]);

const cancel = (kind: Kind, id: string) =>
  parties.call(parties.admin, 'PUT', `${PATHS[kind]}/${id}/status`, {
    status: 'Cancelled',
    remark: 'Customer called it off',
  });
const collect = (paymentId: string, token = parties.ours.token) =>
  parties.call(token, 'POST', `payments/${paymentId}/collect`, { remark: 'Cash at the door' });
const refund = (paymentId: string) =>
  parties.call(parties.admin, 'POST', `payments/${paymentId}/refund`, { remark: 'Goodwill' });
const sendLink = (paymentId: string) => parties.call(parties.admin, 'POST', `payments/${paymentId}/link`);

const paymentStatus = async (id: string) =>
  (await server.database.query<{ status: string }>('SELECT status FROM payments WHERE id = $1', [id]))[0].status;
const linkPath = async (paymentId: string) =>
  new URL(
    (await server.database.query<{ url: string }>('SELECT link_url AS url FROM payments WHERE id = $1', [paymentId]))[0]
      .url,
  ).pathname;
/** The customer presses Pay on the link's sandbox page. */
const payByLink = async (paymentId: string) =>
  server.app.inject({
    method: 'POST',
    url: `${await linkPath(paymentId)}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'outcome=pay',
  });
const verify = (query: Record<string, string>) => parties.call(undefined, 'POST', 'link/verify-payment', query);

async function expect409(response: { statusCode: number; json(): { message: string } }, message: string) {
  expect(response.statusCode).toBe(409);
  expect(response.json().message).toBe(message);
}

const LIVE = {
  repair: REPAIR_STATUSES.filter((s) => s !== 'Cancelled'),
  pickUp: PICKUP_STATUSES.filter((s) => s !== 'Cancelled'),
};

describe.each(['repair', 'pickUp'] as const)('payments of a %s request by its status', (kind) => {
  it.each(LIVE[kind])('%s: cash is collected and refunded, a link is sent again and paid', async (status) => {
    const cash = await book(kind, 'Cash');
    const link = await book(kind, 'Link');
    await putInStatus(kind, cash.requestId, status);
    await putInStatus(kind, link.requestId, status);

    expect((await collect(cash.paymentId)).json()).toMatchObject({ status: 'Paid' });
    expect((await refund(cash.paymentId)).json()).toMatchObject({ status: 'Refunded' });
    expect((await sendLink(link.paymentId)).json()).toMatchObject({ status: 'Created' });
    const pressed = await payByLink(link.paymentId);
    expect(pressed.statusCode).toBe(303);
    const verified = await verify(Object.fromEntries(new URL(String(pressed.headers.location)).searchParams));
    expect(verified.json()).toMatchObject({ paymentId: link.paymentId, status: 'Paid' });
  });

  it(
    'Cancelled: the open payment is cancelled with the request; ' +
      'collecting, paying, sending and refunding are refused with the reason',
    async () => {
      const cash = await book(kind, 'Cash');
      const link = await book(kind, 'Link');
      const linkUrl = await linkPath(link.paymentId);
      expect((await cancel(kind, cash.requestId)).json()).toMatchObject({
        status: 'Cancelled',
        payment: { status: 'Cancelled' },
      });
      expect((await cancel(kind, link.requestId)).json()).toMatchObject({
        status: 'Cancelled',
        payment: { status: 'Cancelled' },
      });
      expect(await paymentStatus(cash.paymentId)).toBe('Cancelled');
      expect(await paymentStatus(link.paymentId)).toBe('Cancelled');

      await expect409(
        await collect(cash.paymentId),
        REQUEST_PAYMENT_MESSAGES.requestCancelled(cash.requestId, 'collect'),
      );
      await expect409(
        await collect(cash.paymentId, parties.admin),
        REQUEST_PAYMENT_MESSAGES.requestCancelled(cash.requestId, 'collect'),
      );
      await expect409(
        await refund(cash.paymentId),
        REQUEST_PAYMENT_MESSAGES.requestCancelled(cash.requestId, 'refund'),
      );
      await expect409(
        await sendLink(link.paymentId),
        REQUEST_PAYMENT_MESSAGES.requestCancelled(link.requestId, 'sendLink'),
      );
      // The link was cancelled at the gateway: its page no longer takes a payment.
      expect(await linkPath(link.paymentId)).toBe(linkUrl);
      const refused = await payByLink(link.paymentId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: CANCELLED_LINK_TEXT });
      // Had the gateway not been told, a payment on the old link still leaves the payment Cancelled.
      await server.database.query(`UPDATE payment_sandbox_links SET status = 'created' WHERE reference_id = $1`, [
        link.paymentId,
      ]);
      const late = await payByLink(link.paymentId);
      expect(
        (await verify(Object.fromEntries(new URL(String(late.headers.location)).searchParams))).json(),
      ).toMatchObject({ status: 'Cancelled' });
      expect(await paymentStatus(cash.paymentId)).toBe('Cancelled');
      expect(await paymentStatus(link.paymentId)).toBe('Cancelled');
    },
  );

  it(
    'Cancelled from a request holding paid money: ' +
      'refused until it is refunded; the refunded payment cannot be refunded again',
    async () => {
      const cash = await book(kind, 'Cash');
      await collect(cash.paymentId);
      const refused = await cancel(kind, cash.requestId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(
        /^This request has ₹[\d.]+ paid: refund its payments before cancelling it$/,
      );
      expect(
        (
          await server.database.query<{ status: string }>(`SELECT status FROM ${TABLES[kind]} WHERE id = $1`, [
            cash.requestId,
          ])
        )[0].status,
      ).toBe('Open');

      await refund(cash.paymentId);
      expect((await cancel(kind, cash.requestId)).json()).toMatchObject({
        status: 'Cancelled',
        payment: { status: 'Refunded' },
      });
      await expect409(
        await refund(cash.paymentId),
        REQUEST_PAYMENT_MESSAGES.requestCancelled(cash.requestId, 'refund'),
      );
    },
  );
});
