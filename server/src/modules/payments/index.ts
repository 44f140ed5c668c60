/**
 * What the requests (and the seeds) may use of the payments: a booking's payment and its link, what is owed on a
 * request, collecting and cancelling; what the statistics and an account's erasure join or select of them; and how the
 * requests connect what the payments read and write of a request.
 */
export { askBookingPayment } from './booking';
export { cancelPaymentLink, sendBookingLink, sendOwedLinks } from './links';
export { collectUnpaid } from './moves';
export { askWhatIsOwed, cancelRequestPayments } from './owed';
export type { OwedLinks } from './owed';
export { paymentIdsOfRequests, requestPaymentJoin } from './joins';
export { connectPaymentRequests, type PaymentRequests } from './requestSide';
