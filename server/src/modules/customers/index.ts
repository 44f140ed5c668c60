/**
 * What the deletion requests and e-waste drives may use of the customers: guards, the customer entity and messages, and
 * the entity type of a customer's product files.
 */
export { adminOnly, adminOrCare } from './access';
export { PRODUCT_FILE_ENTITY } from './productRules';
export { CUSTOMER_ENTITY, CUSTOMER_NOT_FOUND } from './repository';
