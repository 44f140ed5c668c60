import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../server/src/db/seed/demo';
import { launchOptions } from './browserOptions';
import { restoreSettings, switchLanguage, tokenIn } from './consoleLanguage';
import { setup, teardown } from './globalSetup';
import { settled, watchRequests } from './navigation';

/**
 * Screenshots of the request page, booking, payments and the dashboard at 1440 and 390 px in German, as the demo
 * admin, for a person to look at:
 *
 *   npx vite build --logLevel warn && npm run screenshots -- <directory> [--url http://127.0.0.1:3000]
 *
 * Without --url it starts the built app on a fresh data directory with the demo data, as the browser suite does.
 * Files are named <page>-<width>.png.
 */

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** The newest demo repair request, read with the admin's token as the console reads it. */
async function firstRequest(page: Page): Promise<string> {
  const token = await tokenIn(page);
  return page.evaluate(async (bearer) => {
    const response = await fetch('/api/requests/getByPaginationAndFilter', {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ filters: [], pageSize: 1, pageNumber: 1 }),
    });
    const { records } = (await response.json()) as { records: { id: string }[] };
    if (!records[0]) throw new Error('the demo data has no repair request');
    return records[0].id;
  }, token);
}

async function main() {
  const [directory, ...rest] = process.argv.slice(2);
  if (!directory) throw new Error('Usage: npm run screenshots -- <directory> [--url <console address>]');
  const given = rest[rest.indexOf('--url') + 1];
  let baseUrl = rest.includes('--url') ? given : undefined;
  fs.mkdirSync(directory, { recursive: true });
  if (!baseUrl) await setup({ provide: (_key: string, value: string) => (baseUrl = value) } as never);
  const browser = await chromium.launch(launchOptions());
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: WIDTHS[0], reducedMotion: 'reduce' });
    const page = await context.newPage();
    watchRequests(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard/);
    const saved = await switchLanguage(page, 'de');
    try {
      const pages = {
        dashboard: '',
        booking: 'book-request',
        payments: 'payments',
        'request-page': `repair-request/view/${encodeURIComponent(await firstRequest(page))}`,
      };
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        for (const [name, address] of Object.entries(pages)) {
          await page.goto(`/dashboard/${address}`.replace(/\/$/, ''));
          await settled(page);
          const file = path.join(directory, `${name}-${viewport.width}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(file);
        }
      }
    } finally {
      await restoreSettings(page, saved);
    }
  } finally {
    await browser.close();
    await teardown();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
