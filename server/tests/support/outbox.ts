import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** The longest a test waits for the deliverer, which works after the commit in the background. */
const PATIENCE_MS = 30_000;

/** Reads `read` again until `done` holds; throws with the last value after PATIENCE_MS (a hang, not a timing check). */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + PATIENCE_MS;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface SmsPost {
  to: string;
  body: string;
  /** The Idempotency-Key header (the outbox id of the message), empty without one. */
  key: string;
  /** What the gateway answered. */
  status: number;
}

/**
 * An SMS gateway on a free loopback port that records every POST and answers the next of `answers` (202 once they run
 * out), after `answerAfterMs` as a real one takes a while; like a real one it accepts a repeated Idempotency-Key
 * without sending the SMS again.
 */
export async function smsGateway(answers: number[] = [], answerAfterMs = 0) {
  const posts: SmsPost[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk));
    request.on('end', () => {
      const status = answers.shift() ?? 202;
      const { to, body: text } = JSON.parse(body) as { to: string; body: string };
      posts.push({ to, body: text, key: String(request.headers['idempotency-key'] ?? ''), status });
      setTimeout(() => response.writeHead(status).end(), answerAfterMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`,
    posts,
    answers,
    /**
     * The SMS it accepted, one per Idempotency-Key (a repeat of an accepted key is not sent twice; each without a key
     * is).
     */
    sent: () => [...new Map(posts.filter((p) => p.status < 300).map((p, i) => [p.key || `post ${i}`, p])).values()],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedMail {
  /** The Message-ID header: the outbox id of the message. */
  messageId: string;
  subject: string;
}

/** An SMTP server on a free loopback port that records every e-mail's Message-ID and subject. */
export async function mailServer() {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({
          messageId: text.match(/^Message-ID: (.*)$/im)?.[1].trim() ?? '',
          subject: text.match(/^Subject: (.*)$/im)?.[1].trim() ?? '',
        });
        callback();
      });
    },
  });
  // A killed API process resets its SMTP connection: that is the scenario, not a failure of the server.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}?ignoreTLS=true`,
    mails,
    /** The e-mails received, one per Message-ID (as a mail store drops a repeated one). */
    kept: () => [...new Map(mails.map((m, i) => [m.messageId || `mail ${i}`, m])).values()],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
