import { describe, expect, it } from 'vitest';
import { basicDetailsSchema } from './basicDetails';
import { inviteFormSchema, splitChallengeResponse } from './invite';
import { missingItems, missingDocumentTypes } from './missingItems';
import { dayAreaSchema, partnerServiceSchema } from './services';
import { approvalFormSchema, contractSchema, statusUpdateSchema } from './status';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('invitation', () => {
  it('requires every field with the spec messages', () => {
    expect(
      messages(inviteFormSchema.safeParse({ name: '', primaryEmail: '', primaryMobile: '', typeOfFirm: '' })),
    ).toEqual({
      name: 'Name is required',
      primaryEmail: 'Email is required',
      primaryMobile: 'Mobile Number is required',
      typeOfFirm: 'Type of firm is required',
    });
  });
  it('checks name letters, e-mail and mobile patterns', () => {
    expect(
      messages(
        inviteFormSchema.safeParse({
          name: 'Fix 24',
          primaryEmail: 'x@',
          primaryMobile: '5123456789',
          typeOfFirm: 'Retailer',
        }),
      ),
    ).toEqual({
      name: 'Only alphabets and spaces are Allowed',
      primaryEmail: 'Must be a valid email',
      primaryMobile: 'Phone Number is not valid',
    });
  });
  it("splits the link's token on the last '&'", () => {
    expect(splitChallengeResponse(encodeURIComponent('a&b@x.in&tok'))).toEqual({
      username: 'a&b@x.in',
      authChallenge: 'tok',
    });
    expect(splitChallengeResponse('garbage')).toEqual({ username: '', authChallenge: '' });
  });
});

describe('basic details', () => {
  const details = {
    name: 'Green Fix',
    typeOfFirm: 'Retailer',
    primaryEmail: 'g@x.in',
    primaryMobile: '9876543210',
    officeAddress: {
      addressLine1: '1 Road',
      addressLine2: 'Block A',
      landmark: '',
      pincode: '400001',
      area: 'Fort',
      city: 'Mumbai',
      state: 'Maharashtra',
    },
    managementDetails: { name: 'Asha Rao', email: '', mobileNumber: '9876543211' },
  };
  it('accepts a complete form with the pincode typed as text', () => {
    expect(basicDetailsSchema.parse(details).officeAddress.pincode).toBe(400001);
  });
  it('wants a pincode 100000..999999', () => {
    expect(
      messages(
        basicDetailsSchema.safeParse({ ...details, officeAddress: { ...details.officeAddress, pincode: '012345' } }),
      ),
    ).toEqual({
      'officeAddress.pincode': 'Not a valid Pincode',
    });
  });
  it('checks the manager fields', () => {
    const result = basicDetailsSchema.safeParse({
      ...details,
      managementDetails: { name: 'A1', email: 'nope', mobileNumber: '' },
    });
    expect(messages(result)).toEqual({
      'managementDetails.name': 'Only alphabets and spaces are Allowed',
      'managementDetails.email': 'Must be a valid email',
      'managementDetails.mobileNumber': 'Manager Mobile Number is required',
    });
  });
});

describe('service capacity and pincode-day mapping', () => {
  const capacity = (value: unknown) =>
    messages(partnerServiceSchema.safeParse({ id: 'SID101', dailyCallCapacity: value }));
  it('gives each capacity message', () => {
    expect(capacity('')).toEqual({ dailyCallCapacity: 'Call Capacity is Required' });
    expect(capacity('abc')).toEqual({ dailyCallCapacity: 'Must be a number' });
    expect(capacity(2.5)).toEqual({ dailyCallCapacity: 'Must be an integer' });
    expect(capacity(99999999999)).toEqual({ dailyCallCapacity: 'Should be at most 10000' });
    expect(capacity(10000)).toEqual({});
    expect(capacity(0)).toEqual({ dailyCallCapacity: 'Should be greater than 0' });
    expect(capacity('5')).toEqual({});
    expect(messages(partnerServiceSchema.safeParse({ id: '', dailyCallCapacity: 5 }))).toEqual({
      id: 'Service Type is Required',
    });
  });
  it('wants a day and at least one area', () => {
    expect(messages(dayAreaSchema.safeParse({ day: '', areas: [] }))).toEqual({
      day: 'Day is required',
      areas: 'Select at least one area',
    });
    expect(dayAreaSchema.parse({ day: '3', areas: ['400001#Fort'] }).day).toBe(3);
  });
});

