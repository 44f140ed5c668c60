/** Spare parts, the admin's discount and the documents of a request. */
import { z } from '../zod';
import { requiredFileRef } from '../files';
import { requiredRef, requiredText } from '../masters/common';
import { documentTypeSchema, KYC_MESSAGES } from '../profile/kyc';
import { rupees } from './booking';

/** Most of one spare part a request may hold. */
export const SPARE_PART_QUANTITY_MAX = 999;
/** The largest spare parts total and discount (₹1 crore): with GST the total stays within the amount columns. */
export const SPARE_PARTS_PAISE_MAX = 1_000_000_000;
const DISCOUNT_PAISE_MAX = SPARE_PARTS_PAISE_MAX;

/** The document types the request page offers; any other text is a type too. */
export const REQUEST_DOCUMENT_TYPES = ['Before Photo', 'After Photo', 'Invoice'] as const;

/** Request statuses whose charges are closed: cancelled, or paid and closed. */
export const CLOSED_CHARGE_STATUSES = ['Cancelled', 'Completed'] as const;

export const CHARGE_MESSAGES = {
  discountAboveDue: (duePaise: number) => `The discount cannot be more than the amount due (₹${rupees(duePaise)})`,
  discountApplied: 'Discount applied',
  discountFormat: 'Discount must be an amount in rupees, such as 120 or 99.50',
  sparePartUnfit: 'This spare part does not fit the product of this request',
  sparePartAdded: 'Spare part added',
  sparePartUpdated: 'Spare part quantity updated',
  sparePartRemoved: 'Spare part removed',
  sparePartNotOnRequest: 'This spare part is not on the request',
  sparePartsTooMuch: `The spare parts of a request may come to at most ₹${rupees(SPARE_PARTS_PAISE_MAX)}`,
  chargesClosed: (status: string) => `The charges of a request in status ${status} cannot change`,
  belowPaid: (paidPaise: number) =>
    `The charges cannot come to less than the ₹${rupees(paidPaise)} already paid; refund the payment instead`,
  nothingOwed: 'Nothing is owed any more: the charges changed',
  documentUploaded: KYC_MESSAGES.uploaded,
  documentDeleted: KYC_MESSAGES.deleted,
  documentNotFound: KYC_MESSAGES.notFound,
  documentTwice: 'This file is already a document of the request',
} as const;

/** PUT requests/{id}/discount: the amount in paise (0 takes the discount off) and why. */
export const discountSchema = z.object({
  amountPaise: z
    .number({ message: 'Discount is required' })
    .int('Discount must be in whole paise')
    .min(0, 'Discount must not be negative')
    .max(DISCOUNT_PAISE_MAX, 'Discount is too large'),
  reason: requiredText('Reason', 1000),
});

/** PUT requests/{id}/sparePart: a spare part of the master and how many (again: the new quantity). */
export const sparePartLineSchema = z.object({
  sparePartId: requiredRef('Spare part').max(64, 'Spare part must be at most 64 characters'),
  quantity: z
    .number({ message: 'Quantity is required' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(SPARE_PART_QUANTITY_MAX, `Quantity must be at most ${SPARE_PART_QUANTITY_MAX}`),
});

/** PUT requests/{id}/document and PUT pickUpRequests/{id}/document: a file uploaded for the request, and its type. */
export const requestDocumentSchema = z.object({
  docType: documentTypeSchema,
  file: requiredFileRef(KYC_MESSAGES.fileRequired),
});
