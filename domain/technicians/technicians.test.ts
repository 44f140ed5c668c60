import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../errors';
import { ROLES, type Role } from '../roles';
import type { z } from '../zod';
import {
  canCopyCurrentAddress,
  EMPTY_TECHNICIAN_ADDRESS,
  mayMoveTechnician,
  technicianAddressSchema,
  technicianApprovalFormSchema,
  technicianBasicDetailsSchema,
  technicianEmailParamsSchema,
  TECHNICIAN_PROFILE_MESSAGES,
  technicianMissingItems,
  technicianMissingLines,
  technicianMobileParamsSchema,
  TECHNICIAN_STATUSES,
  technicianStatusSchema,
  TECHNICIAN_TABS,
  type TechnicianStatus,
} from '.';

/**
 * What `role` may move a profile in `from` to, by mayMoveTechnician (the approval panel's choices, or Pending for
 * Submit).
 */
const nextTechnicianStatuses = (from: TechnicianStatus, role: Role) =>
  TECHNICIAN_STATUSES.filter((to) => mayMoveTechnician(from, to, role)).sort();

/** What the API would answer as `errors` for the input ({} when it parses). */
const messages = (schema: z.ZodType, input: unknown) => fieldErrors(schema.safeParse(input).error?.issues ?? []);

const address = {
  addressLine1: '12 MG Road',
  addressLine2: 'Block A',
  landmark: '',
  pincode: '560001',
  area: 'MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
};
const details = {
  channelPartner: { id: 'CP00001', name: 'Green Fix' },
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: '',
  mobile: '9876543210',
  currentAddress: address,
  permanentAddress: address,
};

describe('technician messages', () => {
  it("carries the spec's texts", () => {
    expect(TECHNICIAN_PROFILE_MESSAGES).toMatchObject({
      firstNameRequired: 'First Name is required',
      lastNameRequired: 'Last Name is required',
      nameLetters: 'Only alphabets and spaces allowed',
      emailInvalid: 'Invalid email',
      emailInUse: 'This email is already in use',
      mobileRequired: 'Mobile Number is required',
      mobileInvalid: 'Phone Number is not valid',
      mobileInUse: 'This Mobile Number is already in use',
      pincodeInvalid: 'Not a valid Pincode',
      pincodeRequired: 'Valid Pincode is required',
      pincodeUnavailable: 'Unavailable Pincode',
      remarkRequired: 'Remark is required',
      rejectConfirm: 'Are you sure you want to reject this profile?',
      resubmitConfirm: 'Are you sure you want to resubmit this profile?',
      serviceAreasMissing: '* Service Areas are Missing',
      brandsProductsMissing: '* Brand and Product are Missing',
      basicDetailsUpdated: 'Basic Details Updated',
      photoUploaded: 'Profile Photo Uploaded',
      photoUpdated: 'Profile Photo Updated',
      bankDetailsAdded: 'Bank Details Added',
      bankDetailsUpdated: 'Bank Details Updated',
      serviceAdded: 'Service Added',
      serviceUpdated: 'Service Updated',
      serviceDeleted: 'Service Deleted',
      brandProductsAdded: 'Brand and Products Added',
      productsUpdated: 'Products Updated',
      brandDeleted: 'Brand Deleted',
      serviceAreasAdded: 'Service Areas Added',
      serviceAreaDeleted: 'ServiceArea Deleted',
      documentUploaded: 'Document Uploaded',
      documentDeleted: 'Document Deleted',
      statusModified: 'Status of Request Modified Successfully',
      noData: 'No Data Available',
      noPincodes: 'Pincodes Are Not Available',
      noBrandsProducts: 'Brands or products are not available',
      // The sign-in messages of the same name stay part of it.
      unknownMobile: 'Mobile Number does not exist',
      invalidOtp: 'Invalid OTP, try again',
    });
  });
});

