import { afterAll, describe, expect, it } from 'vitest';
import { READ_ONLY_GROUP } from '../../domain/account/constants';
import { ROLES } from '../../domain/roles';
import { isWrite } from '../src/platform/auth';
import { decisionMail } from '../src/modules/channelPartners/inviteMail';
import { caller, expecting, firstSignIn, startPartnerServer } from './channelPartners.helpers';
import { latestMessage, messageCount } from './identity.helpers';
import { activePartner, staffUser, tokenUsername } from './requests.helpers';
import { SAMPLE_PDF, SAMPLE_PNG, uploadTestFile } from './support/uploads';

const server = await startPartnerServer();
afterAll(() => server.close());

const call = caller(server);
const json = expecting(server);
const { tokens } = server;
const SETTINGS = { language: 'de', theme: 'dark', direction: 'rtl', pinSidebar: false };

const identityCall = (operation: string, payload: object) =>
  server.app.inject({
    method: 'POST',
    url: '/identity/',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    payload,
  });

/** Invites a member as `token` and answers its first sign-in token (the temporary password comes by e-mail). */
async function invitedMember(token: string, email: string, extra: object) {
  await json(token, 'POST', 'users/team', { name: 'Meera Staff', email, ...extra }, 201);
  const temporary = (await latestMessage(server, email)).body.match(/Temporary password: (\S+)/)?.[1];
  expect(temporary).toBeDefined();
  return firstSignIn(server, email, temporary!, 'Member@2468');
}

const partner = await activePartner(server, 'account-partner@greenfix.in', 'Account Partner Repairs');
const other = await activePartner(server, 'account-other@greenfix.in', 'Account Other Repairs');

