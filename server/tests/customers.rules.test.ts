import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/account/constants';
import { CUSTOMER_MESSAGES } from '../../domain/customers/customer';
import { REFERRAL_MESSAGES } from '../../domain/rewards/referral';
import { ROLES } from '../../domain/roles';
import { inviteMember, listTeam } from '../src/modules/account/team';
import { createCustomer, updateCustomer } from '../src/modules/customers/create';
import type { Transaction } from '../src/platform/db';
import { HttpError } from '../src/platform/errors';
import { callerFor, type Caller } from '../src/platform/parties';
import { profile } from './customers.helpers';
import { latestMessage } from './identity.helpers';
import { startTestServer, type TestServer } from './support/testServer';
import { signedIn } from './support/signIns';

/**
 * The customer and team rules called as plain functions: each takes a transaction (or the context, when it also talks
 * to the identity pool), a Caller and its input, and answers or throws a domain error; no HTTP request is made.
 */
let server: TestServer;

const careUser = signedIn(ROLES.customerCare, 'care', 'rules.care@reloop.in');
const care: Caller = callerFor(careUser);
const admin: Caller = callerFor(signedIn(ROLES.admin, 'admin', 'rules.admin@reloop.in'));
/** A partner sign-in whose partner record was not found. */
const partnerWithoutRecord: Caller = callerFor(signedIn(ROLES.channelPartner, 'partner'));

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const inTransaction = <T>(work: (tx: Transaction) => Promise<T>) => server.app.ctx.db.transaction(work);

/** The HTTP status, message and field errors a rule refused with. */
async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(HttpError);
  const { statusCode, message, errors } = error as HttpError;
  return { status: statusCode, message, errors };
}

const customerRows = async (mobile: string) =>
  server.database.query<{ firstName: string; createdBy: string; rewardPoints: number }>(
    'SELECT first_name AS "firstName", created_by AS "createdBy", ' +
      'reward_points AS "rewardPoints" FROM customers WHERE mobile_number = $1',
    [mobile],
  );

describe('customer rules without HTTP', () => {
  it('createCustomer: a new customer by the caller, with no points and a creation in its timeline', async () => {
    const id = await inTransaction((tx) => createCustomer(tx, care, profile('9876500101')));
    expect(await customerRows('9876500101')).toEqual([{ firstName: 'Asha', createdBy: 'rules-care', rewardPoints: 0 }]);
    const [logged] = await server.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM activity_logs WHERE entity_id = $1',
      [id],
    );
    expect(Number(logged.n)).toBe(1);
  });

  it(
    'createCustomer refuses a mobile in use (409) ' +
      'and an unknown referral code (400 on referralCode); nothing is written',
    async () => {
      await inTransaction((tx) => createCustomer(tx, care, profile('9876500102')));
      expect(
        await refusal(inTransaction((tx) => createCustomer(tx, care, profile('9876500102', { firstName: 'Other' })))),
      ).toEqual({
        status: 409,
        message: CUSTOMER_MESSAGES.mobileInUse,
        errors: { mobileNumber: CUSTOMER_MESSAGES.mobileInUse },
      });
      expect(
        await refusal(
          inTransaction((tx) => createCustomer(tx, care, profile('9876500103', { referralCode: 'NOSUCH99' }))),
        ),
      ).toEqual({
        status: 400,
        message: REFERRAL_MESSAGES.unknown,
        errors: { referralCode: REFERRAL_MESSAGES.unknown },
      });
      expect(await customerRows('9876500102')).toEqual([
        { firstName: 'Asha', createdBy: 'rules-care', rewardPoints: 0 },
      ]);
      expect(await customerRows('9876500103')).toEqual([]);
    },
  );

  it('updateCustomer changes the customer of the mobile, and answers 404 for an unknown mobile', async () => {
    const id = await inTransaction((tx) => createCustomer(tx, care, profile('9876500104')));
    const updated = await inTransaction((tx) =>
      updateCustomer(tx, admin, profile('9876500104', { firstName: 'Meera' })),
    );
    expect(updated).toBe(id);
    expect((await customerRows('9876500104'))[0].firstName).toBe('Meera');
    expect(await refusal(inTransaction((tx) => updateCustomer(tx, admin, profile('9876500199'))))).toEqual({
      status: 404,
      message: CUSTOMER_MESSAGES.notFound,
      errors: undefined,
    });
  });
});

describe('team rules without HTTP', () => {
  it(
    "inviteMember: an admin's invitation makes a staff user and mails the temporary password; " + 'the team lists it',
    async () => {
      const member = await inviteMember(server.app.ctx, admin, {
        name: 'Rules Care',
        email: 'Rules.Member@reloop.in',
        role: ROLES.customerCare,
      });
      expect(member).toMatchObject({ username: 'rules.member@reloop.in', role: ROLES.customerCare, access: 'full' });
      expect((await latestMessage(server, 'rules.member@reloop.in')).body).toMatch(/Temporary password: \S+/);
      const team = await listTeam(server.app.ctx, admin);
      expect(team.map((row) => row.username)).toContain('rules.member@reloop.in');
    },
  );

  it(
    'inviteMember refuses a partner sign-in without its record (403) ' + 'and an admin invitation without a role (400)',
    async () => {
      const invite = { name: 'Rules Staff', email: 'rules.staff@example.in', access: 'read' as const };
      expect(await refusal(inviteMember(server.app.ctx, partnerWithoutRecord, invite))).toEqual({
        status: 403,
        message: ACCOUNT_MESSAGES.noPartner,
        errors: undefined,
      });
      expect(
        await refusal(inviteMember(server.app.ctx, admin, { name: 'No Role', email: 'rules.norole@reloop.in' })),
      ).toEqual({
        status: 400,
        message: ACCOUNT_MESSAGES.roleRequired,
        errors: { role: ACCOUNT_MESSAGES.roleRequired },
      });
      expect(await server.app.ctx.identity.getUser('staff', 'rules.norole@reloop.in')).toBeNull();
    },
  );
});