describe('technician basic details', () => {
  it(
    'takes a valid form, ignoring leading spaces, a typed ' + '+91 and spaces in the mobile, a pincode typed as text',
    () => {
      const parsed = technicianBasicDetailsSchema.parse({
        ...details,
        firstName: '  Ravi',
        lastName: ' Kumar Rao',
        email: ' Ravi@Example.IN',
        mobile: '+91 98765 43210',
      });
      expect(parsed).toEqual({
        ...details,
        lastName: 'Kumar Rao',
        email: 'ravi@example.in',
        currentAddress: { ...address, pincode: 560001 },
        permanentAddress: { ...address, pincode: 560001 },
      });
      expect(
        technicianBasicDetailsSchema.parse({
          ...details,
          email: undefined,
          currentAddress: { ...address, landmark: undefined },
        }),
      ).toMatchObject({
        email: '',
        currentAddress: { landmark: '' },
      });
    },
  );

  it("says 'First Name is required' for both names left empty, and the other messages, all at once", () => {
    expect(
      messages(technicianBasicDetailsSchema, {
        ...details,
        firstName: '',
        lastName: '   ',
        email: 'ravi@',
        mobile: '',
      }),
    ).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Invalid email',
      mobile: 'Mobile Number is required',
    });
    expect(
      messages(technicianBasicDetailsSchema, {
        channelPartner: details.channelPartner,
        currentAddress: address,
        permanentAddress: address,
      }),
    ).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      mobile: 'Mobile Number is required',
    });
  });

  it('allows only letters and spaces in names, at most 255', () => {
    expect(messages(technicianBasicDetailsSchema, { ...details, firstName: 'Ravi2', lastName: 'K.' })).toEqual({
      firstName: 'Only alphabets and spaces allowed',
      lastName: 'Only alphabets and spaces allowed',
    });
    expect(messages(technicianBasicDetailsSchema, { ...details, firstName: 'a'.repeat(255) })).toEqual({});
    expect(messages(technicianBasicDetailsSchema, { ...details, firstName: 'a'.repeat(256) })).toEqual({
      firstName: 'Must be at most 255 characters',
    });
    expect(messages(technicianBasicDetailsSchema, { ...details, email: `${'a'.repeat(250)}@x.com` })).toEqual({
      email: 'Must be at most 255 characters',
    });
  });

  it("wants ten digits starting 6-9 for the mobile: 'Phone Number is not valid'", () => {
    for (const mobile of ['98765', '5876543210', '98765432101', '+91 5876543210', '98765abcde'])
      expect(messages(technicianBasicDetailsSchema, { ...details, mobile })).toEqual({
        mobile: 'Phone Number is not valid',
      });
    expect(technicianBasicDetailsSchema.parse({ ...details, mobile: '+916123456789' }).mobile).toBe('6123456789');
  });

  it('needs the partner', () => {
    expect(
      messages(technicianBasicDetailsSchema, { ...details, channelPartner: { id: ' ', name: 'Green Fix' } }),
    ).toEqual({ 'channelPartner.id': 'Channel Partner is required' });
    expect(messages(technicianBasicDetailsSchema, { ...details, channelPartner: undefined })).toEqual({
      channelPartner: 'Channel partner is required',
    });
  });

  it('checks both addresses with their paths', () => {
    expect(
      messages(technicianBasicDetailsSchema, { ...details, permanentAddress: { ...address, pincode: '99999' } }),
    ).toEqual({
      'permanentAddress.pincode': 'Not a valid Pincode',
    });
    expect(messages(technicianBasicDetailsSchema, { ...details, currentAddress: { ...address, area: '' } })).toEqual({
      'currentAddress.area': 'Area is required',
    });
  });

  it('checks the duplicate look-ups only for a valid mobile or e-mail', () => {
    expect(technicianMobileParamsSchema.parse({ mobile: '+91 9876543210' })).toEqual({ mobile: '9876543210' });
    expect(messages(technicianMobileParamsSchema, { mobile: '123' })).toEqual({ mobile: 'Phone Number is not valid' });
    expect(technicianEmailParamsSchema.parse({ email: 'Ravi@Example.in' })).toEqual({ email: 'ravi@example.in' });
    expect(messages(technicianEmailParamsSchema, { email: 'ravi' })).toEqual({ email: 'Invalid email' });
    expect(messages(technicianEmailParamsSchema, { email: '' })).toEqual({ email: 'Invalid email' });
  });
});

