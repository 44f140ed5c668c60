import { beforeAll, describe, expect, it } from 'vitest';
import { accessToken, apiCall } from './support/api';
import { browserSuite, screenshot } from './support/browser';
import { staffSession } from './support/signIn';

/**
 * Issue 16, reward points end to end: the admin encashes a demo customer's points from the customer card's Encash
 * dialog, the card shows the new balance, and the reward-points screen lists the encashment on top of its
 * ledger under the matrix chart, which @mui/x-charts draws once the page has loaded it.
 */

const ADMIN = { email: 'admin@reloop.test', password: 'Admin@1234' };
// The demo customer with the most points (its balance is read first: other tests' bookings may credit it).
const CUSTOMER = '9876500004';
const AMOUNT = 25;
const REASON = 'Encashed at the counter (browser test)';

let adminToken: string;

const suite = browserSuite('rewards');

beforeAll(async () => {
  adminToken = await accessToken(ADMIN.email, ADMIN.password);
});

const balance = async () => (await apiCall<{ balance: number }>(`rewards/${CUSTOMER}/balance`, adminToken)).balance;

describe('reward points: encash on the customer card, then read the ledger and its chart', () => {
  it('encashes from the customer card and finds the entry in the ledger, under the matrix chart', async () => {
    const before = await balance();
    expect(before).toBeGreaterThan(AMOUNT);
    const { context, page } = await staffSession(suite.browser, ADMIN.email, ADMIN.password);
    suite.page = page;
    try {
      await page.goto(`/dashboard/customers/view/${CUSTOMER}`);
      await page.getByRole('button', { name: 'Encash Reward Points' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Encashment' });
      await dialog.getByText(`Reward points available: ${before}`).waitFor();
      // Over the balance: the spec's message, and no way to save.
      await dialog.getByLabel('Amount').fill(String(before + 1));
      await dialog.getByText('Number must be less than or equal to reward points.').waitFor();
      await dialog.getByLabel('Amount').fill(String(AMOUNT));
      await dialog.getByLabel('Description').fill(REASON);
      await dialog.getByRole('button', { name: 'Encash Reward Points' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(balance).toBe(before - AMOUNT);
      await page
        .getByText(String(before - AMOUNT), { exact: true })
        .first()
        .waitFor();

      await page.goto('/dashboard/reward-points');
      // The matrix chart: its legend and an SVG bar chart (the chart library's own download).
      await page.getByRole('heading', { name: 'Points by month' }).waitFor();
      await page.getByText('Encashed', { exact: true }).first().waitFor();
      expect(await page.locator('svg .MuiBarElement-root, svg [class*="MuiBarElement"]').count()).toBeGreaterThan(0);
      // The ledger, newest first: this encashment on top.
      const top = page.getByRole('row').nth(1);
      await expect.poll(() => top.textContent()).toContain(REASON);
      expect(await top.textContent()).toContain(CUSTOMER);
      expect(await top.textContent()).toContain(`-${AMOUNT}`);
    } finally {
      await context.close();
    }
  });

  it('says under the user name of a credit that no customer has that mobile, and keeps the dialog', async () => {
    const { context, page } = await staffSession(suite.browser, ADMIN.email, ADMIN.password);
    suite.page = page;
    try {
      await page.goto('/dashboard/reward-points');
      await page.getByRole('button', { name: 'Credit / Debit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Credit or debit reward points' });
      const userName = dialog.getByRole('textbox', { name: /^User name/ });
      await userName.fill('9876559999');
      await dialog.getByRole('spinbutton', { name: /^Points/ }).fill('10');
      await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Goodwill (browser test)');
      await dialog.getByRole('button', { name: 'Save' }).click();
      // The API's 400 on userName, under the field, where the person typed it.
      const help = dialog.locator(`#${await userName.getAttribute('aria-describedby')}`);
      await expect.poll(() => help.textContent()).toBe('No Account Found.');
      expect(await userName.getAttribute('aria-invalid')).toBe('true');
      expect(await dialog.isVisible()).toBe(true);
      await screenshot(page, 'reward-entry-unknown-user');
    } finally {
      await context.close();
    }
  });
});
