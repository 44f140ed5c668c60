import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/src/db/seed/demo';
import { DEMO_CUSTOMERS } from '../../server/src/db/seed/demoCustomers';
import { accessToken, apiCall } from './support/api';
import { browserSuite, newPage, screenshot } from './support/browser';
import { emailLayout } from './support/emailWrapping';
import { settled } from './support/navigation';
import { signInAsStaff } from './support/signIn';

/**
 * Issue 31 point 19: "an e-mail wraps mid-word" at 1440 px. It was the customer's e-mail in Customer Basic Details
 * ('asha.verma@exampl' / 'e.in'): a read-view field in a three-column card, and a long address does the same in a
 * partner's or dealer's card and in a phone row of the partner lists. Wherever an address must wrap, it wraps after its
 * '@' or before a dot (the shared read-view field and list cell), which this test reads from the rendered line boxes.
 */

const suite = browserSuite('emailWrapping');
const WIDTHS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
/**
 * A partner whose address, and even its part before the @, is longer than a card column at 1440 px and a phone row at
 * 390 px, each of its parts shorter.
 */
const LONG_EMAIL = `operations.managerial.greenfix.services.bengaluru.${Date.now().toString(36)}@ecorepairs.in`;
const customer = DEMO_CUSTOMERS[0];
let partnerId: string;

beforeAll(async () => {
  const token = await accessToken(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  const mobile = `9${String(Date.now()).slice(-9)}`;
  ({ id: partnerId } = await apiCall<{ id: string }>('channel-partner/sendInvite', token, {
    body: { name: 'Long Address Repairs', primaryEmail: LONG_EMAIL, primaryMobile: mobile, typeOfFirm: 'Retailer' },
  }));
});

const sessions: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const session of sessions) await session.close();
});

/** The admin signed in at a width, in a context of its own. */
async function adminAt(width: keyof typeof WIDTHS): Promise<Page> {
  const { context, page } = await newPage(suite.browser, WIDTHS[width]);
  sessions.push(context);
  await page.goto('/login');
  await signInAsStaff(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await page.waitForURL(/\/dashboard/);
  return page;
}

async function expectWrappedWhole(page: Page, address: string, where: string) {
  suite.page = page;
  await page.goto(where);
  await settled(page);
  await page.getByText(address.slice(0, 12), { exact: false }).first().waitFor();
  const layout = await emailLayout(page);
  await screenshot(page, `email-${page.viewportSize()?.width}-${where.replaceAll('/', '_')}`);
  expect(layout.addresses, `${address} on ${where}`).toContain(address);
  // The place is narrower than the address, so it must wrap somewhere: only after its '@' or before a dot.
  expect(layout.wrapped, `${address} on ${where} should take two lines here`).toContain(address);
  expect(layout.brokenMidWord, where).toEqual([]);
}

describe('an e-mail address that must wrap wraps after its @ or before a dot, never inside a word', () => {
  let desktop: Page;
  let phone: Page;
  beforeAll(async () => {
    desktop = await adminAt('desktop');
    phone = await adminAt('phone');
  });

  it("in Customer Basic Details at 1440 px (the issue's screen)", async () => {
    await expectWrappedWhole(desktop, customer.email, `/dashboard/customers/view/${customer.id}`);
  });

  it("in a channel partner's basic information at 1440 px", async () => {
    await expectWrappedWhole(desktop, LONG_EMAIL, `/dashboard/channel-partners/invited/onboard/${partnerId}`);
  });

  it('in a phone row of the Invited partners at 390 px', async () => {
    await expectWrappedWhole(phone, LONG_EMAIL, '/dashboard/channel-partners/main/invited');
  });
});
