/**
 * What the pincodes and the booking use of the masters: the spreadsheet import, the booking's service prices, its
 * published service and issue names.
 */
export { issueNames, publishedService } from './bookingCatalogue';
export { servicePricesOf } from './bookingPrices';
export type { ServicePriceKey } from './bookingPrices';
export { importedSchema, ImportRefused, importRefusedSchema, refuse } from './import';
export { acceptUploads, readUploadedSheet } from './importFile';
export type { Sheet } from './importFile';
export { publishedRewardPoints } from './rewardPoints';
