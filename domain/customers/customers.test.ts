import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../errors';
import { UNREADABLE_DAY } from '../masters/days';
import type { z } from '../zod';
import {
  addressFormSchema,
  customerAddressSchema,
  CUSTOMER_MESSAGES,
  customerNameSearchParamsSchema,
  customerProductSchema,
  customerProfileSchema,
  encashmentSchema,
  ENCASHMENT_MESSAGES,
  PRODUCT_MESSAGES,
} from '.';

/** What the API would answer as `errors` for the input ({} when it parses). */
const messages = (schema: z.ZodType, input: unknown) => fieldErrors(schema.safeParse(input).error?.issues ?? []);

const profile = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: '',
  mobileNumber: '9876543210',
  altMobileNumber: '',
  pincode: '560001',
};

describe('customer profile', () => {
  it('takes a valid profile, trimming leading spaces and a typed +91', () => {
    const parsed = customerProfileSchema.parse({
      ...profile,
      firstName: '  Ravi',
      mobileNumber: '+91 98765 43210',
      pincode: '560 001',
    });
    expect(parsed).toEqual({
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: '',
      mobileNumber: '9876543210',
      altMobileNumber: '',
      pincode: 560001,
    });
  });

  it("flags every invalid field at once with the spec's messages", () => {
    expect(
      messages(customerProfileSchema, {
        firstName: 'R4vi',
        lastName: '',
        email: 'not-mail',
        mobileNumber: '',
        altMobileNumber: '12345',
        pincode: '012345',
      }),
    ).toEqual({
      firstName: CUSTOMER_MESSAGES.nameLetters,
      lastName: CUSTOMER_MESSAGES.lastNameRequired,
      email: 'Invalid email',
      mobileNumber: 'Mobile Number is Required',
      altMobileNumber: 'Mobile Number is not valid',
      pincode: 'Invalid Pincode',
    });
    expect(messages(customerProfileSchema, { ...profile, mobileNumber: '5876543210' })).toEqual({
      mobileNumber: 'Mobile Number is not valid',
    });
    expect(messages(customerProfileSchema, { ...profile, email: `${'a'.repeat(250)}@x.com` })).toEqual({
      email: 'Must be at most 255 characters',
    });
  });

  it('searches names from three characters', () => {
    expect(messages(customerNameSearchParamsSchema, { name: 'Ra' })).toEqual({ name: 'Type at least 3 characters' });
    expect(messages(customerNameSearchParamsSchema, { name: 'Rav' })).toEqual({});
  });
});

describe('customer address', () => {
  const form = {
    addressType: 'Home',
    saveAddressAs: '',
    addressLine1: '12 MG Road',
    line1: '12 MG Road',
    pincode: '560001',
    area: 'MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
  };

  it("names the address by its type, or by the label typed for 'Other', which is then required", () => {
    expect(addressFormSchema.parse(form)).toMatchObject({
      name: 'Home',
      line1: '12 MG Road',
      pincode: 560001,
      default: false,
    });
    expect(messages(addressFormSchema, { ...form, addressType: 'Other' })).toEqual({
      saveAddressAs: 'Field is required',
    });
    expect(addressFormSchema.parse({ ...form, addressType: 'Other', saveAddressAs: "Mom's place" })).toMatchObject({
      name: "Mom's place",
    });
  });

  it('requires line 1, area, city and state, and a valid pincode', () => {
    expect(
      messages(customerAddressSchema, { name: 'Home', line1: ' ', pincode: '99999', area: '', city: '', state: '' }),
    ).toEqual({
      line1: 'Address Line 1 is required',
      pincode: 'Invalid Pincode',
      area: 'Area is required',
      city: 'City is required',
      state: 'State is required',
    });
  });
});

describe('customer product', () => {
  const schema = customerProductSchema('2026-11-25');
  const product = { productId: 'PID101', productType: 'LED', brandId: 'BID101', warrantyStatus: 'No' };

  it('requires product, type and brand; nick name letters, serial number letters and digits', () => {
    expect(messages(schema, { warrantyStatus: 'No', nickName: 'TV 2', serialNo: 'AB-12' })).toEqual({
      productId: 'Required',
      productType: 'Required',
      brandId: 'Required',
      nickName: 'Only alphabets and spaces allowed',
      serialNo: PRODUCT_MESSAGES.serialNumber,
    });
    expect(schema.parse({ ...product, modelNo: '  UA43  ', serialNo: 'AB12' })).toMatchObject({
      modelNo: 'UA43',
      serialNo: 'AB12',
      purchaseDate: '',
    });
  });

  it('needs a purchase date under warranty, from 01/01/2000 to today', () => {
    // Said whatever the other fields hold (an object refinement would otherwise wait for the product and brand).
    expect(messages(schema, { productId: '', warrantyStatus: 'Yes', purchaseDate: '1999-12-31' })).toMatchObject({
      productId: 'Required',
      purchaseDate: 'Purchase date must not be before 01/01/2000',
    });
    expect(messages(schema, { ...product, warrantyStatus: 'Yes' })).toEqual({
      purchaseDate: PRODUCT_MESSAGES.purchaseDateRequired,
    });
    expect(messages(schema, { ...product, warrantyStatus: 'Yes', purchaseDate: '1999-12-31' })).toEqual({
      purchaseDate: 'Purchase date must not be before 01/01/2000',
    });
    expect(messages(schema, { ...product, warrantyStatus: 'Yes', purchaseDate: '2026-11-26' })).toEqual({
      purchaseDate: 'Purchase date must not be after today',
    });
    expect(messages(schema, { ...product, warrantyStatus: 'Yes', purchaseDate: '2024-02-30' })).toEqual({
      purchaseDate: PRODUCT_MESSAGES.purchaseDateFormat,
    });
    // What the console's field holds while the typed day is incomplete or impossible: the format the person sees.
    expect(messages(schema, { ...product, warrantyStatus: 'Yes', purchaseDate: UNREADABLE_DAY })).toEqual({
      purchaseDate: 'Purchase date must be a date (dd/MM/yyyy)',
    });
    expect(messages(schema, { ...product, warrantyStatus: 'Yes', purchaseDate: '2000-01-01' })).toEqual({});
    expect(messages(schema, { ...product, warrantyStatus: 'Yes', purchaseDate: '2026-11-25' })).toEqual({});
  });
});

describe('reward encashment', () => {
  it('takes more than 0 and at most the balance', () => {
    expect(messages(encashmentSchema(50), { amount: 0 })).toEqual({ amount: ENCASHMENT_MESSAGES.positive });
    expect(messages(encashmentSchema(50), { amount: 51 })).toEqual({
      amount: 'Number must be less than or equal to reward points.',
    });
    expect(messages(encashmentSchema(50), { amount: 50 })).toEqual({});
    expect(messages(encashmentSchema(0), { amount: 1 })).toEqual({ amount: ENCASHMENT_MESSAGES.overBalance });
  });
});
