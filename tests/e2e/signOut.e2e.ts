import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { signInAsStaff } from './support/signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const userDetails = (token: string) =>
  fetch(`${baseUrl()}/api/users/getUserDetails`, { headers: { authorization: `Bearer ${token}` } });

describe('signing out', () => {
  it(
    'ends the session at the API: the access token Amplify held ' +
      'is refused with 401 once the user logs out from the user menu',
    async () => {
      const { context, page } = await newPage(browser);
      await page.goto('/login');
      await signInAsStaff(page, 'admin@reloop.test', 'Admin@1234');
      await page.waitForURL(/\/dashboard/);

      const token = await page.evaluate(() => {
        const key = Object.keys(localStorage).find((name) => name.endsWith('.accessToken'));
        return key ? localStorage.getItem(key) : null;
      });
      expect(token).toEqual(expect.any(String));
      expect((await userDetails(token!)).status).toBe(200);

      // Settings (theme, language) are one click away in the user menu.
      await page.getByRole('button', { name: 'Asha Admin' }).click();
      await page.getByRole('menuitem', { name: 'Settings' }).click();
      await page.waitForURL(/\/dashboard\/settings$/);
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      expect(await page.title()).toBe('Settings · Reloop');

      await page.getByRole('button', { name: 'Asha Admin' }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await page.waitForURL(/\/login/);

      const replayed = await userDetails(token!);
      expect(replayed.status).toBe(401);
      expect(await replayed.json()).toEqual({ message: 'Invalid authorization token' });
      await context.close();
    },
  );
});
