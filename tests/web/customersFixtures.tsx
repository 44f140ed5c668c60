import { HttpError } from 'ra-core';
import type { CustomerRecord } from '../../domain/customers/records';
import type { RequestRow } from '../../domain/requests/records';

/** Shared by the customer web tests (not a test file itself). */

export const conflict = (message: string, errors?: Record<string, string>) =>
  new HttpError(message, 409, { message, errors });
export const serverError = () => new HttpError('Internal Server Error', 500, { message: 'Internal Server Error' });

export function customer(overrides: Partial<CustomerRecord> = {}): CustomerRecord {
  return {
    id: 'CUS1001',
    username: '9876543210',
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: 'ravi@example.com',
    mobileNumber: '+919876543210',
    altMobileNumber: '',
    pincode: 560001,
    referralCode: 'RAVI7K2Q',
    rewardPoints: 50,
    addresses: [
      {
        id: 'ADR1',
        name: 'Home',
        line1: '12 MG Road',
        line2: 'Block A',
        landmark: '',
        area: 'Bangalore GPO',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: 560001,
        default: false,
      },
    ],
    products: [
      {
        id: 'UP1',
        nickName: 'Living room TV',
        productId: 'PID1',
        productType: 'LED',
        brandId: 'BID1',
        categoryId: 'CID105',
        modelNo: 'UA43',
        serialNo: 'SN123',
        purchaseDate: '2024-05-01',
        additionalDocuments: [],
        userId: 'CUS1001',
        status: 'Active',
        isEditable: true,
        warrantyStatus: 'Yes',
        product: { name: 'Television' },
        brand: { name: 'Samsung' },
      },
    ],
    createdAt: '2026-01-10T04:30:00.000Z',
    lastUpdate: '2026-01-10T04:30:00.000Z',
    ...overrides,
  };
}

export function requestRow(overrides: Partial<RequestRow> = {}): RequestRow {
  return {
    id: 'REQ100001',
    serviceId: 'SID101',
    productName: 'Television',
    products: [{ name: 'Television' }],
    serviceDetails: { id: 'SID101' },
    assignee: {
      channelPartnerId: 'CP1001',
      channelPartnerName: 'GreenFix Services',
      technicianId: 'TEC1',
      technicianName: 'Arun Das',
    },
    userName: '9876543210',
    customerName: 'Ravi Kumar',
    createdAt: '2026-11-20T06:00:00.000Z',
    appointmentSlot: { date: '2026-11-27', slot: '12:00-15:00' },
    status: 'Assigned',
    paymentStatus: 'Unpaid',
    ...overrides,
  };
}

export const PRODUCTS = {
  records: [
    { id: 'PID1', name: 'Television', productTypes: ['LED', 'OLED'], status: 'Publish' },
    { id: 'PID2', name: 'Air Conditioner', productTypes: ['Split', 'Window'], status: 'Publish' },
  ],
  totalRecords: 2,
};
export const BRANDS = { records: [{ id: 'BID1', name: 'Samsung', status: 'Publish' }], totalRecords: 1 };
export const MODELS = {
  records: [{ id: 'MID1', modelNo: 'UA43T5300', productId: 'PID1', brandId: 'BID1' }],
  totalRecords: 1,
};
