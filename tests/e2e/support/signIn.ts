import type { Page } from 'playwright-core';

/** Signs in on the 'Admin / Partner' tab as a person would. */
export async function signInAsStaff(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
