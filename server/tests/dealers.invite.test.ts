import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_MESSAGES } from '../../domain/channelPartner/invite';
import { BASIC_DETAILS_MESSAGES, DEALER_MESSAGES, type Dealer } from '../../domain/dealers';
import { ROLES } from '../../domain/roles';
import { expireInvitationsOf } from '../src/modules/invitations/expiry';
import { DEALER_INVITATIONS } from '../src/modules/dealers/invitee';
import { roleProfile } from '../src/modules/users/profile';
import { caller, expecting, firstSignIn } from './channelPartners.helpers';
import { dealerForm, dealerLink, GSTIN, onboardDealer, partnerRow, startDealerServer } from './dealers.helpers';
import { messageCount } from './identity.helpers';
import type { TestServer } from './support/testServer';

/** POST dealer, dealer/verify, dealer/resendInvite, dealer/revokeInvite and the dealer's first sign-in. */
let server: TestServer;
let json: ReturnType<typeof expecting>;
let call: ReturnType<typeof caller>;
let partnerId: string;

beforeAll(async () => {
  server = await startDealerServer();
  json = expecting(server);
  call = caller(server);
  partnerId = await partnerRow(server, 'dealers-partner@greenfix.in');
});
afterAll(() => server?.close());

const count = async (table: string, where = 'true', params: unknown[] = []) =>
  Number(
    (await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params))[0].n,
  );
const dealerCount = () => count('dealers');

