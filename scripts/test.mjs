// npm test: every test — typecheck and lint (ESLint and Prettier's check) side by side, then domain, API and web
// components, then the browser suite in Debian's Chromium. With TEST_POSTGRES_URL (a PostgreSQL server's database, e.g.
// postgres://postgres@127.0.0.1:5432/postgres) the API suite runs once more on PostgreSQL, beside the browser suite:
// that suite drives one server and one browser at a time and leaves the machine's second core mostly idle. `node
// scripts/test.mjs --only api` runs the API suite alone (on PostgreSQL when DATABASE_URL is set).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!only && !fs.existsSync(chromium)) {
  console.error(
    `Chromium is missing at ${chromium}: the browser tests need it. Install it with: apt-get install -y chromium`,
  );
  process.exit(1);
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'reloop-test-'));
/** A step: its name, the command, and the environment it adds. */
const step = (name, command, args, env = {}) => ({ name, command, args, env });
const vitest = (name, args, env) =>
  step(
    name,
    bin('vitest'),
    [
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, `${name}.json`)}`,
    ],
    env,
  );
const postgresUrl = process.env.TEST_POSTGRES_URL;

/** The stages, one after another; the steps of a stage run at the same time. */
const stages =
  only === 'api'
    ? [[vitest('API tests', ['--project', 'api'])]]
    : [
        [
          step('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
          // All four always run (ESLint, the layer checks of scripts/layers.mjs and scripts/tables.ts, Prettier), so
          // one report shows every kind of finding; any failing fails the step.
          step('lint', 'sh', [
            '-c',
            `failed=0; "${bin('eslint')}" . --max-warnings 0 || failed=1; node ` +
              `scripts/layers.mjs || failed=1; "${bin('tsx')}" scripts/tables.ts || ` +
              `failed=1; "${bin('prettier')}" --check . || failed=1; exit $failed`,
          ]),
        ],
        [vitest('domain, API and web tests', ['--project', 'domain', '--project', 'api', '--project', 'web'])],
        [step('web build for the browser tests', bin('vite'), ['build', '--logLevel', 'warn'])],
        [
          vitest('browser end-to-end tests', ['--config', 'vitest.e2e.config.ts']),
          // The fuzz test there draws half as many requests per route as on PGlite, from a seed of its own: the two
          // runs send 180 different requests per route in the time of one, and neither outlasts the browser suite.
          ...(postgresUrl
            ? [
                vitest('API tests on PostgreSQL', ['--project', 'api'], {
                  DATABASE_URL: postgresUrl,
                  FUZZ_RUNS: process.env.FUZZ_RUNS ?? '60',
                  FUZZ_SEED: process.env.FUZZ_SEED ?? '20240602',
                }),
              ]
            : []),
        ],
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

/**
 * Runs one step and answers its exit code. Alone, it writes to this terminal as it goes; beside others, its output is
 * kept and printed whole when it ends, so the reports of steps running together do not interleave.
 */
function run({ name, command, args, env }, alone) {
  console.log(
    `\n== ${name}${alone ? '' : ' (started beside the other steps of this stage; its output follows when it ends)'}`,
  );
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (!alone) {
        console.log(`\n== ${name}: output`);
        process.stdout.write(Buffer.concat(output));
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) console.log(`== ${name}: ok in ${seconds} s`);
      else console.error(`\n== ${name} failed (exit ${code ?? signal}) after ${seconds} s`);
      resolve(code ?? 1);
    });
  });
}

let exitCode = 0;
for (const stage of stages) {
  const codes = await Promise.all(stage.map((each) => run(each, stage.length === 1)));
  exitCode = codes.find((code) => code !== 0) ?? 0;
  if (exitCode !== 0) break;
}
const { passed, failed } = totals();
fs.rmSync(reports, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode);
