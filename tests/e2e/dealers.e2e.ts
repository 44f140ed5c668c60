import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEALER_MESSAGES } from '../../domain/dealers/messages';
import { SAMPLE_PDF, SAMPLE_PNG } from '../../server/tests/support/uploads';
import { accessToken, outboxLink } from './support/api';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { chooseFile, labelled, pickSelect } from './support/muiFields';
import { saveDialog, section } from './support/profileSections';
import { bookForDemoCustomer, DEMO_CUSTOMER } from './support/requests';
import { staffSession } from './support/signIn';

/**
 * Issue 15 end to end, through the screens as the admin and the dealer use them: the admin adds a dealer → the
 * dealer opens the e-mailed link, sets a password, fills its profile with a PDF and a PNG and submits → it waits at
 * /book-request → the admin makes it Active → it books (no Cash) and reads its request → the admin makes it Inactive
 * → /book-request is forbidden. The API is used only to read the outbox and to place the booking on a free slot.
 */

const ADMIN = { email: 'admin@reloop.test', password: 'Admin@1234' };
const run = Date.now().toString(36);
const DEALER = {
  firmName: `Kapoor Digital ${run.toUpperCase()}`,
  contactName: 'Rohit Kapoor',
  email: `e2e.dealer.${run}@reloop.test`,
  mobile: `8${String(Date.now()).slice(-9)}`,
  gstin: '27AAGFK4821K1Z6',
  password: 'Kapoor#2468',
};
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let tempDir: string;
let admin: { context: BrowserContext; page: Page };
let dealer: { context: BrowserContext; page: Page };
let dealerPath: string;
const files = { gst: '', pan: '' };

beforeAll(async () => {
  browser = await launchBrowser();
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reloop-e2e-dealer-'));
  files.gst = path.join(tempDir, 'gst-certificate.pdf');
  files.pan = path.join(tempDir, 'pan-card.png');
  fs.writeFileSync(files.gst, SAMPLE_PDF);
  fs.writeFileSync(files.pan, SAMPLE_PNG);
});
afterAll(async () => {
  await browser?.close();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
});

