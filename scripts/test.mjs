// npm test: every test — typecheck, lint (ESLint and Prettier's check), domain, API, web components, then the browser suite in Debian's Chromium.
// `node scripts/test.mjs --only api` runs the API suite alone (CI runs it again on PostgreSQL).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!only && !fs.existsSync(chromium)) {
  console.error(`Chromium is missing at ${chromium}: the browser tests need it. Install it with: apt-get install -y chromium`);
  process.exit(1);
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'reloop-test-'));
const vitest = (name, args) => [name, bin('vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, `${name}.json`)}`]];
const steps =
  only === 'api'
    ? [vitest('API tests', ['--project', 'api'])]
    : [
        ['typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
        // Both always run, so one report shows lint errors and unformatted files; either failing fails the step.
        ['lint', 'sh', ['-c', `"${bin('eslint')}" . --max-warnings 0; eslint=$?; "${bin('prettier')}" --check . && exit $eslint`]],
        vitest('domain, API and web tests', ['--project', 'domain', '--project', 'api', '--project', 'web']),
        ['web build for the browser tests', bin('vite'), ['build', '--logLevel', 'warn']],
        vitest('browser end-to-end tests', ['--config', 'vitest.e2e.config.ts']),
      ];

/** Adds up the JSON reports of the vitest steps that ran. */
function totals() {
  let passed = 0;
  let failed = 0;
  for (const file of fs.readdirSync(reports)) {
    const report = JSON.parse(fs.readFileSync(path.join(reports, file), 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  return { passed, failed };
}

let exitCode = 0;
for (const [name, command, args] of steps) {
  console.log(`\n== ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n== ${name} failed (exit ${result.status ?? result.signal})`);
    exitCode = result.status ?? 1;
    break;
  }
  console.log(`== ${name}: ok in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
const { passed, failed } = totals();
fs.rmSync(reports, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode);
