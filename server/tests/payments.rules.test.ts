import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../domain/payments/statuses';
import { ROLES } from '../../domain/roles';
import { collectPayment, refundPayment, resendLink } from '../src/modules/payments/operations';
import { HttpError } from '../src/platform/errors';
import { callerFor, type Caller } from '../src/platform/parties';
import { startPartnerServer } from './channelPartners.helpers';
import {
  customerFixture,
  type CustomerFixture,
  pricesAndCoupon,
  repairBody,
  requestParties,
  WINDOW_DAYS,
} from './requests.helpers';
import type { TestServer } from './support/testServer';
import { signedIn } from './support/signIns';

/**
 * The payment rules called as plain functions: a rule takes a transaction or the context, a Caller and
 * its input, and answers or throws a domain error, with no HTTP request in sight. The requests are booked through the
 * API; every payment move below is the rule itself.
 */
let server: TestServer;
let parties: Awaited<ReturnType<typeof requestParties>>;
let customer: CustomerFixture;

const admin: Caller = callerFor(signedIn(ROLES.admin, 'admin', 'rules.admin@reloop.in'));
const partnerUser = signedIn(ROLES.channelPartner, 'partner');

beforeAll(async () => {
  server = await startPartnerServer({ AVAILABILITY_WINDOW_DAYS: String(WINDOW_DAYS) });
  parties = await requestParties(server, 'payrules', {
    ours: 'Pay Rules Ours Repairs',
    theirs: 'Pay Rules Theirs Repairs',
  });
  await pricesAndCoupon(server.database);
  customer = await customerFixture(server.database);
});
afterAll(() => server?.close());

/** A repair booked by the admin for our partner, paid `paymentMethod`: its payment's id. */
async function bookedPayment(paymentMethod: 'Cash' | 'Link') {
  const request = await parties.json(
    parties.admin,
    'POST',
    'user/requests',
    repairBody(customer, parties.ours.id, { paymentMethod }),
    201,
  );
  const [payment] = await server.database.query<{ id: string }>('SELECT id FROM payments WHERE request_id = $1', [
    request.id,
  ]);
  return payment.id;
}

const paymentStatus = async (id: string) =>
  (await server.database.query<{ status: string }>('SELECT status FROM payments WHERE id = $1', [id]))[0].status;

/** The HTTP status and message a rule refused with. */
async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).statusCode, message: (error as HttpError).message };
}

describe('payment rules without HTTP', () => {
  it(
    'collectPayment: the partner of the request collects cash at the door; ' +
      'the payment is Paid with a Collection row',
    async () => {
      const id = await bookedPayment('Cash');
      const ours = callerFor(partnerUser, { id: parties.ours.id, status: 'Active' });
      await server.app.ctx.db.transaction((tx) => collectPayment(tx, ours, { id, remark: 'Cash at the door' }));
      expect(await paymentStatus(id)).toBe('Paid');
      const rows = await server.database.query<{ kind: string; remark: string }>(
        'SELECT kind, remark FROM payment_transactions WHERE payment_id = $1',
        [id],
      );
      expect(rows).toEqual([{ kind: 'Collection', remark: 'Cash at the door' }]);
    },
  );

  it(
    "collectPayment refuses another partner's payment and a partner sign-in " +
      'without its record (403), an unknown payment (404); nothing moves',
    async () => {
      const id = await bookedPayment('Cash');
      const theirs = callerFor(partnerUser, { id: parties.theirs.id, status: 'Active' });
      const collect = (caller: Caller, paymentId = id) =>
        server.app.ctx.db.transaction((tx) => collectPayment(tx, caller, { id: paymentId }));
      expect(await refusal(collect(theirs))).toEqual({ status: 403, message: 'This payment is not of your requests' });
      expect(await refusal(collect(callerFor(partnerUser)))).toEqual({
        status: 403,
        message: 'This payment is not of your requests',
      });
      expect(await refusal(collect(admin, '00000000-0000-4000-8000-000000000000'))).toEqual({
        status: 404,
        message: PAYMENT_MESSAGES.notFound,
      });
      expect(await paymentStatus(id)).toBe('Unpaid');
    },
  );

  it(
    'refundPayment: a payment collected at the door is recorded as refunded; ' + 'a second refund is refused (409)',
    async () => {
      const id = await bookedPayment('Cash');
      await server.app.ctx.db.transaction((tx) => collectPayment(tx, admin, { id }));
      const refunded = await refundPayment(server.app.ctx, admin, { id, remark: 'Goodwill' });
      expect(refunded.status).toBe('Refunded');
      expect((await refusal(refundPayment(server.app.ctx, admin, { id, remark: 'Again' }))).status).toBe(409);
    },
  );

  it(
    'resendLink: refused for a payment that is not paid by link (409), ' + 'and answers the payment of a link',
    async () => {
      const cash = await bookedPayment('Cash');
      expect(await refusal(resendLink(server.app.ctx, admin, { id: cash }))).toEqual({
        status: 409,
        message: PAYMENT_MESSAGES.notALink,
      });
      const link = await bookedPayment('Link');
      const sent = await resendLink(server.app.ctx, admin, { id: link });
      expect(sent.id).toBe(link);
      expect(sent.status).toBe('Created');
    },
  );
});