describe('POST dealer', () => {
  it(
    'creates the Invited dealer and its staff user in the Dealer group, ' + 'and mails the verify-dealer link',
    async () => {
      const before = await messageCount(server, 'add-one@sharma.in');
      const dealer = await json<Dealer>(
        server.tokens.admin,
        'POST',
        'dealer',
        dealerForm('Add-One@Sharma.in', { channelPartnerId: partnerId, gstin: GSTIN.toLowerCase() }),
        201,
      );
      expect(dealer).toMatchObject({
        id: expect.stringMatching(/^DLR\d+$/),
        firmName: 'Sharma Electronics',
        contactName: 'Rohit Sharma',
        email: 'add-one@sharma.in',
        typeOfFirm: 'Retailer',
        gstin: GSTIN,
        address: { pincode: 560001, area: 'Vidhana Soudha', city: 'Bengaluru', state: 'Karnataka' },
        channelPartner: { id: partnerId, name: 'Partner dealers-partner' },
        status: 'Invited',
        profileImage: null,
        documentDetails: [],
        inviteExpiresAt: expect.any(String),
      });
      const user = await server.app.ctx.identity.getUser('staff', 'add-one@sharma.in');
      expect(user).toMatchObject({ groups: [ROLES.dealer], status: 'FORCE_CHANGE_PASSWORD', enabled: true });
      expect(await messageCount(server, 'add-one@sharma.in')).toBe(before + 1);
      const link = await dealerLink(server, 'add-one@sharma.in');
      expect(link.url).toContain(`${server.app.ctx.config.publicUrl}/verify-dealer/`);
      expect(link.username).toBe('add-one@sharma.in');
      expect(link.message.subject).toBe('Your invitation to join Reloop as a dealer');
      const activities = await server.database.query<{ activity: string }>(
        `SELECT activity FROM activity_logs WHERE entity_id = $1 ORDER BY id`,
        [dealer.id],
      );
      expect(activities.map((a) => a.activity)).toEqual(['Dealer added', 'Invitation sent']);
    },
  );

  it.each([
    ['firmName', { firmName: ' ' }, DEALER_MESSAGES.firmNameRequired],
    ['contactName', { contactName: '' }, DEALER_MESSAGES.contactNameRequired],
    ['contactName', { contactName: 'R0hit' }, DEALER_MESSAGES.lettersAndSpaces],
    ['email', { email: '' }, INVITE_MESSAGES.emailRequired],
    ['email', { email: 'not-an-email' }, INVITE_MESSAGES.emailInvalid],
    ['mobile', { mobile: '' }, INVITE_MESSAGES.mobileRequired],
    ['mobile', { mobile: '12345' }, INVITE_MESSAGES.mobileInvalid],
    ['typeOfFirm', { typeOfFirm: 'Shop' }, INVITE_MESSAGES.firmRequired],
    ['gstin', { gstin: '' }, DEALER_MESSAGES.gstinRequired],
    ['gstin', { gstin: '29AAKFS1234Q1X5' }, DEALER_MESSAGES.gstinInvalid],
    [
      'address.addressLine1',
      { address: { ...dealerForm('x@y.in').address, addressLine1: '' } },
      BASIC_DETAILS_MESSAGES.addressLine1Required,
    ],
  ] as const)('refuses a bad %s (%j) with its message, writing nothing', async (field, override, message) => {
    const before = { dealers: await dealerCount(), outbox: await count('outbox') };
    const response = await call(
      server.tokens.admin,
      'POST',
      'dealer',
      dealerForm('bad-field@sharma.in', override as never),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect({ dealers: await dealerCount(), outbox: await count('outbox') }).toEqual(before);
    expect(await server.app.ctx.identity.getUser('staff', 'bad-field@sharma.in')).toBeNull();
  });

  it(
    'refuses a pincode or area not in the directory, ' +
      'and an unknown or inactive channel partner (400), writing nothing',
    async () => {
      const inactive = await partnerRow(server, 'dealers-inactive@greenfix.in', 'Pending');
      const before = await dealerCount();
      const pincode = await call(
        server.tokens.admin,
        'POST',
        'dealer',
        dealerForm('pin@sharma.in', { address: { ...dealerForm('x@y.in').address, area: 'Koramangala' } }),
      );
      expect(pincode.statusCode).toBe(400);
      expect(pincode.json()).toEqual({
        message: 'Unavailable Pincode',
        errors: { 'address.pincode': 'Unavailable Pincode' },
      });
      for (const id of ['CP999999', inactive]) {
        const partner = await call(
          server.tokens.admin,
          'POST',
          'dealer',
          dealerForm('partner@sharma.in', { channelPartnerId: id }),
        );
        expect(partner.statusCode).toBe(400);
        expect(partner.json()).toEqual({
          message: DEALER_MESSAGES.partnerNotFound,
          errors: { channelPartnerId: DEALER_MESSAGES.partnerNotFound },
        });
      }
      expect(await dealerCount()).toBe(before);
      expect(await server.app.ctx.identity.getUser('staff', 'partner@sharma.in')).toBeNull();
    },
  );

  it(
    'refuses an e-mail of a dealer, a partner or any identity user, ' +
      'and a mobile of another dealer (409), writing nothing',
    async () => {
      const first = dealerForm('dup@sharma.in');
      await json(server.tokens.admin, 'POST', 'dealer', first, 201);
      const before = { dealers: await dealerCount(), outbox: await count('outbox') };
      const emailInUse = { message: 'This email is already in use', errors: { email: 'This email is already in use' } };
      for (const email of ['DUP@sharma.in', 'dealers-partner@greenfix.in']) {
        const response = await call(server.tokens.admin, 'POST', 'dealer', dealerForm(email));
        expect(response.statusCode, email).toBe(409);
        expect(response.json()).toEqual(emailInUse);
      }
      await server.app.ctx.identity.createUser({
        pool: 'staff',
        username: 'staff-only@sharma.in',
        password: 'Test@12345',
        groups: [ROLES.customerCare],
        attributes: { email: 'staff-only@sharma.in' },
      });
      expect((await call(server.tokens.admin, 'POST', 'dealer', dealerForm('staff-only@sharma.in'))).json()).toEqual(
        emailInUse,
      );
      const mobile = await call(
        server.tokens.admin,
        'POST',
        'dealer',
        dealerForm('other@sharma.in', { mobile: first.mobile }),
      );
      expect(mobile.statusCode).toBe(409);
      expect(mobile.json()).toEqual({
        message: DEALER_MESSAGES.mobileInUse,
        errors: { mobile: DEALER_MESSAGES.mobileInUse },
      });
      expect({ dealers: await dealerCount(), outbox: await count('outbox') }).toEqual(before);
      expect(await server.app.ctx.identity.getUser('staff', 'other@sharma.in')).toBeNull();
    },
  );

  it('is the admin’s only: anonymous 401, every other role 403, nothing written', async () => {
    const before = await dealerCount();
    expect((await call(undefined, 'POST', 'dealer', dealerForm('role@sharma.in'))).statusCode).toBe(401);
    for (const role of ['channelPartner', 'technician', 'customerCare', 'dealer'] as const) {
      expect((await call(server.tokens[role], 'POST', 'dealer', dealerForm('role@sharma.in'))).statusCode, role).toBe(
        403,
      );
    }
    expect(await dealerCount()).toBe(before);
  });
});

describe('the invitation link', () => {
  it(
    'verifies without a bearer, signs in with the temporary password ' +
      'through NEW_PASSWORD_REQUIRED, and reaches GET dealer/profile',
    async () => {
      const dealer = await json<Dealer>(server.tokens.admin, 'POST', 'dealer', dealerForm('flow@sharma.in'), 201);
      const { username, authChallenge } = await dealerLink(server, 'flow@sharma.in');
      const verified = await json(undefined, 'POST', 'dealer/verify', { username, authChallenge });
      expect(verified).toEqual({
        username: 'flow@sharma.in',
        temporaryPassword: expect.any(String),
        name: 'Sharma Electronics',
      });
      expect((await json<Dealer>(server.tokens.admin, 'GET', `dealer/getById/${dealer.id}`)).status).toBe('Incomplete');
      // The link is spent once the password is chosen.
      const token = await firstSignIn(server, verified.username, verified.temporaryPassword, 'Dealer@2468');
      const profile = await json<Dealer>(token, 'GET', 'dealer/profile');
      expect(profile).toMatchObject({ id: dealer.id, email: 'flow@sharma.in', status: 'Incomplete' });
      expect(await json(token, 'GET', 'users/getUserDetails')).toMatchObject({
        scope: ROLES.dealer,
        profile: { dealerId: dealer.id, dealerStatus: 'Incomplete' },
      });
      expect((await call(undefined, 'POST', 'dealer/verify', { username, authChallenge })).json()).toEqual({
        message: INVITE_MESSAGES.usedLink,
      });
      expect(await server.app.ctx.identity.getUser('staff', 'flow@sharma.in')).toMatchObject({ status: 'CONFIRMED' });
    },
  );

  it('refuses a damaged, unknown or empty link with the link messages', async () => {
    await json(server.tokens.admin, 'POST', 'dealer', dealerForm('damaged@sharma.in'), 201);
    const { username } = await dealerLink(server, 'damaged@sharma.in');
    expect((await call(undefined, 'POST', 'dealer/verify', { username, authChallenge: 'wrong' })).json()).toEqual({
      message: INVITE_MESSAGES.notLatestLink,
    });
    expect(
      (await call(undefined, 'POST', 'dealer/verify', { username: 'nobody@sharma.in', authChallenge: 'x' })).json(),
    ).toEqual({ message: INVITE_MESSAGES.invalidLink });
    const empty = await call(undefined, 'POST', 'dealer/verify', { username: '', authChallenge: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(INVITE_MESSAGES.invalidLink);
    // A partner's link is no dealer's link.
    expect(
      (
        await call(undefined, 'POST', 'dealer/verify', { username: 'dealers-partner@greenfix.in', authChallenge: 'x' })
      ).json(),
    ).toEqual({
      message: INVITE_MESSAGES.invalidLink,
    });
  });

  it(
    'revokes an open invitation (the link is refused, ' +
      'the user disabled), resends a fresh one (the old one no longer works)',
    async () => {
      const dealer = await json<Dealer>(server.tokens.admin, 'POST', 'dealer', dealerForm('revoke@sharma.in'), 201);
      const first = await dealerLink(server, 'revoke@sharma.in');
      expect(await json(server.tokens.admin, 'POST', 'dealer/revokeInvite', { id: dealer.id })).toEqual({
        message: DEALER_MESSAGES.revoked,
      });
      expect((await json<Dealer>(server.tokens.admin, 'GET', `dealer/getById/${dealer.id}`)).status).toBe('Revoked');
      const revokedUser = await server.app.ctx.identity.getUser('staff', 'revoke@sharma.in');
      expect(revokedUser).toMatchObject({ enabled: false });
      // A revoked invitation is no dealer's record (users/getUserDetails).
      expect(await roleProfile(server.app.ctx.db, revokedUser!)).toEqual({ dealerId: null, dealerStatus: null });
      expect((await call(undefined, 'POST', 'dealer/verify', first)).json()).toEqual({
        message: INVITE_MESSAGES.revokedLink,
      });
      expect((await call(server.tokens.admin, 'POST', 'dealer/revokeInvite', { id: dealer.id })).json()).toEqual({
        message: INVITE_MESSAGES.notRevocable,
      });

      expect(await json(server.tokens.admin, 'POST', 'dealer/resendInvite', { id: dealer.id })).toEqual({
        message: INVITE_MESSAGES.linkSent,
      });
      const second = await dealerLink(server, 'revoke@sharma.in');
      expect(second.authChallenge).not.toBe(first.authChallenge);
      expect(await server.app.ctx.identity.getUser('staff', 'revoke@sharma.in')).toMatchObject({ enabled: true });
      expect((await call(undefined, 'POST', 'dealer/verify', first)).json()).toEqual({
        message: INVITE_MESSAGES.notLatestLink,
      });
      expect((await call(undefined, 'POST', 'dealer/verify', second)).statusCode).toBe(200);
      const activities = await server.database.query<{ activity: string }>(
        `SELECT activity FROM activity_logs WHERE entity_id = $1 ORDER BY id`,
        [dealer.id],
      );
      expect(activities.map((a) => a.activity)).toEqual([
        'Dealer added',
        'Invitation sent',
        'Invitation revoked',
        'Invitation link resent',
        'Invitation link verified',
      ]);
    },
  );

  it('does not resend to a dealer that chose its password; 404 for an unknown id; admins only', async () => {
    const dealer = await onboardDealer(server, 'chosen@sharma.in');
    expect((await call(server.tokens.admin, 'POST', 'dealer/resendInvite', { id: dealer.id })).json()).toEqual({
      message: INVITE_MESSAGES.notResendable,
    });
    expect((await call(server.tokens.admin, 'POST', 'dealer/resendInvite', { id: 'DLR999999' })).statusCode).toBe(404);
    expect((await call(server.tokens.admin, 'POST', 'dealer/revokeInvite', { id: 'DLR999999' })).json()).toEqual({
      message: DEALER_MESSAGES.notFound,
    });
    expect((await call(server.tokens.admin, 'POST', 'dealer/revokeInvite', {})).json()).toMatchObject({
      errors: { id: 'Id is required' },
    });
    for (const url of ['dealer/resendInvite', 'dealer/revokeInvite']) {
      expect((await call(undefined, 'POST', url, { id: dealer.id })).statusCode).toBe(401);
      for (const token of [
        dealer.token,
        server.tokens.channelPartner,
        server.tokens.technician,
        server.tokens.customerCare,
      ]) {
        expect((await call(token, 'POST', url, { id: dealer.id })).statusCode).toBe(403);
      }
    }
  });
});

describe('an expired link', () => {
  it('is Expired from its expiry on, stored by the expiry job with its activity; a resend opens it again', async () => {
    const dealer = await json<Dealer>(server.tokens.admin, 'POST', 'dealer', dealerForm('expired@sharma.in'), 201);
    const link = await dealerLink(server, 'expired@sharma.in');
    await server.database.query(`UPDATE dealers SET invite_expires_at = now() - interval '1 minute' WHERE id = $1`, [
      dealer.id,
    ]);
    expect((await json<Dealer>(server.tokens.admin, 'GET', `dealer/getById/${dealer.id}`)).status).toBe('Expired');
    expect((await call(undefined, 'POST', 'dealer/verify', link)).json()).toEqual({
      message: INVITE_MESSAGES.expiredLink,
    });
    await expireInvitationsOf(server.app.ctx.db, DEALER_INVITATIONS);
    const [row] = await server.database.query<{ status: string }>(`SELECT status FROM dealers WHERE id = $1`, [
      dealer.id,
    ]);
    expect(row.status).toBe('Expired');
    expect(
      await count('activity_logs', `entity_id = $1 AND activity = 'Invitation expired' AND entity_type = 'dealer'`, [
        dealer.id,
      ]),
    ).toBe(1);
    await json(server.tokens.admin, 'POST', 'dealer/resendInvite', { id: dealer.id });
    expect((await json<Dealer>(server.tokens.admin, 'GET', `dealer/getById/${dealer.id}`)).status).toBe('Invited');
    expect(
      (await call(undefined, 'POST', 'dealer/verify', await dealerLink(server, 'expired@sharma.in'))).statusCode,
    ).toBe(200);
  });

  it('is Expired at once with INVITE_EXPIRY_HOURS=0', async () => {
    const quick = await startDealerServer({ INVITE_EXPIRY_HOURS: '0' });
    try {
      await expecting(quick)(quick.tokens.admin, 'POST', 'dealer', dealerForm('zero@sharma.in'), 201);
      expect(
        (await caller(quick)(undefined, 'POST', 'dealer/verify', await dealerLink(quick, 'zero@sharma.in'))).json(),
      ).toEqual({ message: INVITE_MESSAGES.expiredLink });
    } finally {
      await quick.close();
    }
  });
});
