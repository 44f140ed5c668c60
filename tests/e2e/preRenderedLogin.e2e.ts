import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, newPage } from './support/browser';

const suite = browserSuite('preRenderedLogin');

/**
 * Holds every script of the app (not index.html's boot script) until `release`: the page as a slow network shows it
 * first.
 */
async function holdAppCode(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => {
    if (released || /\/assets\/boot-[^/]*\.js$/.test(route.request().url())) return route.continue();
    held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/** Console errors and uncaught errors (a hydration mismatch is reported as one). */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const rootIsInert = (page: Page) => page.evaluate(() => document.getElementById('root')!.hasAttribute('inert'));

describe('the sign-in page pre-rendered into index.html', () => {
  it(
    "paints before the app's code has arrived, and the app adopts it: " +
      'what the browser filled in stays, and signing in works',
    async () => {
      const { context, page } = await newPage(suite.browser, { width: 390, height: 844 });
      suite.page = page;
      const errors = watchErrors(page);
      const release = await holdAppCode(page);
      await page.goto('/login', { waitUntil: 'domcontentloaded' });
      await page.locator('#root button[type="submit"]', { hasText: 'Sign In' }).waitFor();
      expect(await page.locator('#root h1').textContent()).toBe('Login');
      expect(await rootIsInert(page)).toBe(true);
      // A password manager's fill before the app runs.
      await page.locator('#email').evaluate((input: HTMLInputElement) => (input.value = 'admin@reloop.test'));

      await release();
      await page.waitForFunction(() => !document.getElementById('root')!.hasAttribute('inert'));
      await page.waitForFunction(() => document.title === 'Login');
      expect(await page.getByLabel('Email').inputValue()).toBe('admin@reloop.test');
      await page.getByLabel('Password', { exact: true }).fill('Admin@1234');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/dashboard/);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it(
    'is not shown to a visitor who chose another language: ' + 'the page waits for the app and comes in German',
    async () => {
      const { context, page } = await newPage(suite.browser);
      suite.page = page;
      await page.addInitScript(() => localStorage.setItem('settings', JSON.stringify({ language: 'de' })));
      const release = await holdAppCode(page);
      await page.goto('/login', { waitUntil: 'domcontentloaded' });
      // Not the English page: the boot script's spinner alone, until the app comes.
      expect(await page.locator('#root h1').count()).toBe(0);
      expect(await page.locator('#root [role="progressbar"]').count()).toBe(1);
      await release();
      await page.getByRole('button', { name: 'Anmelden' }).waitFor();
      expect(await page.getByText('Sign In').count()).toBe(0);
      await context.close();
    },
  );
});
