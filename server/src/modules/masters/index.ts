/**
 * What the other modules use of the masters: the spreadsheet import, the booking's service prices, its published
 * service and issue names, the published masters a form may name, and the joins and spare part fit their statements
 * read the masters' names through.
 */
export { issueNames, publishedService } from './bookingCatalogue';
export { servicePricesOf } from './bookingPrices';
export { couponOfCode, couponUsesOf, giveCouponUseBack, recordCouponUse } from './coupons';
export type { AppliedCoupon, StoredCoupon } from './coupons';
export type { ServicePriceKey } from './bookingPrices';
export { importedSchema, ImportRefused, importRefusedSchema, refuse } from './import';
export { acceptUploads, readUploadedSheet } from './importFile';
export type { Sheet } from './importFile';
export {
  brandJoin,
  categoryJoin,
  eWasteItemJoin,
  productJoin,
  serviceJoin,
  serviceTypeOf,
  sparePartJoin,
  uomJoin,
} from './joins';
export {
  publishedBrandName,
  publishedCategories,
  publishedCategoryIds,
  publishedProductIds,
  publishedProductTypes,
  publishedServiceTypesBut,
  publishedUomCodes,
  publishedUoms,
  publishedWasteItems,
  serviceStatuses,
} from './lookups';
export { publishedRewardPoints } from './rewardPoints';
export { fittingSparePartJoin } from './spareParts';
