import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimeSlotDay } from '../../domain/channelPartner/timeSlots';
import { BOOKING_MESSAGES } from '../../domain/requests/booking';
import { RAISE_MESSAGES } from '../../domain/requests/raise';
import { SAMPLE_PDF } from '../../server/tests/support/uploads';
import { accessToken, apiCall } from './support/api';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { chooseFile, labelled, pickAutocomplete, pickSelect } from './support/muiFields';
import { signInAsStaff } from './support/signIn';

/**
 * Issue 12 end to end, through the screens as an admin and dealers use them: an unknown mobile → a new customer → an
 * address through the pincode lookup → a product with a PDF → issues, slots, coupon, Pay via link → the confirmation →
 * the request page; the slot then offers one place less. A dealer books without Cash; a pending dealer waits.
 */

const ADMIN = { email: 'admin@reloop.test', password: 'Admin@1234' };
const DEALER = { email: 'dealer@reloop.test', password: 'Dealer@1234' };
const PENDING_DEALER = { email: 'dealer.pending@reloop.test', password: 'Dealer@1234' };
const CARE = { email: 'care@reloop.test', password: 'Care@1234' };
const run = Date.now().toString(36);
const CUSTOMER = {
  mobile: `9${String(Date.now()).slice(-9)}`,
  firstName: 'Meera',
  lastName: 'Iyer',
  email: `meera.${run}@example.in`,
  pincode: '560001',
};
const ADDRESS = {
  line1: '21 Residency Road',
  line2: 'Second Floor',
  landmark: 'Near Richmond Circle',
  pincode: '560001',
  area: 'Mahatma Gandhi Road',
};
const PRODUCT = {
  nickName: 'Kitchen Phone',
  product: 'Mobile Phone',
  productType: 'Smartphone',
  brand: 'Samsung',
  modelNo: 'SM-A546E',
  serialNo: `SN${run.toUpperCase()}`,
};

let browser: Browser;
let tempDir: string;
let invoice: string;

beforeAll(async () => {
  browser = await launchBrowser();
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reloop-e2e-booking-'));
  invoice = path.join(tempDir, 'invoice.pdf');
  fs.writeFileSync(invoice, SAMPLE_PDF);
});
afterAll(async () => {
  await browser?.close();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
});

