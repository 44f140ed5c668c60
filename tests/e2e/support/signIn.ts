import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newPage } from './browser';

/** Signs in on the 'Admin / Partner' tab as a person would. */
export async function signInAsStaff(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A fresh browser session of a staff user (admin, partner...), signed in on the login page and on its dashboard. */
export async function staffSession(browser: Browser, email: string, password: string): Promise<{ context: BrowserContext; page: Page }> {
  const session = await newPage(browser);
  await session.page.goto('/login');
  await signInAsStaff(session.page, email, password);
  await session.page.waitForURL(/\/dashboard/);
  return session;
}
