import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { signInAsStaff } from './support/signIn';
import { openFilters } from './support/filters';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ADMIN_SIDEBAR = [
  'Dashboard',
  'Masters',
  'Channel Partners',
  'Technicians',
  'Customers',
  'Dealers',
  'Payments',
  'Reward Points',
  'Escalations',
  'Web',
];

describe('the admin keeps brands', () => {
  it('signs in, sees the admin sidebar, creates a brand and finds it in the list through a filter', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await signInAsStaff(page, 'admin@reloop.test', 'Admin@1234');
    await page.waitForURL(/\/dashboard/);
    const nav = page.getByRole('navigation').first();
    for (const entry of ADMIN_SIDEBAR) await nav.getByText(entry, { exact: true }).first().waitFor();
    expect(await nav.getByText('My Profile', { exact: true }).count()).toBe(0);

    const suffix = Date.now().toString(36);
    for (const name of [`Voltas ${suffix}`, `Godrej ${suffix}`]) {
      await page.goto('/dashboard/masters/brand/create');
      await page.getByLabel('Brand Name').fill(name);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL((url) => !url.pathname.endsWith('/create'));
    }

    await page.goto('/dashboard/masters/brand');
    await page.locator('main table tbody tr').first().waitFor();
    await openFilters(page);
    await page.getByRole('textbox', { name: 'Brand Name' }).fill(`Voltas ${suffix}`);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('cell', { name: `Voltas ${suffix}` }).waitFor();
    await page.waitForFunction((hidden) => !document.body.innerText.includes(hidden), `Godrej ${suffix}`);
    expect(page.url()).toContain('filter=');
    await screenshot(page, 'brand-list-filtered');
    await context.close();
  });

  it('shows the field message from the shared schema and writes nothing for a blank name', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await signInAsStaff(page, 'admin@reloop.test', 'Admin@1234');
    await page.waitForURL(/\/dashboard/);
    await page.goto('/dashboard/masters/brand/create');
    await page.getByLabel('Brand Name').fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Brand name is required').waitFor();
    expect(page.url()).toMatch(/\/create$/);
    await context.close();
  });
});
