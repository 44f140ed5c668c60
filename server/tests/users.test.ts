import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_NAME } from '../../domain/constants';
import { ROLES } from '../../domain/roles';
import { channelPartners, dealers, technicians } from '../src/db/schema';
import { bearer, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const [partner] = await db
    .insert(channelPartners)
    .values({
      name: 'GreenFix Services',
      primaryEmail: 'GreenFix@Reloop.test',
      userName: 'greenfix@reloop.test',
      status: 'Active',
    })
    .returning();
  const [technician] = await db
    .insert(technicians)
    .values({
      channelPartnerId: partner.id,
      firstName: 'Ravi',
      lastName: 'Kumar',
      mobile: '9812345678',
      status: 'Active',
    })
    .returning();
  const [dealer] = await db
    .insert(dealers)
    .values({ name: 'Sharma Electronics', email: 'sharma@reloop.test', status: 'Pending' })
    .returning();
  Object.assign(tokens, { partnerId: partner.id, technicianId: technician.id, dealerId: dealer.id });

  const staff = async (email: string, role: string) => {
    await server.app.ctx.identity.createUser({
      pool: 'staff',
      username: email,
      password: 'Start@1234',
      groups: [role],
      attributes: { email, name: email.split('@')[0] },
    });
    return server.signIn('staff', email, 'Start@1234');
  };
  tokens.partner = await staff('greenfix@reloop.test', ROLES.channelPartner);
  tokens.dealer = await staff('sharma@reloop.test', ROLES.dealer);
  // A technician without custom:id is found by the mobile number of its username.
  await server.app.ctx.identity.createUser({
    pool: 'technician',
    username: '+919812345678',
    password: 'Start@1234',
    groups: [ROLES.technician],
    attributes: { phone_number: '+919812345678' },
  });
  tokens.technician = await server.signIn('technician', '9812345678', 'Start@1234');
});
afterAll(async () => {
  await server.close();
});

const get = (url: string, token?: string) =>
  server.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const identityCall = (operation: string, payload: object, address = '203.0.113.200') =>
  server.app.inject({
    method: 'POST',
    url: '/identity/',
    remoteAddress: address,
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    payload,
  });

describe('GET users/getUserDetails', () => {
  it('gives a channel partner its partner id and name, found by primary e-mail whatever its case', async () => {
    const response = await get('/api/users/getUserDetails', tokens.partner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      username: 'greenfix@reloop.test',
      attributes: expect.objectContaining({ email: 'greenfix@reloop.test', name: 'greenfix', sub: expect.any(String) }),
      groups: [ROLES.channelPartner],
      scope: ROLES.channelPartner,
      organization: 'GreenFix Services',
      profile: { cpId: tokens.partnerId, cpName: 'GreenFix Services' },
    });
  });

  it(
    'names the organization of every role: the partner, ' + 'the technician’s partner, the dealer’s firm, the company',
    async () => {
      const organizationOf = async (token: string) =>
        (await get('/api/users/getUserDetails', token)).json().organization;
      expect(await organizationOf(tokens.partner)).toBe('GreenFix Services');
      expect(await organizationOf(tokens.technician)).toBe('GreenFix Services');
      expect(await organizationOf(tokens.dealer)).toBe('Sharma Electronics');
      expect(await organizationOf(server.tokens.admin)).toBe(COMPANY_NAME);
      expect(await organizationOf(server.tokens.customerCare)).toBe(COMPANY_NAME);
      // A partner, technician or dealer user without a record has none.
      for (const token of [server.tokens.channelPartner, server.tokens.technician, server.tokens.dealer])
        expect(await organizationOf(token)).toBeNull();
    },
  );

  it('takes the organization an admin’s or care user’s identity names, never over a record', async () => {
    const named = async (role: string, organization: string) => {
      const email = `${role.toLowerCase()}-named@reloop.test`;
      await server.app.ctx.identity.createUser({
        pool: 'staff',
        username: email,
        password: 'Start@1234',
        groups: [role],
        attributes: { email, 'custom:organization': organization },
      });
      return server.signIn('staff', email, 'Start@1234');
    };
    expect(
      (await get('/api/users/getUserDetails', await named(ROLES.admin, 'Reloop Audit LLP'))).json().organization,
    ).toBe('Reloop Audit LLP');
    expect(
      (await get('/api/users/getUserDetails', await named(ROLES.customerCare, 'CallCo Outsourcing'))).json()
        .organization,
    ).toBe('CallCo Outsourcing');
    await server.app.ctx.identity.updateAttributes('staff', 'greenfix@reloop.test', {
      'custom:organization': 'Someone Else',
    });
    expect((await get('/api/users/getUserDetails', tokens.partner)).json().organization).toBe('GreenFix Services');
  });

  it('gives a technician its technician id and a dealer its id and status', async () => {
    expect((await get('/api/users/getUserDetails', tokens.technician)).json()).toMatchObject({
      username: '+919812345678',
      scope: ROLES.technician,
      profile: { technicianId: tokens.technicianId },
    });
    expect((await get('/api/users/getUserDetails', tokens.dealer)).json()).toMatchObject({
      scope: ROLES.dealer,
      profile: { dealerId: tokens.dealerId, dealerStatus: 'Pending' },
    });
  });

  it('a partner user without a partner record gets empty profile ids; a disabled user is refused', async () => {
    expect((await get('/api/users/getUserDetails', server.tokens.channelPartner)).json().profile).toEqual({
      cpId: null,
      cpName: null,
    });
    await server.app.ctx.identity.disableUser('staff', 'sharma@reloop.test');
    expect((await get('/api/users/getUserDetails', tokens.dealer)).statusCode).toBe(401);
  });
});

