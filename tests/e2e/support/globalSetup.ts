import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../server/tests/support/freePort';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;

/**
 * Starts the built app and API as a user would (`npm start`'s server) on a free port and an empty data directory.
 * WEB_DIST points at a build elsewhere (e.g. `npx vite build --outDir /tmp/web`), ./dist by default.
 */
export async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../../..');
  const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'dist'));
  if (!fs.existsSync(path.join(webDist, 'index.html')))
    throw new Error(`Build the web app first: npx vite build (no index.html in ${webDist})`);
  const port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reloop-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = fs.createWriteStream(path.join(dataDir, 'server.log'));
  server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      PUBLIC_URL: baseUrl,
      SEED_DEMO: 'true',
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      IDENTITY_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  // A first start seeds the demo data; beside CI's PostgreSQL API pass on two cores it can take minutes.
  const deadline = Date.now() + 300_000;
  let listening = false;
  while (!listening) {
    if (Date.now() > deadline)
      throw new Error(`server not answering /api/health after 300 s; see ${path.join(dataDir, 'server.log')}`);
    if (server.exitCode !== null) throw new Error(`server exited early; see ${path.join(dataDir, 'server.log')}`);
    try {
      listening = (await fetch(`${baseUrl}/api/health`)).ok;
    } catch {
      // not listening yet
    }
    if (!listening) await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseUrl', baseUrl);
}

export async function teardown() {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  if (dataDir && !process.env.KEEP_E2E_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
}