describe('technician address', () => {
  it('requires the lines, area, city and state; landmark is optional', () => {
    expect(messages(technicianAddressSchema, { ...EMPTY_TECHNICIAN_ADDRESS })).toEqual({
      addressLine1: 'Address Line 1 is required',
      addressLine2: 'Address Line 2 is required',
      pincode: 'Valid Pincode is required',
      area: 'Area is required',
      city: 'City is required',
      state: 'State is required',
    });
    expect(technicianAddressSchema.parse({ ...address, landmark: ' Near the temple' }).landmark).toBe(
      'Near the temple',
    );
  });

  it(
    "reads the pincode as a number 100000..999999: 'Valid Pincode " +
      "is required' when empty, 'Not a valid Pincode' otherwise",
    () => {
      const pincode = (value: unknown) => messages(technicianAddressSchema, { ...address, pincode: value });
      expect(pincode(undefined)).toEqual({ pincode: 'Valid Pincode is required' });
      expect(pincode(' ')).toEqual({ pincode: 'Valid Pincode is required' });
      expect(pincode('012345')).toEqual({ pincode: 'Not a valid Pincode' });
      expect(pincode(99999)).toEqual({ pincode: 'Not a valid Pincode' });
      expect(pincode(1000000)).toEqual({ pincode: 'Not a valid Pincode' });
      expect(pincode(100000.5)).toEqual({ pincode: 'Not a valid Pincode' });
      expect(pincode(100000)).toEqual({});
      expect(pincode('999 999')).toEqual({});
      expect(technicianAddressSchema.parse({ ...address, pincode: 560001 }).pincode).toBe(560001);
    },
  );

  it("offers 'Same as Current Address' only once the lines, a valid pincode and the area are filled", () => {
    expect(canCopyCurrentAddress(address)).toBe(true);
    expect(canCopyCurrentAddress({ ...address, city: '', state: '', landmark: '' })).toBe(true);
    expect(canCopyCurrentAddress({ ...address, addressLine1: ' ' })).toBe(false);
    expect(canCopyCurrentAddress({ ...address, addressLine2: '' })).toBe(false);
    expect(canCopyCurrentAddress({ ...address, area: '' })).toBe(false);
    expect(canCopyCurrentAddress({ ...address, pincode: '56000' })).toBe(false);
    expect(canCopyCurrentAddress({ ...address, pincode: '' })).toBe(false);
    expect(canCopyCurrentAddress(EMPTY_TECHNICIAN_ADDRESS)).toBe(false);
    expect(canCopyCurrentAddress(undefined)).toBe(false);
  });
});

