import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { createIdentity } from '../src/identity';
import { CognitoIdentityAdmin } from '../src/identity/cognito/admin';
import { poolSettings } from '../src/identity/pools';
import { cognitoUserStanding } from '../src/identity/standing';

/** A stand-in for Amazon Cognito's endpoint that records the admin calls and answers as Cognito would. */
const calls: Array<{ operation: string; body: Record<string, unknown> }> = [];
const stub = Fastify();
stub.addContentTypeParser('application/x-amz-json-1.1', { parseAs: 'string' }, (_r, body, done) =>
  done(null, JSON.parse(String(body))),
);
stub.post('/', async (request, reply) => {
  const operation = String(request.headers['x-amz-target']).split('.')[1];
  const body = request.body as Record<string, unknown>;
  calls.push({ operation, body });
  reply.header('content-type', 'application/x-amz-json-1.1');
  if (operation === 'AdminGetUser' && body.Username === 'missing@reloop.test') {
    return reply.status(400).send({ __type: 'UserNotFoundException', message: 'User does not exist.' });
  }
  if (operation === 'AdminGetUser') {
    return {
      Username: body.Username,
      Enabled: true,
      UserStatus: 'FORCE_CHANGE_PASSWORD',
      UserAttributes: [
        { Name: 'sub', Value: 'c0ffee00-0000-4000-8000-000000000000' },
        { Name: 'email', Value: body.Username },
      ],
    };
  }
  if (operation === 'AdminListGroupsForUser') return { Groups: [{ GroupName: 'Channel-Partner' }] };
  if (operation === 'AdminCreateUser') return { User: { Username: body.Username } };
  return {};
});

const env = {
  COGNITO_STAFF_POOL_ID: 'ap-south-1_Staff1234',
  COGNITO_STAFF_CLIENT_ID: 'staffclient',
  COGNITO_TECHNICIAN_POOL_ID: 'ap-south-1_Tech12345',
  COGNITO_TECHNICIAN_CLIENT_ID: 'techclient',
};
let admin: CognitoIdentityAdmin;

beforeAll(async () => {
  const url = await stub.listen({ port: 0, host: '127.0.0.1' });
  const config = loadConfig(env);
  admin = new CognitoIdentityAdmin(config.cognito!.region, poolSettings(config), {
    endpoint: url,
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'not-a-secret' },
    maxAttempts: 1,
  });
});
afterAll(async () => {
  await stub.close();
});

describe('identity with Amazon Cognito configured', () => {
  it('has no embedded endpoint or keys, and API tokens are checked against Cognito', async () => {
    const config = loadConfig(env);
    const identity = await createIdentity({
      config,
      db: {} as Database,
      pools: poolSettings(config),
      notifier: { enqueue: async () => {} },
    });
    expect(identity.routes).toBeUndefined();
    expect(identity.keys).toBeUndefined();
    expect(identity.admin).toBeInstanceOf(CognitoIdentityAdmin);
    expect(poolSettings(config).staff.jwksUrl).toBe(
      'https://cognito-idp.ap-south-1.amazonaws.com/ap-south-1_Staff1234/.well-known/jwks.json',
    );
  });

  it('invites with AdminCreateUser (temporary password, Cognito mail suppressed) and AdminAddUserToGroup', async () => {
    calls.length = 0;
    const user = await admin.createUser({
      pool: 'staff',
      username: 'partner@reloop.test',
      temporaryPassword: 'Temp@12345',
      groups: ['Channel-Partner'],
      attributes: { email: 'partner@reloop.test' },
    });
    expect(calls.map((c) => c.operation)).toEqual([
      'AdminCreateUser',
      'AdminAddUserToGroup',
      'AdminGetUser',
      'AdminListGroupsForUser',
    ]);
    expect(calls[0].body).toEqual({
      UserPoolId: 'ap-south-1_Staff1234',
      Username: 'partner@reloop.test',
      TemporaryPassword: 'Temp@12345',
      MessageAction: 'SUPPRESS',
      UserAttributes: [{ Name: 'email', Value: 'partner@reloop.test' }],
    });
    expect(calls[1].body).toEqual({
      UserPoolId: 'ap-south-1_Staff1234',
      Username: 'partner@reloop.test',
      GroupName: 'Channel-Partner',
    });
    expect(user).toMatchObject({
      pool: 'staff',
      username: 'partner@reloop.test',
      sub: 'c0ffee00-0000-4000-8000-000000000000',
      status: 'FORCE_CHANGE_PASSWORD',
      groups: ['Channel-Partner'],
    });
  });

  it('creates a technician with a permanent password so the one-time-code flow can finish', async () => {
    calls.length = 0;
    await admin.createUser({ pool: 'technician', username: '+919876543210', groups: ['Technician'] });
    expect(calls[1]).toMatchObject({
      operation: 'AdminSetUserPassword',
      body: { UserPoolId: 'ap-south-1_Tech12345', Username: '+919876543210', Permanent: true },
    });
  });

  it('maps the other admin operations and answers null for an unknown user', async () => {
    calls.length = 0;
    expect(await admin.getUser('staff', 'missing@reloop.test')).toBeNull();
    await admin.disableUser('staff', 'a@reloop.test');
    await admin.enableUser('staff', 'a@reloop.test');
    await admin.setPassword('staff', 'a@reloop.test', 'New@123456', true);
    await admin.updateAttributes('staff', 'a@reloop.test', { 'custom:first_login': 'false', sub: 'ignored' });
    await admin.signOutEverywhere('staff', 'a@reloop.test');
    await admin.deleteUser('staff', 'a@reloop.test');
    expect(calls.map((c) => c.operation)).toEqual([
      'AdminGetUser',
      'AdminDisableUser',
      'AdminEnableUser',
      'AdminSetUserPassword',
      'AdminUserGlobalSignOut',
      'AdminUpdateUserAttributes',
      'AdminUserGlobalSignOut',
      'AdminDeleteUser',
    ]);
    expect(calls[5].body.UserAttributes).toEqual([{ Name: 'custom:first_login', Value: 'false' }]);
  });

  it(
    "checks an API token's user with AdminGetUser at most once a minute: " +
      'a missing user, or another sub, is refused',
    async () => {
      const standing = cognitoUserStanding(admin);
      const pool = poolSettings(loadConfig(env)).staff;
      const sub = 'c0ffee00-0000-4000-8000-000000000000';
      calls.length = 0;
      expect(await standing({ pool, sub, username: 'a@reloop.test' })).toBe(true);
      expect(await standing({ pool, sub, username: 'a@reloop.test' })).toBe(true);
      expect(calls.filter((c) => c.operation === 'AdminGetUser')).toHaveLength(1);
      expect(await standing({ pool, sub, username: 'missing@reloop.test' })).toBe(false);
      expect(await standing({ pool, sub: 'c0ffee00-0000-4000-8000-000000000001', username: 'b@reloop.test' })).toBe(
        false,
      );
    },
  );
});
