import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Starts the server on `dataDir` and answers the milliseconds until /api/health is OK; then stops it. */
async function timeStart(dataDir: string, port: number): Promise<number> {
  const started = Date.now();
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error('server exited');
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return Date.now() - started;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

export async function runStartupBenchmarks() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reloop-bench-start-'));
  const port = 18000 + Math.floor(Math.random() * 1000);
  try {
    const first = await timeStart(dataDir, port);
    const restart = await timeStart(dataDir, port);
    return [
      { name: 'first start on empty data (pincodes + demo seed)', value: first / 1000, unit: 's', budget: 15 },
      { name: 'restart on the same data', value: restart / 1000, unit: 's', budget: 2 },
    ];
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
