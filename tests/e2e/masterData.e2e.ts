import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken } from './support/api';
import { baseUrl, launchBrowser, newPage, screenshot } from './support/browser';
import { signInAsStaff } from './support/signIn';
import { openFilters } from './support/filters';

let browser: Browser;
let tempDir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reloop-e2e-csv-'));
});
afterAll(async () => {
  await browser?.close();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
});

const ADMIN = { email: 'admin@reloop.test', password: 'Admin@1234' };
const suffix = Date.now().toString(36);

async function signedInPage() {
  const { context, page } = await newPage(browser);
  await page.goto('/login');
  await signInAsStaff(page, ADMIN.email, ADMIN.password);
  await page.waitForURL(/\/dashboard/);
  return { context, page };
}

/** Picks a record in a server-searched autocomplete (a reference select) by typing part of its title. */
async function pickReference(page: Page, label: string, typed: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.waitForFunction(
    ({ label, option }) =>
      [...document.querySelectorAll('label')].some(
        (l) =>
          l.textContent?.replace(/\s*\*\s*$/, '').trim() === label &&
          (document.getElementById(l.htmlFor) as HTMLInputElement | null)?.value === option,
      ),
    { label, option },
  );
}

/** Picks a value in a plain select (react-admin SelectInput). */
async function pickSelect(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/**
 * Waits for a master list's first rows (the filter bar takes its draft from the list's filters once they are loaded)
 * and opens the filter bar.
 */
async function listLoaded(page: Page) {
  await page.locator('main table tbody tr').first().waitFor();
  await openFilters(page);
}

/**
 * Applies the filter bar and waits for the filter (with `value` in it) to reach the URL. One CI run (of dozens) saw the
 * click leave the URL unchanged for 30 s and could not be reproduced under load; a second miss still fails, and the
 * first one is reported with what the filter bar held, so a real loss of typed input shows.
 */
async function apply(page: Page, value: string) {
  const applied = (timeout: number) =>
    page
      .waitForURL((url) => decodeURIComponent(url.search).includes(value), { timeout })
      .then(
        () => true,
        () => false,
      );
  await page.getByRole('button', { name: 'Apply' }).click();
  if (await applied(10_000)) return;
  const typed = await page
    .locator('main input')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).filter(Boolean));
  console.warn(`Apply left ${page.url()} unchanged; the filter bar held ${JSON.stringify(typed)}. Pressing it again.`);
  await screenshot(page, 'apply-missed');
  expect(typed).toContain(value);
  await page.getByRole('button', { name: 'Apply' }).click();
  if (!(await applied(20_000))) throw new Error(`Apply did not put ${value} in the URL (${page.url()})`);
}

/**
 * Waits until the filtered list holds exactly one row, the one with `text`, and returns it. A new record sorts first in
 * the unfiltered list too, so seeing it is not enough: the other rows must be gone.
 */
async function onlyRow(page: Page, text: string) {
  await page.waitForFunction((text) => {
    const rows = [...document.querySelectorAll('main table tbody tr')] as HTMLElement[];
    return rows.length === 1 && rows[0].innerText.includes(text);
  }, text);
  return page.getByRole('row').filter({ hasText: text });
}