describe('GET master/user/getByOptions', () => {
  it('finds a user by e-mail or id for an admin, never showing a password hash', async () => {
    const byEmail = await get('/api/master/user/getByOptions?email=GREENFIX@reloop.test', server.tokens.admin);
    expect(byEmail.statusCode).toBe(200);
    const [user] = byEmail.json();
    expect(user).toMatchObject({
      username: 'greenfix@reloop.test',
      pool: 'staff',
      email: 'greenfix@reloop.test',
      groups: [ROLES.channelPartner],
      enabled: true,
      status: 'CONFIRMED',
    });
    expect(byEmail.body).not.toMatch(/scrypt|password/i);

    const byId = await get(`/api/master/user/getByOptions?id=${user.id}`, server.tokens.admin);
    expect(byId.json()).toEqual([user]);
    expect((await get('/api/master/user/getByOptions?id=unknown', server.tokens.admin)).json()).toEqual([]);
  });

  it('checks a given password: 401 when it is wrong', async () => {
    expect(
      (
        await get('/api/master/user/getByOptions?email=greenfix@reloop.test&password=Start@1234', server.tokens.admin)
      ).json(),
    ).toHaveLength(1);
    const wrong = await get(
      '/api/master/user/getByOptions?email=greenfix@reloop.test&password=Wrong@1234',
      server.tokens.admin,
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Please check your email and password' });
  });

  it(
    "counts wrong passwords in sign-in's lock-out: five wrong, " +
      'then the right one is refused, and sign-in is locked too',
    async () => {
      await server.app.ctx.identity.createUser({
        pool: 'staff',
        username: 'probed@reloop.test',
        password: 'Start@1234',
        groups: [ROLES.dealer],
        attributes: { email: 'probed@reloop.test' },
      });
      const check = (password: string, address: string) =>
        server.app.inject({
          method: 'GET',
          url: `/api/master/user/getByOptions?email=probed@reloop.test&password=${password}`,
          headers: bearer(server.tokens.admin),
          remoteAddress: address,
        });
      for (let attempt = 1; attempt <= 5; attempt += 1)
        expect((await check('Wrong@1234', `203.0.113.${attempt}`)).statusCode).toBe(401);

      const locked = await check('Start@1234', '203.0.113.99');
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ message: 'Password attempts exceeded' });
      const signIn = await identityCall('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: server.app.ctx.pools.staff.userPoolClientId,
        AuthParameters: { USERNAME: 'probed@reloop.test', PASSWORD: 'Start@1234' },
      });
      expect(signIn.json()).toEqual({ __type: 'NotAuthorizedException', message: 'Password attempts exceeded' });
    },
  );

  it('and the other way round: after five wrong sign-ins the right password is refused here as locked', async () => {
    await server.app.ctx.identity.createUser({
      pool: 'staff',
      username: 'guessed@reloop.test',
      password: 'Start@1234',
      groups: [ROLES.dealer],
      attributes: { email: 'guessed@reloop.test' },
    });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await identityCall(
        'InitiateAuth',
        {
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: server.app.ctx.pools.staff.userPoolClientId,
          AuthParameters: { USERNAME: 'guessed@reloop.test', PASSWORD: 'Wrong@1234' },
        },
        `203.0.113.${10 + attempt}`,
      );
      expect(wrong.statusCode).toBe(400);
    }
    const locked = await get(
      '/api/master/user/getByOptions?email=guessed@reloop.test&password=Start@1234',
      server.tokens.admin,
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: 'Password attempts exceeded' });
  });

  it('needs an e-mail or an id, and is for admins only', async () => {
    const none = await get('/api/master/user/getByOptions', server.tokens.admin);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ errors: { email: 'Email or id is required' } });
    expect((await get('/api/master/user/getByOptions?email=not-an-email', server.tokens.admin)).json()).toMatchObject({
      errors: { email: 'Must be a valid email' },
    });
    expect((await get('/api/master/user/getByOptions?email=greenfix@reloop.test', tokens.partner)).statusCode).toBe(
      403,
    );
    expect((await get('/api/master/user/getByOptions?email=greenfix@reloop.test')).statusCode).toBe(401);
  });
});
