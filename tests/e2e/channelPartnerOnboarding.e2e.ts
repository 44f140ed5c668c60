import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_PDF, SAMPLE_PNG } from '../../server/tests/support/uploads';
import { accessToken, outboxLink } from './support/api';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { signInAsStaff } from './support/signIn';
import { openFilters } from './support/filters';

/**
 * Issue 4 end to end, through the screens as the admin and the partner use them:
 * invite → link → new password → every profile section → submit → sent back for resubmission → fixed and
 * submitted again → approved with a contract → found on the Verified tab. The API is used only to read the outbox.
 */

const ADMIN = { email: 'admin@reloop.test', password: 'Admin@1234' };
const run = Date.now().toString(36);
/** A partner name takes letters and spaces only: the run's id spelled in letters. */
const runLetters = run.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]);
const PARTNER = {
  name: `Evergreen Repairs ${runLetters.charAt(0).toUpperCase()}${runLetters.slice(1)}`,
  email: `e2e.partner.${run}@reloop.test`,
  mobile: `9${String(Date.now()).slice(-9)}`,
  password: 'Evergreen#2468',
};
const REMARKS = {
  resubmit: 'Please raise the daily call capacity of the repair service',
  approve: 'Documents verified, contract agreed',
};

let browser: Browser;
let tempDir: string;
let admin: { context: BrowserContext; page: Page };
let partner: { context: BrowserContext; page: Page };
let partnerId: string;
const files = { photo: '', cheque: '', aadhar: '', pan: '', gst: '' };

