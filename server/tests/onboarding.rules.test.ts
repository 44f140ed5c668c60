import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_MESSAGES } from '../../domain/channelPartner/statuses';
import { DEALER_MESSAGES } from '../../domain/dealers/messages';
import { SERVER_MESSAGES } from '../../domain/messages/serverMessages';
import { ROLES } from '../../domain/roles';
import { technicianBasicDetailsSchema } from '../../domain/technicians/basicDetails';
import { existingPartner, PARTNER_PARTY } from '../src/modules/channelPartners/access';
import { PARTNER_REVIEW } from '../src/modules/channelPartners/statusRoutes';
import { DEALER_PARTY, existingDealer } from '../src/modules/dealers/access';
import { DEALER_REVIEW } from '../src/modules/dealers/statusRoutes';
import { decideProfile, submitProfile } from '../src/modules/onboarding';
import { assertOwnsTechnician, existingTechnician } from '../src/modules/technicians/access';
import { addTechnician } from '../src/modules/technicians/basicDetails';
import { HttpError } from '../src/platform/errors';
import { callerFor, type Caller } from '../src/platform/parties';
import { startPartnerServer } from './channelPartners.helpers';
import { partnerRow } from './dealers.helpers';
import { technicianForm } from './technicians.helpers';
import type { TestServer } from './support/testServer';
import { signedIn } from './support/signIns';

/**
 * The onboarding rules called as plain functions: each takes the database (or the context), a Caller and its input,
 * and answers or throws a domain error, with no HTTP request in sight. The records are written straight to the tables.
 */
let server: TestServer;
let ours: string;
let theirs: string;
let dealer: string;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const admin: Caller = callerFor(signedIn(ROLES.admin, 'onboarding.admin', 'onboarding.admin@reloop.in'));
const partner = (id: string) =>
  callerFor(signedIn(ROLES.channelPartner, 'onboarding.partner', 'onboarding.partner@example.in'), {
    id,
    status: 'Active',
  });
const dealerCaller = (id: string) =>
  callerFor(signedIn(ROLES.dealer, 'onboarding.dealer', 'onboarding.dealer@example.in'), { id, status: 'Active' });

beforeAll(async () => {
  server = await startPartnerServer();
  ours = await partnerRow(server, 'onboarding-ours@example.in', 'Active');
  theirs = await partnerRow(server, 'onboarding-theirs@example.in', 'Incomplete');
  const [row] = await server.database.query<{ id: string }>(
    `INSERT INTO dealers (name, email, status) VALUES ('Onboarding Rules Dealer', 'onboarding-dealer@example.in',
        'Incomplete') RETURNING id`,
  );
  dealer = row.id;
});
afterAll(() => server?.close());

/** The HTTP status and message a rule refused with. */
async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).statusCode, message: (error as HttpError).message };
}

const NOT_YOURS = { status: 403, message: 'You are not allowed to do this' };
const status = async (table: string, id: string) =>
  (await server.database.query<{ status: string }>(`SELECT status FROM ${table} WHERE id = $1`, [id]))[0].status;

describe('onboarding rules without HTTP', () => {
  it(
    'existingPartner: a partner reads its own profile, ' +
      "not another partner's (403); an admin any; an unknown id is a 404",
    async () => {
      const db = server.app.ctx.db;
      expect((await existingPartner(db, partner(ours), ours)).id).toBe(ours);
      expect(await refusal(existingPartner(db, partner(ours), theirs))).toEqual(NOT_YOURS);
      expect(
        await refusal(
          existingPartner(db, callerFor(signedIn(ROLES.channelPartner, 'nobody', 'nobody@example.in')), ours),
        ),
      ).toEqual(NOT_YOURS);
      expect((await existingPartner(db, admin, theirs)).id).toBe(theirs);
      expect(await refusal(existingPartner(db, admin, UNKNOWN_ID))).toEqual({
        status: 404,
        message: SERVER_MESSAGES.partnerNotFound,
      });
    },
  );

  it(
    'existingDealer: the dealer itself and an admin; ' + 'another dealer is refused, an unknown dealer is a 404',
    async () => {
      const db = server.app.ctx.db;
      expect((await existingDealer(db, dealerCaller(dealer), dealer)).id).toBe(dealer);
      expect(await refusal(existingDealer(db, dealerCaller(UNKNOWN_ID), dealer))).toEqual(NOT_YOURS);
      expect(await refusal(existingDealer(db, admin, UNKNOWN_ID))).toEqual({
        status: 404,
        message: DEALER_MESSAGES.notFound,
      });
    },
  );

  it(
    'decideProfile refuses a move the status does not allow (409) ' +
      'and a decider the review does not name (403); nothing moves',
    async () => {
      const { ctx } = server.app;
      const reject = { id: theirs, status: 'Rejected' as const, remark: 'Not pending' };
      expect(await refusal(decideProfile(ctx, admin, PARTNER_PARTY, PARTNER_REVIEW, reject))).toEqual({
        status: 409,
        message: STATUS_MESSAGES.notPending,
      });
      expect(await refusal(decideProfile(ctx, partner(theirs), PARTNER_PARTY, PARTNER_REVIEW, reject))).toEqual(
        NOT_YOURS,
      );
      expect(await status('channel_partners', theirs)).toBe('Incomplete');

      const activate = { id: dealer, status: 'Active' as const, remark: 'Too early' };
      expect(await refusal(decideProfile(ctx, admin, DEALER_PARTY, DEALER_REVIEW, activate))).toEqual({
        status: 409,
        message: DEALER_MESSAGES.notMovable,
      });
      expect(await status('dealers', dealer)).toBe('Incomplete');
    },
  );

  it(
    "submitProfile: another partner's profile is refused (403); " + 'an incomplete one names what it misses (400)',
    async () => {
      const db = server.app.ctx.db;
      expect(await refusal(submitProfile(db, partner(ours), PARTNER_PARTY, PARTNER_REVIEW, theirs))).toEqual(NOT_YOURS);
      expect((await refusal(submitProfile(db, partner(theirs), PARTNER_PARTY, PARTNER_REVIEW, theirs))).status).toBe(
        400,
      );
      expect(await status('channel_partners', theirs)).toBe('Incomplete');
    },
  );

  it(
    'addTechnician and the technician checks: a partner adds to itself only; ' +
      'its technician is its own, not another partner’s',
    async () => {
      const { ctx } = server.app;
      const input = technicianBasicDetailsSchema.parse(technicianForm({ id: ours, name: 'Partner onboarding-ours' }));
      expect(await refusal(addTechnician(ctx, partner(theirs), input))).toEqual(NOT_YOURS);
      const technician = await addTechnician(ctx, partner(ours), input);
      expect(technician.status).toBe('Incomplete');
      await assertOwnsTechnician(ctx.db, partner(ours), technician.id);
      expect(await refusal(assertOwnsTechnician(ctx.db, partner(theirs), technician.id))).toEqual(NOT_YOURS);
      const itself = callerFor(signedIn(ROLES.technician, technician.mobile, technician.mobile), {
        id: technician.id,
        status: 'Incomplete',
      });
      expect((await existingTechnician(ctx.db, itself, technician.id)).id).toBe(technician.id);
      expect(await refusal(existingTechnician(ctx.db, partner(theirs), technician.id))).toEqual(NOT_YOURS);
    },
  );
});
