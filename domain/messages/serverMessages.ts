/** Sentences only the API words (refusals of its modules), here so the console can translate them (catalog.ts). */
export const SERVER_MESSAGES = {
  unauthorized: 'Unauthorized',
  partnerNotFound: 'Channel Partner not found',
  productNotFound: 'Product not found',
  productNotEditable: 'This product can no longer be edited',
  productUnavailable: 'Product is not available',
  brandUnavailable: 'Brand is not available',
  productTypeUnavailable: 'Product type is not one of this product’s types',
  dealerProfileNotActive: 'Your dealer profile is not active yet',
  dealerNotActive: 'Only an active dealer can book requests',
  customerIdInvalid: 'Customer id is not valid',
  addressNotFound: 'Address not found',
  oneFile: 'Only one file can be uploaded here',
  duplicateArea: 'This area already exists for the pincode',
  importFileRequired: 'A CSV or XLSX file is required',
  importFileTooLarge: 'The file is too large',
  importOneFile: 'Import one file at a time',
  requestReadOnly: 'This request is read-only for you',
  notYourPayment: 'This payment is not of your requests',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different booking. Send a new key for a new booking.',
} as const;
