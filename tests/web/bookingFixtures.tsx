import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'ra-core';
import { expect } from 'vitest';
import type { TimeSlotDay } from '../../domain/channelPartner/timeSlots';
import { calendarDays, SLOT_LABELS } from '../../domain/channelPartner/timeSlots';
import type { CustomerAddressRecord, CustomerProductRecord, CustomerRecord } from '../../domain/customers/records';
import type { RequestRecord } from '../../domain/requests/records';
import type { HttpRequest } from '../../src/dataProvider/httpClient';
import type { RouteTable } from './profileFixtures';

/** Shared by the booking and request page web tests (not a test file itself). */

export const address: CustomerAddressRecord = {
  id: 'ADR1',
  name: 'Home',
  line1: '12 MG Road',
  line2: 'Block A',
  landmark: 'Near the park',
  area: 'Bangalore GPO',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: 560001,
  default: false,
};

export const product: CustomerProductRecord = {
  id: 'UP1',
  nickName: 'Living room TV',
  productId: 'PID1',
  productType: 'LED',
  brandId: 'BID1',
  categoryId: 'CAT1',
  modelNo: 'UA43',
  serialNo: 'SN123',
  purchaseDate: null,
  additionalDocuments: [],
  userId: 'CUS1',
  status: 'Active',
  isEditable: true,
  warrantyStatus: 'No',
  product: { name: 'Television' },
  brand: { name: 'Samsung' },
};

export const customer: CustomerRecord = {
  id: 'CUS1',
  username: '9876543210',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  mobileNumber: '+919876543210',
  altMobileNumber: '',
  pincode: 560001,
  referralCode: 'ASHA1234',
  rewardPoints: 0,
  addresses: [address],
  products: [product],
  createdAt: '2026-11-01T04:30:00.000Z',
  lastUpdate: '2026-11-01T04:30:00.000Z',
};

/**
 * Today (the first day asked for): the first two slots closed by the +6 h rule; later days green, orange, orange, red.
 */
export const TODAY_SLOTS = [0, 0, 2, 6];
export const LATER_SLOTS = [5, 4, 1, 0];

export function slotDaysFor({ query }: HttpRequest): TimeSlotDay[] {
  const { fromDate, toDate } = query as { fromDate: string; toDate: string };
  return calendarDays(fromDate, toDate).map((date, index) => {
    const slots = SLOT_LABELS.map((slot, i) => ({ slot, available: (index === 0 ? TODAY_SLOTS : LATER_SLOTS)[i] }));
    return { date, available: slots.reduce((sum, s) => sum + s.available, 0), slots };
  });
}

export function bookedRequest(overrides: Partial<RequestRecord> = {}): RequestRecord {
  return {
    id: 'REQ00000042',
    kind: 'repair',
    serviceId: 'SID101',
    serviceName: 'Repair',
    status: 'Open',
    source: 'Call Center',
    requestFrom: 'End Customer',
    userName: customer.username,
    customer: { id: customer.id, name: 'Asha Rao', mobileNumber: customer.mobileNumber },
    address: {
      id: 'ADR1',
      addressName: 'Home',
      addressLine1: '12 MG Road',
      addressLine2: 'Block A',
      landmark: 'Near the park',
      area: 'Bangalore GPO',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: 560001,
    },
    products: [
      {
        userProductId: 'UP1',
        productId: 'PID1',
        name: 'Television',
        productType: 'LED',
        brandId: 'BID1',
        brandName: 'Samsung',
        nickName: 'Living room TV',
        modelNo: 'UA43',
        serialNo: 'SN123',
        eWasteItem: null,
        quantity: null,
      },
    ],
    issues: [{ issueId: 'ISS1', name: 'No power', description: 'Does not switch on' }],
    appointmentSlot: { date: '2026-11-27', slot: '12:00-15:00' },
    assignee: {
      channelPartnerId: 'CP1001',
      channelPartnerName: 'GreenFix Services',
      technicianId: null,
      technicianName: null,
    },
    payment: {
      method: 'Link',
      status: 'Created',
      pricePaise: 49999,
      discountPaise: 5000,
      couponDiscountPaise: 5000,
      sparePartsPaise: 0,
      adminDiscountPaise: 0,
      adminDiscountReason: null,
      adminDiscountBy: null,
      taxablePaise: 44999,
      gstPaise: 8100,
      totalPaise: 53099,
      igstPercent: 18,
      couponCode: 'SAVE10',
      couponPercent: 10,
    },
    rewardPoints: 0,
    sparePartId: null,
    discount: 50,
    bookedByRole: 'Web-Admin',
    diagnosis: null,
    statusRemark: null,
    disposalMethod: null,
    spareParts: [],
    documents: [],
    visits: [],
    createdAt: '2026-11-25T06:30:00.000Z',
    lastUpdate: '2026-11-25T06:30:00.000Z',
    ...overrides,
  };
}

