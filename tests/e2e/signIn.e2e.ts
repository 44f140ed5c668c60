import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, latestCodeFor } from './support/api';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { signInAsStaff } from './support/signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('signing in', () => {
  it('shows the login page with both tabs and the spec messages for an empty form', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Admin / Partner' }).waitFor();
    await page.waitForFunction(() => document.title === 'Login');
    await page.getByRole('tab', { name: 'Technician' }).waitFor();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await screenshot(page, 'login');
    await context.close();
  });

  it("shows the provider's message under the form for a wrong password", async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await signInAsStaff(page, 'admin@reloop.test', 'Wrong@12345');
    await page.getByText('Incorrect username or password.').waitFor();
    expect(page.url()).toMatch(/\/login$/);
    await context.close();
  });

  it('signs the technician in with the one-time code from the outbox', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Technician' }).click();
    const getOtp = page.getByRole('button', { name: 'Get OTP' });
    await page.getByLabel('Mobile Number').fill('98765');
    expect(await getOtp.isDisabled()).toBe(true);
    await page.getByLabel('Mobile Number').fill('9876543210');
    await getOtp.click();
    await page.getByRole('button', { name: 'Verify OTP' }).waitFor();

    const adminToken = await accessToken('admin@reloop.test', 'Admin@1234');
    const code = await latestCodeFor('9876543210', adminToken);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('OTP', { exact: true }).fill(wrong);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText('Invalid OTP, try again').waitFor();

    await page.getByLabel('OTP', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL(/\/dashboard/);
    const nav = page.getByRole('navigation');
    await nav.getByText('Dashboard', { exact: true }).first().waitFor();
    expect(await nav.getByText('Masters', { exact: true }).count()).toBe(0);
    await screenshot(page, 'technician-dashboard');
    await context.close();
  });

  it('says the number does not exist for an unknown technician mobile', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Technician' }).click();
    await page.getByLabel('Mobile Number').fill('9000000001');
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.getByText('Mobile Number does not exist').waitFor();
    await context.close();
  });

  it('returns an unauthenticated visit of a deep route there after sign-in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/dashboard/masters/product');
    await page.waitForURL(/\/login/);
    await signInAsStaff(page, 'admin@reloop.test', 'Admin@1234');
    await page.waitForURL(/\/dashboard\/masters\/product$/);
    await context.close();
  });

  it('shows the 403 page to a channel partner who opens a masters route', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await signInAsStaff(page, 'partner@reloop.test', 'Partner@1234');
    await page.waitForURL(/\/dashboard/);
    await page.goto('/dashboard/masters/brand');
    await page.getByText('403 Forbidden!').waitFor();
    await page.getByText('Access Denied', { exact: true }).last().waitFor();
    await page.getByRole('link', { name: 'Take me home' }).waitFor();
    await screenshot(page, 'partner-403');
    await context.close();
  });

  it('lands customer care, who has no dashboard, on Customers → Search, also from the 403 page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await signInAsStaff(page, 'care@reloop.test', 'Care@1234');
    await page.waitForURL(/\/dashboard\/customers\/search$/);
    await page.getByLabel('Mobile Number').first().waitFor();
    await page.goto('/dashboard/masters/brand');
    await page.getByRole('link', { name: 'Take me home' }).click();
    await page.waitForURL(/\/dashboard\/customers\/search$/);
    expect(await page.getByText('403 Forbidden!').count()).toBe(0);
    await context.close();
  });
});
