import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, type UserPreferences, type UserSettings } from '../../domain/account/constants';
import { messagesFor } from '../../src/i18n/i18nProvider';
import { accessToken, apiCall } from './support/api';
import { browserSuite, screenshot } from './support/browser';
import { bookForDemoCustomer, GREENFIX, type BookedRequest } from './support/requests';
import { staffSession } from './support/signIn';

/**
 * Issue 31 point 2 as a German channel partner sees it: the request page's timeline is built from keyed events (a
 * status named among their values) and the payment mode shows its label, none of it left in English.
 */

const ADMIN = { email: 'admin@reloop.test', password: 'Admin@1234' };
const DEALER = { email: 'dealer@reloop.test', password: 'Dealer@1234' };
const ENGLISH: UserSettings = { language: 'en', theme: 'system', direction: 'ltr', pinSidebar: true };

type Tree = { [key: string]: unknown };
const german = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], messagesFor('de')) as string;

const suite = browserSuite('german-request-page');
let partnerToken: string;
let saved: UserSettings | null;
let repair: BookedRequest;

beforeAll(async () => {
  const adminToken = await accessToken(ADMIN.email, ADMIN.password);
  partnerToken = await accessToken(GREENFIX.email, GREENFIX.password);
  ({ settings: saved } = await apiCall<UserPreferences>(ACCOUNT_PATHS.preferences, partnerToken));
  // The partner's settings on the server say German: a new browser takes them at sign-in.
  await apiCall(ACCOUNT_PATHS.preferences, partnerToken, {
    method: 'PUT',
    body: { settings: { ...(saved ?? ENGLISH), language: 'de' } },
  });
  repair = await bookForDemoCustomer(await accessToken(DEALER.email, DEALER.password), adminToken, 'repair');
  await apiCall(`requests/${repair.id}/status`, adminToken, {
    method: 'PUT',
    body: { status: 'Cancelled', remark: 'Booked twice' },
  });
});
afterAll(async () => {
  if (partnerToken)
    await apiCall(ACCOUNT_PATHS.preferences, partnerToken, { method: 'PUT', body: { settings: saved ?? ENGLISH } });
});

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

describe('a request page in German', () => {
  it('shows the timeline and the payment mode in German', async () => {
    const { context, page } = await staffSession(suite.browser, GREENFIX.email, GREENFIX.password);
    suite.page = page;
    try {
      await page.goto(`/dashboard/repair-request/view/${repair.id}`);
      await page.locator('html[lang="de"]').waitFor({ state: 'attached' });
      await page.getByRole('heading', { name: repair.id, level: 1 }).waitFor();
      const timeline = card(page, german('requestPage.activity')).getByRole('list');
      await timeline.getByText('Auftrag erstellt', { exact: true }).waitFor();
      const events = await timeline
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.firstElementChild?.textContent ?? ''));
      expect(events).toEqual(
        expect.arrayContaining(['Status geändert auf Storniert', 'Zahlung storniert', 'Auftrag erstellt']),
      );
      expect(events.filter((text) => /Request Raised|Status changed|Payment cancelled/.test(text))).toEqual([]);
      const payment = card(page, german('requestPage.payment'));
      await expect.poll(() => payment.textContent()).toContain(`${german('requestPage.paymentMode')}Per Link zahlen`);
      expect(await payment.textContent()).not.toMatch(/\bLink\b(?! zahlen)/);
      await screenshot(page, 'request-page-de-1366');
    } finally {
      await context.close();
    }
  });
});
