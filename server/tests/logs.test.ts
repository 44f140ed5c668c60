import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLES } from '../../domain/roles';
import { maskLogLine } from '../src/logMasking';
import {
  activePartner,
  customerFixture,
  pricesAndCoupon,
  repairBody,
  startRequestServerLoggingTo,
  type CustomerFixture,
} from './requests.helpers';
import { bearer, type TestServer } from './support/testServer';

/** The server's log as it would reach standard output: one JSON line each. */
const lines: string[] = [];
const log = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const logSince = (mark: number) => lines.slice(mark).join('\n');

let server: TestServer;
let customer: CustomerFixture;
beforeAll(async () => {
  server = await startRequestServerLoggingTo(log);
  await server.app.ctx.identity.createUser({
    pool: 'staff',
    username: 'logged.partner@reloop.test',
    password: 'Start@1234',
    groups: [ROLES.dealer],
    attributes: { email: 'logged.partner@reloop.test' },
  });
});
afterAll(() => server?.close());

describe('the server log', () => {
  it('a password checked through master/user/getByOptions never reaches the log, nor the e-mail in clear', async () => {
    const mark = lines.length;
    for (const password of ['Start@1234', 'Wrong@1234']) {
      const response = await server.app.inject({
        method: 'GET',
        url:
          `/api/master/user/getByOptions?email=${encodeURIComponent('logged.partner@reloop.test')}` +
          `&password=${encodeURIComponent(password)}`,
        headers: bearer(server.tokens.admin),
      });
      expect(response.statusCode).toBeLessThan(500);
    }
    const written = logSince(mark);
    expect(written).toContain('/api/master/user/getByOptions?email=l***%40reloop.test&password=[redacted]');
    for (const secret of ['Start@1234', 'Start%401234', 'Wrong%401234', 'logged.partner'])
      expect(written).not.toContain(secret);
  });

  it("a booking's SMS line names the customer's mobile masked, and the request id as it is", async () => {
    const partner = await activePartner(server, 'logged.fixers@example.in', 'Logged Fixers');
    await pricesAndCoupon(server.database);
    customer = await customerFixture(server.database);
    const mark = lines.length;
    const booked = await server.app.inject({
      method: 'POST',
      url: '/api/user/requests',
      headers: bearer(server.tokens.admin),
      payload: repairBody(customer, partner.id, { paymentMethod: 'Cash' }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const requestId = booked.json().id as string;

    // The outbox's deliverer logs it once the booking committed, on its own time (at once on PGlite, after the NOTIFY
    // on PostgreSQL).
    const sms = await vi.waitFor(
      () => {
        const line = lines.slice(mark).find((written) => JSON.parse(written).msg?.startsWith('sms to'));
        if (!line) throw new Error('no SMS line logged yet');
        return line;
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(JSON.parse(sms).msg).toMatch(
      new RegExp(`^sms to \\+91\\*{6}${customer.userName.slice(-4)}: Reloop: your request ${requestId} is booked`),
    );
    expect(logSince(mark)).not.toContain(customer.userName);
  });

  it("a technician's number in a request line is masked", async () => {
    const mark = lines.length;
    await server.app.inject({ method: 'GET', url: '/api/users/technician/otp/9876512100' });
    expect(logSince(mark)).toContain('/api/users/technician/otp/******2100');
    expect(logSince(mark)).not.toContain('9876512100');
  });
});

describe('maskLogLine', () => {
  it('masks mobiles written every way and e-mails; request ids, pincodes, times and durations stay', () => {
    expect(maskLogLine('+91 98765 43210, 919876543210 and 98765-43210.')).toBe(
      '+91******3210, +91******3210 and ******3210.',
    );
    expect(maskLogLine('{"to":"meena.iyer@example.com","url":"/x?email=a%40b.in"}')).toBe(
      '{"to":"m***@example.com","url":"/x?email=a***%40b.in"}',
    );
    const untouched =
      '{"time":1764312345678,"msg":"REQ9876543210 and EREQ00000001 at 560034","responseTime":6.9876543210}';
    expect(maskLogLine(untouched)).toBe(untouched);
  });

  it('replaces secrets in query strings and JSON fields, not lookalike names', () => {
    expect(maskLogLine('/a?token=abc&code=123456&otp=1&refreshToken=r&pincode=560001&ifscCode=HDFC0000001')).toBe(
      '/a?token=[redacted]&code=[redacted]&otp=[redacted]&refreshToken=[redacted]&pincode=560001&ifscCode=HDFC0000001',
    );
    expect(maskLogLine('{"PASSWORD":"x\\"y","AccessToken":"t","name":"n"}')).toBe(
      '{"PASSWORD":"[redacted]","AccessToken":"[redacted]","name":"n"}',
    );
  });
});
