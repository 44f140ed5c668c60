import type { Page } from 'playwright-core';
import { settled } from './navigation';
import {
  ACCOUNT_PATHS,
  type Language,
  type UserPreferences,
  type UserSettings,
} from '../../../domain/account/constants';

/**
 * The signed-in user's language, switched from the page itself (any role, the technician too, whose code sign-in
 * leaves no password to ask a token with): the server keeps the settings per user and a console takes them from there.
 */

const ENGLISH: UserSettings = { language: 'en', theme: 'light', direction: 'ltr', pinSidebar: true };

/** The access token the console keeps for the signed-in user. */
export const tokenIn = (page: Page): Promise<string> =>
  page.evaluate(
    () =>
      Object.entries(localStorage).find(
        ([key]) => key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.accessToken'),
      )?.[1] ?? '',
  );

/** A call of the account API with the token the console keeps. */
async function accountCall(page: Page, method: 'GET' | 'PUT', body?: unknown): Promise<UserPreferences> {
  const token = await tokenIn(page);
  return page.evaluate(
    async ({ path, method, body, token }) => {
      const response = await fetch(`/api/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { path: ACCOUNT_PATHS.preferences, method, body, token },
  );
}

/**
 * Switches the signed-in user to `language` and opens `path` in it; answers the settings it had, for `restoreSettings`.
 */
export async function switchLanguage(
  page: Page,
  language: Language,
  path = '/dashboard/settings',
): Promise<UserSettings | null> {
  // A user with no settings on the server yet gets the browser's saved there once the console has opened: that save
  // must be over before this one, or it puts English back.
  await settled(page);
  const { settings: saved } = await accountCall(page, 'GET');
  const settings: UserSettings = { ...(saved ?? ENGLISH), language };
  await accountCall(page, 'PUT', { settings });
  await page.evaluate((value) => localStorage.setItem('settings', JSON.stringify(value)), settings);
  await page.goto(path);
  await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
  return saved;
}

/** Puts back the settings `switchLanguage` found (English defaults if the user had none). */
export async function restoreSettings(page: Page, saved: UserSettings | null) {
  await accountCall(page, 'PUT', { settings: saved ?? ENGLISH });
}
