import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_PDF, SAMPLE_PNG } from '../../server/tests/support/uploads';
import { accessToken, latestCodeFor } from './support/api';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { chooseFile, labelled, pickAutocomplete, pickSelect } from './support/muiFields';
import { offeredOptions, saveDialog, section } from './support/profileSections';
import { requestTechnicianCode, staffSession } from './support/signIn';

/**
 * Issue 13 end to end, through the screens as the partner, the admin and the technician use them (spec 001 §2–§9):
 * the demo partner adds a technician → fills every section from its own services, areas and brands → submits → the
 * admin sends it back with a remark → the partner fixes it and submits again → the admin approves → the technician
 * signs in with the one-time code, refused before the approval. The API is used only to read the outbox.
 */

const ADMIN = { email: 'admin@reloop.test', password: 'Admin@1234' };
/**
 * The demo partner (server/src/db/seed/demo.ts GREENFIX): Active, Repair and E-Waste, areas of three Bengaluru
 * pincodes, three brands.
 */
const PARTNER = {
  email: 'partner@reloop.test',
  password: 'Partner@1234',
  name: 'GreenFix Services',
  services: ['Repair', 'E-Waste'],
  pincodes: ['560001', '560034', '560095'],
  brands: {
    Samsung: ['Mobile Phone', 'Air Conditioner', 'Refrigerator'],
    LG: ['Air Conditioner', 'Washing Machine', 'Refrigerator'],
    Whirlpool: ['Refrigerator', 'Washing Machine'],
  },
};
const run = Date.now().toString(36);
/** Names take letters and spaces only: the run's id spelled in letters. */
const runLetters = run.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]);
const TECHNICIAN = {
  firstName: 'Arjun',
  lastName: `Menon ${runLetters.charAt(0).toUpperCase()}${runLetters.slice(1)}`,
  email: `e2e.technician.${run}@reloop.test`,
  // 8… keeps clear of the seeded technicians (98765…) and the partner test's numbers (9…).
  mobile: `8${String(Date.now()).slice(-9)}`,
};
const FULL_NAME = `${TECHNICIAN.firstName} ${TECHNICIAN.lastName}`;
/** A pincode the demo partner serves, with its directory city and state. */
const HOME = { pincode: '560034', area: 'Koramangala', city: 'Bangalore South', state: 'Karnataka' };
const REMARKS = {
  resubmit: 'Please raise the daily call capacity of the repair service',
  approve: 'Documents verified, service areas confirmed',
};

let browser: Browser;
let tempDir: string;
let admin: { context: BrowserContext; page: Page };
let partner: { context: BrowserContext; page: Page };
let technicianId: string;
const files = { photo: '', cheque: '', aadhar: '', pan: '' };

beforeAll(async () => {
  browser = await launchBrowser();
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reloop-e2e-technician-'));
  const write = (name: string, bytes: Buffer) => {
    const file = path.join(tempDir, name);
    fs.writeFileSync(file, bytes);
    return file;
  };
  files.photo = write('technician-photo.png', SAMPLE_PNG);
  files.cheque = write('cancelled-cheque.pdf', SAMPLE_PDF);
  files.aadhar = write('aadhar-card.pdf', SAMPLE_PDF);
  files.pan = write('pan-card.png', SAMPLE_PNG);
});
afterAll(async () => {
  await browser?.close();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
});

const MISSING_TITLE = 'Complete these items before the profile can be submitted or approved';
const missingBanner = (page: Page) => page.getByRole('status', { name: MISSING_TITLE });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true });
const technicianRow = (page: Page) => page.getByRole('row').filter({ hasText: FULL_NAME });

/** The technician's row on the Pending tab, opened with its action (Continue while filled in, View under review). */
async function openFromPendingTab(page: Page, action: 'Continue' | 'View', opens: RegExp) {
  await page.goto('/dashboard/technicians/main/pending');
  await technicianRow(page).getByRole('link', { name: action }).click();
  await page.waitForURL(opens);
  await page.getByRole('heading', { name: FULL_NAME, level: 1 }).waitFor();
}

