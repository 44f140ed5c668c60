import http from 'node:http';
import type { AddressInfo } from 'node:net';

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
 * out), after `answerAfterMs` as a real one takes a while; like a real one it accepts a repeated Idempotency-Key without
 * sending the SMS again.
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
    /** The SMS it accepted, one per Idempotency-Key (a repeat of an accepted key is not sent twice; each without a key is). */
    sent: () => [...new Map(posts.filter((p) => p.status < 300).map((p, i) => [p.key || `post ${i}`, p])).values()],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