describe('contract and approval', () => {
  it('wants both dates, the end after the start', () => {
    expect(messages(contractSchema.safeParse({ startDate: '', endDate: '' }))).toEqual({
      startDate: 'Select contract start date',
      endDate: 'Select contract end date',
    });
    expect(messages(contractSchema.safeParse({ startDate: '2026-12-01', endDate: '2026-12-01' }))).toEqual({
      endDate: 'Must be greater than contract start date',
    });
  });
  it('needs a contract and a remark to set Active, only a remark otherwise', () => {
    expect(messages(statusUpdateSchema.safeParse({ id: 'CP1', status: 'Active', remark: '' }))).toMatchObject({
      remark: 'Remark is required',
    });
    expect(statusUpdateSchema.safeParse({ id: 'CP1', status: 'Resubmission', remark: 'Fix the PAN' }).success).toBe(
      true,
    );
    expect(
      messages(approvalFormSchema.safeParse({ status: 'Active', startDate: '', endDate: '', remark: 'ok' })),
    ).toEqual({
      startDate: 'Select contract start date',
      endDate: 'Select contract end date',
    });
  });
});

describe('missing items (approval conditions)', () => {
  const complete = {
    bankDetails: { ifscCode: 'HDFC0000001' },
    documentDetails: ['Aadhar Card', 'PAN Card', 'GST'].map((docType) => ({ docType, mandatory: true })),
    serviceAreaIds: ['400001#Fort'],
    services: [{ id: 'SID101' }],
    brandsProducts: [{}],
    dayAreas: [{}],
  };
  it('is empty for a complete profile', () => {
    expect(missingItems(complete)).toEqual([]);
  });
  it('names each missing condition on its own', () => {
    expect(missingItems({ ...complete, bankDetails: null })).toEqual(['bankDetails']);
    expect(missingItems({ ...complete, documentDetails: complete.documentDetails.slice(1) })).toEqual(['documents']);
    expect(missingItems({ ...complete, serviceAreaIds: [] })).toEqual(['serviceAreas']);
    expect(missingItems({ ...complete, brandsProducts: [] })).toEqual(['brandsProducts']);
    expect(missingItems({ ...complete, dayAreas: [] })).toEqual(['dayAreas']);
    expect(missingItems({ ...complete, services: [] })).toEqual(['services']);
  });
  it('asks brands and day areas only when the first service is SID101', () => {
    expect(
      missingItems({ ...complete, services: [{ id: 'SID102' }, { id: 'SID101' }], brandsProducts: [], dayAreas: [] }),
    ).toEqual([]);
  });
  it('counts two mandatory documents for a technician', () => {
    expect(missingItems({ ...complete, documentDetails: complete.documentDetails.slice(0, 2) }, 'technician')).toEqual(
      [],
    );
    expect(missingDocumentTypes({ documentDetails: complete.documentDetails.slice(0, 1) })).toEqual([
      'PAN Card',
      'GST',
    ]);
  });
});

describe('booking slots', () => {
  it('closes today the slots starting within 6 hours and spreads the capacity', async () => {
    const { slotDays, calendarDays } = await import('./timeSlots');
    expect(calendarDays('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    // At 8 o'clock: 9 and 12 start within 6 hours (8 + 6 = 14 >= 9, 12), 15 and 18 stay open.
    const [today] = slotDays({ days: ['2026-03-01'], dailyCapacity: 10, today: '2026-03-01', hourNow: 8 });
    expect(today!.slots.map((s) => s.available)).toEqual([0, 0, 2, 2]);
    const [later] = slotDays({
      days: ['2026-03-02'],
      dailyCapacity: 10,
      today: '2026-03-01',
      hourNow: 8,
      booked: (_d, slot) => (slot === '09:00-12:00' ? 5 : 0),
    });
    expect(later!.slots.map((s) => s.available)).toEqual([0, 3, 2, 2]);
    expect(later!.available).toBe(7);
  });
});
