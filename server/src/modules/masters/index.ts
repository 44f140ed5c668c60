/** What the pincodes and the booking use of the masters: the spreadsheet import and the booking's service prices. */
export { servicePricesOf } from './bookingPrices';
export type { ServicePriceKey } from './bookingPrices';
export { importedSchema, ImportRefused, importRefusedSchema, refuse } from './import';
export { acceptUploads, readUploadedSheet } from './importFile';
export type { Sheet } from './importFile';
