import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSizeMessage } from '../../domain/filters';
import { CONTROL_CHARACTER_MESSAGE } from '../../domain/text';
import { loadConfig } from '../src/config';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { bearer, freshPostgresDatabase, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const identityCall = (operation: string, payload: object) => ({
  method: 'POST' as const,
  url: '/identity/',
  headers: {
    'content-type': 'application/x-amz-json-1.1',
    'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
  },
  payload,
});

const listBrands = (body: object, token = server.tokens.admin) =>
  server.app.inject({
    method: 'POST',
    url: '/api/master/brand/getByPaginationAndFilter',
    headers: bearer(token),
    payload: body,
  });

describe('bad input is a 400 with a message, never a 500', () => {
  it('a NUL character in a string is a 400 on a public route', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/channel-partner/verify',
      payload: { email: 'a\u0000@b.in', challenge: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: CONTROL_CHARACTER_MESSAGE,
      errors: { email: CONTROL_CHARACTER_MESSAGE },
    });
  });

  it('a NUL character in a string is a 400 on a private route, and nothing is written', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/master/brand',
      headers: bearer(server.tokens.admin),
      payload: { name: 'Sam\u0000sung', status: 'Publish' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: CONTROL_CHARACTER_MESSAGE });
    expect(
      (await listBrands({ filters: [{ property: 'name', operator: 'contains', value: 'Sam' }] })).json().totalRecords,
    ).toBe(0);
  });

  it('a NUL character in an identity operation is a Cognito InvalidParameterException', async () => {
    const response = await server.app.inject(
      identityCall('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: server.app.ctx.pools.staff.userPoolClientId,
        AuthParameters: { USERNAME: 'a\u0000b', PASSWORD: 'x' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().__type).toBe('InvalidParameterException');
  });

  it('an unknown identity operation named like an object property is refused, not a 500', async () => {
    for (const operation of ['__proto__', 'constructor', 'toString']) {
      const response = await server.app.inject(identityCall(operation, {}));
      expect(response.statusCode).toBe(400);
      expect(response.json().__type).toBe('UnknownOperationException');
    }
  });

  it('sortBy "__proto__" and a filter on "constructor" are 400s naming the field', async () => {
    const sorted = await listBrands({ sortBy: '__proto__' });
    expect(sorted.statusCode).toBe(400);
    expect(sorted.json().errors).toEqual({ sortBy: 'Unknown sort property: __proto__' });
    const filtered = await listBrands({ filters: [{ property: 'constructor', operator: 'equal', value: 'x' }] });
    expect(filtered.statusCode).toBe(400);
    expect(filtered.json().errors).toEqual({ 'filters.0.property': 'Unknown filter property: constructor' });
  });

  it('a page size over what the list allows is a 400 with the bound', async () => {
    const brands = await listBrands({ pageSize: 1001 });
    expect(brands.statusCode).toBe(400);
    expect(brands.json()).toEqual({ message: pageSizeMessage(1000), errors: { pageSize: pageSizeMessage(1000) } });
    const pincodes = await server.app.inject({
      method: 'POST',
      url: '/api/master/pincodes/getByPaginationAndFilter',
      headers: bearer(server.tokens.admin),
      payload: { pageSize: 99999 },
    });
    expect(pincodes.statusCode).toBe(400);
    expect(pincodes.json().message).toBe(pageSizeMessage(9999));
    const models = await server.app.inject({
      method: 'POST',
      url: '/api/master/model/getByPaginationAndFilter',
      headers: bearer(server.tokens.admin),
      payload: { pageSize: 99999 },
    });
    expect(models.statusCode).toBe(200);
  });

  it('a page number past any real list is a 400, not a database overflow', async () => {
    const response = await listBrands({ pageNumber: 9007199254740991 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.pageNumber).toMatch(/at most/);
  });

  it('multipart without a boundary is a 400 with a message', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/master/s3files/upload',
      headers: { ...bearer(server.tokens.admin), 'content-type': 'multipart/form-data' },
      payload: 'no boundary here',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The upload is not a valid multipart form');
  });

  it('an import without its file part is a 400 with a message', async () => {
    const boundary = 'x-boundary';
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/master/brand/import',
      headers: { ...bearer(server.tokens.admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('A CSV or XLSX file is required');
  });
});

describe('roles', () => {
  it('a token without a role gets 403 on routes open to every signed-in role', async () => {
    const username = `no-role-${Date.now()}@reloop.test`;
    await server.app.ctx.identity.createUser({
      pool: 'staff',
      username,
      password: 'Test@12345',
      groups: [],
      attributes: { email: username, email_verified: 'true' },
    });
    const token = await server.signIn('staff', username, 'Test@12345');
    for (const url of ['/api/coupon/all', '/api/master/brand', '/api/users/getUserDetails']) {
      const response = await server.app.inject({ url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('the token is checked before the body: anonymous with a bad body is 401, a wrong role 403', async () => {
    const anonymous = await server.app.inject({ method: 'POST', url: '/api/master/brand', payload: { name: 5 } });
    expect(anonymous.statusCode).toBe(401);
    const dealer = await server.app.inject({
      method: 'POST',
      url: '/api/master/brand',
      headers: bearer(server.tokens.dealer),
      payload: { name: 5 },
    });
    expect(dealer.statusCode).toBe(403);
  });
});

describe('HTTP', () => {
  it('sends the security headers on the API and the identity endpoint', async () => {
    for (const response of [
      await server.app.inject({ url: '/api/health' }),
      await server.app.inject(identityCall('GetUser', {})),
    ]) {
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS when the public address is https', async () => {
    const secure = await startTestServer({ PUBLIC_URL: 'https://console.reloop.in' });
    try {
      expect((await secure.app.inject({ url: '/api/health' })).headers['strict-transport-security']).toMatch(
        /max-age=31536000/,
      );
    } finally {
      await secure.close();
    }
  });

  it('gives a foreign origin no CORS permission by default, and a configured one its own', async () => {
    const preflight = {
      method: 'OPTIONS' as const,
      url: '/api/master/brand',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    };
    const foreign = await server.app.inject(preflight);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const plain = await server.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();

    const open = await startTestServer({ CORS_ORIGINS: 'https://partners.reloop.in' });
    try {
      const allowed = await open.app.inject({
        ...preflight,
        headers: { ...preflight.headers, origin: 'https://partners.reloop.in' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://partners.reloop.in');
      const refused = await open.app.inject(preflight);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it('binds to this machine only while demo accounts are seeded, else to HOST', () => {
    expect(loadConfig({ SEED_DEMO: 'true' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/reloop', PAYMENT_GATEWAY: 'sandbox' }).host).toBe('0.0.0.0');
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/reloop', PAYMENT_GATEWAY: 'sandbox', HOST: '10.0.0.5' }).host,
    ).toBe('10.0.0.5');
  });

  it('limits identity operations and list calls per client address with 429s', async () => {
    // The test server signs in its five users through the identity first: they count towards its limit of 8.
    const limited = await startTestServer({ IDENTITY_RATE_LIMIT: '8', LIST_RATE_LIMIT: '2' });
    try {
      const identityAnswers = [];
      for (let i = 0; i < 4; i++)
        identityAnswers.push((await limited.app.inject(identityCall('GetUser', { AccessToken: 'x' }))).json());
      expect(identityAnswers.slice(0, 3).map((answer) => answer.__type)).not.toContain('TooManyRequestsException');
      expect(identityAnswers[3]).toEqual({ __type: 'TooManyRequestsException', message: 'Too many requests' });

      const list = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/master/brand/getByPaginationAndFilter',
          headers: bearer(limited.tokens.admin),
          payload: {},
        });
      expect((await list()).statusCode).toBe(200);
      expect((await list()).statusCode).toBe(200);
      const third = await list();
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/^Too many requests: please try again in \d+ s$/);
      // Cheap reads are not limited.
      expect(
        (await limited.app.inject({ url: '/api/master/brand', headers: bearer(limited.tokens.admin) })).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('load', () => {
  it('a query over the statement timeout answers 503 with a sentence, and the connection is free again', async () => {
    const fresh = await freshPostgresDatabase(process.env.DATABASE_URL!);
    const config = loadConfig({
      PORT: '0',
      SEED_DEMO: 'false',
      PAYMENT_GATEWAY: 'sandbox',
      WEB_DIST: '/nonexistent',
      DATABASE_URL: fresh.url,
      STATEMENT_TIMEOUT_MS: '50',
    });
    const database = await openDatabase({ databaseUrl: fresh.url, statementTimeoutMs: config.statementTimeoutMs });
    const app = await buildApp({ config, database, logger: false });
    app.get('/api/slow', { config: { public: true } }, async () => database.query('SELECT pg_sleep(1)'));
    try {
      const response = await app.inject({ url: '/api/slow' });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/took too long/);
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await fresh.drop();
    }
  });
});
