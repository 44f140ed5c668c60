import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_PREFIX } from '../../domain/constants';
import { REQUEST_OPERATION_MESSAGES, statusMoveImpossible } from '../../domain/requests/operations';
import { ROLES } from '../../domain/roles';
import {
  assertOperable,
  assertReadable,
  NOT_YOURS,
  READ_ONLY,
  requestHead,
} from '../src/modules/requests/operations/access';
import { assignTechnician } from '../src/modules/requests/operations/assign';
import { changeStatus } from '../src/modules/requests/operations/status';
import { HttpError } from '../src/platform/errors';
import type { Transaction } from '../src/platform/db';
import { callerFor, type Caller } from '../src/platform/parties';
import { startPartnerServer } from './channelPartners.helpers';
import {
  activeTechnician,
  customerFixture,
  type CustomerFixture,
  dealerFor,
  pricesAndCoupon,
  repairBody,
  requestParties,
  WINDOW_DAYS,
} from './requests.helpers';
import type { TestServer } from './support/testServer';
import { signedIn } from './support/signIns';

/**
 * The request rules called as plain functions: a rule takes a transaction, a Caller and its input, and answers the
 * changed request (with the messages its route writes to the outbox) or throws a domain error, with no HTTP request in
 * sight. The requests are booked through the API; every check and move below is the rule itself.
 */
let server: TestServer;
let parties: Awaited<ReturnType<typeof requestParties>>;
let customer: CustomerFixture;
let dealerId: string;

const admin: Caller = callerFor(signedIn(ROLES.admin, 'admin'));
const partnerUser = signedIn(ROLES.channelPartner, 'partner');
const dealerUser = signedIn(ROLES.dealer, 'dealer');

beforeAll(async () => {
  server = await startPartnerServer({ AVAILABILITY_WINDOW_DAYS: String(WINDOW_DAYS) });
  parties = await requestParties(server, 'reqrules', {
    ours: 'Request Rules Ours Repairs',
    theirs: 'Request Rules Theirs Repairs',
  });
  await pricesAndCoupon(server.database);
  customer = await customerFixture(server.database);
  dealerId = await dealerFor(server.database, parties.dealer, 'Active');
});
afterAll(() => server?.close());

/** A repair for our partner, booked by the admin paying cash (or by the dealer, paying by link): its id. */
async function bookedRepair(by: 'admin' | 'dealer' = 'admin'): Promise<string> {
  const body = repairBody(customer, parties.ours.id, { paymentMethod: by === 'admin' ? 'Cash' : 'Link' });
  const request = await parties.json(parties[by], 'POST', 'user/requests', body, 201);
  return request.id as string;
}

const inTransaction = <T>(work: (tx: Transaction) => Promise<T>) => server.app.ctx.db.transaction(work);
const headOf = async (id: string) => (await requestHead(server.app.ctx.db, 'repair', id))!;

/** The HTTP status and message a rule refused with. */
async function refusal(work: Promise<unknown> | (() => unknown)) {
  const error = await (typeof work === 'function' ? Promise.resolve().then(work) : work).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).statusCode, message: (error as HttpError).message };
}

describe('request rules without HTTP', () => {
  it(
    "assignTechnician refuses a partner on another partner's " +
      'request and a partner without its record (403); nothing moves',
    async () => {
      const id = await bookedRepair();
      const theirs = callerFor(partnerUser, { id: parties.theirs.id, status: 'Active' });
      const assign = (caller: Caller) =>
        inTransaction((tx) => assignTechnician(tx, caller, { kind: 'repair', requestId: id, technicianId: 'TID0' }));
      expect(await refusal(assign(theirs))).toEqual({ status: 403, message: NOT_YOURS });
      expect(await refusal(assign(callerFor(partnerUser)))).toEqual({ status: 403, message: NOT_YOURS });
      const head = await headOf(id);
      expect(head).toMatchObject({ status: 'Open', technicianId: null, channelPartnerId: parties.ours.id });
    },
  );

  it(
    'assignTechnician by the request’s partner answers the ' + 'Assigned request and the SMS for its route to write',
    async () => {
      const id = await bookedRepair();
      const technician = await activeTechnician(server, parties.ours);
      const ours = callerFor(partnerUser, { id: parties.ours.id, status: 'Active' });
      const to = `${MOBILE_PREFIX}${technician.mobile}`;
      const outboxOf = async () =>
        (
          await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE recipient = $1', [to])
        )[0].n;
      const before = await outboxOf();
      const done = await inTransaction((tx) =>
        assignTechnician(tx, ours, { kind: 'repair', requestId: id, technicianId: technician.id }),
      );
      expect(done.record.status).toBe('Assigned');
      expect(done.record.assignee.technicianId).toBe(technician.id);
      expect(done.messages).toEqual([expect.objectContaining({ channel: 'sms', to, topic: 'requestAssigned' })]);
      expect(done.messages[0].body).toContain(id);
      // The rule only made the message: writing it to the outbox is its route's part.
      expect(await outboxOf()).toBe(before);
      expect((await headOf(id)).status).toBe('Assigned');
    },
  );

  it('changeStatus refuses a move the status table does not have (409 with why); the request stays Open', async () => {
    const id = await bookedRepair();
    const move = (status: string) => inTransaction((tx) => changeStatus(tx, admin, { kind: 'repair', id, status }));
    expect(await refusal(move('Completed'))).toEqual({
      status: 409,
      message: statusMoveImpossible('Open', 'Completed'),
    });
    expect(await refusal(move('Assigned'))).toEqual({
      status: 409,
      message: REQUEST_OPERATION_MESSAGES.assignTechnicianFirst,
    });
    expect((await headOf(id)).status).toBe('Open');
  });

  it(
    'changeStatus answers the new state of an allowed move: ' + 'an admin cancels an Open request with a remark',
    async () => {
      const id = await bookedRepair();
      const done = await inTransaction((tx) =>
        changeStatus(tx, admin, { kind: 'repair', id, status: 'Cancelled', remark: 'Customer called it off' }),
      );
      expect(done.record).toMatchObject({ id, status: 'Cancelled' });
      expect(done.messages).toEqual([]);
      expect(done.owedLinks).toEqual({});
      expect(await headOf(id)).toMatchObject({ status: 'Cancelled' });
    },
  );

  it(
    'assertReadable refuses a dealer a request it did not book; ' + 'one it booked it reads but never changes',
    async () => {
      const dealer = callerFor(dealerUser, { id: dealerId, status: 'Active' });
      const notBooked = await headOf(await bookedRepair('admin'));
      expect(await refusal(() => assertReadable(dealer, notBooked))).toEqual({ status: 403, message: NOT_YOURS });
      const booked = await headOf(await bookedRepair('dealer'));
      expect(booked.dealerId).toBe(dealerId);
      expect(() => assertReadable(dealer, booked)).not.toThrow();
      expect(await refusal(() => assertOperable(dealer, booked))).toEqual({ status: 403, message: READ_ONLY });
      expect(() => assertReadable(admin, notBooked)).not.toThrow();
    },
  );
});