export const SERVICES = [
  { id: 'SID101', type: 'Repair', name: 'Repair', status: 'Publish' },
  { id: 'SID102', type: 'E-Waste', name: 'E-Waste', status: 'Publish' },
];

/**
 * The booking support calls of one customer product: price ₹499.99 with 18 % GST, coupon SAVE10 (10 %), partner CP1001.
 */
export function bookingRoutes(extra: RouteTable = {}): RouteTable {
  return {
    'POST master/service/getByPaginationAndFilter': { records: SERVICES, totalRecords: SERVICES.length },
    'GET master/issue/product/PID1': [
      { id: 'ISS1', name: 'No power', description: 'Does not switch on' },
      { id: 'ISS2', name: 'No picture', description: 'Sound but no picture' },
    ],
    'GET channel-partner/service/*': [{ id: 'CP1001', name: 'GreenFix Services', dailyCallCapacity: 20 }],
    'GET requests/calendar/timeSlots/channelPartner/CP1001': slotDaysFor,
    'POST master/servicePrice/detail': { prices: [{ active: true, sellingPrice: 499.99 }], gst: { igst: 18 } },
    'GET coupon/all': [{ code: 'SAVE10', percentage: 10 }],
    ...extra,
  };
}

export const conflict = (message: string) => new HttpError(message, 409, { message });

/** Picks an option of an MUI select by its label. */
export async function choose(label: string | RegExp, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

export const raiseButton = () => screen.getByRole('button', { name: 'Raise Request' });
export const dateButtons = async () =>
  within(await screen.findByRole('group', { name: 'Appointment dates' })).getAllByRole('button');
export const slotButton = (slot: string) =>
  within(screen.getByRole('group', { name: 'Time slots' })).getByRole('button', { name: new RegExp(`^${slot}`) });

/** Chooses the issues ISS1 in the Issues selection dialog. */
export async function chooseIssue(name = 'No power') {
  fireEvent.click(await screen.findByRole('button', { name: 'Select Issues' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByText(name));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Choose' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** Types a free-text issue in the 'Add Issue' box (a product without listed issues). */
export async function typeIssue(description: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Add Issue' }), { target: { value: description } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
}

/**
 * Service Repair, source Call Center, request from End Customer, issue No power, tomorrow 09:00-12:00 and Pay via link.
 */
export async function fillBooking({
  method = 'Pay via link',
  issue = () => chooseIssue(),
}: { method?: string; issue?: () => Promise<void> } = {}) {
  await issue();
  await choose(/Service Type/, 'Repair');
  await choose(/Source Information/, 'Call Center');
  await choose(/Request From/, 'End Customer');
  const [, tomorrow] = await dateButtons();
  fireEvent.click(tomorrow);
  await waitFor(() => expect(slotButton('09:00-12:00')).toBeEnabled());
  fireEvent.click(slotButton('09:00-12:00'));
  fireEvent.click(screen.getByRole('radio', { name: method }));
}