/** The page at 1440 and 390 px wide, each as its own screenshot (E2E_SCREENSHOTS). */
async function bothWidths(page: Page, name: string, ready: (page: Page) => Promise<unknown>) {
  for (const [suffix, viewport] of [
    ['1440', WIDE],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await ready(page);
    await screenshot(page, `${name}-${suffix}`);
  }
  await page.setViewportSize(WIDE);
}

/** The admin's Change Status dialog on the dealer's page: the status and a remark, then the answer. */
async function changeStatus(page: Page, status: string, remark: string) {
  await page.goto(dealerPath);
  await page.getByRole('heading', { level: 1, name: DEALER.firmName }).waitFor();
  await page.getByRole('button', { name: 'Change Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Status' });
  await pickSelect(dialog, page, 'New Status', status);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.getByText('Remark is required').waitFor();
  await dialog.getByRole('textbox', { name: labelled('Remark') }).fill(remark);
  await screenshot(page, `dealer-status-${status.toLowerCase()}`);
  await saveDialog(dialog);
  await page.getByText(DEALER_MESSAGES.statusChanged).first().waitFor();
}

/** The booking page as the dealer opens it afresh (its session user, and so its status, read again). */
async function openBooking(page: Page) {
  await page.goto('/dashboard');
  await page.goto('/dashboard/book-request');
}

const kyc = (page: Page): Locator => section(page, 'KYC Documents');

describe('dealers', () => {
  // The steps build on each other: once one fails, the later ones are skipped rather than failing for the same cause.
  let broken = false;
  beforeEach((context) => {
    if (broken) context.skip();
  });
  afterEach((context) => {
    if (context.task.result?.state === 'fail') broken = true;
  });

  it('the admin adds a dealer: every field message at once, then the pincode look-up, saved and opened', async () => {
    admin = await staffSession(browser, ADMIN.email, ADMIN.password);
    const { page } = admin;
    await page.setViewportSize(WIDE);
    await page.goto('/dashboard/dealers');
    await page.getByRole('link', { name: 'Add Dealer' }).click();
    await page.waitForURL(/\/dashboard\/dealers\/add$/);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    for (const message of [
      DEALER_MESSAGES.firmNameRequired,
      DEALER_MESSAGES.contactNameRequired,
      DEALER_MESSAGES.gstinRequired,
    ])
      await page.getByText(message).waitFor();
    await bothWidths(page, 'dealer-add-errors', (p) => p.getByText(DEALER_MESSAGES.gstinRequired).waitFor());

    await page.getByRole('textbox', { name: labelled('Firm Name') }).fill(DEALER.firmName);
    await page.getByRole('textbox', { name: labelled('Contact Name') }).fill(DEALER.contactName);
    await page.getByRole('textbox', { name: labelled('Email') }).fill(DEALER.email);
    await page.getByRole('textbox', { name: labelled('Mobile') }).fill(DEALER.mobile);
    await pickSelect(page, page, 'Type of Firm', 'Retailer');
    await page.getByRole('textbox', { name: labelled('GSTIN') }).fill(DEALER.gstin.toLowerCase());
    await page.getByRole('combobox', { name: labelled('Channel Partner') }).fill('GreenFix');
    await page.getByRole('option').filter({ hasText: 'GreenFix Services' }).first().click();
    await page.getByRole('textbox', { name: labelled('Address Line 1') }).fill('7 Apollo Street');
    await page.getByRole('textbox', { name: labelled('Address Line 2') }).fill('Ground Floor, Fort');
    await page.getByRole('textbox', { name: labelled('Pincode') }).fill('400001');
    await pickSelect(page, page, 'Area', 'Stock Exchange');
    expect(await page.getByRole('textbox', { name: labelled('City') }).inputValue()).toBe('Mumbai');
    expect(await page.getByRole('textbox', { name: labelled('State') }).inputValue()).toBe('Maharashtra');
    await bothWidths(page, 'dealer-add', (p) => p.getByRole('textbox', { name: labelled('Firm Name') }).waitFor());

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/dashboard\/dealers\/DLR\d+$/);
    dealerPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: DEALER.firmName }).waitFor();
    await page.getByText(DEALER_MESSAGES.added).first().waitFor();
    await page.getByRole('button', { name: 'Resend Invite' }).waitFor();
    await page.getByText(/GreenFix Services \(CP\d+\)/).waitFor();

    // Found on the list, on its Invited tab too.
    await page.goto('/dashboard/dealers');
    await page.getByRole('tab', { name: 'Invited' }).click();
    const row = page.getByRole('row').filter({ hasText: DEALER.email });
    await row.getByText('Invited', { exact: true }).waitFor();
    await bothWidths(page, 'dealer-list', (p) => p.getByText(DEALER.firmName).first().waitFor());
  });

  it('the dealer opens the e-mailed link, sets a password and lands on its profile', async () => {
    const link = await outboxLink(DEALER.email, /^\/verify-dealer\//, await accessToken(ADMIN.email, ADMIN.password));
    dealer = await newPage(browser, WIDE);
    const { page } = dealer;
    await page.goto(link);
    await page.waitForURL(/\/first-login$/);
    await page.getByLabel('New Password', { exact: true }).fill(DEALER.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(DEALER.password);
    await page.getByRole('button', { name: 'Save Password' }).click();
    await page.waitForURL(/\/dashboard\/my-profile-dealer$/);
    await page.getByRole('heading', { level: 1, name: 'My Dealer Profile' }).waitFor();
    const missing = page.getByRole('status', { name: 'Complete these items before the profile can be submitted' });
    for (const item of ['GST', 'PAN Card'])
      await missing
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`^${item}$`) })
        .waitFor();
    expect(await page.getByRole('button', { name: 'Submit', exact: true }).isDisabled()).toBe(true);
  });

  it('the dealer uploads its GST certificate (PDF) and PAN (PNG) and submits; /book-request waits', async () => {
    const { page } = dealer;
    const documents: [string, string, string][] = [
      ['GST', DEALER.gstin, files.gst],
      ['PAN Card', 'AAGFK4821K', files.pan],
    ];
    for (const [docType, docNumber, file] of documents) {
      await kyc(page)
        .getByRole('button', { name: `Upload Document ${docType}` })
        .click();
      const dialog = page.getByRole('dialog', { name: `Upload Document: ${docType}` });
      await dialog.getByRole('textbox', { name: labelled('Document Number') }).fill(docNumber);
      await chooseFile(page, dialog.getByRole('button', { name: 'Choose File' }), file);
      await dialog.getByText(path.basename(file), { exact: true }).waitFor();
      await saveDialog(dialog);
      await kyc(page)
        .getByRole('button', { name: `View ${docType}` })
        .waitFor();
    }
    await bothWidths(page, 'dealer-own-profile', (p) =>
      p.getByRole('heading', { level: 1, name: 'My Dealer Profile' }).waitFor(),
    );
    await page
      .getByRole('status', { name: 'Complete these items before the profile can be submitted' })
      .waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText(DEALER_MESSAGES.pendingNote).waitFor();
    await page.getByRole('button', { name: 'Submit', exact: true }).waitFor({ state: 'detached' });

    await openBooking(page);
    await page.getByText('Profile is under review.').waitFor();
    expect(await page.getByRole('button', { name: 'Get Details' }).count()).toBe(0);
  });

  it('the admin sees the documents in the viewer and the activity, and makes the dealer Active', async () => {
    const { page } = admin;
    await page.goto(dealerPath);
    await page.getByRole('heading', { level: 1, name: DEALER.firmName }).waitFor();
    await kyc(page).getByRole('button', { name: 'View PAN Card' }).click();
    const viewer = page.getByRole('dialog').filter({ hasText: 'Document Number: AAGFK4821K' });
    await viewer.waitFor();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await section(page, 'Activity History').getByRole('row').nth(1).waitFor();
    await bothWidths(page, 'dealer-detail', (p) =>
      p.getByRole('heading', { level: 1, name: DEALER.firmName }).waitFor(),
    );
    await changeStatus(page, 'Active', 'GST and PAN verified');
  });

  it('the Active dealer books without the Cash option and reads its request read-only', async () => {
    const { page } = dealer;
    await openBooking(page);
    await page
      .getByRole('textbox', { name: labelled('Mobile Number') })
      .first()
      .fill(DEMO_CUSTOMER.userName);
    await page.getByRole('button', { name: 'Get Details' }).click();
    await page.getByRole('heading', { level: 1, name: DEMO_CUSTOMER.name }).waitFor();
    await page.getByRole('radio', { name: 'Choose Work' }).check();
    await page.getByRole('radio', { name: 'Choose My Phone' }).check();
    await page.getByRole('button', { name: 'Select Issues' }).click();
    const issues = page.getByRole('dialog');
    await issues.getByRole('checkbox').first().check();
    await issues.getByRole('button', { name: 'Choose' }).click();
    await issues.waitFor({ state: 'detached' });
    await pickSelect(page, page, 'Service Type', 'Repair');
    await page.getByRole('radio', { name: 'Pay via link' }).waitFor();
    expect(
      await page
        .getByRole('radiogroup', { name: 'Payment Mode' })
        .getByRole('radio')
        .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value)),
    ).toEqual(['Link', 'PayLater']);
    expect(await page.getByRole('radio', { name: 'Cash' }).count()).toBe(0);

    // The booking itself on the first free slot, as the dealer (what the Raise Request button sends).
    const booked = await bookForDemoCustomer(
      await accessToken(DEALER.email, DEALER.password),
      await accessToken(ADMIN.email, ADMIN.password),
      'repair',
    );
    await page.goto(`/dashboard/repair-request/view-only/${booked.id}`);
    await page.getByRole('heading', { level: 1, name: booked.id }).waitFor();
    await page.goto(`/dashboard/repair-request/view/${booked.id}`);
    await page.getByText('403 Forbidden!').waitFor();
  });

  it('the admin makes the dealer Inactive: /book-request shows the forbidden page', async () => {
    await changeStatus(admin.page, 'Inactive', 'Contract ended');
    const { page } = dealer;
    await openBooking(page);
    await page.getByText('403 Forbidden!').waitFor();
    await page.goto('/dashboard/my-profile-dealer');
    await page.getByText(DEALER_MESSAGES.inactiveBanner).waitFor();
    await admin.context.close();
    await dealer.context.close();
  });
});