describe('technician statuses', () => {
  const { admin, channelPartner, technician, dealer, customerCare } = ROLES;

  it('stores the statuses as the partner side spells them, each in one tab', () => {
    expect(TECHNICIAN_STATUSES).toEqual([
      'Incomplete',
      'Resubmission',
      'Pending',
      'Rejected',
      'Expired',
      'Revoked',
      'Invited',
      'Active',
    ]);
    expect(Object.values(TECHNICIAN_TABS).flat().sort()).toEqual([...TECHNICIAN_STATUSES].sort());
    expect(TECHNICIAN_TABS.pending).toEqual(expect.arrayContaining(['Pending', 'Rejected', 'Resubmission']));
  });

  it('submits only an incomplete or resubmit profile, making it pending, by its partner or an admin', () => {
    const submittable = TECHNICIAN_STATUSES.filter((from) => mayMoveTechnician(from, 'Pending', channelPartner));
    expect(submittable).toEqual(['Incomplete', 'Resubmission']);
    expect(mayMoveTechnician('Incomplete', 'Pending', admin)).toBe(true);
    expect(mayMoveTechnician('Resubmission', 'Pending', admin)).toBe(true);
    for (const role of [technician, dealer, customerCare])
      expect(mayMoveTechnician('Incomplete', 'Pending', role)).toBe(false);
    expect(mayMoveTechnician('Incomplete', 'Active', channelPartner)).toBe(false);
    expect(mayMoveTechnician('Incomplete', 'Active', admin)).toBe(false);
  });

  it('lets only an admin decide on a pending profile: Active, Rejected or Resubmission', () => {
    expect(nextTechnicianStatuses('Pending', admin)).toEqual(['Active', 'Rejected', 'Resubmission']);
    for (const role of [channelPartner, technician, dealer, customerCare])
      expect(nextTechnicianStatuses('Pending', role)).toEqual([]);
    const others = TECHNICIAN_STATUSES.filter((status) => status !== 'Pending');
    for (const from of others)
      for (const to of ['Active', 'Rejected'] as TechnicianStatus[])
        expect(mayMoveTechnician(from, to, admin), `${from} -> ${to}`).toBe(false);
    expect(mayMoveTechnician('Active', 'Resubmission', admin)).toBe(false);
    expect(mayMoveTechnician('Rejected', 'Pending', admin)).toBe(false);
    expect(mayMoveTechnician('Pending', 'Pending', admin)).toBe(false);
    for (const role of Object.values(ROLES)) expect(nextTechnicianStatuses('Active', role)).toEqual([]);
  });

  it("needs a remark for every decision: 'Remark is required'", () => {
    for (const status of ['Active', 'Rejected', 'Resubmission']) {
      expect(messages(technicianStatusSchema, { id: 'TECH1', status, remark: '' })).toEqual({
        remark: 'Remark is required',
      });
      expect(messages(technicianStatusSchema, { id: 'TECH1', status, remark: '   ' })).toEqual({
        remark: 'Remark is required',
      });
      expect(technicianStatusSchema.parse({ id: 'TECH1', status, remark: ' Checked ' })).toEqual({
        id: 'TECH1',
        status,
        remark: 'Checked',
      });
    }
    expect(messages(technicianStatusSchema, { id: 'TECH1', remark: 'ok' })).toEqual({ status: 'Status is required' });
    expect(messages(technicianStatusSchema, { id: 'TECH1', status: 'Pending', remark: 'ok' })).toEqual({
      status: 'Status is required',
    });
    expect(messages(technicianStatusSchema, { id: '', status: 'Active', remark: 'ok' })).toEqual({
      id: 'Id is required',
    });
    expect(messages(technicianApprovalFormSchema, { status: 'Rejected' })).toEqual({ remark: 'Remark is required' });
  });
});

describe('technician approval conditions', () => {
  const complete = {
    serviceAreaIds: ['560001#MG Road'],
    services: [{ id: 'SID102' }, { id: 'SID101' }],
    brandsProducts: [{}],
  };

  it('is met by service areas and, with the repair service, a brand and product', () => {
    expect(technicianMissingItems(complete)).toEqual([]);
  });

  it('names each missing condition on its own, with its banner line', () => {
    expect(technicianMissingItems({ ...complete, serviceAreaIds: [] })).toEqual(['serviceAreas']);
    expect(technicianMissingItems({ ...complete, brandsProducts: [] })).toEqual(['brandsProducts']);
    expect(
      technicianMissingLines(technicianMissingItems({ ...complete, serviceAreaIds: [], brandsProducts: [] })),
    ).toEqual(['* Service Areas are Missing', '* Brand and Product are Missing']);
  });

  it('asks brands and products only when the repair service SID101 is held, wherever it is in the list', () => {
    expect(technicianMissingItems({ ...complete, services: [{ id: 'SID102' }], brandsProducts: [] })).toEqual([]);
    expect(technicianMissingItems({ ...complete, services: [], brandsProducts: [] })).toEqual([]);
    expect(technicianMissingItems({ ...complete, services: [{ id: 'SID101' }], brandsProducts: [] })).toEqual([
      'brandsProducts',
    ]);
  });
});
