import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const start = path.join(root, 'scripts/start.mjs');

interface Start {
  /** Milliseconds from spawning `npm start`'s script until /api/health answers 200. */
  upMs: number;
  /** Seconds since the process started at which each step ended, from the server's own debug lines. */
  steps: Record<string, number>;
}

/** The server's debug lines that close a step: "database open at 2.79 s", "seed (...) done at 5.19 s". */
const STEP_LINES: [step: string, pattern: RegExp][] = [
  ['database open', /^database open at ([\d.]+) s/],
  ['server assembled', /^server assembled at ([\d.]+) s/],
  ['seed done', /^seed .* done at ([\d.]+) s/],
];

/** Runs `npm start` (scripts/start.mjs) on `dataDir` until /api/health is OK; then stops it. */
async function timeStart(dataDir: string, port: number): Promise<Start> {
  const started = Date.now();
  const server = spawn(process.execPath, [start], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'json',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const steps: Record<string, number> = {};
  let pending = '';
  server.stdout.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const message = line.startsWith('{') ? String((JSON.parse(line) as { msg?: unknown }).msg) : '';
      for (const [step, pattern] of STEP_LINES) {
        const match = pattern.exec(message);
        if (match) steps[step] = Number(match[1]);
      }
    }
  });
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error('server exited');
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { upMs: Date.now() - started, steps };
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

/** Each step's own seconds (from the end of the one before it), beside the whole start. */
function split(label: string, run: Start) {
  let previous = 0;
  return STEP_LINES.filter(([step]) => run.steps[step] !== undefined).map(([step]) => {
    const figure = {
      name: `  ${label}: ${step === 'database open' ? 'modules + database open' : step}`,
      value: run.steps[step] - previous,
      unit: 's',
    };
    previous = run.steps[step];
    return figure;
  });
}

export async function runStartupBenchmarks() {
  // As a user meets it: the web app already built and the server compiled (`npm start` does both when they are stale).
  const build = spawnSync(process.execPath, [start, '--build-only'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reloop-bench-start-'));
  const port = 18000 + Math.floor(Math.random() * 1000);
  try {
    const first = await timeStart(dataDir, port);
    const restart = await timeStart(dataDir, port);
    return [
      { name: 'first start on empty data (pincodes + demo seed)', value: first.upMs / 1000, unit: 's', budget: 10 },
      ...split('first start', first),
      { name: 'restart on the same data', value: restart.upMs / 1000, unit: 's', budget: 2 },
      ...split('restart', restart),
    ];
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
