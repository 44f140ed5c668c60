import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/src/db/seed/demo';
import { DEMO_CUSTOMERS } from '../../server/src/db/seed/demoCustomers';
import { masterConfig } from '../../src/resources/masters/config';
import { masterPaths } from '../../src/resources/masters/masterPaths';
import { accessToken, firstRecords } from './support/api';
import { browserSuite, newPage, screenshot } from './support/browser';
import { openInConsole } from './support/navigation';
import { signInAsStaff } from './support/signIn';

/**
 * Issue 31, points 12, 13, 14, 19 and 20 as a person sees them: the sidebar and breadcrumbs, each role's entries and
 * landing, the account page, a cold deep link, the charts, the phone views (no sideways scroll inside a card, axe) and
 * the forbidden page that keeps the user signed in.
 */

const suite = browserSuite('navigationLayout');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const { admin, customerCare, channelPartner, dealer, pendingDealer } = DEMO_ACCOUNTS;

let adminToken: string;
beforeAll(async () => {
  adminToken = await accessToken(admin.email, admin.password);
});

async function signedIn(account: { email: string; password: string }, viewport = DESKTOP) {
  const session = await newPage(suite.browser, viewport);
  suite.page = session.page;
  await session.page.goto('/login');
  await signInAsStaff(session.page, account.email, account.password);
  await session.page.waitForURL(/\/dashboard/);
  return session;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

/**
 * Elements of the page's main part that scroll sideways (a table or a card wider than its box), as readable lines. A
 * report's table in a named region the keyboard reaches (statistics: a week's columns do not fit a phone) and a strip
 * of tabs with its scroll buttons are meant to.
 */
const sidewaysScrollers = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter(
        (element) =>
          element.scrollWidth > element.clientWidth + 1 &&
          ['auto', 'scroll'].includes(getComputedStyle(element).overflowX),
      )
      .filter((element) => !(element.getAttribute('role') === 'region' && element.getAttribute('tabindex') === '0'))
      .filter((element) => !element.classList.contains('MuiTabs-scroller'))
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} ` +
          `${element.scrollWidth}>${element.clientWidth}: ${element.textContent?.slice(0, 40)}`,
      ),
  );

/** The page's serious and critical axe findings, one line each. */
async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}) at ${node.target.join(' ')}`),
    );
}

/** The page at rest: its heading shown and nothing loading. */
async function settled(page: Page) {
  await page.locator('h1').filter({ hasText: /\S/ }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[role="progressbar"], .MuiSkeleton-root')].every(
      (element) => !element.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
    ),
  );
}

describe('navigation', () => {
  it(
    'marks the open master reached from the dashboard, ' +
      'links every breadcrumb, and leads a master edit page back to its list',
    async () => {
      const { page, context } = await signedIn(admin);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await openInConsole(page, '/dashboard/masters/category');
      await expect
        .poll(() => menu(page).getByRole('link', { name: 'Base Masters' }).getAttribute('aria-current'))
        .toBe('page');

      const [brand] = await firstRecords(masterConfig('masters/brand').apiPath, adminToken, {}, 1);
      await page.goto(`/dashboard/${masterPaths('masters/brand').edit(brand.id)}`);
      await expect
        .poll(() => breadcrumb(page).getByRole('link', { name: 'Masters' }).getAttribute('href'))
        .toBe('/dashboard/masters/product');
      expect(await breadcrumb(page).getByRole('link', { name: 'Brand' }).getAttribute('href')).toBe(
        '/dashboard/masters/brand',
      );
      await page.locator('main').getByRole('link', { name: 'List' }).click();
      await page.waitForURL(/\/dashboard\/masters\/brand$/);

      await page.goto('/dashboard/services/repair-request/add/SID101');
      await expect.poll(() => breadcrumb(page).innerText()).toMatch(/Repair$/);
      expect(await breadcrumb(page).innerText()).not.toContain('SID101');
      await context.close();
    },
  );

  it(
    'gives partners and dealers their Requests, dealers Book Request, ' +
      'and lands customer care on Customers → Search',
    async () => {
      const partner = await signedIn(channelPartner);
      await expect
        .poll(() => menu(partner.page).getByRole('link', { name: 'Requests' }).getAttribute('href'))
        .toBe('/dashboard/services/repair-request/all');
      await partner.context.close();

      const ofDealer = await signedIn(dealer);
      await menu(ofDealer.page).getByRole('link', { name: 'Book Request' }).click();
      await ofDealer.page.waitForURL(/\/dashboard\/book-request$/);
      expect(await menu(ofDealer.page).getByRole('link', { name: 'Requests' }).count()).toBe(1);
      await ofDealer.context.close();

      const care = await signedIn(customerCare);
      await care.page.waitForURL(/\/dashboard\/customers\/search$/);
      await care.context.close();
    },
  );
});