describe('the admin keeps the master data', () => {
  it('adds a model for a product and brand and finds it through the filter bar', async () => {
    const { context, page } = await signedInPage();
    const modelNo = `E2E-${suffix}-M1`;
    await page.goto('/dashboard/masters/model/add');
    await page.getByLabel('Model No').fill(modelNo);
    await pickReference(page, 'Category', 'Mobiles', 'Mobiles & Laptops');
    await pickReference(page, 'Product', 'Mobile', 'Mobile Phone');
    await pickSelect(page, 'Product Type', 'Smartphone');
    await pickReference(page, 'Brand', 'Sams', 'Samsung');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/dashboard\/masters\/model\/all/);

    await listLoaded(page);
    await page.getByRole('textbox', { name: 'Model No' }).fill(modelNo);
    await apply(page, modelNo);
    const row = await onlyRow(page, modelNo);
    await row.getByText('Mobile Phone', { exact: true }).waitFor();
    await row.getByText('Samsung', { exact: true }).waitFor();
    await row.getByText('Smartphone', { exact: true }).waitFor();
    await screenshot(page, 'model-list-filtered');
    await context.close();
  });

  it('creates an issue, assigns it to a product and finds it in the issue list and the product issues', async () => {
    const { context, page } = await signedInPage();
    const issueName = `E2E issue ${suffix}`;
    await page.goto('/dashboard/masters/issue/add/new');
    // Required fields' labels end in an asterisk (hidden from screen readers): found by their accessible name.
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(issueName);
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Raised by the end-to-end test');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/dashboard\/masters\/issue\/all/);

    await listLoaded(page);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(issueName);
    await apply(page, issueName);
    await onlyRow(page, issueName);

    await page.goto('/dashboard/masters/issue/add/assign');
    await pickReference(page, 'Product', 'Mobile', 'Mobile Phone');
    // The product's seeded issues come ticked; the new one does not.
    await page.getByRole('checkbox', { name: 'Screen broken' }).waitFor();
    await expect
      .poll(() => page.getByRole('checkbox', { name: 'Screen broken' }).isChecked(), { timeout: 10_000 })
      .toBe(true);
    await page.getByLabel('Search issues').fill(issueName);
    const box = page.getByRole('checkbox', { name: issueName });
    expect(await box.isChecked()).toBe(false);
    await box.check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/dashboard\/masters\/issue\/product\/view\//);
    await page.getByText('Issues of Mobile Phone').waitFor();
    await page.getByText(issueName, { exact: true }).waitFor();
    // Ticking one issue while searching keeps the product's other issues.
    await page.getByText('Screen broken', { exact: true }).waitFor();
    await screenshot(page, 'product-issues');

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/dashboard\/masters\/issue\/product\/edit\//);
    await page.getByLabel('Search issues').fill(issueName);
    await page.getByRole('checkbox', { name: issueName }).waitFor();
    await expect
      .poll(() => page.getByRole('checkbox', { name: issueName }).isChecked(), { timeout: 10_000 })
      .toBe(true);
    await context.close();
  });

  it('sets a service price for a product and brand and finds it through the filter bar', async () => {
    // A brand of its own, so the price key (service, category, product, type, brand) is new.
    const brandName = `E2E Brand ${suffix}`;
    const token = await accessToken(ADMIN.email, ADMIN.password);
    const created = await fetch(`${baseUrl()}/api/master/brand`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: brandName }),
    });
    expect(created.status).toBe(201);

    const { context, page } = await signedInPage();
    await page.goto('/dashboard/masters/price/service/add');
    await pickReference(page, 'Service', 'Repair', 'Repair');
    await pickReference(page, 'Category', 'Home', 'Home Appliances');
    await pickReference(page, 'Product', 'Air', 'Air Conditioner');
    await pickSelect(page, 'Product Type', 'Split');
    await pickReference(page, 'Brand', brandName, brandName);
    await page.getByLabel('Selling Price').fill('654');
    await page.getByRole('spinbutton', { name: 'MRP', exact: true }).fill('876');
    await pickReference(page, 'GST', '9987', '9987');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/dashboard\/masters\/price\/service\/all/);

    await listLoaded(page);
    await pickReference(page, 'Brand', brandName, brandName);
    await apply(page, 'brandId');
    const row = await onlyRow(page, brandName);
    await row.getByText('Air Conditioner', { exact: true }).waitFor();
    await row.getByText('Split', { exact: true }).waitFor();
    await row.getByText('₹654', { exact: true }).waitFor();
    await row.getByText('₹876', { exact: true }).waitFor();
    await screenshot(page, 'service-price-filtered');
    await context.close();
  });

  it('imports a CSV with one bad row: the row is named and nothing is imported', async () => {
    const token = await accessToken(ADMIN.email, ADMIN.password);
    const template = await fetch(`${baseUrl()}/api/master/uom/template`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(template.ok).toBe(true);
    const header = (await template.text()).trim();
    expect(header.split(',')).toEqual(expect.arrayContaining(['name', 'code']));
    const good = `E2E Unit ${suffix}`;
    const cells = (values: Record<string, string>) =>
      header
        .split(',')
        .map((column) => values[column] ?? '')
        .join(',');
    const file = path.join(tempDir, `uoms-${suffix}.csv`);
    // Line 2 is valid; line 3 has no code.
    fs.writeFileSync(
      file,
      [
        header,
        cells({ name: good, code: `U${suffix}`.slice(0, 20), status: 'Publish' }),
        cells({ name: `E2E Bad ${suffix}`, code: '', status: 'Publish' }),
      ].join('\n') + '\n',
    );

    const { context, page } = await signedInPage();
    await page.goto('/dashboard/masters/general/uom');
    await listLoaded(page);
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Import from a file').waitFor();
    await dialog.getByLabel('Choose file').setInputFiles(file);
    await dialog.getByText(path.basename(file)).waitFor();
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText('1 row has errors; nothing was imported').waitFor();
    const rejected = dialog.getByRole('table', { name: 'Rejected rows' });
    await rejected.getByText('Line 3: Code — UOM code is required').waitFor();
    expect(await rejected.getByRole('row').count()).toBe(1);
    await screenshot(page, 'uom-import-rejected');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // All or nothing: the good row of line 2 is not in the list either.
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E');
    await apply(page, 'E2E');
    await page.getByText('No Data Available').waitFor();
    expect(await page.getByText(good).count()).toBe(0);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Litre');
    await apply(page, 'Litre');
    await onlyRow(page, 'LTR');
    expect(await page.getByText(good).count()).toBe(0);
    await context.close();
  });
});
