import { describe, expect, it } from 'vitest';
import { bankDetailsFormSchema, bankDetailsSchema } from './bank';
import { documentSchema, isMandatoryType, isUniqueType } from './kyc';
import { maskNumber } from './mask';
import { parseServiceAreaId, serviceAreasSchema } from './serviceAreas';
import { brandProductsSchema } from './brandProducts';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const cheque = { name: 'cheque.pdf', type: 'application/pdf', key: 'channelPartner/CP1001/a.pdf' };
const bank = {
  ifscCode: 'HDFC0000001',
  name: 'HDFC Bank',
  branch: 'Mumbai',
  city: 'Mumbai',
  accountHolderName: 'Green Fix',
  accountNumber: '123456789012',
  confirmAccountNumber: '123456789012',
  accountType: 'Saving Account',
  cheque,
};
const bankErrors = (change: Record<string, unknown>) =>
  messages(bankDetailsFormSchema.safeParse({ ...bank, ...change }));

describe('bank details', () => {
  it('accepts a complete form and upper-cases the IFSC', () => {
    expect(bankDetailsFormSchema.parse({ ...bank, ifscCode: 'hdfc0000001' }).ifscCode).toBe('HDFC0000001');
  });
  it("takes the spec's bank details without the confirmation, a form field only", () => {
    const { confirmAccountNumber: _confirmed, ...payload } = bank;
    expect(bankDetailsSchema.safeParse(payload).success).toBe(true);
    expect(bankErrors({ confirmAccountNumber: '' })).toEqual({
      confirmAccountNumber: 'Confirm Account Number is required',
    });
  });
  it('requires the cancelled cheque', () => {
    expect(bankErrors({ cheque: null })).toEqual({ cheque: 'Cancelled cheque is required' });
  });
  it('allows only letters and spaces in the holder name', () => {
    expect(bankErrors({ accountHolderName: 'Green Fix 2' })).toEqual({
      accountHolderName: 'Only alphabets and spaces are Allowed',
    });
  });
  it('wants 9 to 18 digits in the account number', () => {
    expect(bankErrors({ accountNumber: '12ab5678', confirmAccountNumber: '12ab5678' })).toEqual({
      accountNumber: 'Enter Valid Number',
    });
    expect(bankErrors({ accountNumber: '12345678', confirmAccountNumber: '12345678' })).toEqual({
      accountNumber: 'Must be 9-18 digits',
    });
    expect(bankErrors({ accountNumber: '1'.repeat(19), confirmAccountNumber: '1'.repeat(19) })).toEqual({
      accountNumber: 'Must be 9-18 digits',
    });
  });
  it('wants the confirmation to match', () => {
    expect(bankErrors({ confirmAccountNumber: '123456789013' })).toEqual({
      confirmAccountNumber: 'Bank Account number must match',
    });
  });
  it('wants an IFSC of 11 characters: four letters then seven alphanumerics', () => {
    expect(bankErrors({ ifscCode: 'HDFC000001' })).toEqual({ ifscCode: 'IFSC Code must be of length 11' });
    expect(bankErrors({ ifscCode: '1DFC0000001' })).toEqual({ ifscCode: 'Invalid IFSC Code' });
  });
  it('requires the account type, branch, bank name and city', () => {
    expect(bankErrors({ accountType: '', branch: '', name: '', city: '' })).toEqual({
      accountType: 'Account Type is required',
      branch: 'Branch is required',
      name: 'Bank Name is required',
      city: 'City is required',
    });
  });
});

describe('KYC documents', () => {
  const file = { name: 'a.png', type: 'image/png', key: 'k' };
  const docErrors = (doc: Record<string, unknown>) => messages(documentSchema.safeParse({ file, ...doc }));
  it('wants digits in an Aadhar number', () => {
    expect(docErrors({ docType: 'Aadhar Card', docNumber: '1234abcd9012' })).toEqual({
      docNumber: 'Must be in digits',
    });
    expect(docErrors({ docType: 'Aadhar Card', docNumber: '123456789012' })).toEqual({});
  });
  it('wants letters and numbers only in PAN and GST numbers', () => {
    expect(docErrors({ docType: 'PAN Card', docNumber: 'ABCDE-1234F' })).toEqual({
      docNumber: 'Only alphabets and Numbers are allowed',
    });
    expect(docErrors({ docType: 'GST', docNumber: '27ABCDE1234F1Z5' })).toEqual({});
  });
  it('refuses a file of another type', () => {
    expect(docErrors({ docType: 'PAN Card', docNumber: 'ABCDE1234F', file: { ...file, type: 'text/plain' } })).toEqual({
      'file.type': 'File Format is not supported',
    });
  });
  it('knows the mandatory types per scope: GST only for partners', () => {
    expect(isMandatoryType('channelPartner', 'GST')).toBe(true);
    expect(isMandatoryType('technician', 'GST')).toBe(false);
    expect(isMandatoryType('technician', 'aadhar card')).toBe(true);
  });
  it('wants optional document types unique', () => {
    expect(isUniqueType('Trade Licence', [{ docType: 'trade licence' }])).toBe(false);
    expect(isUniqueType('Trade Licence', [{ docType: 'GST' }])).toBe(true);
  });
});

describe('masking and service areas', () => {
  it('masks all but the last 4 digits', () => {
    expect(maskNumber('123456789012')).toBe('XXXXXXXX9012');
    expect(maskNumber('')).toBe('');
  });
  it("splits a service-area id on the first '#'", () => {
    expect(parseServiceAreaId('400001#Fort #2')).toEqual({ pincode: 400001, area: 'Fort #2' });
    expect(messages(serviceAreasSchema.safeParse({ serviceAreaIds: ['40001#Fort'] }))).toEqual({
      'serviceAreaIds.0': "A service area is a pincode and an area joined by '#'",
    });
    expect(messages(serviceAreasSchema.safeParse({ serviceAreaIds: [] }))).toEqual({
      serviceAreaIds: 'Select at least one area',
    });
  });
  it('wants a brand and at least one product', () => {
    expect(messages(brandProductsSchema.safeParse({ brandId: '', products: [] }))).toEqual({
      brandId: 'Brand is required',
      products: 'Select at least one product',
    });
  });
});
