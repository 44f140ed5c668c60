import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../domain/outbox';
import { retryDelaySeconds } from '../src/platform/outbox';
import { eventually } from './support/outbox';
import { bearer, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const { notifier, db } = server.app.ctx;
  await notifier.enqueue(db, { channel: 'email', to: 'first@reloop.test', subject: 'Invite', body: 'first message' });
  await notifier.enqueue(db, {
    channel: 'sms',
    to: '+919811111111',
    body: 'Your Reloop sign-in code is 123456. It expires in 3 minutes.',
  });
  await notifier.enqueue(db, { channel: 'email', to: 'first@reloop.test', body: 'second message' });
});
afterAll(async () => {
  await server.close();
});

const outbox = (query = '') =>
  server.app.inject({ method: 'GET', url: `/api/outbox${query}`, headers: bearer(server.tokens.admin) });
const messagesTo = async (to: string): Promise<OutboxMessage[]> =>
  (await outbox(`?to=${encodeURIComponent(to)}`)).json();

describe('GET outbox', () => {
  it('lists every message newest first, with how its delivery stands (the log line by default)', async () => {
    await eventually(
      () => messagesTo('first@reloop.test'),
      (messages) => messages.every((m) => m.status === 'Sent'),
      'messages delivered',
    );
    const response = await outbox();
    expect(response.statusCode).toBe(200);
    const bodies = response.json().map((m: { body: string }) => m.body);
    expect(bodies.slice(0, 3)).toEqual([
      'second message',
      'Your Reloop sign-in code is 123456. It expires in 3 minutes.',
      'first message',
    ]);
    expect(response.json()[2]).toMatchObject({
      channel: 'email',
      recipient: 'first@reloop.test',
      subject: 'Invite',
      status: 'Sent',
      attempts: 1,
      lastError: null,
      sentAt: expect.any(String),
      createdAt: expect.any(String),
    });
  });

  it('filters by recipient (a ten-digit mobile finds its +91 messages) and limits', async () => {
    expect((await messagesTo('first@reloop.test')).map((m) => m.body)).toEqual(['second message', 'first message']);
    expect(await messagesTo('9811111111')).toMatchObject([{ channel: 'sms', recipient: '+919811111111' }]);
    expect((await outbox('?to=first@reloop.test&limit=1')).json()).toHaveLength(1);
    expect((await outbox('?limit=0')).statusCode).toBe(400);
  });

  it('is for web admins only', async () => {
    for (const token of [server.tokens.channelPartner, server.tokens.customerCare, server.tokens.technician]) {
      expect((await server.app.inject({ method: 'GET', url: '/api/outbox', headers: bearer(token) })).statusCode).toBe(
        403,
      );
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/outbox' })).statusCode).toBe(401);
  });
});

describe('the outbox and the transaction of the change', () => {
  it('keeps no message of a change that rolled back, and delivers the one of a change that committed', async () => {
    const { notifier, db } = server.app.ctx;
    await expect(
      db.transaction(async (tx) => {
        await notifier.enqueue(tx, {
          channel: 'email',
          to: 'rolled.back@reloop.test',
          subject: 'Booked',
          body: 'never committed',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await db.transaction((tx) =>
      notifier.enqueue(tx, { channel: 'email', to: 'committed@reloop.test', subject: 'Booked', body: 'committed' }),
    );
    const [committed] = await eventually(
      () => messagesTo('committed@reloop.test'),
      (messages) => messages[0]?.status === 'Sent',
      'the committed message delivered',
    );
    expect(committed).toMatchObject({ body: 'committed', attempts: 1 });
    expect(await messagesTo('rolled.back@reloop.test')).toEqual([]);
  });

  it('waits longer after every failed attempt: the first wait, then twice the last, up to six hours', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelaySeconds(attempts, 30))).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(30, 30)).toBe(6 * 3600);
    expect(retryDelaySeconds(5, 0)).toBe(0);
  });
});
