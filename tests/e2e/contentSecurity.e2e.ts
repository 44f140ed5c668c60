import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { signInAsStaff } from './support/signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every Content-Security-Policy refusal the page reports, as console errors and as violation events. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
  return violations;
}

describe('the console under its Content-Security-Policy', () => {
  it('an admin signs in and opens a master list and the partner lists, and nothing is blocked', async () => {
    const { context, page } = await newPage(browser);
    const violations = await watchViolations(page);
    const answer = await page.goto('/login');
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
    await signInAsStaff(page, 'admin@reloop.test', 'Admin@1234');
    await page.waitForURL(/\/dashboard/);
    await page.goto('/dashboard/masters/brand');
    await page.getByRole('columnheader', { name: /Name/ }).first().waitFor();
    await page.goto('/dashboard/channel-partners/main/verified');
    await page.getByText('GreenFix', { exact: false }).first().waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });

  it('a partner opens its profile photo and a PDF document (blob: URLs), and nothing is blocked', async () => {
    const { context, page } = await newPage(browser);
    const violations = await watchViolations(page);
    await page.goto('/login');
    await signInAsStaff(page, 'partner@reloop.test', 'Partner@1234');
    await page.waitForURL(/\/dashboard/);
    await page.goto('/dashboard/my-profile');
    await page.getByRole('button', { name: 'View Aadhar Card' }).click();
    await page.getByRole('dialog').locator('embed[type="application/pdf"][src^="blob:"]').waitFor();
    await screenshot(page, 'csp-partner-document');
    expect(violations).toEqual([]);
    await context.close();
  });
});
