import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteEntry } from '../../src/console/routeTable';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { signInAsStaff } from './support/signIn';

const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every list the route table serves, so a list added there is checked on a phone the day it is added. */
const isMasterList = (route: RouteEntry) =>
  Boolean(route.resource) || (route.page === 'masterView' && route.view === 'list') || route.page === 'masterTabs';
const MASTER_LISTS = ROUTES.filter(isMasterList).map((route) => route.path);
const PARTNER_LISTS = ROUTES.filter((route) => route.page === 'channelPartnerList').map((route) => route.path);
/** The request lists of every service and of one (e-waste pick-ups, SID102). */
const REQUEST_LISTS = ROUTES.filter((route) => route.page === 'requestList').map((route) =>
  route.path.replace(':serviceId', 'SID102'),
);

async function signedInPhone(email = 'admin@reloop.test', password = 'Admin@1234') {
  const session = await newPage(browser, PHONE);
  await session.page.goto('/login');
  await signInAsStaff(session.page, email, password);
  await session.page.waitForURL(/\/dashboard/);
  return session;
}

/**
 * The list at `path` as rows (react-admin's SimpleList, not a clipped table), the document without a sideways scroll,
 * and every row's actions (the row's link, or its buttons) found inside the 390 px viewport. Answers how many rows it
 * saw.
 */
async function expectListFits(page: Page, path: string): Promise<number> {
  await page.goto(`/dashboard/${path}`);
  const rows = page.locator('main ul > li.MuiListItem-root');
  await rows.first().waitFor();
  expect(await page.locator('main table').count(), `${path} shows a table`).toBe(0);
  // A toolbar is drawn as a band across the page: one without a button (the Columns menu is not on phones) is blank.
  const toolbarButtons = await page
    .locator('main .RaList-actions')
    .evaluateAll((bars) => bars.map((bar) => bar.querySelectorAll('a[href], button').length));
  expect(
    toolbarButtons.filter((count) => count === 0),
    `${path} draws an empty toolbar`,
  ).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  const actionsPerRow = await rows.evaluateAll((items) =>
    items.map((item) => {
      const actions = [...item.querySelectorAll<HTMLElement>('a[href], button, [role="button"]')];
      return {
        text: item.textContent?.trim().slice(0, 40),
        count: actions.length,
        offScreen: actions
          .map((action) => ({
            label: action.getAttribute('aria-label') ?? action.textContent?.trim().slice(0, 20),
            box: action.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.width === 0 || box.left < 0 || box.right > window.innerWidth)
          .map(({ label, box }) => `${label} at ${Math.round(box.left)}..${Math.round(box.right)}`),
      };
    }),
  );
  for (const row of actionsPerRow) {
    expect(row.count, `${path}: row "${row.text}" has no action`).toBeGreaterThan(0);
    expect(row.offScreen, `${path}: row "${row.text}" has actions off screen`).toEqual([]);
  }
  return actionsPerRow.length;
}

/**
 * The first header of each table that runs past the screen's right edge with no scrolling box around it to reach the
 * rest.
 */
function clippedTables(page: Page): Promise<string[]> {
  return page.locator('main table').evaluateAll((tables) =>
    tables.flatMap((table) => {
      if (table.getBoundingClientRect().right <= window.innerWidth) return [];
      for (let box = table.parentElement; box && box.tagName !== 'MAIN'; box = box.parentElement) {
        const scrolls = ['auto', 'scroll'].includes(getComputedStyle(box).overflowX);
        if (scrolls && box.getBoundingClientRect().right <= window.innerWidth) return [];
      }
      return [table.querySelector('th')?.textContent?.trim() ?? 'a table'];
    }),
  );
}

describe('lists on a phone (390 px, issue 11)', () => {
  it('shows every master list as rows that fit the screen, each row opening its record', async () => {
    expect(MASTER_LISTS.length).toBeGreaterThan(10);
    const { context, page } = await signedInPhone();
    try {
      for (const path of MASTER_LISTS) expect(await expectListFits(page, path), path).toBeGreaterThan(0);
      await screenshot(page, 'mobile-last-master-list');
      await page.goto('/dashboard/masters/price/service/all');
      await page.locator('main ul > li.MuiListItem-root [role="button"]').first().click();
      await page.waitForURL(/\/dashboard\/masters\/price\/service\/view\//);
      await page.getByRole('link', { name: 'Edit' }).waitFor();
    } finally {
      await context.close();
    }
  });

  // A partner books nothing from these lists, so its toolbar would hold no button at all.
  it("shows a partner's request lists as rows, without an empty toolbar above the filter bar", async () => {
    expect(REQUEST_LISTS).toEqual(['services/repair-request/all', 'services/requests/SID102']);
    const { context, page } = await signedInPhone('partner@reloop.test', 'Partner@1234');
    try {
      for (const path of REQUEST_LISTS) expect(await expectListFits(page, path), path).toBeGreaterThan(0);
      await screenshot(page, 'mobile-pick-up-requests');
    } finally {
      await context.close();
    }
  });

  it('keeps the tables on pages within the screen: each fits, or scrolls inside itself', async () => {
    const { context, page } = await signedInPhone();
    try {
      // The request page's payments (four columns) and the licences (the demo has no app builds to list).
      for (const path of ['repair-request/view/REQ00000001', 'about-us']) {
        await page.goto(`/dashboard/${path}`);
        await page.locator('main table').first().waitFor();
        expect(await clippedTables(page), `${path} cuts off a table`).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });

  // Kept apart from the masters: the partner lists have their own layout (row buttons under each summary).
  it('shows every channel-partner list as rows whose actions fit the screen', async () => {
    expect(PARTNER_LISTS.length).toBeGreaterThan(0);
    const { context, page } = await signedInPhone();
    try {
      for (const path of PARTNER_LISTS) {
        expect(await expectListFits(page, path), path).toBeGreaterThan(0);
        await screenshot(page, `mobile-${path.replaceAll('/', '-')}`);
      }
    } finally {
      await context.close();
    }
  });
});
