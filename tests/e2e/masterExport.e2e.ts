import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken } from './support/api';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { signInAsStaff } from './support/signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ADMIN = { email: 'admin@reloop.test', password: 'Admin@1234' };
const STATE = 'Goa';

/** The codes of every area of a state, in the list's order, as the API lists them. */
async function codesOf(state: string): Promise<number[]> {
  const token = await accessToken(ADMIN.email, ADMIN.password);
  const response = await fetch(`${baseUrl()}/api/master/pincodes/getByPaginationAndFilter`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      filters: [{ property: 'state', operator: 'equal', value: state }],
      pageSize: 9999,
      pageNumber: 1,
      sort: 1,
      sortBy: 'code',
    }),
  });
  return ((await response.json()) as { records: { code: number }[] }).records.map((record) => record.code);
}

describe('exporting a master list', () => {
  it('downloads the filtered pincodes the server streams, in the list’s columns and order', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await signInAsStaff(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(/\/dashboard/);
    await page.goto(
      `/dashboard/masters/general/pincode?filter=${encodeURIComponent(JSON.stringify({ state: STATE }))}`,
    );
    await page.locator('main table tbody tr').first().waitFor();
    const headers = (await page.locator('main table thead th').allInnerTexts())
      .map((text) => text.trim())
      .filter((text) => text && text !== 'Actions');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    // Chromium writes the time's colons as underscores in file names.
    expect(download.suggestedFilename()).toMatch(/^pincode \d{4}-\d{2}-\d{2} \d{2}[:_]\d{2}[:_]\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const rows = workbook.worksheets[0].getSheetValues().slice(1) as unknown[][];
    expect(rows[0].slice(1)).toEqual(headers);
    const codes = await codesOf(STATE);
    expect(codes.length).toBeGreaterThan(10);
    expect(rows.slice(1).map((row) => row[1])).toEqual(codes);
    expect(rows.slice(1).every((row) => row[5] === STATE)).toBe(true);
    // The panel goes once the file is saved; the list stayed as it was.
    await page.getByRole('status').filter({ hasText: 'Exporting' }).waitFor({ state: 'detached' });
    expect(await page.locator('main table tbody tr').count()).toBe(Math.min(codes.length, 10));
    await context.close();
  });
});
