import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Page } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const FIRST_ROW = 'table tbody tr td';

/** Every response a page receives from now on: JavaScript gzipped (comparable across builds) and all bytes as sent. */
function countBytes(page: Page) {
  const totals = { scriptGzip: 0, sent: 0, files: 0 };
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const sizes = await request.sizes().catch(() => undefined);
        if (sizes) totals.sent += sizes.responseBodySize + sizes.responseHeadersSize;
        totals.files += 1;
        if (request.resourceType() !== 'script') return;
        const body = await (await request.response())?.body().catch(() => undefined);
        if (body) totals.scriptGzip += zlib.gzipSync(body).length;
      })(),
    );
  });
  return {
    /** The totals so far, then counting starts again from zero. */
    take: async () => {
      await Promise.all(pending.splice(0));
      const taken = { ...totals };
      Object.assign(totals, { scriptGzip: 0, sent: 0, files: 0 });
      return taken;
    },
  };
}

/**
 * What a first visit downloads, measured in Chromium against the built app: the sign-in page, then everything from the
 * click on Sign in to the products list at rest (console, its screens, fonts, the list call), with empty caches.
 */
export async function runBundleBenchmarks() {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html')))
    throw new Error('This bench needs the built web app: run `npx vite build` first.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reloop-bench-bundle-'));
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
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
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
    const page = await browser.newPage();
    const bytes = countBytes(page);
    // The products list's address first: it sends a visitor to /login and remembers where to go after signing in.
    await page.goto(`${base}/dashboard/masters/product`);
    await page.waitForURL(/\/login/);
    await page.waitForLoadState('networkidle');
    const signInPage = await bytes.take();
    await page.getByLabel(/email/i).fill('admin@reloop.test');
    await page
      .getByLabel(/password/i)
      .first()
      .fill('Admin@1234');
    await page.getByRole('button', { name: /sign in|login/i }).click();
    await page.locator(FIRST_ROW).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const toFirstList = await bytes.take();
    return [
      { name: 'sign-in page JavaScript (gzip)', value: signInPage.scriptGzip / 1000, unit: 'kB', budget: 190 },
      {
        name: `sign-in page, all ${signInPage.files} files as sent (brotli)`,
        value: signInPage.sent / 1000,
        unit: 'kB',
      },
      { name: 'sign-in -> products list: JavaScript (gzip)', value: toFirstList.scriptGzip / 1000, unit: 'kB' },
      {
        name: `sign-in -> products list: all ${toFirstList.files} files and calls as sent`,
        value: toFirstList.sent / 1000,
        unit: 'kB',
      },
    ];
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
