import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, latestCodeFor } from './support/api';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { openFilters } from './support/filters';
import { RAVI } from './support/requests';
import { requestTechnicianCode, staffSession, verifyTechnicianCode } from './support/signIn';

/**
 * Issue 14 "Lists and reports" through the screens: the admin goes from the dashboard's counts to the services, opens
 * the repair list, filters it by status and exports it; the technician sees only their requests and no Export.
 */

const ADMIN = { email: 'admin@reloop.test', password: 'Admin@1234' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const rows = (page: Page) => page.locator('main table tbody tr');

describe('request lists and counts', () => {
  it('the admin: dashboard counts → services → the repair list, filtered by status, exported', async () => {
    const { context, page } = await staffSession(browser, ADMIN.email, ADMIN.password);
    try {
      const counts = page.getByRole('region', { name: 'Your Requests' });
      await counts
        .getByText(/^Open \d+$/)
        .first()
        .waitFor();
      await page.getByRole('region', { name: 'Requests per Channel Partner' }).getByText('GreenFix Services').waitFor();
      await screenshot(page, 'dashboard-1440');

      await counts.getByRole('link', { name: 'Requests by Service' }).click();
      await page.waitForURL(/\/dashboard\/services$/);
      const repair = page.getByRole('link', { name: /Repair · SID101/ });
      await repair.waitFor();
      await screenshot(page, 'services-1440');

      await repair.click();
      await page.waitForURL(/\/services\/requests\/SID101/);
      await rows(page).first().waitFor();
      expect(await rows(page).count()).toBeGreaterThan(1);
      await openFilters(page);
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Open', exact: true }).click();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL(/filter=/);
      // The list follows the filter: every row left is Open.
      await expect
        .poll(async () => (await rows(page).allInnerTexts()).every((text) => /\bOpen\b/.test(text)))
        .toBe(true);
      const statuses = await rows(page).allInnerTexts();
      expect(statuses.length).toBeGreaterThan(0);
      await screenshot(page, 'repair-list-1440');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^requests-SID101 \d{4}-\d{2}-\d{2} \d{2}[:_]\d{2}[:_]\d{2}\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile((await download.path())!);
      const sheet = workbook.worksheets[0].getSheetValues().slice(1) as unknown[][];
      expect(sheet[0].slice(1, 3)).toEqual(['Request ID', 'Product Name']);
      expect(sheet.length - 1).toBe(statuses.length);

      // A row opens the request page.
      const firstId = (await rows(page).first().locator('td').first().innerText()).trim();
      await rows(page).first().click();
      await page.waitForURL(new RegExp(`/repair-request/view/${firstId}$`));
    } finally {
      await context.close();
    }
  });

  it('a phone (390 px) gets one row per request and the filters as a dialog', async () => {
    const { context, page } = await staffSession(browser, ADMIN.email, ADMIN.password);
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/dashboard/services/requests/SID102');
      await page.getByText(/^EREQ/).first().waitFor();
      expect(await page.locator('main table').count()).toBe(0);
      await screenshot(page, 'ewaste-list-390');
      await page.goto('/dashboard');
      await page
        .getByRole('region', { name: 'Your Requests' })
        .getByText(/^Open \d+$/)
        .first()
        .waitFor();
      await screenshot(page, 'dashboard-390');
    } finally {
      await context.close();
    }
  });

  it('the technician: only their requests, no Export', async () => {
    const { context, page } = await newPage(browser);
    try {
      await requestTechnicianCode(page, RAVI.mobile);
      await verifyTechnicianCode(
        page,
        await latestCodeFor(RAVI.mobile, await accessToken(ADMIN.email, ADMIN.password)),
      );
      await page.goto('/dashboard/services/repair-request/all');
      await rows(page).first().waitFor();
      // Their partner's requests assigned to them: no technician column to tell them their own name.
      for (const text of await rows(page).allInnerTexts()) expect(text).toContain('GreenFix Services');
      expect(await page.getByRole('columnheader', { name: 'Technician' }).count()).toBe(0);
      await openFilters(page);
      expect(await page.getByRole('button', { name: 'Export' }).count()).toBe(0);
      await screenshot(page, 'technician-list-1440');
    } finally {
      await context.close();
    }
  });
});
