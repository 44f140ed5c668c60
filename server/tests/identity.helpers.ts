import { and, desc, eq, sql } from 'drizzle-orm';
import { identityCodes, outbox } from '../src/db/schema';
import type { IdentityCodePurpose } from '../src/db/schema';
import { startTestServer, type TestServer } from './support/testServer';
import { freePort } from './support/freePort';

/** A test server listening on a real port, as browsers and SDK clients reach it. */
export interface ListeningServer extends TestServer {
  url: string;
  identityUrl: string;
}

export async function startListeningServer(): Promise<ListeningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startTestServer({ PUBLIC_URL: url });
  await server.app.listen({ port, host: '127.0.0.1' });
  return { ...server, url, identityUrl: `${url}/identity` };
}

/** The newest message the outbox notifier kept for a recipient. */
export async function latestMessage(server: TestServer, to: string) {
  const [message] = await server.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!message) throw new Error(`no message to ${to}`);
  return message;
}

export async function latestCode(server: TestServer, to: string): Promise<string> {
  const code = (await latestMessage(server, to)).body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the last message to ${to}`);
  return code;
}

export async function messageCount(server: TestServer, to: string): Promise<number> {
  return (await server.database.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.recipient, to))).length;
}

const codeRow = (username: string, purpose: IdentityCodePurpose) =>
  and(eq(identityCodes.username, username), eq(identityCodes.purpose, purpose));

/** Moves the last send of a code into the past, instead of waiting for the resend interval. */
export async function backdateCodeSend(
  server: TestServer,
  username: string,
  purpose: IdentityCodePurpose,
  seconds = 31,
) {
  await server.database.db
    .update(identityCodes)
    .set({ sentAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(codeRow(username, purpose));
}

/** Lets a pending code run out, instead of waiting for its expiry. */
export async function expireCode(server: TestServer, username: string, purpose: IdentityCodePurpose) {
  await server.database.db
    .update(identityCodes)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(codeRow(username, purpose));
}

/** Amplify's key-value storage, kept in a map the test can read and restore. */
export class MemoryStorage {
  readonly items = new Map<string, string>();
  async setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  async getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  async removeItem(key: string) {
    this.items.delete(key);
  }
  async clear() {
    this.items.clear();
  }
}

/** Records the Cognito operations a client sends (X-Amz-Target) and their bodies. */
export function recordIdentityCalls() {
  const calls: Array<{ operation: string; body: Record<string, unknown> }> = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    const target = headers.get('x-amz-target');
    if (target)
      calls.push({
        operation: target.replace('AWSCognitoIdentityProviderService.', ''),
        body: JSON.parse(String(init?.body ?? '{}')),
      });
    return original(input, init);
  };
  return { calls, restore: () => void (globalThis.fetch = original) };
}
