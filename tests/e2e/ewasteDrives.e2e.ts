import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tinyApk } from '../../server/tests/support/androidPackage';
import { browserSuite, screenshot } from './support/browser';
import { chooseFile, labelled, pickSelect } from './support/muiFields';
import { staffSession } from './support/signIn';

/**
 * Issue 17: an admin records a completed e-waste drive and finds it in the list and in the chart of what was collected;
 * the about page shows the version, the build and the licences; an admin uploads an app build that a dealer then lists.
 */

const ADMIN = { email: 'admin@reloop.test', password: 'Admin@1234' };
const DEALER = { email: 'dealer@reloop.test', password: 'Dealer@1234' };
const suite = browserSuite('drives');

describe('e-waste drives, about and app downloads', () => {
  it('an admin records a drive and sees it in the list and in the chart', async () => {
    const name = `Medical camp drive ${Date.now()}`;
    const { page, context } = await staffSession(suite.browser, ADMIN.email, ADMIN.password);
    await page.goto('/dashboard/ewaste-drives');
    await page.getByRole('heading', { name: 'Collected per e-waste category' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Town Hall e-waste weekend' }).waitFor();
    await page.locator('svg').filter({ hasText: 'IT & Telecommunication Equipments' }).first().waitFor();
    await screenshot(page, 'ewaste-drives-list');

    await page.getByRole('link', { name: 'Record Drive' }).click();
    // The form's dialog, by its title: the drive's drawer that opens after saving is a dialog too.
    const dialog = page.getByRole('dialog', { name: 'Record Drive' });
    await dialog.getByRole('textbox', { name: labelled('Drive Name') }).fill(name);
    // The date is typed as the console shows dates, dd/MM/yyyy: a day that does not exist says so.
    const date = dialog.getByRole('textbox', { name: labelled('Date') });
    await date.click();
    await page.keyboard.type('31/11/2026');
    await page.keyboard.press('Tab');
    await dialog.getByText('Drive date must be a date (dd/MM/yyyy)').waitFor();
    expect(await date.inputValue()).toBe('31/11/2026');
    await date.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('08/11/2026');
    await expect.poll(() => dialog.getByText('Drive date must be a date (dd/MM/yyyy)').count()).toBe(0);
    await pickSelect(dialog, page, 'Status', 'Completed');
    await pickSelect(dialog, page, 'Channel Partner', 'GreenFix Services');
    await pickSelect(dialog, page, 'Disposal Method', 'Recycling');
    await dialog.getByRole('textbox', { name: labelled('Address Line 1') }).fill('St. Martha Hospital grounds');
    await dialog.getByRole('textbox', { name: labelled('Address Line 2') }).fill('Nrupathunga Road');
    await dialog.getByRole('textbox', { name: labelled('Pincode') }).fill('560001');
    await pickSelect(dialog, page, 'Area', 'Vidhana Soudha');
    await pickSelect(dialog, page, 'E-waste Category', 'Medical Devices');
    await dialog.getByRole('spinbutton', { name: labelled('Target') }).fill('40');
    await dialog.getByRole('spinbutton', { name: labelled('Collected') }).fill('52.5');
    await screenshot(page, 'ewaste-drive-form');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The drive opens in its drawer, and the list filtered by its name shows it and what it collected.
    await page.getByRole('heading', { name: new RegExp(`^${name}`) }).waitFor();
    await page.getByText('Medical Devices').first().waitFor();
    await screenshot(page, 'ewaste-drive-detail');
    await page.goto(`/dashboard/ewaste-drives?filter=${encodeURIComponent(JSON.stringify({ name }))}`);
    await page.getByRole('row').filter({ hasText: name }).waitFor();
    await expect
      .poll(() => page.getByTestId('drive-summary-total').textContent())
      .toBe('52.5 kg collected by 1 drives');
    await page.locator('svg').filter({ hasText: 'Medical Devices' }).first().waitFor();
    await context.close();
  });

  it('about-us shows what the product is, its version, build and the licences of what it ships', async () => {
    const { page, context } = await staffSession(suite.browser, DEALER.email, DEALER.password);
    await page.goto('/dashboard/about-us');
    await page.getByText('Reloop is the back office of a repair and recycling marketplace', { exact: false }).waitFor();
    expect(await page.getByTestId('about-version').textContent()).toBe('0.1.0');
    expect(await page.getByTestId('about-build').textContent()).toMatch(/^([0-9a-f]{7,}|dev)$/);
    await page.getByRole('textbox', { name: 'Search packages or licences' }).fill('react-admin');
    const row = page.getByRole('row').filter({ hasText: /^react-admin/ });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('MIT');
    await screenshot(page, 'about-us');
    await context.close();
  });

  it('an admin uploads an app build and a dealer lists it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'reloop-apk-'));
    const file = path.join(dir, 'reloop-customer.apk');
    await writeFile(file, await tinyApk());
    const version = `9.${Date.now() % 100000}.0`;
    const admin = await staffSession(suite.browser, ADMIN.email, ADMIN.password);
    await admin.page.goto('/dashboard/allapks');
    await admin.page.getByRole('button', { name: 'Upload Build' }).click();
    const dialog = admin.page.getByRole('dialog');
    await pickSelect(dialog, admin.page, 'App', 'Customer app');
    await dialog.getByRole('textbox', { name: labelled('Version') }).fill(version);
    await chooseFile(admin.page, dialog.getByRole('button', { name: 'Choose .apk file' }), file);
    await dialog.getByRole('button', { name: 'Upload Build' }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin.page.getByRole('row').filter({ hasText: version }).waitFor();
    await screenshot(admin.page, 'allapks');
    await admin.context.close();

    const dealer = await staffSession(suite.browser, DEALER.email, DEALER.password);
    await dealer.page.goto('/dashboard/allapks');
    const row = dealer.page.getByRole('row').filter({ hasText: version });
    await row.waitFor();
    expect(await row.textContent()).toContain('Customer app');
    expect(await dealer.page.getByRole('button', { name: 'Upload Build' }).count()).toBe(0);
    await row.getByRole('button', { name: /^Download/ }).waitFor();
    await dealer.context.close();
  });
});
