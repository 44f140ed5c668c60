import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessToken, latestCodeFor } from './support/api';
import { browserSuite, newPage, screenshot } from './support/browser';
import { GREENFIX, RAVI } from './support/requests';
import { requestTechnicianCode, staffSession, verifyTechnicianCode } from './support/signIn';

/**
 * Issue 17 "Dashboards" through the screens: each role's dashboard shows its numbers and a chart, and a number opens
 * the list it counts, filtered, with as many rows as the number said (the demo data is small: one page holds them).
 */

const ADMIN = { email: 'admin@reloop.test', password: 'Admin@1234' };
const DEALER = { email: 'dealer@reloop.test', password: 'Dealer@1234' };

const suite = browserSuite('dashboards');

const rows = (page: Page) => page.locator('main table tbody tr');

/** The chart of the region is drawn (an SVG with bars). */
async function chartDrawn(page: Page, region: string) {
  await page.getByRole('region', { name: region }).locator('svg').first().waitFor();
}

/**
 * Clicks the number named `name`; the list it opens is filtered (the address carries the filter) and holds that many
 * rows.
 */
async function numberOpensItsList(page: Page, name: RegExp, path: RegExp) {
  const link = page.getByRole('link', { name }).first();
  await link.waitFor();
  const count = Number((await link.innerText()).replace(/\D/g, ''));
  await link.click();
  await page.waitForURL((url) => path.test(url.pathname) && url.search.includes('filter='));
  if (count === 0) await page.getByText('No Data Available').first().waitFor();
  else await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(Math.min(count, 10));
  return count;
}

describe('each role’s dashboard', () => {
  it('the admin: booked today, what waits, the bookings chart; a number opens its list', async () => {
    const { context, page } = await staffSession(suite.browser, ADMIN.email, ADMIN.password);
    try {
      await page.getByRole('region', { name: 'Booked today' }).waitFor();
      await page.getByRole('region', { name: 'Waiting for a decision' }).waitFor();
      await chartDrawn(page, 'Bookings per Day, Last 30 Days');
      await page.getByRole('region', { name: 'Requests by Status' }).waitFor();
      await screenshot(page, 'dashboard-admin-1440');
      const booked = await numberOpensItsList(page, /^Booked today, Repair: /, /\/services\/requests\/SID101$/);
      expect(booked).toBeGreaterThan(0);
      await page.goto('/dashboard');
      await numberOpensItsList(page, /^Account deletion requests/, /\/customers\/delete$/);
      // A partner's total in the requests per partner opens the service's list of that partner's requests.
      await page.goto('/dashboard');
      const partners = await numberOpensItsList(
        page,
        /^GreenFix Services \(CP\d+\), Repair: /,
        /\/services\/requests\/SID101$/,
      );
      expect(partners).toBeGreaterThan(0);
      for (const text of await rows(page).allInnerTexts()) expect(text).toContain('GreenFix Services');
    } finally {
      await context.close();
    }
  });

  it('the channel partner: visits, unassigned, its technicians, the slot fill', async () => {
    const { context, page } = await staffSession(suite.browser, GREENFIX.email, GREENFIX.password);
    try {
      await page.getByRole('region', { name: 'Visits tomorrow' }).waitFor();
      await chartDrawn(page, 'Slot Fill, Coming Week');
      await screenshot(page, 'dashboard-partner-1440');
      await numberOpensItsList(page, /^Open, Repair: /, /\/services\/requests\/SID101$/);
      await page.goto('/dashboard');
      await numberOpensItsList(page, /^Without a technician, /, /\/services\/requests\/SID10\d$/);
    } finally {
      await context.close();
    }
  });

  it('the technician: today’s visits, open and resolved, the status chart', async () => {
    const { context, page } = await newPage(suite.browser);
    try {
      await requestTechnicianCode(page, RAVI.mobile);
      await verifyTechnicianCode(
        page,
        await latestCodeFor(RAVI.mobile, await accessToken(ADMIN.email, ADMIN.password)),
      );
      await page.getByRole('region', { name: 'Visits today' }).waitFor();
      await chartDrawn(page, 'Your Requests by Status');
      await screenshot(page, 'dashboard-technician-1440');
      await numberOpensItsList(page, /^Open requests, Repair: /, /\/services\/requests\/SID101$/);
    } finally {
      await context.close();
    }
  });

  it('the dealer: its bookings by status and the last ten, each opening the read-only page', async () => {
    const { context, page } = await staffSession(suite.browser, DEALER.email, DEALER.password);
    try {
      const latest = page.getByRole('region', { name: 'Your Latest Bookings' });
      await latest.getByRole('link').first().waitFor();
      await chartDrawn(page, 'Bookings per Day, Last 30 Days');
      await screenshot(page, 'dashboard-dealer-1440');
      const first = latest.getByRole('link').first();
      const id = (await first.innerText()).trim();
      await first.click();
      await page.waitForURL(new RegExp(`/dashboard/repair-request/view-only/${id}$`));
      await page.goto('/dashboard');
      await numberOpensItsList(page, /^Open requests, Repair: /, /\/services\/requests\/SID101$/);
    } finally {
      await context.close();
    }
  });
});
