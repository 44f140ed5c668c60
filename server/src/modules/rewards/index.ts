/**
 * The reward ledger as the booking, the customer sign-up and the seeds use it: referral and booking credits, holders
 * and entries.
 */
export { creditBooking, creditCompletion } from './credits';
export { holderById, holderByUserName } from './holders';
export { addEntry } from './ledger';