/** One address group of the basic details form, filled through its pincode look-up. */
async function fillAddress(group: Locator, page: Page) {
  await group.getByRole('textbox', { name: labelled('Address Line 1') }).fill('7 Jyoti Nivas College Road');
  await group.getByRole('textbox', { name: labelled('Address Line 2') }).fill('Fifth Block');
  await group.getByRole('textbox', { name: labelled('Landmark') }).fill('Near Forum Mall');
  await group.getByRole('textbox', { name: labelled('Pincode') }).fill(HOME.pincode);
  await pickSelect(group, page, 'Area', HOME.area);
  expect(await group.getByRole('textbox', { name: labelled('City') }).inputValue()).toBe(HOME.city);
  expect(await group.getByRole('textbox', { name: labelled('State') }).inputValue()).toBe(HOME.state);
}

describe('technician onboarding', () => {
  // The steps build on each other: once one fails, the later ones are skipped rather than failing for the same cause.
  let broken = false;
  beforeEach((context) => {
    if (broken) context.skip();
  });
  afterEach((context) => {
    if (context.task.result?.state === 'fail') broken = true;
  });

  it('the partner adds a technician from the Pending tab and lands on its profile', async () => {
    partner = await staffSession(browser, PARTNER.email, PARTNER.password);
    const { page } = partner;
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Technicians' }).click();
    await menu.getByRole('link', { name: 'Pending' }).click();
    await page.waitForURL(/\/dashboard\/technicians\/main\/pending$/);
    await page.getByRole('link', { name: 'Add Technician' }).click();
    await page.waitForURL(/\/dashboard\/technicians\/addNew$/);

    // The partner is its own session's, shown read-only.
    const partnerName = page.getByRole('textbox', { name: 'Channel Partner Name' });
    expect(await partnerName.inputValue()).toBe(PARTNER.name);
    expect(await partnerName.getAttribute('readonly')).not.toBeNull();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true);

    await page.getByRole('textbox', { name: labelled('First Name') }).fill(TECHNICIAN.firstName);
    await page.getByRole('textbox', { name: labelled('Last Name') }).fill(TECHNICIAN.lastName);
    await page.getByRole('textbox', { name: labelled('Email') }).fill(TECHNICIAN.email);
    await page.getByRole('textbox', { name: labelled('Mobile Number') }).fill(TECHNICIAN.mobile);
    // 'Same as Current Address' waits for the current address; ticked, it copies it and locks the permanent one.
    const permanent = page.getByRole('group', { name: 'Permanent Address' });
    const sameAsCurrent = permanent.getByRole('checkbox', { name: 'Same as Current Address' });
    expect(await sameAsCurrent.isDisabled()).toBe(true);
    await fillAddress(page.getByRole('group', { name: 'Current Address' }), page);
    await sameAsCurrent.check();
    for (const [label, value] of [
      ['Address Line 1', '7 Jyoti Nivas College Road'],
      ['Address Line 2', 'Fifth Block'],
      ['Landmark', 'Near Forum Mall'],
      ['Pincode', HOME.pincode],
      ['City', HOME.city],
      ['State', HOME.state],
    ]) {
      const field = permanent.getByRole('textbox', { name: labelled(label) });
      await page.waitForFunction(([input, expected]) => (input as HTMLInputElement).value === expected, [
        await field.elementHandle(),
        value,
      ] as const);
      expect(await field.getAttribute('readonly')).not.toBeNull();
    }
    const permanentArea = permanent.getByRole('combobox', { name: /^Area/ });
    expect(await permanentArea.textContent()).toBe(HOME.area);
    expect(await permanentArea.getAttribute('aria-disabled')).toBe('true');
    await screenshot(page, 'technician-01-add-form');

    await save.click();
    await page.waitForURL(/\/dashboard\/technicians\/add\/continue\/[^/]+$/);
    technicianId = decodeURIComponent(page.url().split('/').pop()!);
    await page.getByRole('heading', { name: FULL_NAME, level: 1 }).waitFor();
    await page.getByText(technicianId, { exact: true }).first().waitFor();
    const basic = section(page, 'Basic Information');
    await basic
      .getByText(
        `7 Jyoti Nivas College Road, Fifth Block, Near Forum Mall, ` +
          `${HOME.area}, ${HOME.city}, ${HOME.state}, ${HOME.pincode}`,
      )
      .first()
      .waitFor();
    await missingBanner(page)
      .getByRole('listitem')
      .filter({ hasText: /^\* Service Areas are Missing$/ })
      .waitFor();
    expect(await submitButton(page).isDisabled()).toBe(true);
  });

  it('the technician cannot sign in yet: the number is known but not approved', async () => {
    const { context, page } = await newPage(browser);
    await requestTechnicianCode(page, TECHNICIAN.mobile);
    await page.getByText('Your profile is not approved yet', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Verify OTP' }).count()).toBe(0);
    await screenshot(page, 'technician-02-not-approved');
    await context.close();
  });

  it('the partner fills every section from its own services, areas and brands and submits', async () => {
    const { page } = partner;
    const basic = section(page, 'Basic Information');

    // Profile photo: a real PNG through the file chooser, shown back from the file store.
    await chooseFile(page, basic.getByRole('button', { name: 'Upload Photo' }), files.photo);
    await basic.getByRole('button', { name: 'Change Photo' }).waitFor();
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('img[alt="Profile photo"]');
      return !!image && image.src.startsWith('blob:') && image.complete && image.naturalWidth > 0;
    });

    // Services: only the partner's own are offered; the repair service with its daily call capacity.
    await section(page, 'Services').getByRole('button', { name: 'Add Services' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Service' });
    await dialog.getByRole('combobox', { name: /^Service Type/ }).click();
    expect((await offeredOptions(page)).sort()).toEqual([...PARTNER.services].sort());
    await page.getByRole('option', { name: 'Repair', exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await dialog.getByRole('textbox', { name: labelled('Daily Call Capacity') }).fill('4');
    await saveDialog(dialog);
    await section(page, 'Services').getByRole('row', { name: 'Repair 4' }).waitFor();
    // Holding the repair service asks for a brand and its products.
    await missingBanner(page)
      .getByRole('listitem')
      .filter({ hasText: /^\* Brand and Product are Missing$/ })
      .waitFor();

    // Service areas: the checklist offers the partner's own areas only, no state-wide directory walk.
    await section(page, 'Service Areas').getByRole('button', { name: 'Add Service Areas' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Service Areas' });
    const areas = dialog.getByRole('group', { name: 'Area' });
    await areas.getByRole('checkbox').first().waitFor();
    const offeredAreas = await areas
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent ?? ''));
    const codes = new Set(offeredAreas.map((label) => /\((\d{6})\)$/.exec(label)?.[1]));
    expect([...codes].sort()).toEqual(PARTNER.pincodes);
    await areas.getByRole('checkbox', { name: `${HOME.area} (${HOME.pincode})`, exact: true }).check();
    await screenshot(page, 'technician-03-service-areas-dialog');
    await saveDialog(dialog);
    await section(page, 'Service Areas')
      .getByRole('table', { name: 'Service Areas' })
      .getByRole('row', { name: new RegExp(`^${HOME.pincode} ${HOME.area} ${HOME.city}`) })
      .waitFor();

    // Brands and products: the partner's own brands, and of the chosen brand only the partner's products.
    await section(page, 'Product & Brands').getByRole('button', { name: 'Add Product & Brands' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Brand and Products' });
    await dialog.getByRole('combobox', { name: labelled('Brand') }).click();
    expect((await offeredOptions(page)).sort()).toEqual(Object.keys(PARTNER.brands).sort());
    await page.getByRole('option', { name: 'Samsung', exact: true }).click();
    await dialog.getByRole('combobox', { name: labelled('Products') }).click();
    expect((await offeredOptions(page)).sort()).toEqual([...PARTNER.brands.Samsung].sort());
    await pickAutocomplete(dialog, page, 'Products', 'Refri', 'Refrigerator');
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await saveDialog(dialog);
    await section(page, 'Product & Brands')
      .getByRole('list', { name: 'Products Samsung' })
      .getByRole('listitem')
      .filter({ hasText: 'Refrigerator' })
      .waitFor();

    // Bank details: the IFSC lookup names the bank; the cancelled cheque is a real PDF.
    await section(page, 'Bank Details').getByRole('button', { name: 'Add Bank Details' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Bank Details' });
    await dialog.getByRole('textbox', { name: labelled('IFSC Code') }).fill('SBIN0000001');
    const bankName = dialog.getByRole('textbox', { name: labelled('Bank Name') });
    await page.waitForFunction(
      (input) => (input as HTMLInputElement).value === 'State Bank of India',
      await bankName.elementHandle(),
    );
    // The e2e data has no branch table: what the lookup could not fill stays typeable (see BankDetailsDialog).
    await dialog.getByRole('textbox', { name: labelled('Branch') }).fill('Kolkata Main');
    await dialog.getByRole('textbox', { name: labelled('City') }).fill('Kolkata');
    await dialog.getByRole('textbox', { name: labelled('Account Holder Name') }).fill(FULL_NAME);
    await pickSelect(dialog, page, 'Account Type', 'Saving Account');
    await dialog.getByRole('textbox', { name: labelled('Account Number') }).fill('30214598765');
    await dialog.getByRole('textbox', { name: labelled('Confirm Account Number') }).fill('30214598765');
    await chooseFile(page, dialog.getByRole('button', { name: 'Upload Cheque' }), files.cheque);
    await dialog.getByText('cancelled-cheque.pdf', { exact: true }).waitFor();
    await saveDialog(dialog);
    const bank = section(page, 'Bank Details');
    await bank.getByText('XXXXXXX8765', { exact: true }).waitFor();
    await bank.getByText('State Bank of India', { exact: true }).waitFor();

    // KYC: Aadhar and PAN are the technician's mandatory documents; GST is not asked for.
    const kyc = section(page, 'KYC Documents');
    await kyc.getByRole('button', { name: 'Upload Document Aadhar Card' }).waitFor();
    expect(await kyc.getByRole('button', { name: 'Upload Document GST' }).count()).toBe(0);
    expect(await kyc.getByText('GST', { exact: true }).count()).toBe(0);
    const documents: [string, string, string][] = [
      ['Aadhar Card', '496185732014', files.aadhar],
      ['PAN Card', 'CKMPM7319Q', files.pan],
    ];
    for (const [docType, docNumber, file] of documents) {
      await kyc.getByRole('button', { name: `Upload Document ${docType}` }).click();
      dialog = page.getByRole('dialog', { name: `Upload Document: ${docType}` });
      await dialog.getByRole('textbox', { name: labelled('Document Number') }).fill(docNumber);
      await chooseFile(page, dialog.getByRole('button', { name: 'Choose File' }), file);
      await dialog.getByText(path.basename(file), { exact: true }).waitFor();
      await saveDialog(dialog);
      await kyc.getByRole('button', { name: `View ${docType}` }).waitFor();
    }
    await kyc.getByText('XXXXXXXX2014', { exact: true }).waitFor();

    // Nothing is missing any more: Submit sends the profile for review and the pending list shows it.
    await missingBanner(page).waitFor({ state: 'detached' });
    const submit = submitButton(page);
    expect(await submit.isEnabled()).toBe(true);
    await screenshot(page, 'technician-04-complete-profile');
    await submit.click();
    await page.waitForURL(/\/dashboard\/technicians\/main\/pending$/);
    await technicianRow(page).getByText('Pending', { exact: true }).waitFor();
    await screenshot(page, 'technician-05-pending-list');
  });

  it('the admin reviews the technician, views a document and sends it back for resubmission', async () => {
    admin = await staffSession(browser, ADMIN.email, ADMIN.password);
    const { page } = admin;
    await openFromPendingTab(page, 'View', /\/dashboard\/technicians\/pending\/approve\/[^/]+$/);
    expect(page.url()).toContain(`/approve/${encodeURIComponent(technicianId)}`);
    await page.getByText('Profile is under review.', { exact: true }).waitFor();
    for (const title of [
      'Basic Information',
      'Services',
      'Bank Details',
      'Service Areas',
      'Product & Brands',
      'KYC Documents',
      'Approval',
      'Activity History',
    ]) {
      await section(page, title).waitFor();
    }
    await section(page, 'Basic Information').getByText(PARTNER.name, { exact: true }).waitFor();
    await section(page, 'Services').getByRole('row', { name: 'Repair 4' }).waitFor();
    await section(page, 'Bank Details').getByText('State Bank of India', { exact: true }).waitFor();

    // The reviewer sees the Aadhar card (a PDF) embedded in the viewer and the PAN card (a PNG) as an image.
    const kyc = section(page, 'KYC Documents');
    await kyc.getByRole('button', { name: 'View Aadhar Card' }).click();
    let viewer = page.getByRole('dialog').filter({ hasText: 'Document Number: XXXXXXXX2014' });
    await viewer.locator('embed[type="application/pdf"][src^="blob:"]').waitFor();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });
    await kyc.getByRole('button', { name: 'View PAN Card' }).click();
    viewer = page.getByRole('dialog').filter({ hasText: 'Document Number: CKMPM7319Q' });
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('[role="dialog"] img[alt="PAN Card"]');
      return !!image && image.complete && image.naturalWidth > 0;
    });
    await screenshot(page, 'technician-06-document-viewer');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });

    // Every decision waits for a remark.
    const approval = section(page, 'Approval');
    for (const decision of ['Approve', 'Reject', 'Resubmit'])
      expect(await approval.getByRole('button', { name: decision }).isDisabled()).toBe(true);
    await approval.getByRole('textbox', { name: labelled('Remark') }).fill(REMARKS.resubmit);
    for (const decision of ['Approve', 'Reject', 'Resubmit'])
      expect(await approval.getByRole('button', { name: decision }).isEnabled(), decision).toBe(true);
    await screenshot(page, 'technician-07-approval');
    await approval.getByRole('button', { name: 'Resubmit' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are You Sure?' });
    await confirm.getByText('Are you sure you want to resubmit this profile?', { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(/\/dashboard\/technicians\/main\/pending$/);
    await technicianRow(page).getByText('Resubmission', { exact: true }).waitFor();
  });

  it('the partner sees the remark, raises the daily call capacity and submits again', async () => {
    const { page } = partner;
    await openFromPendingTab(page, 'Continue', /\/dashboard\/technicians\/add\/continue\/[^/]+$/);
    const banner = page.getByRole('alert').filter({ hasText: 'Resubmit Profile' });
    await banner.getByText(REMARKS.resubmit).waitFor();
    await screenshot(page, 'technician-08-resubmit-banner');

    await section(page, 'Services').getByRole('button', { name: 'Edit Daily Call Capacity Repair' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Daily Call Capacity' });
    await dialog.getByRole('textbox', { name: labelled('Daily Call Capacity') }).fill('8');
    await saveDialog(dialog);
    await section(page, 'Services').getByRole('row', { name: 'Repair 8' }).waitFor();

    await submitButton(page).click();
    await page.waitForURL(/\/dashboard\/technicians\/main\/pending$/);
    await technicianRow(page).getByText('Pending', { exact: true }).waitFor();
  });

  it('the admin approves the technician, who appears on the Verified tab as Active', async () => {
    const { page } = admin;
    await openFromPendingTab(page, 'View', /\/dashboard\/technicians\/pending\/approve\/[^/]+$/);
    await section(page, 'Services').getByRole('row', { name: 'Repair 8' }).waitFor();
    // The activity log holds the earlier decision with its remark.
    await section(page, 'Activity History').getByText(REMARKS.resubmit).first().waitFor();

    const approval = section(page, 'Approval');
    await approval.getByRole('textbox', { name: labelled('Remark') }).fill(REMARKS.approve);
    await approval.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/dashboard\/technicians\/main\/verified$/);
    await technicianRow(page).getByText('Active', { exact: true }).waitFor();
    await screenshot(page, 'technician-09-verified-tab');
    await admin.context.close();
    await partner.context.close();
  });

  it('the approved technician signs in with the one-time code from the outbox and lands on the dashboard', async () => {
    const { context, page } = await newPage(browser);
    await requestTechnicianCode(page, TECHNICIAN.mobile);
    await page.getByRole('button', { name: 'Verify OTP' }).waitFor();
    const code = await latestCodeFor(TECHNICIAN.mobile, await accessToken(ADMIN.email, ADMIN.password));
    await page.getByLabel('OTP', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL(/\/dashboard$/);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByText('Dashboard', { exact: true }).waitFor();
    await page.getByText(`Welcome, ${FULL_NAME}`, { exact: true }).waitFor();
    // A technician reaches the dashboard and the request views only.
    expect(await menu.getByText('Technicians', { exact: true }).count()).toBe(0);
    await screenshot(page, 'technician-10-dashboard');
    await context.close();
  });
});
