import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Queryable } from '../requests.helpers';
import { freePort } from './freePort';
import { freshPostgresDatabase } from './testServer';

/** The web admin every API process of these tests bootstraps (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const PROCESS_ADMIN = { email: 'race.admin@reloop.test', password: 'Race@12345' };

export interface ApiProcess {
  child: ChildProcess;
  baseUrl: string;
  dataDir: string;
}

const root = path.resolve(import.meta.dirname, '../../..');
/** Outside the demo a process refuses to start without it; every process of one database shares it. */
const DATA_ENCRYPTION_KEY = randomBytes(32).toString('base64');

/** One API process as production runs it (node --import tsx server/src/main.ts) on a shared PostgreSQL database. */
export async function startApiProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reloop-race-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = fs.createWriteStream(path.join(dataDir, 'server.log'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      DATA_ENCRYPTION_KEY,
      PAYMENT_GATEWAY: 'sandbox',
      ADMIN_EMAIL: PROCESS_ADMIN.email,
      ADMIN_PASSWORD: PROCESS_ADMIN.password,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      IDENTITY_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API process exited early; see ${path.join(dataDir, 'server.log')}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { child, baseUrl, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`API process did not answer in time; see ${path.join(dataDir, 'server.log')}`);
}

/** Ends the process with `signal` (SIGKILL: as kill -9, nothing of it runs any more) and waits for its exit. */
export async function stopApiProcess(api: ApiProcess, signal: NodeJS.Signals = 'SIGTERM', keepData = false) {
  if (api.child.exitCode === null && api.child.signalCode === null) {
    const exited = new Promise((resolve) => api.child.once('exit', resolve));
    api.child.kill(signal);
    await exited;
  }
  if (!keepData) fs.rmSync(api.dataDir, { recursive: true, force: true });
}

/** The process admin's access token; each process issues tokens under its own address (the issuer). */
export async function signInToProcess(api: ApiProcess): Promise<string> {
  const config = (await (await fetch(`${api.baseUrl}/config.json`)).json()) as {
    auth: { staff: { userPoolClientId: string } };
  };
  const response = await fetch(`${api.baseUrl}/identity/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.auth.staff.userPoolClientId,
      AuthParameters: { USERNAME: PROCESS_ADMIN.email, PASSWORD: PROCESS_ADMIN.password },
    }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${await response.text()}`);
  return ((await response.json()) as { AuthenticationResult: { AccessToken: string } }).AuthenticationResult
    .AccessToken;
}

/** A fresh PostgreSQL database for API processes to share, read by the test through a small pool of its own. */
export async function sharedPostgres(
  serverUrl: string,
): Promise<{ url: string; db: Queryable; drop(): Promise<void> }> {
  const fresh = await freshPostgresDatabase(serverUrl);
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: fresh.url, max: 2 });
  return {
    url: fresh.url,
    db: { query: async (text, params) => (await pool.query(text, params as unknown[])).rows },
    async drop() {
      await pool.end();
      await fresh.drop();
    },
  };
}
