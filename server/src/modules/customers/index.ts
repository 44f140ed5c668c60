/**
 * What the booking, the deletion requests and the e-waste drives may use of the customers: what a booking copies of a
 * customer, guards, the customer entity and messages, the entity type of a customer's product files, the joins of a
 * customer and of a customer's product (the requests' statements), and what an account's erasure reads of the customer.
 */
export { adminOnly, adminOrCare } from './access';
export { activeCustomerProducts, bookingAddress, bookingCustomer } from './booking';
export type { BookedProduct, BookingAddress, BookingCustomer } from './booking';
export { PRODUCT_FILE_ENTITY } from './productRules';
export { CUSTOMER_ENTITY, CUSTOMER_NOT_FOUND } from './repository';
export { customerJoin, customerProductJoin, customerProductRows } from './joins';
export { customerExists, customerIdByUserName } from './lookups';
export {
  addressIdsOf,
  addressLinesOf,
  customerCreatedAt,
  customerOfMobile,
  lockCustomer,
  personalDataOf,
  productDocumentKeysOf,
  productIdsOf,
  productSerialsOf,
} from './personalData';
export type { PersonalData } from './personalData';
export { referrerOf } from './referral';
export { customerRewardHolder, moveCustomerRewardPoints } from './rewardHolders';
