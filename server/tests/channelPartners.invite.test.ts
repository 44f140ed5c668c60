import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INVITE_MESSAGES } from '../../domain/channelPartner/invite';
import { INVITE_PASSWORD_LENGTH } from '../../domain/constants';
import { ROLES } from '../../domain/roles';
import {
  activities,
  caller,
  expecting,
  firstSignIn,
  inviteForm,
  inviteLink,
  startPartnerServer,
} from './channelPartners.helpers';
import { messageCount } from './identity.helpers';
import { expireInvitations } from '../src/modules/channelPartners/repository';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let json: ReturnType<typeof expecting>;
let call: ReturnType<typeof caller>;
let admin: string;
beforeAll(async () => {
  server = await startPartnerServer({ PUBLIC_URL: 'https://backoffice.reloop.test' });
  json = expecting(server);
  call = caller(server);
  admin = server.tokens.admin;
});
afterAll(() => server?.close());

const partnerCount = async () =>
  Number((await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM channel_partners'))[0].n);
const verify = (link: { username: string; authChallenge: string }) =>
  call(undefined, 'POST', 'channel-partner/verify', { username: link.username, authChallenge: link.authChallenge });
const storedStatus = async (id: string) =>
  (await server.database.query<{ status: string }>('SELECT status FROM channel_partners WHERE id = $1', [id]))[0]
    .status;
const backdateInvite = (id: string) =>
  server.database.query(`UPDATE channel_partners SET invite_expires_at = now() - interval '1 minute' WHERE id = $1`, [
    id,
  ]);

describe('sendInvite -> e-mail -> verify -> first sign-in', () => {
  it('creates the partner and its user, mails the link, and the link leads to choosing a password', async () => {
    const email = 'Owner@GreenFix.in';
    const sent = await json(admin, 'POST', 'channel-partner/sendInvite', inviteForm(email), 201);
    expect(sent).toEqual({
      id: expect.stringMatching(/^CP\d+$/),
      status: 'Invited',
      inviteExpiresAt: expect.any(String),
    });
    expect(new Date(sent.inviteExpiresAt).getTime()).toBeGreaterThan(Date.now());

    const user = await server.app.ctx.identity.getUser('staff', 'owner@greenfix.in');
    expect(user).toMatchObject({
      status: 'FORCE_CHANGE_PASSWORD',
      groups: [ROLES.channelPartner],
      attributes: expect.objectContaining({
        email: 'owner@greenfix.in',
        name: 'Green Fix Services',
        email_verified: 'true',
        'custom:first_login': 'true',
      }),
    });

    const link = await inviteLink(server, 'owner@greenfix.in');
    expect(link.url.startsWith('https://backoffice.reloop.test/verify-channel-partner/')).toBe(true);
    expect(link.username).toBe('owner@greenfix.in');
    expect(Buffer.from(link.authChallenge, 'base64url')).toHaveLength(32);
    const [stored] = await server.database.query<{ hash: string }>(
      'SELECT invite_challenge_hash AS hash FROM channel_partners WHERE id = $1',
      [sent.id],
    );
    expect(stored.hash).not.toContain(link.authChallenge);

    const verified = (await verify(link)).json();
    expect(verified).toEqual({
      username: 'owner@greenfix.in',
      temporaryPassword: expect.any(String),
      name: 'Green Fix Services',
    });
    expect(verified.temporaryPassword).toHaveLength(INVITE_PASSWORD_LENGTH);
    expect(verified.temporaryPassword).toMatch(/[A-Z]/);
    expect(verified.temporaryPassword).toMatch(/[a-z]/);
    expect(verified.temporaryPassword).toMatch(/[0-9]/);
    expect(verified.temporaryPassword).toMatch(/[^A-Za-z0-9]/);

    const admin_view = await json(admin, 'GET', `channel-partner/getById/${sent.id}`);
    expect(admin_view).toMatchObject({ status: 'Incomplete', authChallengePending: true });

    const token = await firstSignIn(server, verified.username, verified.temporaryPassword);
    const own = await json(token, 'GET', 'channel-partner/profile');
    expect(own).toMatchObject({
      id: sent.id,
      name: 'Green Fix Services',
      primaryEmail: 'owner@greenfix.in',
      status: 'Incomplete',
      authChallengePending: false,
    });
    expect(await json(token, 'GET', 'channel-partner/email/owner@greenfix.in')).toEqual({
      id: sent.id,
      name: 'Green Fix Services',
      status: 'Incomplete',
    });
    expect(await activities(server, sent.id)).toEqual([
      'Invitation link verified',
      'Invitation sent',
      'Invitation created',
    ]);

    const again = await verify(link);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVITE_MESSAGES.usedLink);
  });

  it('refuses an unknown user or a wrong challenge', async () => {
    await json(admin, 'POST', 'channel-partner/sendInvite', inviteForm('wrong@greenfix.in'), 201);
    const link = await inviteLink(server, 'wrong@greenfix.in');
    for (const [attempt, message] of [
      [{ ...link, authChallenge: `${link.authChallenge}x` }, INVITE_MESSAGES.notLatestLink],
      [{ ...link, username: 'nobody@greenfix.in' }, INVITE_MESSAGES.invalidLink],
    ] as const) {
      const refused = await verify(attempt);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const empty = await call(undefined, 'POST', 'channel-partner/verify', { username: '', authChallenge: '' });
    expect(empty.json().errors).toEqual({
      username: INVITE_MESSAGES.invalidLink,
      authChallenge: INVITE_MESSAGES.invalidLink,
    });
  });
});

describe('addToCognito and sendInvite', () => {
  it('are idempotent for the same open invitation', async () => {
    const form = inviteForm('twice@greenfix.in', 'Twice Fixers');
    const added = await json(admin, 'POST', 'channel-partner/addToCognito', form, 201);
    expect(added).toEqual({ id: expect.any(String), username: 'twice@greenfix.in' });
    expect(await json(admin, 'POST', 'channel-partner/addToCognito', { ...form, id: added.id }, 201)).toEqual(added);
    const sent = await json(
      admin,
      'POST',
      'channel-partner/sendInvite',
      { ...form, id: added.id, password: 'ignored', group: 'Web-Admin' },
      201,
    );
    expect(sent.id).toBe(added.id);
    expect((await server.app.ctx.identity.getUser('staff', 'twice@greenfix.in'))!.groups).toEqual([
      ROLES.channelPartner,
    ]);
  });

  it('refuses an e-mail in use by a partner or any user with 409, writing nothing', async () => {
    await json(admin, 'POST', 'channel-partner/sendInvite', inviteForm('taken@greenfix.in'), 201);
    const partners = await partnerCount();
    const mails = await messageCount(server, 'taken@greenfix.in');
    const staffEmail = (
      await server.database.query<{ email: string }>(
        `SELECT attributes->>'email' AS email FROM identity_users WHERE 'Dealer' = ANY(groups) LIMIT 1`,
      )
    )[0].email;
    for (const body of [
      inviteForm('taken@greenfix.in'),
      { ...inviteForm('TAKEN@greenfix.in'), id: 'CP999' },
      inviteForm(staffEmail),
    ]) {
      for (const path of ['sendInvite', 'addToCognito']) {
        const refused = await call(admin, 'POST', `channel-partner/${path}`, body);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({
          message: INVITE_MESSAGES.emailInUse,
          errors: { primaryEmail: INVITE_MESSAGES.emailInUse },
        });
      }
    }
    const direct = await call(admin, 'POST', 'channel-partner', inviteForm('taken@greenfix.in'));
    expect(direct.statusCode).toBe(409);
    expect(await partnerCount()).toBe(partners);
    expect(await messageCount(server, 'taken@greenfix.in')).toBe(mails);
    expect(await json(admin, 'POST', 'channel-partner/emailExist/', { primaryEmail: 'Taken@greenfix.in' })).toEqual({
      exists: true,
    });
    expect(await json(admin, 'POST', 'channel-partner/emailExist/', { primaryEmail: staffEmail })).toEqual({
      exists: true,
    });
    expect(await json(admin, 'POST', 'channel-partner/emailExist', { primaryEmail: 'free@greenfix.in' })).toEqual({
      exists: false,
    });
  });

  it('checks the invite form with the spec messages', async () => {
    const refused = await call(admin, 'POST', 'channel-partner/sendInvite', {
      name: 'Fix 24',
      primaryEmail: 'x@',
      primaryMobile: '5123456789',
      typeOfFirm: '',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      name: INVITE_MESSAGES.nameLetters,
      primaryEmail: INVITE_MESSAGES.emailInvalid,
      primaryMobile: INVITE_MESSAGES.mobileInvalid,
      typeOfFirm: INVITE_MESSAGES.firmRequired,
    });
  });
});

describe('expiry, revoke, resend, delete', () => {
  it('an expired link shows Expired in the list and is refused', async () => {
    const sent = await json(admin, 'POST', 'channel-partner/sendInvite', inviteForm('late@greenfix.in'), 201);
    const link = await inviteLink(server, 'late@greenfix.in');
    await backdateInvite(sent.id);

    const page = await json(admin, 'POST', 'channel-partner/getByPaginationAndFilter', {
      filters: [{ property: 'primaryEmail', operator: 'equal', value: 'late@greenfix.in' }],
    });
    expect(page.records).toEqual([expect.objectContaining({ id: sent.id, status: 'Expired', deleted: false })]);
    const refused = await verify(link);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(INVITE_MESSAGES.expiredLink);
    expect((await json(admin, 'GET', `channel-partner/getById/${sent.id}`)).status).toBe('Expired');
    // Reads only derive the status; the expiry job stores it, with the activity dated at the expiry.
    expect((await activities(server, sent.id))[0]).not.toBe('Invitation expired');
    expect(await storedStatus(sent.id)).toBe('Invited');
    await expireInvitations(server.app.ctx.db);
    expect(await storedStatus(sent.id)).toBe('Expired');
    expect((await activities(server, sent.id))[0]).toBe('Invitation expired');
    expect((await json(admin, 'GET', `channel-partner/getById/${sent.id}`)).status).toBe('Expired');

    expect(
      await json(admin, 'POST', 'channel-partner/resendInvite/', {
        id: sent.id,
        name: 'Green Fix Services',
        primaryEmail: 'late@greenfix.in',
      }),
    ).toEqual({
      message: INVITE_MESSAGES.linkSent,
    });
    expect((await verify(await inviteLink(server, 'late@greenfix.in'))).statusCode).toBe(200);
  });

  it('expires at once with INVITE_EXPIRY_HOURS=0', async () => {
    const instant = await startTestServer({ INVITE_EXPIRY_HOURS: '0' });
    try {
      const sent = await expecting(instant)(
        instant.tokens.admin,
        'POST',
        'channel-partner/sendInvite',
        inviteForm('now@greenfix.in'),
        201,
      );
      const refused = await caller(instant)(
        undefined,
        'POST',
        'channel-partner/verify',
        await inviteLink(instant, 'now@greenfix.in'),
      );
      expect(refused.json().message).toBe(INVITE_MESSAGES.expiredLink);
      expect((await expecting(instant)(instant.tokens.admin, 'GET', `channel-partner/getById/${sent.id}`)).status).toBe(
        'Expired',
      );
    } finally {
      await instant.close();
    }
  });

  it('the expiry job of each server process stores expired invitations with their activity', async () => {
    const withJob = await startTestServer({ INVITE_EXPIRY_HOURS: '0', INVITE_EXPIRY_JOB_SECONDS: '1' });
    try {
      const sent = await expecting(withJob)(
        withJob.tokens.admin,
        'POST',
        'channel-partner/sendInvite',
        inviteForm('job@greenfix.in'),
        201,
      );
      const stored = async () =>
        (
          await withJob.database.query<{ status: string }>('SELECT status FROM channel_partners WHERE id = $1', [
            sent.id,
          ])
        )[0].status;
      await vi.waitFor(async () => expect(await stored()).toBe('Expired'), { timeout: 10_000, interval: 200 });
      expect((await activities(withJob, sent.id))[0]).toBe('Invitation expired');
    } finally {
      await withJob.close();
    }
  });

  it('a revoked link is refused; a resent one works and the old one no longer does', async () => {
    const sent = await json(admin, 'POST', 'channel-partner/sendInvite', inviteForm('revoke@greenfix.in'), 201);
    const oldLink = await inviteLink(server, 'revoke@greenfix.in');
    expect(
      await json(admin, 'POST', 'channel-partner/revokeInvite/', { username: 'revoke@greenfix.in', id: sent.id }),
    ).toEqual({ message: INVITE_MESSAGES.revoked });
    expect(await server.app.ctx.identity.getUser('staff', 'revoke@greenfix.in')).toMatchObject({ enabled: false });
    const revoked = await verify(oldLink);
    expect(revoked.statusCode).toBe(400);
    expect(revoked.json().message).toBe(INVITE_MESSAGES.revokedLink);
    expect(await json(admin, 'GET', `channel-partner/getById/${sent.id}`)).toMatchObject({
      status: 'Revoked',
      authChallengePending: false,
    });

    expect(await json(admin, 'POST', 'channel-partner/resendInvite/', { id: sent.id })).toEqual({
      message: 'Link sent successfully!',
    });
    expect(await json(admin, 'GET', `channel-partner/getById/${sent.id}`)).toMatchObject({
      status: 'Invited',
      authChallengePending: true,
    });
    // A resent invitation replaces the link: the old one says so and what to do.
    expect((await verify(oldLink)).json().message).toBe(INVITE_MESSAGES.notLatestLink);
    const fresh = await verify(await inviteLink(server, 'revoke@greenfix.in'));
    expect(fresh.statusCode).toBe(200);
    await firstSignIn(server, 'revoke@greenfix.in', fresh.json().temporaryPassword);
    expect(await activities(server, sent.id)).toEqual([
      'Invitation link verified',
      'Invitation link resent',
      'Invitation revoked',
      'Invitation sent',
      'Invitation created',
    ]);
  });

  it('revoke and delete only where the spec allows them', async () => {
    const sent = await json(admin, 'POST', 'channel-partner/sendInvite', inviteForm('gone@greenfix.in'), 201);
    const notYet = await call(admin, 'DELETE', `channel-partner/invite/${sent.id}`);
    expect(notYet.statusCode).toBe(400);
    expect(notYet.json().message).toBe(INVITE_MESSAGES.notDeletable);
    await json(admin, 'POST', 'channel-partner/revokeInvite/', { username: 'gone@greenfix.in', id: sent.id });
    expect(await json(admin, 'DELETE', `channel-partner/invite/${sent.id}`)).toEqual({
      message: INVITE_MESSAGES.deleted,
    });
    expect(await server.app.ctx.identity.getUser('staff', 'gone@greenfix.in')).toBeNull();
    expect((await call(admin, 'GET', `channel-partner/getById/${sent.id}`)).statusCode).toBe(404);
    const page = await json(admin, 'POST', 'channel-partner/getByPaginationAndFilter', {
      filters: [{ property: 'deleted', operator: 'equal', value: true }],
    });
    expect(page.records).toEqual([expect.objectContaining({ id: sent.id, status: 'Revoked', deleted: true })]);
    expect(await json(admin, 'POST', 'channel-partner/emailExist/', { primaryEmail: 'gone@greenfix.in' })).toEqual({
      exists: false,
    });

    // The e-mail may be invited again: the deleted row becomes the new invitation.
    const again = await json(
      admin,
      'POST',
      'channel-partner/sendInvite',
      inviteForm('gone@greenfix.in', 'Gone Again'),
      201,
    );
    expect(again).toMatchObject({ id: sent.id, status: 'Invited' });

    const onboarded = await json(admin, 'POST', 'channel-partner/sendInvite', inviteForm('started@greenfix.in'), 201);
    await verify(await inviteLink(server, 'started@greenfix.in'));
    const refused = await call(admin, 'POST', 'channel-partner/revokeInvite/', {
      username: 'started@greenfix.in',
      id: onboarded.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(INVITE_MESSAGES.notRevocable);
    expect((await call(admin, 'POST', 'channel-partner/revokeInvite/', { id: 'CP999999' })).statusCode).toBe(404);
  });

  it('resends to a partner who verified but never chose a password, not to one who did', async () => {
    const sent = await json(admin, 'POST', 'channel-partner/sendInvite', inviteForm('halfway@greenfix.in'), 201);
    const verified = (await verify(await inviteLink(server, 'halfway@greenfix.in'))).json();
    expect(await json(admin, 'POST', 'channel-partner/resendInvite/', { id: sent.id })).toEqual({
      message: INVITE_MESSAGES.linkSent,
    });
    expect((await json(admin, 'GET', `channel-partner/getById/${sent.id}`)).status).toBe('Incomplete');
    const again = (await verify(await inviteLink(server, 'halfway@greenfix.in'))).json();
    expect(again.temporaryPassword).not.toBe(verified.temporaryPassword);
    await firstSignIn(server, 'halfway@greenfix.in', again.temporaryPassword);
    const refused = await call(admin, 'POST', 'channel-partner/resendInvite/', { id: sent.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(INVITE_MESSAGES.notResendable);
  });
});

describe('POST channel-partner (added directly by an admin)', () => {
  it('creates an Incomplete partner whose link signs it in', async () => {
    const created = await json(
      admin,
      'POST',
      'channel-partner',
      inviteForm('direct@greenfix.in', 'Direct Repairs'),
      201,
    );
    expect(created).toMatchObject({
      name: 'Direct Repairs',
      status: 'Incomplete',
      primaryEmail: 'direct@greenfix.in',
      authChallengePending: true,
      services: [],
      documentDetails: [],
    });
    expect(created.referralCode).toMatch(/^RL[0-9A-F]{8}$/);
    const verified = (await verify(await inviteLink(server, 'direct@greenfix.in'))).json();
    const token = await firstSignIn(server, 'direct@greenfix.in', verified.temporaryPassword);
    expect((await json(token, 'GET', 'channel-partner/profile')).status).toBe('Incomplete');
    const summary = await json(admin, 'GET', `channel-partner/cognito/${created.id}`);
    expect(summary).toMatchObject({
      username: 'direct@greenfix.in',
      status: 'CONFIRMED',
      enabled: true,
      groups: [ROLES.channelPartner],
    });
    expect(JSON.stringify(summary)).not.toMatch(/password/i);
  });
});
