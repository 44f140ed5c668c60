import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const as = (who: keyof TestServer['tokens']) => bearer(server.tokens[who]);
const history = (id: string, headers: Record<string, string> = as('admin')) =>
  server.app.inject({ url: `/api/activityLogs/${id}`, headers });

describe('GET activityLogs/{id}', () => {
  it('lists every change of an entity, newest first, with who and a remark', async () => {
    const headers = as('admin');
    const created = (
      await server.app.inject({ method: 'POST', url: '/api/master/brand', headers, payload: { name: 'Voltas' } })
    ).json();
    await server.app.inject({
      method: 'PUT',
      url: '/api/master/brand',
      headers,
      payload: { id: created.id, name: 'Voltas India', status: 'Unpublish' },
    });
    await server.app.inject({ method: 'DELETE', url: `/api/master/brand/${created.id}`, headers });

    const response = await history(created.id);
    expect(response.statusCode).toBe(200);
    const entries = response.json() as {
      timestamp: string;
      activity: string;
      updatedBy: { userName: string };
      remark: string;
    }[];
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
      payload: {
        code: 560001,
        area: 'Activity Test Area',
        city: 'Bangalore North',
        district: 'Bangalore',
        state: 'Karnataka',
      },
    });
    const entries = (await history(String(created.json().id))).json();
    expect(entries).toEqual([
      expect.objectContaining({
        activity: 'Pincode Created',
        remark: '560001 Activity Test Area, Bangalore North, Bangalore, Karnataka (Active)',
      }),
    ]);
  });

  it('a refused write leaves no trace', async () => {
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/master/product',
      headers: as('admin'),
      payload: { name: '' },
    });
    expect(refused.statusCode).toBe(400);
    const before = (
      await server.app.inject({
        method: 'POST',
        url: '/api/master/product',
        headers: as('admin'),
        payload: { name: 'Trace Check' },
      })
    ).json();
    await server.app.inject({
      method: 'POST',
      url: '/api/master/product',
      headers: as('admin'),
      payload: { name: 'trace check' },
    });
    expect((await history(before.id)).json()).toHaveLength(1);
  });

  it(
    'answers each row with its event and remark keys and values, ' +
      'for the console to show in the user language; the texts stay English',
    async () => {
      // Rows as an older version wrote them, and one of no known event: each is read back from its text.
      const rows: [string, string | null][] = [
        ['Request Raised', '2026-11-25 09:00-12:00, Link, total ₹530.99'],
        ['Payment asked', 'PAY100013: ₹530.99 (Booking, Link)'],
        ['Status changed to Picked Up', 'waiting for the van'],
        ['Brand Created', 'name: Bosch'],
        ['Something an old version wrote', null],
      ];
      for (const [index, [activity, remark]] of rows.entries()) {
        await server.database.query(
          `INSERT INTO activity_logs (entity_id, entity_type, activity, remark, timestamp) VALUES ('CP888888',
            'channelPartner', $1, $2, $3)`,
          [activity, remark, new Date(Date.UTC(2026, 10, 25, 6, index)).toISOString()],
        );
      }
      type Entry = {
        activity: string;
        remark: string | null;
        key: string | null;
        values: Record<string, string>;
        remarkKey: string | null;
        remarkValues: Record<string, string>;
      };
      const entries = (await history('CP888888')).json() as Entry[];
      expect(
        entries.map(({ activity, key, values, remarkKey, remarkValues }) => ({
          activity,
          key,
          values,
          remarkKey,
          remarkValues,
        })),
      ).toEqual([
        { activity: 'Something an old version wrote', key: null, values: {}, remarkKey: null, remarkValues: {} },
        {
          activity: 'Brand Created',
          key: 'masterCreated',
          values: { master: 'Brand' },
          remarkKey: null,
          remarkValues: {},
        },
        {
          activity: 'Status changed to Picked Up',
          key: 'statusChanged',
          values: { status: 'Picked Up' },
          remarkKey: null,
          remarkValues: {},
        },
        {
          activity: 'Payment asked',
          key: 'paymentAsked',
          values: {},
          remarkKey: 'paymentAsked',
          remarkValues: { payment: 'PAY100013', amount: '530.99', purpose: 'Booking', method: 'Link' },
        },
        {
          activity: 'Request Raised',
          key: 'requestRaised',
          values: {},
          remarkKey: 'booked',
          remarkValues: { date: '2026-11-25', slot: '09:00-12:00', paymentMethod: 'Link', total: '530.99' },
        },
      ]);
      expect(entries.map((entry) => entry.remark)).toEqual([
        null,
        'name: Bosch',
        'waiting for the van',
        'PAY100013: ₹530.99 (Booking, Link)',
        '2026-11-25 09:00-12:00, Link, total ₹530.99',
      ]);
    },
  );

  it('is empty for an entity without changes', async () => {
    expect((await history('CP999999')).json()).toEqual([]);
  });

  it('is open to admins; a channel partner reads only its own history (channelPartners.access.test.ts)', async () => {
    expect((await history('BID101', as('channelPartner'))).statusCode).toBe(403);
    for (const who of ['dealer', 'technician', 'customerCare'] as const)
      expect((await history('BID101', as(who))).statusCode).toBe(403);
    expect((await history('BID101', {})).statusCode).toBe(401);
  });
});
