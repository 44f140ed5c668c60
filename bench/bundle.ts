import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');

/** Gzipped size of every script a page loads, measured in Chromium against the built app. */
export async function runBundleBenchmarks() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reloop-bench-bundle-'));
  const port = 19000 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, DATABASE_URL: '', SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    for (;;) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => undefined);
      if (body) scripts.set(response.url(), zlib.gzipSync(body).length);
    });
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
    const loginBytes = [...scripts.values()].reduce((a, b) => a + b, 0);
    scripts.clear();
    await page.getByLabel(/email/i).fill('admin@reloop.test');
    await page
      .getByLabel(/password/i)
      .first()
      .fill('Admin@1234');
    await page.getByRole('button', { name: /sign in|login/i }).click();
    await page.waitForURL(/\/dashboard/, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const consoleBytes = [...scripts.values()].reduce((a, b) => a + b, 0);
    return [
      { name: 'sign-in page JavaScript (gzip)', value: loginBytes / 1000, unit: 'kB', budget: 190 },
      { name: 'console after sign-in, loaded lazily (gzip)', value: consoleBytes / 1000, unit: 'kB', budget: undefined },
    ];
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
