import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const as = (who: keyof TestServer['tokens']) => bearer(server.tokens[who]);
const history = (id: string, headers: Record<string, string> = as('admin')) => server.app.inject({ url: `/api/activityLogs/${id}`, headers });

describe('GET activityLogs/{id}', () => {
  it('lists every change of an entity, newest first, with who and a remark', async () => {
    const headers = as('admin');
    const created = (await server.app.inject({ method: 'POST', url: '/api/master/brand', headers, payload: { name: 'Voltas' } })).json();
    await server.app.inject({ method: 'PUT', url: '/api/master/brand', headers, payload: { id: created.id, name: 'Voltas India', status: 'Unpublish' } });
    await server.app.inject({ method: 'DELETE', url: `/api/master/brand/${created.id}`, headers });

    const response = await history(created.id);
    expect(response.statusCode).toBe(200);
    const entries = response.json() as { timestamp: string; activity: string; updatedBy: { userName: string }; remark: string }[];
    expect(entries.map((e) => e.activity)).toEqual(['Brand Deleted', 'Brand Updated', 'Brand Created']);
    expect(entries[1].remark).toBe('name: Voltas -> Voltas India; status: Publish -> Unpublish');
    expect(entries[2].remark).toBe('Voltas (Publish)');
    for (const entry of entries) {
      expect(entry.updatedBy.userName).toMatch(/^web-admin-.+@reloop\.test$/);
      expect(new Date(entry.timestamp).toISOString()).toBe(entry.timestamp);
    }
  });

  it('records pincode changes under the pincode id', async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/master/pincodes',
      headers: as('admin'),
      payload: { code: 560001, area: 'Activity Test Area', city: 'Bangalore North', district: 'Bangalore', state: 'Karnataka' },
    });
    const entries = (await history(String(created.json().id))).json();
    expect(entries).toEqual([expect.objectContaining({ activity: 'Pincode Created', remark: '560001 Activity Test Area, Bangalore North, Bangalore, Karnataka (Active)' })]);
  });

  it('a refused write leaves no trace', async () => {
    const refused = await server.app.inject({ method: 'POST', url: '/api/master/product', headers: as('admin'), payload: { name: '' } });
    expect(refused.statusCode).toBe(400);
    const before = (await server.app.inject({ method: 'POST', url: '/api/master/product', headers: as('admin'), payload: { name: 'Trace Check' } })).json();
    await server.app.inject({ method: 'POST', url: '/api/master/product', headers: as('admin'), payload: { name: 'trace check' } });
    expect((await history(before.id)).json()).toHaveLength(1);
  });

  it('answers each row with its event key and values, for the console to show in the user language; the text stays English', async () => {
    const rows = ['Request Raised', 'Payment asked', 'Status changed to Picked Up', 'Brand Created'];
    for (const [index, activity] of rows.entries()) {
      await server.database.query(`INSERT INTO activity_logs (entity_id, entity_type, activity, timestamp) VALUES ('CP888888', 'channelPartner', $1, $2)`, [
        activity,
        new Date(Date.UTC(2026, 10, 25, 6, index)).toISOString(),
      ]);
    }
    const entries = (await history('CP888888')).json() as { activity: string; key: string | null; values: Record<string, string> }[];
    expect(entries.map(({ activity, key, values }) => ({ activity, key, values }))).toEqual([
      { activity: 'Brand Created', key: null, values: {} },
      { activity: 'Status changed to Picked Up', key: 'statusChanged', values: { status: 'Picked Up' } },
      { activity: 'Payment asked', key: 'paymentAsked', values: {} },
      { activity: 'Request Raised', key: 'requestRaised', values: {} },
    ]);
  });

  it('is empty for an entity without changes', async () => {
    expect((await history('CP999999')).json()).toEqual([]);
  });

  it('is open to admins; a channel partner reads only its own history (channelPartners.access.test.ts)', async () => {
    expect((await history('BID101', as('channelPartner'))).statusCode).toBe(403);
    for (const who of ['dealer', 'technician', 'customerCare'] as const) expect((await history('BID101', as(who))).statusCode).toBe(403);
    expect((await history('BID101', {})).statusCode).toBe(401);
  });
});
