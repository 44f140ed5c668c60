import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { seed } from '../server/src/db/seed';
const config = loadConfig({ PORT: '0', LOG_LEVEL: 'warn', SEED_DEMO: 'true', WEB_DIST: '/tmp/dist-dev', DATABASE_URL: '' });
const database = await openDatabase({ inMemory: true });
const app = await buildApp({ config, database, logger: false });
await seed(app.ctx, app.log);
await app.listen({ port: 19556, host: '127.0.0.1' });
const base = 'http://127.0.0.1:19556';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const client = await page.context().newCDPSession(page);
for (let round = 0; round < 2; round++) {
  await page.goto(`${base}/dashboard/masters/product`); await page.waitForURL(/login/);
  await page.getByLabel(/email/i).fill('admin@reloop.test'); await page.getByLabel(/password/i).first().fill('Admin@1234');
  await page.waitForTimeout(500);
  if (round === 1) { await client.send('Profiler.enable'); await client.send('Profiler.setSamplingInterval', { interval: 100 }); await client.send('Profiler.start'); }
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await page.locator('table tbody tr td').first().waitFor();
  if (round === 1) { const { profile } = await client.send('Profiler.stop'); fs.writeFileSync('/tmp/browser.cpuprofile', JSON.stringify(profile)); }
  await page.evaluate('localStorage.clear()');
}
await browser.close(); await app.close(); await database.close();
