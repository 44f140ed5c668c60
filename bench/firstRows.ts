import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = 5;
const BUDGET_MS = 500;
const FIRST_ROW = 'table tbody tr td';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Installed in every page the bench opens: notes the frame that paints the first product row (ms since navigation), so
 * Playwright's polling adds nothing to the figure. A string, not a function: the bench runs through tsx, whose helpers
 * do not exist in the page.
 */
const WATCH_FIRST_ROW = `document.addEventListener('click', () => (window.clickedAt ??= performance.now()), true);
new MutationObserver(() => {
  if (window.firstRowSeen || !document.querySelector(${JSON.stringify(FIRST_ROW)})) return;
  window.firstRowSeen = true;
  // The frame that paints it.
  requestAnimationFrame(() => (window.firstRowAt = performance.now()));
}).observe(document, { childList: true, subtree: true });`;

const firstRowAt = async (page: Page) => {
  await page.locator(FIRST_ROW).first().waitFor();
  // (waitForFunction would evaluate a string in the page, which the console's CSP refuses.)
  for (;;) {
    const at = await page.evaluate<number | undefined>('window.firstRowAt');
    if (at !== undefined) return at;
    await page.waitForTimeout(20);
  }
};

/**
 * From the click on Sign in (the click event in the page: Playwright's own checks before it clicks are not the app's
 * time) to the first product row, signing in from the products list's own address (the SPA stays loaded).
 */
async function signInToFirstRows(page: Page, base: string) {
  await page.goto(`${base}/dashboard/masters/product`);
  await page.waitForURL(/\/login/);
  await page.getByLabel(/email/i).fill('admin@reloop.test');
  await page
    .getByLabel(/password/i)
    .first()
    .fill('Admin@1234');
  await page.evaluate('window.firstRowAt = undefined; window.firstRowSeen = false; window.clickedAt = undefined');
  await page.getByRole('button', { name: /sign in|login/i }).click();
  const rowAt = await firstRowAt(page);
  return Math.round(rowAt - (await page.evaluate<number>('window.clickedAt')));
}

/** Opening the products list by its address in a signed-in tab (a reload): page, console, identity and list call. */
async function openToFirstRows(page: Page, base: string) {
  await page.goto(`${base}/dashboard/masters/product`);
  return Math.round(await firstRowAt(page));
}

/** Sign-in to the first rows of the products list in Chromium against the built app, warm, median of RUNS. */
export async function runFirstRowsBenchmarks() {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html')))
    throw new Error('This bench needs the built web app: run `npx vite build` first.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reloop-bench-rows-'));
  const port = 19000 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error('server exited');
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const context = await browser.newContext();
    await context.addInitScript(WATCH_FIRST_ROW);
    const page = await context.newPage();
    let bytes = 0;
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes().catch(() => undefined);
      if (sizes) bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    });
    // Cold: caches empty; the bytes of this run are what a first visit costs up to the first rows.
    await signInToFirstRows(page, base);
    const coldBytes = bytes;
    const signIns: number[] = [];
    const opens: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      opens.push(await openToFirstRows(page, base));
      await context.clearCookies();
      await page.evaluate(() => localStorage.clear());
      signIns.push(await signInToFirstRows(page, base));
    }
    return [
      { name: 'sign-in -> first product rows, warm (median)', value: median(signIns), unit: 'ms', budget: BUDGET_MS },
      { name: 'products list opened by address -> first rows, warm', value: median(opens), unit: 'ms' },
      { name: 'first visit: bytes to the first product rows', value: coldBytes / 1024, unit: 'kB' },
    ];
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  console.log(await runFirstRowsBenchmarks());
