// npm test: every test — typecheck, domain, API, web components, then the browser suite in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(`Chromium is missing at ${chromium}: the browser tests need it. Install it with: apt-get install -y chromium`);
  process.exit(1);
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const steps = [
  ['typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['domain, API and web tests', bin('vitest'), ['run', '--project', 'domain', '--project', 'api', '--project', 'web']],
  ['web build for the browser tests', bin('vite'), ['build', '--logLevel', 'warn']],
  ['browser end-to-end tests', bin('vitest'), ['run', '--config', 'vitest.e2e.config.ts']],
];

for (const [name, command, args] of steps) {
  console.log(`\n== ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n== ${name} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.log(`== ${name}: ok in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