async function signedIn(
  account: { email: string; password: string },
  viewport?: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const session = await newPage(browser, viewport);
  await session.page.goto('/login');
  await signInAsStaff(session.page, account.email, account.password);
  await session.page.waitForURL(/\/dashboard/);
  return session;
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const slotGrid = (page: Page) => page.getByRole('group', { name: 'Time slots' });

/** Finds a customer by mobile on the Search Customer panel. */
async function getDetails(page: Page, mobile: string) {
  await page
    .getByRole('textbox', { name: labelled('Mobile Number') })
    .first()
    .fill(mobile);
  await page.getByRole('button', { name: 'Get Details' }).click();
}

/** The first slot with room on the date the picker shows: its date (from the strip), label and places left. */
async function firstOpenSlot(page: Page) {
  const slot = slotGrid(page).locator('button:not([disabled])').first();
  await slot.waitFor();
  const date = await page
    .getByRole('group', { name: 'Appointment dates' })
    .locator('button[aria-pressed="true"]')
    .getAttribute('data-date');
  const label = (await slot.getAttribute('data-slot'))!;
  const available = Number((await slot.textContent())!.match(/(\d+) available/)![1]);
  return { slot, date: date!, label, available };
}

/** Issues, Service Type Repair, Source Call Center, Request From End Customer. */
async function fillRequest(page: Page) {
  await page.getByRole('button', { name: 'Select Issues' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Choose' }).click();
  await dialog.waitFor({ state: 'detached' });
  await pickSelect(page, page, 'Service Type', 'Repair');
  await pickSelect(page, page, 'Source Information', 'Call Center');
  await pickSelect(page, page, 'Request From', 'End Customer');
}

/** Raises the request and closes the confirmation, answering the request id it showed. */
async function raiseAndConfirm(page: Page, customerName: string, slotLabel: string) {
  const raise = page.getByRole('button', { name: 'Raise Request', exact: true });
  await expect.poll(() => raise.isEnabled()).toBe(true);
  await raise.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(RAISE_MESSAGES.created).waitFor();
  const requestId = (await dialog.getByText(/^Request ID: /).textContent())!.replace('Request ID: ', '');
  expect(requestId).toMatch(/^REQ\d{8,}$/);
  await dialog.getByText(`Slot: ${slotLabel}`).waitFor();
  await dialog.getByText(`Customer: ${customerName}`).waitFor();
  await dialog.getByText(/^Appointment date: \d{2}\/\d{2}\/\d{4}$/).waitFor();
  await screenshot(page, 'booking-confirmation');
  await dialog.getByRole('button', { name: 'Done' }).click();
  return requestId;
}

describe('booking a request', () => {
  it(
    'an admin creates a customer with an address and a product, ' +
      'books with a coupon and Pay via link, and the slot has one place less',
    async () => {
      const { context, page } = await signedIn(ADMIN);
      await page.goto('/dashboard/book-request');
      await getDetails(page, CUSTOMER.mobile);
      await page.getByText('No Account Found.').waitFor();
      await page.getByRole('button', { name: 'Create Account' }).click();

      const profile = page.getByRole('dialog');
      await expect
        .poll(() => profile.getByRole('textbox', { name: labelled('Mobile Number') }).inputValue())
        .toContain(CUSTOMER.mobile);
      await profile.getByRole('textbox', { name: labelled('First Name') }).fill(CUSTOMER.firstName);
      await profile.getByRole('textbox', { name: labelled('Last Name') }).fill(CUSTOMER.lastName);
      await profile.getByRole('textbox', { name: labelled('Email') }).fill(CUSTOMER.email);
      await profile.getByRole('textbox', { name: labelled('Pincode') }).fill(CUSTOMER.pincode);
      await profile.getByRole('button', { name: 'Add', exact: true }).click();
      await profile.waitFor({ state: 'detached' });
      await toast(page, 'Customer Profile Added');
      await page.getByRole('heading', { level: 1, name: `${CUSTOMER.firstName} ${CUSTOMER.lastName}` }).waitFor();

      await page.getByRole('button', { name: 'Add Address' }).click();
      const address = page.getByRole('dialog');
      await pickSelect(address, page, 'Address Type', 'Home');
      await address.getByRole('textbox', { name: labelled('Address Line 1') }).fill(ADDRESS.line1);
      await address.getByRole('textbox', { name: labelled('Address Line 2') }).fill(ADDRESS.line2);
      await address.getByRole('textbox', { name: labelled('Landmark') }).fill(ADDRESS.landmark);
      await address.getByRole('textbox', { name: labelled('Pincode') }).fill(ADDRESS.pincode);
      await pickSelect(address, page, 'Area', ADDRESS.area);
      await expect.poll(() => address.getByRole('textbox', { name: labelled('State') }).inputValue()).toBe('Karnataka');
      await address.getByRole('button', { name: 'Add', exact: true }).click();
      await address.waitFor({ state: 'detached' });
      await toast(page, 'Customer Address Added');

      await page.getByRole('button', { name: 'Add Product' }).click();
      const product = page.getByRole('dialog');
      await product.getByRole('textbox', { name: labelled('Nick Name') }).fill(PRODUCT.nickName);
      await pickAutocomplete(product, page, 'Product', 'Mobile', PRODUCT.product);
      await pickSelect(product, page, 'Product Type', PRODUCT.productType);
      await pickAutocomplete(product, page, 'Brand', 'Sams', PRODUCT.brand);
      await product.getByRole('combobox', { name: labelled('Model Number') }).fill(PRODUCT.modelNo);
      await product.getByRole('textbox', { name: labelled('Serial Number') }).fill(PRODUCT.serialNo);
      await pickSelect(product, page, 'Warranty', 'No');
      await chooseFile(page, product.getByRole('button', { name: 'Upload Document' }), invoice);
      await product.getByText('invoice.pdf').waitFor();
      await product.getByRole('button', { name: 'Add', exact: true }).click();
      await product.waitFor({ state: 'detached' });
      await toast(page, 'Product Created Successfully');

      await page.getByRole('radio', { name: 'Choose Home' }).check();
      await page.getByRole('radio', { name: `Choose ${PRODUCT.nickName}` }).check();
      await fillRequest(page);
      await page.getByText('GreenFix Services').waitFor();
      const chosen = await firstOpenSlot(page);
      await chosen.slot.click();

      await page.getByRole('textbox', { name: 'Coupon Code' }).fill('welcome10');
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await page.getByText('Coupon WELCOME10 applied: 10% off').waitFor();
      const amounts = await page.getByRole('group', { name: 'Amounts' }).getByText(/₹/).allTextContents();
      expect(amounts).toHaveLength(4);
      expect(amounts.every((amount) => /^−?₹\d+\.\d{2}$/.test(amount))).toBe(true);
      await page.getByRole('radio', { name: 'Pay via link' }).check();
      await screenshot(page, 'booking-form');

      const requestId = await raiseAndConfirm(page, `${CUSTOMER.firstName} ${CUSTOMER.lastName}`, chosen.label);
      await page.waitForURL(new RegExp(`/dashboard/repair-request/view/${requestId}$`));
      await page.getByRole('heading', { level: 1, name: requestId }).waitFor();
      await page.getByText(`${PRODUCT.product} (${PRODUCT.nickName})`).waitFor();
      // The payment card names the mode, and lists the booking's payment, asked by link.
      await page.getByText('Pay via link', { exact: true }).waitFor();
      await page.getByRole('cell', { name: 'Booking' }).waitFor();
      await page.getByText('Discount (WELCOME10)').waitFor();
      await screenshot(page, 'booking-request-page');

      // The slot booked has one place less for the next booking.
      const token = await accessToken(ADMIN.email, ADMIN.password);
      const request = await apiCall<{
        assignee: { channelPartnerId: string };
        appointmentSlot: { date: string; slot: string };
      }>(`requests/${requestId}`, token);
      expect(request.appointmentSlot).toEqual({ date: chosen.date, slot: chosen.label });
      const query = new URLSearchParams({
        fromDate: chosen.date,
        toDate: chosen.date,
        serviceId: 'SID101',
        pincode: ADDRESS.pincode,
        area: ADDRESS.area,
      });
      const [day] = await apiCall<TimeSlotDay[]>(
        `requests/calendar/timeSlots/channelPartner/${request.assignee.channelPartnerId}?${query}`,
        token,
      );
      expect(day.slots.find((slot) => slot.slot === chosen.label)?.available).toBe(chosen.available - 1);
      await context.close();
    },
  );

  it('an admin books an e-waste pick-up of the product, which opens the e-waste request page', async () => {
    const { context, page } = await signedIn(ADMIN);
    await page.goto('/dashboard/book-request');
    await getDetails(page, CUSTOMER.mobile);
    await page.getByRole('radio', { name: 'Choose Home' }).check();
    await page.getByRole('radio', { name: `Choose ${PRODUCT.nickName}` }).check();
    await pickSelect(page, page, 'Service Type', 'E-Waste Pick-up');
    await pickSelect(page, page, 'Source Information', 'Drive');
    await pickSelect(page, page, 'Request From', 'End Customer');
    expect(await page.getByRole('button', { name: 'Select Issues' }).count()).toBe(0);
    const chosen = await firstOpenSlot(page);
    await chosen.slot.click();
    await page.getByRole('radio', { name: 'Pay Later' }).check();
    const raise = page.getByRole('button', { name: 'Raise Request', exact: true });
    await expect.poll(() => raise.isEnabled()).toBe(true);
    await raise.click();
    const dialog = page.getByRole('dialog');
    const requestId = (await dialog.getByText(/^Request ID: /).textContent())!.replace('Request ID: ', '');
    expect(requestId).toMatch(/^EREQ\d{8,}$/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(new RegExp(`/dashboard/ewaste-request/view/${requestId}$`));
    await page.getByRole('heading', { level: 1, name: requestId }).waitFor();
    await page.getByText('Collection Agent', { exact: true }).waitFor();
    await context.close();
  });

  it('an Active dealer books without the Cash option and lands on the read-only request page', async () => {
    const { context, page } = await signedIn(DEALER);
    await page.goto('/dashboard/book-request');
    await getDetails(page, CUSTOMER.mobile);
    await page.getByRole('heading', { level: 1, name: `${CUSTOMER.firstName} ${CUSTOMER.lastName}` }).waitFor();
    await expect.poll(() => page.getByText('Referral Code').count()).toBe(0);
    await page.getByRole('radio', { name: 'Choose Home' }).check();
    await page.getByRole('radio', { name: `Choose ${PRODUCT.nickName}` }).check();
    await fillRequest(page);
    await page.getByRole('radio', { name: 'Pay via link' }).waitFor();
    expect(
      await page
        .getByRole('radiogroup', { name: 'Payment Mode' })
        .getByRole('radio')
        .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value)),
    ).toEqual(['Link', 'PayLater']);
    expect(await page.getByRole('radio', { name: 'Cash' }).count()).toBe(0);
    const chosen = await firstOpenSlot(page);
    await chosen.slot.click();
    await page.getByRole('radio', { name: 'Pay Later' }).check();
    const requestId = await raiseAndConfirm(page, `${CUSTOMER.firstName} ${CUSTOMER.lastName}`, chosen.label);
    await page.waitForURL(new RegExp(`/dashboard/repair-request/view-only/${requestId}$`));
    await page.getByRole('heading', { level: 1, name: requestId }).waitFor();
    await page.getByText('Pay Later').waitFor();
    await context.close();
  });

  it(
    'customer care books from the customer view and stays there, ' + 'the new request in the Repair Request tab',
    async () => {
      const { context, page } = await signedIn(CARE);
      await page.goto('/dashboard/customers/search');
      await getDetails(page, CUSTOMER.mobile);
      await page.waitForURL(/\/dashboard\/customers\/view\//);
      await page.getByRole('heading', { level: 1, name: `${CUSTOMER.firstName} ${CUSTOMER.lastName}` }).waitFor();
      const customerView = page.url();
      await page.getByRole('button', { name: 'Raise Request', exact: true }).click();
      await page.getByRole('radio', { name: 'Choose Home' }).check();
      await page.getByRole('radio', { name: `Choose ${PRODUCT.nickName}` }).check();
      await fillRequest(page);
      const chosen = await firstOpenSlot(page);
      await chosen.slot.click();
      await page.getByRole('radio', { name: 'Cash' }).check();
      const requestId = await raiseAndConfirm(page, `${CUSTOMER.firstName} ${CUSTOMER.lastName}`, chosen.label);
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(page.url()).toBe(customerView);
      await page.getByRole('tab', { name: 'Repair Request' }).click();
      await page.getByText(requestId, { exact: true }).waitFor();
      await context.close();
    },
  );

  it('a pending dealer sees the waiting screen instead of the booking', async () => {
    const { context, page } = await signedIn(PENDING_DEALER, { width: 390, height: 844 });
    await page.goto('/dashboard/book-request');
    await page.getByText('Profile is under review.').waitFor();
    expect(await page.getByRole('button', { name: 'Get Details' }).count()).toBe(0);
    expect(await page.getByText(BOOKING_MESSAGES.selectAddress).count()).toBe(0);
    await context.close();
  });
});
