import { z } from '../zod';
import { DISPLAY_DATE_FORMAT, NAME_MAX } from '../constants';
import { storedFile } from '../masters/common';
import { dayFormatMessage, isRealDay, UNREADABLE_DAY } from '../masters/days';

/** Warranty choices of the Add Product dialog (a list with yes among them). */
export const WARRANTY_OPTIONS = ['Yes', 'No'] as const;

/** The earliest purchase date a product may have; the latest is today. */
export const PURCHASE_DATE_MIN = '2000-01-01';

/** Messages of the Add Product dialog. */
export const PRODUCT_MESSAGES = {
  required: 'Required',
  nickNameLetters: 'Only alphabets and spaces allowed',
  serialNumber: 'Only numbers and strings are allowed',
  purchaseDateRequired: 'Purchase date is required',
  /** A malformed value sent to the API, which takes yyyy-MM-dd. */
  purchaseDateFormat: 'Purchase date must be a date as yyyy-MM-dd',
  /**
   * A day typed into the console's field that is incomplete or does not exist (31/02/2024): the format the field shows.
   */
  purchaseDateUnreadable: dayFormatMessage('Purchase date', DISPLAY_DATE_FORMAT),
  purchaseDateTooEarly: 'Purchase date must not be before 01/01/2000',
  purchaseDateFuture: 'Purchase date must not be after today',
  created: 'Product Created Successfully',
  priceNotAvailable: 'Service Price Not Available for this Product',
} as const;

// Not aborting: the purchase date's check below still runs while an id is empty (zod skips it after an explicit abort).
const requiredId = z
  .string({ message: PRODUCT_MESSAGES.required })
  .trim()
  .min(1, PRODUCT_MESSAGES.required)
  .max(NAME_MAX);

/**
 * A customer product. `today` is the calendar day (yyyy-MM-dd, India time) the purchase date may not
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
    .superRefine(
      (product, ctx) => {
        const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['purchaseDate'], message });
        if (product.purchaseDate === '') {
          if (product.warrantyStatus === 'Yes') issue(PRODUCT_MESSAGES.purchaseDateRequired);
          return;
        }
        if (product.purchaseDate === UNREADABLE_DAY) return issue(PRODUCT_MESSAGES.purchaseDateUnreadable);
        if (!isRealDay(product.purchaseDate)) return issue(PRODUCT_MESSAGES.purchaseDateFormat);
        if (product.purchaseDate < PURCHASE_DATE_MIN) issue(PRODUCT_MESSAGES.purchaseDateTooEarly);
        else if (product.purchaseDate > today) issue(PRODUCT_MESSAGES.purchaseDateFuture);
      },
      // Checked whatever the other fields hold, so the date's message shows while the product or brand is still empty.
      {
        when: ({ value }) =>
          typeof value === 'object' &&
          value !== null &&
          typeof (value as { purchaseDate?: unknown }).purchaseDate === 'string',
      },
    );
}
export type CustomerProductInput = z.input<ReturnType<typeof customerProductSchema>>;
export type CustomerProduct = z.output<ReturnType<typeof customerProductSchema>>;
