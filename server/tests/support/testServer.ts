import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { buildApp, type App } from '../../src/app';
import { loggerOptions } from '../../src/logger';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { migratedTemplate } from './databaseTemplate';
import type { PoolName } from '../../src/identity/pools';
import { ROLES, type Role } from '../../../domain/roles';

export interface TestServer {
  app: App;
  database: DatabaseHandle;
  /** Bearer access tokens for one user of each role, signed in through the identity protocol. */
  tokens: Record<'admin' | 'channelPartner' | 'dealer' | 'technician' | 'customerCare', string>;
  signIn(pool: PoolName, username: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Where the server's log lines go, as the server writes them (masked; LOG_LEVEL in `env`); none by default. */
  logTo?: NodeJS.WritableStream;
}

/**
 * A whole server on a real database: in-memory PGlite, or a fresh schema on PostgreSQL when DATABASE_URL is set.
 * Users are created through the identity admin interface and sign in through InitiateAuth, as a client would.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const fresh = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : undefined;
  const databaseUrl = fresh?.url;
  // Each server stores its uploads in its own temporary directory unless the caller chose one.
  const filesDir = env.FILES_DIR ? undefined : await mkdtemp(path.join(tmpdir(), 'reloop-files-'));
  const config = loadConfig({
    PORT: '0',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    WEB_DIST: '/nonexistent',
    // Suites sign in and list far faster than a person; the limits have their own test.
    IDENTITY_RATE_LIMIT: '100000',
    LIST_RATE_LIMIT: '100000',
    // Tests run the expiry job themselves (expireInvitations), so a timer never writes between two of their reads.
    INVITE_EXPIRY_JOB_SECONDS: '0',
    // Likewise the request counts' folding (foldRequestCounts): the fuzz test checks that a refusal writes nothing.
    REQUEST_COUNTS_JOB_SECONDS: '0',
    // Pay via link through the embedded sandbox, chosen by name as a test server must (no demo seed here).
    PAYMENT_GATEWAY: 'sandbox',
    ...(filesDir && { FILES_DIR: filesDir }),
    ...env,
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  });
  const database = await openDatabase({
    databaseUrl,
    inMemory: !databaseUrl,
    template: databaseUrl ? undefined : await migratedTemplate(),
    statementTimeoutMs: config.statementTimeoutMs,
  });
  const app = await buildApp({
    config,
    database,
    logger: options.logTo ? await loggerOptions({ ...config, logFormat: 'json' }, options.logTo) : false,
  });
  await app.ready();

  async function signIn(pool: PoolName, username: string, password: string) {
    const settings = app.ctx.pools[pool];
    const response = await app.inject({
      method: 'POST',
      url: '/identity/',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      payload: {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: settings.userPoolClientId,
        AuthParameters: { USERNAME: username, PASSWORD: password },
      },
    });
    if (response.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${response.body}`);
    return response.json().AuthenticationResult.AccessToken as string;
  }

  async function userWithRole(role: Role, pool: PoolName = 'staff') {
    const username =
      pool === 'technician'
        ? `+9198${Math.floor(10000000 + Math.random() * 89999999)}`
        : `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@reloop.test`;
    const password = 'Test@12345';
    await app.ctx.identity.createUser({
      pool,
      username,
      password,
      groups: [role],
      attributes: pool === 'technician' ? { phone_number: username } : { email: username, email_verified: 'true' },
    });
    return signIn(pool, username, password);
  }

  const tokens = {
    admin: await userWithRole(ROLES.admin),
    channelPartner: await userWithRole(ROLES.channelPartner),
    dealer: await userWithRole(ROLES.dealer),
    customerCare: await userWithRole(ROLES.customerCare),
    technician: await userWithRole(ROLES.technician, 'technician'),
  };

  return {
    app,
    database,
    tokens,
    signIn,
    async close() {
      await app.close();
      await database.close();
      await fresh?.drop();
      if (filesDir) await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** Each test file gets its own database on the PostgreSQL server named by DATABASE_URL. */
export async function freshPostgresDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `reloop_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const onServer = async (sql: string) => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
