/** What an account's erasure may use of the escalations: the ids of a customer's. */
export { customerEscalationIds } from './ofCustomer';
