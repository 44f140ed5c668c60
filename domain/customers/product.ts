import { z } from '../zod';
import { NAME_MAX } from '../constants';
import { storedFile } from '../masters/common';

/** Warranty choices of the Add Product dialog (spec 001 §9: a list with yes among them). */
export const WARRANTY_OPTIONS = ['Yes', 'No'] as const;

/** The earliest purchase date a product may have (spec 001 §9); the latest is today. */
export const PURCHASE_DATE_MIN = '2000-01-01';

/** Messages of the Add Product dialog (spec 001 §5 "Add Product", §8). */
export const PRODUCT_MESSAGES = {
  required: 'Required',
  nickNameLetters: 'Only alphabets and spaces allowed',
  serialNumber: 'Only numbers and strings are allowed',
  purchaseDateRequired: 'Purchase date is required',
  purchaseDateFormat: 'Purchase date must be a date as yyyy-MM-dd',
  purchaseDateRange: 'Purchase date must be between 01/01/2000 and today',
  created: 'Product Created Successfully',
  priceNotAvailable: 'Service Price Not Available for this Product',
} as const;

const requiredId = z.string({ message: PRODUCT_MESSAGES.required }).trim().min(1, { message: PRODUCT_MESSAGES.required, abort: true }).max(NAME_MAX);

/**
 * A customer product (spec 001 §3, §5). `today` is the calendar day (yyyy-MM-dd, India time) the purchase date may not
 * pass: the API gives its own clock, the console the browser's.
 */
export function customerProductSchema(today: string) {
  return z
    .object({
      nickName: z
        .string()
        .trim()
        .max(NAME_MAX)
        .regex(/^[A-Za-z ]*$/, PRODUCT_MESSAGES.nickNameLetters)
        .optional()
        .default(''),
      productId: requiredId,
      productType: requiredId,
      brandId: requiredId,
      modelNo: z.string().trim().max(NAME_MAX).optional().default(''),
      serialNo: z
        .string()
        .trim()
        .max(NAME_MAX)
        .regex(/^[A-Za-z0-9]*$/, PRODUCT_MESSAGES.serialNumber)
        .optional()
        .default(''),
      warrantyStatus: z.enum(WARRANTY_OPTIONS, { message: 'Warranty is required' }),
      purchaseDate: z.string().trim().optional().default(''),
      additionalDocuments: z.array(storedFile).max(10, 'Attach at most 10 documents').optional().default([]),
    })
    .superRefine((product, ctx) => {
      const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['purchaseDate'], message });
      if (product.purchaseDate === '') {
        if (product.warrantyStatus === 'Yes') issue(PRODUCT_MESSAGES.purchaseDateRequired);
        return;
      }
      if (!/^\d{4}-\d{2}-\d{2}$/.test(product.purchaseDate) || Number.isNaN(Date.parse(product.purchaseDate))) return issue(PRODUCT_MESSAGES.purchaseDateFormat);
      if (product.purchaseDate < PURCHASE_DATE_MIN || product.purchaseDate > today) issue(PRODUCT_MESSAGES.purchaseDateRange);
    });
}
export type CustomerProductInput = z.input<ReturnType<typeof customerProductSchema>>;
export type CustomerProduct = z.output<ReturnType<typeof customerProductSchema>>;
