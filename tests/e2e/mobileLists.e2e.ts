import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { signInAsStaff } from './support/signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every master list a sidebar entry or tab opens. */
const MASTER_LISTS = [
  'masters/category',
  'masters/product',
  'masters/brand',
  'masters/service',
  'masters/model/all',
  'masters/spare-part/main/all',
  'masters/spare-part/generic/all',
  'masters/price/service/all',
  'masters/price/spare-part/all',
  'masters/issue/all',
  'masters/repairService',
  'masters/general/service-type',
  'masters/general/gst',
  'masters/general/uom',
  'masters/general/pincode',
];

describe('master lists on a phone (390 px, issue 11)', () => {
  it('shows every master list as rows that fit the screen, each row opening its record', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    try {
      await page.goto('/login');
      await signInAsStaff(page, 'admin@reloop.test', 'Admin@1234');
      await page.waitForURL(/\/dashboard/);
      for (const path of MASTER_LISTS) {
        await page.goto(`/dashboard/${path}`);
        const firstRow = page.locator('main ul li [role="button"]').first();
        await firstRow.waitFor();
        expect(await page.locator('main table').count(), path).toBe(0);
        const overflow = await page.evaluate(`document.documentElement.scrollWidth - window.innerWidth`);
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        const box = await firstRow.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390, `${path}: the row is on screen`).toBe(true);
      }
      await screenshot(page, 'mobile-pincodes');
      await page.goto('/dashboard/masters/price/service/all');
      await page.locator('main ul li [role="button"]').first().click();
      await page.waitForURL(/\/dashboard\/masters\/price\/service\/view\//);
      await page.getByRole('link', { name: 'Edit' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
