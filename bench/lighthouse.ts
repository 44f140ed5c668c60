import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';

const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Lighthouse's performance score (0-100), the metrics it weighs and the bytes sent, of one page in one form factor. */
async function audit(url: string, port: number, desktop: boolean) {
  const result = await lighthouse(
    url,
    { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
    desktop ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // A run that could not measure (no paint, a page error) scores 0: say why rather than print a bare 0.
  if (lhr.runtimeError)
    console.log(
      `  Lighthouse ${desktop ? 'desktop' : 'mobile'}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
    );
  const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? 0);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    bytes: metric('total-byte-weight'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

/**
 * The sign-in page as a new visitor meets it, on a phone (Lighthouse's simulated mid-range mobile) and on a desktop.
 */
export async function runLighthouseBenchmarks() {
  // WEB_DIST: a build elsewhere (npx vite build --outDir /tmp/web), ./dist by default.
  const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'dist'));
  if (!fs.existsSync(path.join(webDist, 'index.html')))
    throw new Error('Lighthouse needs the built web app: run `npx vite build` first.');
  const config = loadConfig({
    PORT: '0',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    PAYMENT_GATEWAY: 'sandbox',
    WEB_DIST: webDist,
    DATABASE_URL: '',
  });
  const database = await openDatabase({ inMemory: true });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const url = `http://127.0.0.1:${port}/login`;
    const mobile = await audit(url, chrome.port, false);
    const desktop = await audit(url, chrome.port, true);
    return [
      {
        name: 'Lighthouse performance, sign-in page, mobile',
        value: mobile.score,
        unit: 'pts',
        budget: 90,
        atLeast: true,
      },
      {
        name: 'Lighthouse performance, sign-in page, desktop',
        value: desktop.score,
        unit: 'pts',
        budget: 98,
        atLeast: true,
      },
      { name: 'mobile: first contentful paint (simulated)', value: mobile.fcp, unit: 'ms' },
      { name: 'mobile: largest contentful paint (simulated)', value: mobile.lcp, unit: 'ms' },
      { name: 'mobile: total blocking time (simulated)', value: mobile.tbt, unit: 'ms' },
      { name: 'mobile: cumulative layout shift', value: mobile.cls, unit: '' },
      { name: 'sign-in page, bytes sent (compressed)', value: mobile.bytes / 1024, unit: 'kB' },
    ];
  } finally {
    chrome.kill();
    await app.close();
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  console.log(await runLighthouseBenchmarks());
