import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/roles';
import { eventually } from './support/outbox';
import { bearer, startTestServer, type TestServer } from './support/testServer';

const received = { mail: [] as string[], sms: [] as Array<{ to: string; body: string }> };
let smtp: SMTPServer;
let gateway: http.Server;
let server: TestServer;

/** Listens on a free loopback port and answers it. */
function listen(target: SMTPServer | http.Server, address: () => AddressInfo | string | null): Promise<number> {
  return new Promise((resolve) => target.listen(0, '127.0.0.1', () => resolve((address() as AddressInfo).port)));
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      stream.on('end', () => {
        received.mail.push(text);
        callback();
      });
    },
  });
  const smtpPort = await listen(smtp, () => smtp.server.address());
  gateway = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk));
    request.on('end', () => {
      received.sms.push(JSON.parse(body));
      response.writeHead(202).end();
    });
  });
  const smsPort = await listen(gateway, () => gateway.address());
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
    SMS_GATEWAY_URL: `http://127.0.0.1:${smsPort}/send`,
  });
});

afterAll(async () => {
  await server?.close();
  smtp?.close();
  gateway?.close();
});

const cognito = (operation: string, payload: object) =>
  server.app.inject({
    method: 'POST',
    url: '/identity/',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    payload,
  });

describe('with an SMTP server and an SMS gateway configured', () => {
  it('sends the password-reset code by e-mail', async () => {
    await server.app.ctx.identity.createUser({
      pool: 'staff',
      username: 'ops@reloop.test',
      password: 'Ops@123456',
      groups: [ROLES.admin],
      attributes: { email: 'ops@reloop.test' },
    });
    const response = await cognito('ForgotPassword', {
      ClientId: server.app.ctx.pools.staff.userPoolClientId,
      Username: 'ops@reloop.test',
    });
    expect(response.statusCode).toBe(200);
    const mail = await eventually(
      async () => received.mail.at(-1) ?? '',
      (text) => text.includes('ops@reloop.test'),
      'the e-mail delivered',
    );
    expect(mail).toMatch(/To: ops@reloop\.test/);
    expect(mail).toMatch(/Your Reloop password reset code is \d{6}/);
  });

  it('sends the one-time sign-in code by SMS', async () => {
    await server.app.ctx.identity.createUser({
      pool: 'technician',
      username: '+919811122233',
      groups: [ROLES.technician],
      attributes: { phone_number: '+919811122233' },
    });
    const response = await cognito('InitiateAuth', {
      AuthFlow: 'CUSTOM_AUTH',
      ClientId: server.app.ctx.pools.technician.userPoolClientId,
      AuthParameters: { USERNAME: '+919811122233' },
    });
    expect(response.statusCode).toBe(200);
    await eventually(
      async () => received.sms.length,
      (n) => n > 0,
      'the SMS delivered',
    );
    expect(received.sms.at(-1)).toEqual({
      to: '+919811122233',
      body: expect.stringMatching(/Your Reloop sign-in code is \d{6}/),
    });
  });

  it('keeps what it sent in the outbox, Sent', async () => {
    const response = await server.app.inject({ url: '/api/outbox', headers: bearer(server.tokens.admin) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject([
      { channel: 'sms', recipient: '+919811122233', status: 'Sent', attempts: 1 },
      { channel: 'email', recipient: 'ops@reloop.test', status: 'Sent', attempts: 1 },
    ]);
  });
});
