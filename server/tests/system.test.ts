import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_IDS } from '../../domain/constants';
import { loadConfig } from '../src/config';
import { poolSettings } from '../src/identity/pools';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('runtime configuration and health', () => {
  it('GET /api/health names the database in use', async () => {
    const response = await server.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it(
    'GET /config.json gives both identity pools in Cognito form, ' + 'the service ids and the availability window',
    async () => {
      const response = await server.app.inject({ url: '/config.json', headers: { host: 'console.example:8080' } });
      const body = response.json();
      expect(body.apiBase).toBe('/api');
      for (const pool of [body.auth.staff, body.auth.technician]) {
        expect(pool.userPoolId).toMatch(/^ap-south-1_[A-Za-z0-9]+$/);
        expect(pool.userPoolClientId).toMatch(/^[a-z0-9]{26}$/);
        expect(pool.userPoolEndpoint).toBe('http://console.example:8080/identity');
      }
      expect(body.auth.staff.userPoolId).not.toBe(body.auth.technician.userPoolId);
      expect(body.serviceIds.repair).toBe(SERVICE_IDS.repair);
      expect(body.categoryIds.plastic).toBe('CID109');
      expect(body.availabilityWindowDays).toBeGreaterThan(0);
    },
  );

  it('points at Amazon Cognito when its pools are configured', () => {
    const pools = poolSettings(
      loadConfig({
        COGNITO_STAFF_POOL_ID: 'ap-south-1_AbCdEf123',
        COGNITO_STAFF_CLIENT_ID: 'staffclient',
        COGNITO_TECHNICIAN_POOL_ID: 'ap-south-1_ZyXwV9876',
        COGNITO_TECHNICIAN_CLIENT_ID: 'techclient',
      }),
    );
    expect(pools.staff.userPoolEndpoint).toBeUndefined();
    expect(pools.staff.issuer).toBe('https://cognito-idp.ap-south-1.amazonaws.com/ap-south-1_AbCdEf123');
    expect(pools.technician.jwksUrl).toBe(
      'https://cognito-idp.ap-south-1.amazonaws.com/ap-south-1_ZyXwV9876/.well-known/jwks.json',
    );
  });

  it('answers unknown API routes with 404 and a message', async () => {
    const response = await server.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/not found/);
  });

  it('keeps the OpenAPI browser off unless API_DOCS turns it on', async () => {
    expect((await server.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    const documented = await startTestServer({ API_DOCS: 'true' });
    try {
      const response = await documented.app.inject({ url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      expect(response.json().openapi).toMatch(/^3\./);
    } finally {
      await documented.close();
    }
  });
});