describe('users/preferences', () => {
  it('answers each signed-in role its own settings, null until saved, and refuses anonymous callers', async () => {
    expect((await call(undefined, 'GET', 'users/preferences')).statusCode).toBe(401);
    for (const token of [tokens.admin, tokens.customerCare, tokens.dealer, tokens.technician, partner.token]) {
      const answer = await json(token, 'GET', 'users/preferences');
      expect(answer.settings).toBeNull();
      expect(answer.notifications.requestAssigned).toEqual({ email: true, sms: true });
    }
  });

  it('keeps the settings per user: what one saves, another does not see', async () => {
    const saved = await json(tokens.dealer, 'PUT', 'users/preferences', { settings: SETTINGS });
    expect(saved.settings).toEqual(SETTINGS);
    expect((await json(tokens.dealer, 'GET', 'users/preferences')).settings).toEqual(SETTINGS);
    expect((await json(tokens.customerCare, 'GET', 'users/preferences')).settings).toBeNull();
  });

  it('refuses invalid settings with field errors and writes nothing', async () => {
    const bad = await call(tokens.admin, 'PUT', 'users/preferences', {
      settings: { ...SETTINGS, language: 'fr', theme: 'blue' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      'settings.language': expect.stringContaining('Language'),
      'settings.theme': expect.stringContaining('Theme'),
    });
    expect((await call(tokens.admin, 'PUT', 'users/preferences', {})).statusCode).toBe(400);
    expect(
      (await call(tokens.admin, 'PUT', 'users/preferences', { notifications: { signInCode: { sms: false } } }))
        .statusCode,
    ).toBe(400);
    expect((await json(tokens.admin, 'GET', 'users/preferences')).settings).toBeNull();
  });

  it('stops an optional message the recipient switched off, never a mandatory one', async () => {
    const choices = await json(partner.token, 'PUT', 'users/preferences', {
      notifications: { profileDecision: { email: false } },
    });
    expect(choices.notifications.profileDecision).toEqual({ email: false, sms: true });
    const before = await messageCount(server, partner.email);
    await server.app.ctx.notifier.enqueue(
      server.app.ctx.db,
      decisionMail(partner.email, 'Account Partner Repairs', 'Active', 'ok'),
    );
    expect(await messageCount(server, partner.email)).toBe(before);
    await server.app.ctx.notifier.enqueue(server.app.ctx.db, {
      channel: 'email',
      to: partner.email,
      subject: 'Code',
      body: 'Your code is 123456',
    });
    expect(await messageCount(server, partner.email)).toBe(before + 1);
    // Another partner's choice is its own.
    const otherBefore = await messageCount(server, other.email);
    await server.app.ctx.notifier.enqueue(
      server.app.ctx.db,
      decisionMail(other.email, 'Account Other Repairs', 'Active', 'ok'),
    );
    expect(await messageCount(server, other.email)).toBe(otherBefore + 1);
  });
});

describe('users/profile', () => {
  it('lets an admin-side user name themselves, and keeps a partner on its profile name', async () => {
    expect((await json(tokens.admin, 'PATCH', 'users/profile', { name: 'Asha Admin' })).name).toBe('Asha Admin');
    expect(await json(tokens.admin, 'GET', 'users/profile')).toMatchObject({
      name: 'Asha Admin',
      nameEditable: true,
      hasPassword: true,
      access: 'full',
    });
    expect(await json(partner.token, 'GET', 'users/profile')).toMatchObject({
      name: 'Account Partner Repairs',
      nameEditable: false,
    });
    const refused = await call(partner.token, 'PATCH', 'users/profile', { name: 'Someone Else' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.name).toBeDefined();
    const blank = await call(tokens.admin, 'PATCH', 'users/profile', { name: '  ' });
    expect(blank.json()).toMatchObject({ errors: { name: 'Name is required' } });
  });

  it('says a technician has no password', async () => {
    expect(await json(tokens.technician, 'GET', 'users/profile')).toMatchObject({ hasPassword: false });
  });

  it('takes a photo the user uploaded for themselves, checked by content', async () => {
    const sub = (await json(tokens.customerCare, 'GET', 'users/getUserDetails')).id as string;
    const photo = await uploadTestFile(server, tokens.customerCare, {
      id: sub,
      entityType: 'user',
      name: 'me.png',
      bytes: SAMPLE_PNG,
      contentType: 'image/png',
    });
    expect(photo.status).toBe(201);
    const { name, type, key } = photo.body;
    expect((await json(tokens.customerCare, 'PATCH', 'users/profile', { photo: { name, type, key } })).photo).toEqual({
      name,
      type,
      key,
    });
    // A PDF is no photo; another user's file is not the caller's.
    const pdf = await uploadTestFile(server, tokens.customerCare, { id: sub, entityType: 'user', bytes: SAMPLE_PDF });
    const refused = await call(tokens.customerCare, 'PATCH', 'users/profile', {
      photo: { name: 'x.pdf', type: 'application/pdf', key: pdf.body.key },
    });
    expect(refused.json()).toMatchObject({ errors: { photo: expect.any(String) } });
    expect((await call(tokens.admin, 'PATCH', 'users/profile', { photo: { name, type, key } })).statusCode).toBe(400);
    // Nobody uploads a photo under someone else's id.
    expect(
      (
        await uploadTestFile(server, tokens.dealer, {
          id: sub,
          entityType: 'user',
          bytes: SAMPLE_PNG,
          contentType: 'image/png',
        })
      ).status,
    ).toBe(403);
    expect((await json(tokens.customerCare, 'PATCH', 'users/profile', { photo: null })).photo).toBeNull();
  });
});

describe('users/team', () => {
  it('is for admins and channel partners only', async () => {
    for (const token of [tokens.customerCare, tokens.dealer, tokens.technician]) {
      expect((await call(token, 'GET', 'users/team')).statusCode).toBe(403);
      expect(
        (await call(token, 'POST', 'users/team', { name: 'X', email: 'x@reloop.test', access: 'full' })).statusCode,
      ).toBe(403);
      expect((await call(token, 'PATCH', 'users/team/x@reloop.test', { enabled: false })).statusCode).toBe(403);
    }
    expect((await call(undefined, 'GET', 'users/team')).statusCode).toBe(401);
  });

  it('refuses invalid invitations with field errors', async () => {
    const noAccess = await call(partner.token, 'POST', 'users/team', { name: 'Meera', email: 'meera@greenfix.in' });
    expect(noAccess.json()).toMatchObject({ errors: { access: 'Access is required' } });
    const noRole = await call(tokens.admin, 'POST', 'users/team', { name: 'Meera', email: 'meera@greenfix.in' });
    expect(noRole.json()).toMatchObject({ errors: { role: 'Role is required' } });
    const bad = await call(partner.token, 'POST', 'users/team', { name: '', email: 'not-an-email', access: 'some' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['access', 'email', 'name']);
    const taken = await call(partner.token, 'POST', 'users/team', {
      name: 'Taken',
      email: other.email,
      access: 'full',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.email).toBe('This email is already in use');
  });

  it("a partner's read-only staff user signs in as the partner and is refused every write of it", async () => {
    const staff = await invitedMember(partner.token, 'reader@greenfix.in', { access: 'read' });
    expect((await json(partner.token, 'GET', 'users/team')).map((m: { username: string }) => m.username)).toEqual([
      'reader@greenfix.in',
    ]);
    expect(await json(other.token, 'GET', 'users/team')).toEqual([]);
    expect(await json(staff, 'GET', 'users/getUserDetails')).toMatchObject({
      organization: 'Account Partner Repairs',
      profile: { cpId: partner.id },
    });
    expect((await json(staff, 'GET', `channel-partner/getById/${partner.id}`)).id).toBe(partner.id);
    expect(
      (await json(staff, 'POST', 'requests/getByPaginationAndFilter', { filters: [], pageSize: 10, pageNumber: 1 }))
        .records,
    ).toBeDefined();

    const writes = server.app.routeCatalogue.filter(
      (route) =>
        route.access !== 'public' &&
        route.access.roles.includes(ROLES.channelPartner) &&
        !route.access.personal &&
        isWrite(route.method, route.url),
    );
    expect(writes.length).toBeGreaterThan(20);
    for (const route of writes) {
      const url = route.url
        .replace(/^\/api\//, '')
        .replace(/:(\w+)/g, (_all, name: string) => (name === 'id' ? partner.id : 'x'));
      const answer = await call(staff, route.method as 'POST', url, {});
      expect(answer.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(answer.json().message).toBe('Your access is read-only');
    }
    // Its own settings are its own.
    expect((await call(staff, 'PUT', 'users/preferences', { settings: SETTINGS })).statusCode).toBe(200);
  });

  it('changes a member to full access (ending its sessions), and disables and enables it', async () => {
    const staff = await firstSignInAgain('reader@greenfix.in');
    expect((await call(other.token, 'PATCH', 'users/team/reader@greenfix.in', { access: 'full' })).statusCode).toBe(
      404,
    );
    const changed = await json(partner.token, 'PATCH', 'users/team/reader@greenfix.in', { access: 'full' });
    expect(changed).toMatchObject({ access: 'full', enabled: true });
    expect((await call(staff, 'GET', 'users/team')).statusCode).toBe(401);
    const full = await server.signIn('staff', 'reader@greenfix.in', 'Member@2468');
    expect((await server.app.ctx.identity.getUser('staff', 'reader@greenfix.in'))!.groups).not.toContain(
      READ_ONLY_GROUP,
    );
    // Full access writes as the partner: it invites a colleague.
    await json(full, 'POST', 'users/team', { name: 'Second Staff', email: 'second@greenfix.in', access: 'read' }, 201);
    expect((await call(full, 'PATCH', 'users/team/reader@greenfix.in', { enabled: false })).statusCode).toBe(409);

    expect((await json(partner.token, 'PATCH', 'users/team/reader@greenfix.in', { enabled: false })).enabled).toBe(
      false,
    );
    await expect(server.signIn('staff', 'reader@greenfix.in', 'Member@2468')).rejects.toThrow();
    expect((await json(partner.token, 'PATCH', 'users/team/reader@greenfix.in', { enabled: true })).enabled).toBe(true);
    expect(await server.signIn('staff', 'reader@greenfix.in', 'Member@2468')).toBeTruthy();
    expect((await call(partner.token, 'PATCH', 'users/team/reader@greenfix.in', {})).statusCode).toBe(400);
  });

  it("an admin's team is its admins and customer care, apart from every partner's", async () => {
    const care = await invitedMember(tokens.admin, 'desk@reloop.test', { role: ROLES.customerCare });
    expect((await json(care, 'GET', 'users/profile')).role).toBe(ROLES.customerCare);
    const team = await json(tokens.admin, 'GET', 'users/team');
    expect(team.map((m: { username: string; role: string }) => [m.username, m.role])).toContainEqual([
      'desk@reloop.test',
      ROLES.customerCare,
    ]);
    expect((await json(partner.token, 'GET', 'users/team')).map((m: { username: string }) => m.username)).not.toContain(
      'desk@reloop.test',
    );
    expect((await call(partner.token, 'PATCH', 'users/team/desk@reloop.test', { enabled: false })).statusCode).toBe(
      404,
    );
    const access = await call(tokens.admin, 'PATCH', 'users/team/desk@reloop.test', { access: 'read' });
    expect(access.json()).toMatchObject({ errors: { access: expect.any(String) } });
    expect((await json(tokens.admin, 'PATCH', 'users/team/desk@reloop.test', { enabled: false })).enabled).toBe(false);
  });
});

describe('ChangePassword through the identity protocol', () => {
  it('needs the right old password and a new one the pool accepts; then only the new one signs in', async () => {
    const token = await staffUser(server, ROLES.customerCare);
    const username = tokenUsername(token);
    const wrong = await identityCall('ChangePassword', {
      AccessToken: token,
      PreviousPassword: 'Wrong@1234',
      ProposedPassword: 'Better@5678',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().__type).toBe('NotAuthorizedException');
    const weak = await identityCall('ChangePassword', {
      AccessToken: token,
      PreviousPassword: 'Test@12345',
      ProposedPassword: 'weakpass',
    });
    expect(weak.json().__type).toBe('InvalidPasswordException');
    expect(
      (
        await identityCall('ChangePassword', {
          AccessToken: token,
          PreviousPassword: 'Test@12345',
          ProposedPassword: 'Better@5678',
        })
      ).statusCode,
    ).toBe(200);
    await expect(server.signIn('staff', username, 'Test@12345')).rejects.toThrow();
    expect(await server.signIn('staff', username, 'Better@5678')).toBeTruthy();
  });
});

function firstSignInAgain(username: string) {
  return server.signIn('staff', username, 'Member@2468');
}
