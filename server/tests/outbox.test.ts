import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { ROLES } from '../../domain/roles';
import { bearer, freshPostgresDatabase, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.ctx.notifier.send({ channel: 'email', to: 'first@reloop.test', subject: 'Invite', body: 'first message' });
  await server.app.ctx.notifier.send({ channel: 'sms', to: '+919811111111', body: 'Your Reloop sign-in code is 123456. It expires in 3 minutes.' });
  await server.app.ctx.notifier.send({ channel: 'email', to: 'first@reloop.test', body: 'second message' });
});
afterAll(async () => {
  await server.close();
});

const outbox = (query = '') => server.app.inject({ method: 'GET', url: `/api/outbox${query}`, headers: bearer(server.tokens.admin) });

describe('GET outbox', () => {
  it('lists the kept messages newest first', async () => {
    const response = await outbox();
    expect(response.statusCode).toBe(200);
    const bodies = response.json().map((m: { body: string }) => m.body);
    expect(bodies.slice(0, 3)).toEqual(['second message', 'Your Reloop sign-in code is 123456. It expires in 3 minutes.', 'first message']);
    expect(response.json()[2]).toMatchObject({ channel: 'email', recipient: 'first@reloop.test', subject: 'Invite', createdAt: expect.any(String) });
  });

  it('filters by recipient (a ten-digit mobile finds its +91 messages) and limits', async () => {
    expect((await outbox('?to=first@reloop.test')).json().map((m: { body: string }) => m.body)).toEqual(['second message', 'first message']);
    expect((await outbox('?to=9811111111')).json()).toMatchObject([{ channel: 'sms', recipient: '+919811111111' }]);
    expect((await outbox('?to=first@reloop.test&limit=1')).json()).toHaveLength(1);
    expect((await outbox('?limit=0')).statusCode).toBe(400);
  });

  it('answers 404 when messages really go out by e-mail and SMS', async () => {
    const fresh = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : undefined;
    const database = await openDatabase({ databaseUrl: fresh?.url, inMemory: !fresh });
    const config = loadConfig({ LOG_LEVEL: 'warn', SEED_DEMO: 'false', PAYMENT_GATEWAY: 'sandbox', WEB_DIST: '/nonexistent', ...(fresh && { DATABASE_URL: fresh.url }) });
    const app = await buildApp({ config, database, logger: false, notifier: { usesOutbox: false, send: async () => {} } });
    try {
      await app.ctx.identity.createUser({ pool: 'staff', username: 'root@reloop.test', password: 'Root@12345', groups: [ROLES.admin] });
      const signIn = await app.inject({
        method: 'POST',
        url: '/identity',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
        payload: { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: app.ctx.pools.staff.userPoolClientId, AuthParameters: { USERNAME: 'root@reloop.test', PASSWORD: 'Root@12345' } },
      });
      const response = await app.inject({ method: 'GET', url: '/api/outbox', headers: bearer(signIn.json().AuthenticationResult.AccessToken) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Messages are sent by e-mail and SMS; there is no outbox' });
    } finally {
      await app.close();
      await database.close();
      await fresh?.drop();
    }
  });
});