describe('account, apps and loading (issue 31 points 13, 14)', () => {
  it(
    'names the signed-in user and their e-mail on the account page, ' + 'and lists app builds or says there are none',
    async () => {
      const { page, context } = await signedIn(admin);
      await page.goto('/dashboard/account/general');
      await page.locator('main').getByText(admin.name, { exact: true }).waitFor();
      await page.locator('main').getByText(admin.email).waitFor();
      await page.goto('/dashboard/allapks');
      await page
        .locator('main')
        .getByText(/No app builds yet|Download/)
        .first()
        .waitFor();
      await context.close();
    },
  );

  it('shows a spinner at once on a deep link opened cold, before the app’s code has arrived', async () => {
    const { page, context } = await signedIn(admin);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Every script but the boot script waits, as on a slow network.
    await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard/statistics', { waitUntil: 'domcontentloaded' });
    await page.getByRole('progressbar', { name: 'Loading…' }).waitFor({ timeout: 2_000 });
    release();
    await page.getByRole('heading', { level: 1, name: 'Statistics' }).waitFor();
    await context.close();
  });

  it('ticks count axes on whole numbers and shows the empty state for a chart without figures', async () => {
    const ofDealer = await signedIn(dealer);
    const chart = ofDealer.page.getByRole('region', { name: 'Bookings per Day, Last 30 Days' });
    await chart.locator('svg').first().waitFor();
    const ticks = await chart.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel').allTextContents();
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks.filter((tick) => !/^\d+$/.test(tick.trim()))).toEqual([]);
    await ofDealer.context.close();

    const pending = await signedIn(pendingDealer);
    const empty = pending.page.getByRole('region', { name: 'Bookings per Day, Last 30 Days' });
    await empty.getByText('No Data Available').waitFor();
    expect(await empty.locator('.MuiChartsAxis-root').count()).toBe(0);
    await pending.context.close();
  });
});

describe('phone and desktop layout', () => {
  it('scrolls nothing sideways inside the cards at 390 px, with no serious axe finding', async () => {
    const [request] = await firstRecords('requests', adminToken, {}, 1);
    const { page, context } = await signedIn(admin, PHONE);
    for (const path of [
      '',
      'statistics',
      'customers/delete',
      `customers/view/${DEMO_CUSTOMERS[0].id}`,
      `repair-request/view/${request.id}`,
    ]) {
      await page.goto(`/dashboard/${path}`);
      await settled(page);
      await screenshot(page, `phone-${path.replace(/\//g, '-') || 'dashboard'}`);
      expect(await sidewaysScrollers(page), `/dashboard/${path} at 390 px`).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `/dashboard/${path} at 390 px`,
      ).toBeLessThanOrEqual(PHONE.width);
      expect(await seriousFindings(page), `/dashboard/${path} at 390 px`).toEqual([]);
    }
    await context.close();
  });

  it("shows every column of the customer's products at 1440 px", async () => {
    const { page, context } = await signedIn(admin);
    await page.goto(`/dashboard/customers/view/${DEMO_CUSTOMERS[0].id}`);
    await settled(page);
    const products = page.getByRole('table', { name: 'Customer Product Details' });
    await products.waitFor();
    expect(await sidewaysScrollers(page)).toEqual([]);
    for (const name of ['Additional Documents', 'Status'])
      await expect.poll(() => products.getByRole('columnheader', { name }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('403 (issue 31 points 19, 20)', () => {
  it('shows a dealer the forbidden page for a request it did not book, and keeps it signed in', async () => {
    const dealerToken = await accessToken(dealer.email, dealer.password);
    const own = new Set((await firstRecords('requests', dealerToken, {}, 100)).map(({ id }) => id));
    const other = (await firstRecords('requests', adminToken, {}, 100)).find(({ id }) => !own.has(id));
    expect(other).toBeDefined();
    const { page, context } = await signedIn(dealer);
    await page.goto(`/dashboard/repair-request/view-only/${other!.id}`);
    await page.getByRole('heading', { name: '403 Forbidden!' }).waitFor();
    // A sign-out would have left for /login meanwhile.
    await page.waitForTimeout(1_000);
    expect(new URL(page.url()).pathname).toBe(`/dashboard/repair-request/view-only/${other!.id}`);
    await page.goto('/dashboard');
    await menu(page).getByRole('link', { name: 'Book Request' }).waitFor();
    await context.close();
  });
});

describe('404 below a declared resource', () => {
  it('shows the not-found page at an address below a resource that no page of the route table takes', async () => {
    const { page, context } = await signedIn(admin);
    for (const address of ['/dashboard/customers/no-such-page', '/dashboard/payments/no/such/page']) {
      await page.goto(address);
      await page.getByRole('heading', { name: 'Nothing here!' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(address);
    }
    // The resource's own pages still answer at the spec's paths beside it.
    await page.goto('/dashboard/customers/search');
    await page.getByText('Search Customer').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Nothing here!' }).count()).toBe(0);
    await context.close();
  });
});
