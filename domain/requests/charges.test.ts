import { describe, expect, it } from 'vitest';
import { CHARGE_MESSAGES, discountSchema, requestDocumentSchema, sparePartLineSchema } from './charges';

const errorsOf = (
  schema: {
    safeParse(body: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  body: unknown,
) => {
  const parsed = schema.safeParse(body);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the bodies of the charges and documents of a request', () => {
  it('takes a discount in whole paise, 0 allowed, always with a reason', () => {
    expect(discountSchema.parse({ amountPaise: 0, reason: ' Taken back ' })).toEqual({
      amountPaise: 0,
      reason: 'Taken back',
    });
    expect(errorsOf(discountSchema, { amountPaise: 10.5, reason: '' })).toEqual({
      amountPaise: 'Discount must be in whole paise',
      reason: 'Reason is required',
    });
    expect(errorsOf(discountSchema, { amountPaise: -1, reason: 'x' })).toEqual({
      amountPaise: 'Discount must not be negative',
    });
    expect(errorsOf(discountSchema, { amountPaise: 1_000_000_001, reason: 'x' })).toEqual({
      amountPaise: 'Discount is too large',
    });
  });

  it('takes a spare part and a whole quantity from 1 to 999', () => {
    expect(sparePartLineSchema.parse({ sparePartId: ' SPID101 ', quantity: 2 })).toEqual({
      sparePartId: 'SPID101',
      quantity: 2,
    });
    expect(errorsOf(sparePartLineSchema, { sparePartId: '', quantity: 0 })).toEqual({
      sparePartId: 'Spare part is required',
      quantity: 'Quantity must be at least 1',
    });
    expect(errorsOf(sparePartLineSchema, { sparePartId: 'SPID101', quantity: 1000 })).toEqual({
      quantity: 'Quantity must be at most 999',
    });
  });

  it('takes a document type in letters, numbers and spaces, and an uploaded file', () => {
    const file = { name: 'before.png', type: 'image/png', key: 'request/REQ1/a.png' };
    expect(requestDocumentSchema.parse({ docType: ' Before Photo ', file })).toEqual({ docType: 'Before Photo', file });
    expect(errorsOf(requestDocumentSchema, { docType: 'Photo!' })).toEqual({
      docType: 'Only alphabets, numbers and spaces are allowed',
      file: 'Document file is required',
    });
  });

  it('words the amount due in rupees with two decimals', () => {
    expect(CHARGE_MESSAGES.discountAboveDue(154410)).toBe('The discount cannot be more than the amount due (₹1544.10)');
  });
});
