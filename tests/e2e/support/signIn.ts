import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newPage } from './browser';

/** Signs in on the 'Admin / Partner' tab as a person would. */
export async function signInAsStaff(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A fresh browser session of a staff user (admin, partner...), signed in on the login page and on its dashboard. */
export async function staffSession(
  browser: Browser,
  email: string,
  password: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const session = await newPage(browser);
  await session.page.goto('/login');
  await signInAsStaff(session.page, email, password);
  await session.page.waitForURL(/\/dashboard/);
  return session;
}

/** The login page's Technician tab up to 'Get OTP' for `mobile` (ten digits). */
export async function requestTechnicianCode(page: Page, mobile: string) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Technician' }).click();
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Get OTP' }).click();
}

/** Types the one-time code the technician received and verifies it; `code` is read from the outbox by the caller. */
export async function verifyTechnicianCode(page: Page, code: string) {
  await page.getByLabel('OTP', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.waitForURL(/\/dashboard/);
}
