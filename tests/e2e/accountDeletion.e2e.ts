import { describe, expect, it } from 'vitest';
import { browserSuite, screenshot } from './support/browser';
import { staffSession } from './support/signIn';

/**
 * Issue 16 "Account-deletion requests" through the screen: the admin deletes a demo customer's account from
 * customers/delete with a remark; the row reads Deleted with its actions disabled, and the customer's view keeps no
 * personal data. Kavitha Rao is a demo customer of her own (server/src/db/seed/demoDeletionRequests.ts).
 */

const ADMIN = { email: 'admin@reloop.test', password: 'Admin@1234' };
const KAVITHA = {
  id: 'CUS000101',
  name: 'Kavitha Rao',
  mobile: '9876500101',
  email: 'kavitha.rao@example.in',
  serialNo: 'LGRF2024KR01',
  street: '5 Richmond Road',
};

const suite = browserSuite('deletion');

describe('account deletion (customers/delete)', () => {
  it(
    'an admin deletes a customer with a remark; ' +
      'the row reads Deleted and the customer view shows no personal data',
    async () => {
      const { context, page } = await staffSession(suite.browser, ADMIN.email, ADMIN.password);
      try {
        await page.goto('/dashboard/customers/delete');
        const row = page.locator('main table tbody tr', { hasText: KAVITHA.name });
        await row.waitFor();
        await expect.poll(() => row.getByRole('button', { name: 'Delete' }).isEnabled()).toBe(true);
        // The revoked demo request offers nothing.
        const revoked = page.locator('main table tbody tr', { hasText: 'Deepa Joshi' });
        expect(await revoked.getByRole('button', { name: 'Revoke' }).isDisabled()).toBe(true);
        await screenshot(page, 'deletion-requests-1440');

        await row.getByRole('button', { name: 'Delete' }).click();
        const dialog = page.getByRole('dialog', { name: 'Are You Sure' });
        await dialog.getByRole('textbox', { name: 'Remark' }).fill('Asked on the helpline twice');
        await dialog.getByRole('button', { name: 'Submit' }).click();
        await page.getByText('Customer account deleted').waitFor();

        const deleted = page.locator('main table tbody tr', { hasText: 'Asked on the helpline twice' });
        await deleted.getByText('Deleted', { exact: true }).waitFor();
        expect(await deleted.getByRole('button', { name: 'Revoke' }).isDisabled()).toBe(true);
        expect(await deleted.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
        expect(await page.locator('main').innerText()).not.toContain(KAVITHA.name);

        await deleted.getByRole('link', { name: 'Deleted customer' }).click();
        await page.waitForURL(new RegExp(`/dashboard/customers/view/${KAVITHA.id}$`));
        await page.getByText('Customer Basic Details').waitFor();
        await page.locator('main').getByText('Deleted customer').first().waitFor();
        const shown = await page.locator('main').innerText();
        for (const personal of [
          KAVITHA.name,
          'Kavitha',
          KAVITHA.mobile,
          KAVITHA.email,
          KAVITHA.serialNo,
          KAVITHA.street,
        ])
          expect(shown).not.toContain(personal);
        await screenshot(page, 'deleted-customer-1440');

        // A phone (390 px) gets one row per request, the actions under it (only Imran Shaikh's are enabled).
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto('/dashboard/customers/delete');
        await page.getByText('Imran Shaikh').waitFor();
        await screenshot(page, 'deletion-requests-390');
        expect(await page.locator('main table').count()).toBe(0);
        // Every row's actions are named buttons (axe button-name, issue 31): Imran Shaikh's open request may be
        // deleted.
        expect(
          await page
            .locator('li')
            .filter({ hasText: 'Imran Shaikh' })
            .getByRole('button', { name: 'Delete' })
            .first()
            .isEnabled(),
        ).toBe(true);
      } finally {
        await context.close();
      }
    },
  );
});
