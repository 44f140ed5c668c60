import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../domain/outbox';
import { ROLES } from '../../domain/roles';
import { eventually, smsGateway } from './support/outbox';
import { bearer, startTestServer, type TestServer } from './support/testServer';

/**
 * The first retry waits an hour and no timer looks for due messages (OUTBOX_JOB_SECONDS=0): a retry happens only when a
 * test makes the message due, as time passing would, and delivers it (a commit still wakes the deliverer at once).
 */
const RETRY_SECONDS = 3600;
const MAX_ATTEMPTS = 3;

let gateway: Awaited<ReturnType<typeof smsGateway>>;
let server: TestServer;

beforeAll(async () => {
  gateway = await smsGateway();
  server = await startTestServer({
    SMS_GATEWAY_URL: gateway.url,
    OUTBOX_JOB_SECONDS: '0',
    OUTBOX_RETRY_SECONDS: String(RETRY_SECONDS),
    OUTBOX_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
  });
});
afterAll(async () => {
  await server?.close();
  await gateway?.close();
});

let technicians = 0;

/** A technician asks for a sign-in code (InitiateAuth CUSTOM_AUTH): the identity writes its SMS to the outbox. */
async function signInCodeFor(): Promise<string> {
  technicians += 1;
  const mobile = `+91981234${String(technicians).padStart(4, '0')}`;
  await server.app.ctx.identity.createUser({
    pool: 'technician',
    username: mobile,
    groups: [ROLES.technician],
    attributes: { phone_number: mobile },
  });
  const response = await server.app.inject({
    method: 'POST',
    url: '/identity/',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    payload: {
      AuthFlow: 'CUSTOM_AUTH',
      ClientId: server.app.ctx.pools.technician.userPoolClientId,
      AuthParameters: { USERNAME: mobile },
    },
  });
  expect(response.statusCode).toBe(200);
  return mobile;
}

/** The one message to `mobile`, as GET /api/outbox shows it to an admin. */
async function messageTo(mobile: string): Promise<OutboxMessage> {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/outbox?to=${encodeURIComponent(mobile)}`,
    headers: bearer(server.tokens.admin),
  });
  expect(response.statusCode).toBe(200);
  const messages = response.json() as OutboxMessage[];
  expect(messages).toHaveLength(1);
  return messages[0];
}

/** As if the wait had passed: the message is due now, and delivered. */
async function retryNow(mobile: string) {
  await server.database.query(`UPDATE outbox SET next_attempt_at = now() WHERE recipient = $1`, [mobile]);
  await server.app.ctx.deliverer.deliverDue();
  return messageTo(mobile);
}

/** Seconds from now to the message's next attempt. */
const secondsAhead = (message: OutboxMessage) => (Date.parse(message.nextAttemptAt) - Date.now()) / 1000;
const postsTo = (mobile: string) => gateway.posts.filter((p) => p.to === mobile);

describe('delivery through an SMS gateway', () => {
  it('sends the message once and shows it Sent in GET /api/outbox', async () => {
    const mobile = await signInCodeFor();
    const message = await eventually(
      () => messageTo(mobile),
      (m) => m.status !== 'Pending',
      'the code delivered',
    );
    expect(message).toMatchObject({
      channel: 'sms',
      status: 'Sent',
      attempts: 1,
      lastError: null,
      sentAt: expect.any(String),
      body: expect.stringMatching(/sign-in code is \d{6}/),
    });
    expect(postsTo(mobile)).toEqual([{ to: mobile, body: message.body, key: `outbox-${message.id}`, status: 202 }]);
  });

  it(
    'retries a failing gateway later, each wait twice the last, ' +
      'and after the last attempt marks the message Failed with the reason',
    async () => {
      gateway.answers.push(500, 500, 500);
      const mobile = await signInCodeFor();
      const first = await eventually(
        () => messageTo(mobile),
        (m) => m.attempts === 1 && m.lastError !== null,
        'the first attempt',
      );
      expect(first).toMatchObject({ status: 'Pending', lastError: 'SMS gateway answered 500', sentAt: null });
      expect(secondsAhead(first)).toBeGreaterThan(RETRY_SECONDS - 60);
      expect(secondsAhead(first)).toBeLessThanOrEqual(RETRY_SECONDS);

      const second = await retryNow(mobile);
      expect(second).toMatchObject({ status: 'Pending', attempts: 2, lastError: 'SMS gateway answered 500' });
      expect(secondsAhead(second)).toBeGreaterThan(2 * RETRY_SECONDS - 60);
      expect(secondsAhead(second)).toBeLessThanOrEqual(2 * RETRY_SECONDS);

      const failed = await retryNow(mobile);
      expect(failed).toMatchObject({
        status: 'Failed',
        attempts: MAX_ATTEMPTS,
        lastError: 'SMS gateway answered 500',
        sentAt: null,
      });
      expect(postsTo(mobile).map((p) => [p.key, p.status])).toEqual(
        Array(MAX_ATTEMPTS).fill([`outbox-${failed.id}`, 500]),
      );

      // A Failed message is never tried again.
      expect(await retryNow(mobile)).toMatchObject({ status: 'Failed', attempts: MAX_ATTEMPTS });
      expect(postsTo(mobile)).toHaveLength(MAX_ATTEMPTS);
    },
  );

  it('sends the message once when a failing gateway recovers', async () => {
    gateway.answers.push(500);
    const mobile = await signInCodeFor();
    await eventually(
      () => messageTo(mobile),
      (m) => m.attempts === 1 && m.lastError !== null,
      'the first attempt',
    );
    const sent = await retryNow(mobile);
    expect(sent).toMatchObject({ status: 'Sent', attempts: 2, lastError: null, sentAt: expect.any(String) });
    expect(postsTo(mobile).map((p) => p.status)).toEqual([500, 202]);
    expect(gateway.sent().filter((p) => p.to === mobile)).toHaveLength(1);
  });
});