beforeAll(async () => {
  browser = await launchBrowser();
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reloop-e2e-partner-'));
  const write = (name: string, bytes: Buffer) => {
    const file = path.join(tempDir, name);
    fs.writeFileSync(file, bytes);
    return file;
  };
  files.photo = write('office-front.png', SAMPLE_PNG);
  files.cheque = write('cancelled-cheque.pdf', SAMPLE_PDF);
  files.aadhar = write('aadhar-card.pdf', SAMPLE_PDF);
  files.pan = write('pan-card.png', SAMPLE_PNG);
  files.gst = write('gst-certificate.pdf', SAMPLE_PDF);
});
afterAll(async () => {
  await browser?.close();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's accessible name: its label, with the required marker if any (MUI adds ' *'). */
const labelled = (label: string) => new RegExp(`^${escape(label)}(\\s*\\*)?$`);

/** Picks a value of a MUI select (a TextField with `select`): the combobox is named by its label and current value. */
async function pickSelect(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: new RegExp(`^${escape(label)}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Types into an autocomplete and picks one of the options it offers. */
async function pickAutocomplete(scope: Locator, page: Page, label: string, typed: string, option: string) {
  const box = scope.getByRole('combobox', { name: labelled(label) });
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Clicks the button that opens the file chooser and gives it the file, as a person picking it would. */
async function chooseFile(page: Page, button: Locator, file: string) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(file);
}

/** Saves a section dialog and waits until it has closed (the section then shows the answered profile). */
async function save(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function signedInAdmin() {
  const session = await newPage(browser);
  await session.page.goto('/login');
  await signInAsStaff(session.page, ADMIN.email, ADMIN.password);
  await session.page.waitForURL(/\/dashboard/);
  return session;
}

/** The partner's row on the Invited tab, opened with its Open action (the approval page once submitted). */
async function openFromInvitedTab(page: Page) {
  await page.goto('/dashboard/channel-partners/main/invited');
  const row = page.getByRole('row').filter({ hasText: PARTNER.email });
  await row.getByRole('link', { name: 'Open' }).click();
  await page.waitForURL(/\/dashboard\/channel-partners\/invited\/approve\//);
  await page.getByRole('heading', { name: PARTNER.name, level: 1 }).waitFor();
}

describe('channel partner onboarding', () => {
  // The steps build on each other: once one fails, the later ones are skipped rather than failing for the same cause.
  let broken = false;
  beforeEach((context) => {
    if (broken) context.skip();
  });
  afterEach((context) => {
    if (context.task.result?.state === 'fail') broken = true;
  });

  it('the admin invites a partner, who appears on the Invited tab', async () => {
    admin = await signedInAdmin();
    const { page } = admin;
    await page.goto('/dashboard/channel-partners/addNew');
    await page.getByRole('textbox', { name: labelled('Name') }).fill(PARTNER.name);
    await page.getByRole('textbox', { name: labelled('Primary Email') }).fill(PARTNER.email);
    await page.getByRole('textbox', { name: labelled('Primary Mobile') }).fill(PARTNER.mobile);
    await pickSelect(page, page, 'Type of Firm', 'Authorised service center');
    await screenshot(page, 'partner-01-invite-form');
    await page.getByRole('button', { name: 'Send Invite' }).click();
    await page.waitForURL(/\/dashboard\/channel-partners\/main\/invited$/);
    const row = page.getByRole('row').filter({ hasText: PARTNER.email });
    await row.getByText(PARTNER.name, { exact: true }).waitFor();
    await row.getByText('Invited', { exact: true }).waitFor();
    await screenshot(page, 'partner-02-invited-tab');
  });

  it('the partner opens the e-mailed link, sets a password and lands on an incomplete profile', async () => {
    const link = await outboxLink(
      PARTNER.email,
      /^\/verify-channel-partner\//,
      await accessToken(ADMIN.email, ADMIN.password),
    );
    partner = await newPage(browser);
    const { page } = partner;
    await page.goto(link);
    await page.waitForURL(/\/first-login$/);
    await page.getByLabel('New Password', { exact: true }).fill(PARTNER.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(PARTNER.password);
    await page.getByRole('button', { name: 'Save Password' }).click();
    await page.waitForURL(/\/dashboard\/my-profile$/);
    await page.getByRole('heading', { name: 'My Profile', level: 1 }).waitFor();
    const subtitle = await page.getByText(`${PARTNER.name} · `).textContent();
    partnerId = subtitle!.split(' · ')[1].trim();
    expect(partnerId).not.toBe('');

    const missing = page.getByRole('status', {
      name: 'Complete these items before the profile can be submitted or approved',
    });
    for (const item of ['Bank Details', 'Service Areas', 'Services'])
      await missing
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`^${item}$`) })
        .waitFor();
    await missing
      .getByRole('listitem')
      .filter({ hasText: 'KYC Documents (missing: Aadhar Card, PAN Card, GST)' })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Submit', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'partner-03-first-profile');
  });

  it('the partner fills every section of the profile through its dialogs', async () => {
    const { page } = partner;

    // Basic details: the office pincode brings its areas, city and state.
    await section(page, 'Basic Information').getByRole('button', { name: 'Edit Basic Information' }).click();
    let dialog = page.getByRole('dialog', { name: 'Edit Basic Details' });
    await dialog.getByRole('textbox', { name: labelled('Address Line 1') }).fill('12 Apollo Street');
    await dialog.getByRole('textbox', { name: labelled('Address Line 2') }).fill('Second Floor, Kala Ghoda');
    await dialog.getByRole('textbox', { name: labelled('Landmark') }).fill('Near Horniman Circle');
    await dialog.getByRole('textbox', { name: labelled('Pincode') }).fill('400001');
    await pickSelect(dialog, page, 'Area', 'Stock Exchange');
    expect(await dialog.getByRole('textbox', { name: labelled('City') }).inputValue()).toBe('Mumbai');
    expect(await dialog.getByRole('textbox', { name: labelled('State') }).inputValue()).toBe('Maharashtra');
    await dialog.getByRole('textbox', { name: labelled('Manager Name') }).fill('Meera Iyer');
    await dialog.getByRole('textbox', { name: labelled('Manager E-mail') }).fill(`meera.${run}@evergreen.test`);
    await dialog.getByRole('textbox', { name: labelled('Manager Mobile Number') }).fill('9833012345');
    await save(dialog);
    const basic = section(page, 'Basic Information');
    await basic
      .getByText(
        '12 Apollo Street, Second Floor, Kala Ghoda, Near Horniman Circle, Stock Exchange, Mumbai, Maharashtra, 400001',
      )
      .waitFor();

    // Profile photo: a real PNG through the file chooser, shown back from the file store.
    await chooseFile(page, basic.getByRole('button', { name: 'Upload Photo' }), files.photo);
    await basic.getByRole('button', { name: 'Change Photo' }).waitFor();
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('img[alt="Profile photo"]');
      return !!image && image.src.startsWith('blob:') && image.complete && image.naturalWidth > 0;
    });

    // Services: the repair service first, with its daily call capacity.
    await section(page, 'Services').getByRole('button', { name: 'Add Services' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Service' });
    await pickSelect(dialog, page, 'Service Type', 'Repair');
    await dialog.getByRole('textbox', { name: labelled('Daily Call Capacity') }).fill('5');
    await save(dialog);
    await section(page, 'Services').getByRole('row', { name: 'Repair 5' }).waitFor();

    // Service areas: state → district → city → pincode, then the area checklist.
    await section(page, 'Service Areas').getByRole('button', { name: 'Add Service Areas' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Service Areas' });
    const saveAreas = dialog.getByRole('button', { name: 'Save', exact: true });
    expect(await saveAreas.isDisabled()).toBe(true);
    await pickAutocomplete(dialog, page, 'State', 'Mahara', 'Maharashtra');
    await pickAutocomplete(dialog, page, 'District', 'Mumbai', 'Mumbai');
    await pickAutocomplete(dialog, page, 'City', 'Mumbai', 'Mumbai');
    await pickAutocomplete(dialog, page, 'Pincode', '400001', '400001');
    // The checklist narrows from the city's areas to the pincode's once its areas have loaded.
    await page.waitForFunction(() => {
      const labels = [...document.querySelectorAll('[role="dialog"] [role="group"][aria-label="Area"] label')];
      return labels.length > 0 && labels.every((label) => label.textContent?.endsWith('(400001)'));
    });
    const areas = dialog.getByRole('group', { name: 'Area' });
    await areas.getByRole('checkbox', { name: 'Stock Exchange (400001)' }).check();
    await areas.getByRole('checkbox', { name: 'Town Hall (400001)' }).check();
    await screenshot(page, 'partner-04-service-areas-dialog');
    await save(dialog);
    const areaTable = section(page, 'Service Areas').getByRole('table', { name: 'Service Areas' });
    await areaTable.getByRole('row', { name: /^400001 Stock Exchange Mumbai/ }).waitFor();
    await areaTable.getByRole('row', { name: /^400001 Town Hall Mumbai/ }).waitFor();

    // Pincode-day mapping: a day and the partner's own areas.
    await section(page, 'Pincode-Day Mapping').getByRole('button', { name: 'Add Pincode-Day Mapping' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Day' });
    await pickSelect(dialog, page, 'Day', 'Monday');
    await dialog
      .getByRole('group', { name: 'Area' })
      .getByRole('checkbox', { name: 'Stock Exchange (400001)' })
      .check();
    await save(dialog);
    await section(page, 'Pincode-Day Mapping').getByRole('row', { name: 'Monday 400001: Stock Exchange' }).waitFor();

    // A brand with products of the seeded catalogue.
    await section(page, 'Product & Brands').getByRole('button', { name: 'Add Product & Brands' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Brand and Products' });
    await pickAutocomplete(dialog, page, 'Brand', 'Sams', 'Samsung');
    await pickAutocomplete(dialog, page, 'Products', 'Mobile', 'Mobile Phone');
    await pickAutocomplete(dialog, page, 'Products', 'Air', 'Air Conditioner');
    // The product list stays open for more picks; Escape closes it (and not the dialog).
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await save(dialog);
    const samsung = section(page, 'Product & Brands').getByRole('list', { name: 'Products Samsung' });
    await samsung.getByRole('listitem').filter({ hasText: 'Mobile Phone' }).waitFor();
    await samsung.getByRole('listitem').filter({ hasText: 'Air Conditioner' }).waitFor();

    // Bank details: the IFSC lookup names the bank; the cancelled cheque is a real PDF.
    await section(page, 'Bank Details').getByRole('button', { name: 'Add Bank Details' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Bank Details' });
    await dialog.getByRole('textbox', { name: labelled('IFSC Code') }).fill('SBIN0000001');
    const bankName = dialog.getByRole('textbox', { name: labelled('Bank Name') });
    await page.waitForFunction(
      (input) => (input as HTMLInputElement).value === 'State Bank of India',
      await bankName.elementHandle(),
    );
    expect(await bankName.getAttribute('readonly')).not.toBeNull();
    // The e2e data has no branch table: what the lookup could not fill stays typeable (see BankDetailsDialog).
    await dialog.getByRole('textbox', { name: labelled('Branch') }).fill('Kolkata Main');
    await dialog.getByRole('textbox', { name: labelled('City') }).fill('Kolkata');
    await dialog.getByRole('textbox', { name: labelled('Account Holder Name') }).fill('Evergreen Repairs');
    await pickSelect(dialog, page, 'Account Type', 'Current Account');
    await dialog.getByRole('textbox', { name: labelled('Account Number') }).fill('918020034567');
    await dialog.getByRole('textbox', { name: labelled('Confirm Account Number') }).fill('918020034567');
    await chooseFile(page, dialog.getByRole('button', { name: 'Upload Cheque' }), files.cheque);
    await dialog.getByText('cancelled-cheque.pdf', { exact: true }).waitFor();
    await screenshot(page, 'partner-05-bank-dialog');
    await save(dialog);
    const bank = section(page, 'Bank Details');
    await bank.getByText('XXXXXXXX4567', { exact: true }).waitFor();
    await bank.getByText('State Bank of India', { exact: true }).waitFor();
    await bank.getByRole('button', { name: 'View Cheque' }).waitFor();

    // KYC: the three mandatory documents; the chooser opens once the number is valid.
    const kyc = section(page, 'KYC Documents');
    const documents: [string, string, string][] = [
      ['Aadhar Card', '496185732014', files.aadhar],
      ['PAN Card', 'AAGFE4821K', files.pan],
      ['GST', '27AAGFE4821K1Z6', files.gst],
    ];
    for (const [docType, docNumber, file] of documents) {
      await kyc.getByRole('button', { name: `Upload Document ${docType}` }).click();
      dialog = page.getByRole('dialog', { name: `Upload Document: ${docType}` });
      const choose = dialog.getByRole('button', { name: 'Choose File' });
      expect(await choose.isDisabled()).toBe(true);
      await dialog.getByRole('textbox', { name: labelled('Document Number') }).fill(docNumber);
      await chooseFile(page, choose, file);
      await dialog.getByText(path.basename(file), { exact: true }).waitFor();
      await save(dialog);
      await kyc.getByRole('button', { name: `View ${docType}` }).waitFor();
    }
    await kyc.getByText('XXXXXXXX2014', { exact: true }).waitFor();
    await kyc.getByText('AAGFE4821K', { exact: true }).waitFor();
  });

  it('with nothing missing, the partner submits the profile for review', async () => {
    const { page } = partner;
    await page
      .getByRole('status', { name: 'Complete these items before the profile can be submitted or approved' })
      .waitFor({ state: 'detached' });
    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    expect(await submit.isEnabled()).toBe(true);
    await screenshot(page, 'partner-06-complete-profile');
    await submit.click();
    await page.getByText('Profile is under review.', { exact: true }).waitFor();
    await page.getByText('The result of the review will be sent to you by e-mail or notification.').waitFor();
    expect(await submit.count()).toBe(0);
    // A submitted profile is read-only for the partner.
    expect(await section(page, 'Services').getByRole('button', { name: 'Add Services' }).count()).toBe(0);
  });

  it('the admin reviews the submitted profile, views a document and sends it back for resubmission', async () => {
    const { page } = admin;
    await openFromInvitedTab(page);
    expect(page.url()).toContain(`/approve/${encodeURIComponent(partnerId)}`);
    for (const title of [
      'Basic Information',
      'Services',
      'Bank Details',
      'Service Areas',
      'Pincode-Day Mapping',
      'Product & Brands',
      'KYC Documents',
      'Approval',
      'Activity History',
    ]) {
      await section(page, title).waitFor();
    }
    await section(page, 'Services').getByRole('row', { name: 'Repair 5' }).waitFor();

    // The reviewer may reveal the masked Aadhar number, and sees the document itself in the viewer: the PDF embedded,
    // the PAN card (a PNG) as an image.
    const kyc = section(page, 'KYC Documents');
    await kyc.getByRole('button', { name: 'Show full number Aadhar Card' }).click();
    await kyc.getByText('496185732014', { exact: true }).waitFor();
    await kyc.getByRole('button', { name: 'View Aadhar Card' }).click();
    let viewer = page.getByRole('dialog').filter({ hasText: 'Document Number: 496185732014' });
    await viewer.locator('embed[type="application/pdf"][src^="blob:"]').waitFor();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });

    await kyc.getByRole('button', { name: 'View PAN Card' }).click();
    viewer = page.getByRole('dialog').filter({ hasText: 'Document Number: AAGFE4821K' });
    await viewer.getByRole('img', { name: 'PAN Card' }).waitFor();
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('[role="dialog"] img[alt="PAN Card"]');
      return !!image && image.complete && image.naturalWidth > 0;
    });
    await screenshot(page, 'partner-07-document-viewer');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });

    const approval = section(page, 'Approval');
    await approval.getByRole('radio', { name: 'Resubmission' }).check();
    await approval.getByRole('textbox', { name: labelled('Remark') }).fill(REMARKS.resubmit);
    await approval.getByRole('button', { name: 'Resubmit' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are You Sure?' });
    await confirm.getByText('Are you sure you want to resubmit this profile?').waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(/\/dashboard\/channel-partners\/main\/invited$/);
    await page.getByRole('row').filter({ hasText: PARTNER.email }).getByText('Resubmission', { exact: true }).waitFor();
  });

  it('the partner sees the remark, raises the daily call capacity and submits again', async () => {
    const { page } = partner;
    await page.reload();
    const banner = page.getByRole('alert').filter({ hasText: 'Resubmit Profile' });
    await banner.getByText(REMARKS.resubmit).waitFor();
    await screenshot(page, 'partner-08-resubmit-banner');

    await section(page, 'Services').getByRole('button', { name: 'Edit Daily Call Capacity Repair' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Daily Call Capacity' });
    await dialog.getByRole('textbox', { name: labelled('Daily Call Capacity') }).fill('9');
    await save(dialog);
    await section(page, 'Services').getByRole('row', { name: 'Repair 9' }).waitFor();

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Profile is under review.', { exact: true }).waitFor();
  });

  it('the admin approves the partner with a contract and finds it on the Verified tab', async () => {
    const { page } = admin;
    await openFromInvitedTab(page);
    await section(page, 'Services').getByRole('row', { name: 'Repair 9' }).waitFor();

    const approval = section(page, 'Approval');
    await approval.getByRole('radio', { name: 'Active' }).check();
    const approve = approval.getByRole('button', { name: 'Approve' });
    expect(await approve.isDisabled()).toBe(true);
    // dd/MM/yyyy pickers: typed as a person would, digit by digit.
    await approval.getByRole('textbox', { name: labelled('Contract Start Date') }).click();
    await page.keyboard.type('01042026');
    await approval.getByRole('textbox', { name: labelled('Contract End Date') }).click();
    await page.keyboard.type('31032027');
    await approval.getByRole('textbox', { name: labelled('Remark') }).fill(REMARKS.approve);
    expect(await approval.getByRole('textbox', { name: labelled('Contract Start Date') }).inputValue()).toBe(
      '01/04/2026',
    );
    expect(await approval.getByRole('textbox', { name: labelled('Contract End Date') }).inputValue()).toBe(
      '31/03/2027',
    );
    await screenshot(page, 'partner-09-approval');
    await approve.click();

    const success = page.getByRole('dialog', { name: 'Verification Successful' });
    await success.getByText('You have successfully onboarded channel partner').waitFor();
    await success.getByText(PARTNER.name).waitFor();
    await screenshot(page, 'partner-10-success');
    await success.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(/\/dashboard\/channel-partners\/main\/verified$/);

    // The filter bar narrows the Verified tab to the new partner.
    await page.locator('main table tbody tr').first().waitFor();
    // The filter choices (filter/data) arrive after the rows: type once they are in.
    await page.waitForLoadState('networkidle');
    await openFilters(page);
    // Known flake (about one full run in three, never alone): the typed name is sometimes gone by the time Apply is
    // clicked. Until its cause is found, a second try is allowed; the screenshot shows the bar when it happens.
    for (let attempt = 1; ; attempt++) {
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(PARTNER.name);
      await page.getByRole('button', { name: 'Apply' }).click();
      const applied = await page
        .waitForURL((url) => decodeURIComponent(url.search).includes(PARTNER.name), { timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (applied) break;
      await screenshot(page, `partner-filter-not-applied-${attempt}`);
      if (attempt === 2) throw new Error('The partner filter was not applied twice');
    }
    await page.waitForFunction((name) => {
      const rows = [...document.querySelectorAll('main table tbody tr')] as HTMLElement[];
      return rows.length === 1 && rows[0].innerText.includes(name);
    }, PARTNER.name);
    const row = page.getByRole('row').filter({ hasText: PARTNER.name });
    await row.getByText('Active', { exact: true }).waitFor();
    await row.getByText('01/04/2026', { exact: true }).waitFor();
    await row.getByText('31/03/2027', { exact: true }).waitFor();
    await screenshot(page, 'partner-11-verified-tab');
    await admin.context.close();
    await partner.context.close();
  });
});
