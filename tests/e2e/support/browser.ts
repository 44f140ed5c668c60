import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { launchOptions } from './browserOptions';

export const baseUrl = () => inject('baseUrl');

export const launchBrowser = (): Promise<Browser> => chromium.launch(launchOptions());

/** A page in a context of its own; charts are drawn without their grow-in animation (the screenshots show the data). */
export async function newPage(
  browser: Browser,
  viewport = { width: 1366, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  return { context, page };
}

export async function screenshot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true });
}

/**
 * One browser for a test file, launched before its tests and closed after them. A test sets `suite.page` to the page
 * it drives; when the test fails, that page is kept as a screenshot named after the file and the test.
 */
export function browserSuite(name: string): { browser: Browser; page?: Page } {
  const suite: { browser: Browser; page?: Page } = { browser: undefined as unknown as Browser };
  beforeAll(async () => {
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
  });
  afterEach(async (context) => {
    const page = suite.page;
    if (context.task.result?.state === 'fail' && page && !page.isClosed())
      await screenshot(page, `${name}-failed-${context.task.name.slice(0, 40)}`);
  });
  return suite;
}
