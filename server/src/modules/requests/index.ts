/**
 * What the seeds and the modules that follow a request (activity logs, escalations, statistics) may use of the
 * requests: booking, a request's head and read check, the slot capacity rules, the requests booked in a period and the
 * joins of their lines; what the app hands an account's erasure of a customer's requests; and who works on a request
 * (the files' owners).
 */
import { connectPaymentRequests } from '../payments';
import { paymentSide } from './paymentSide';

// The payments read and write their request through this side (payments/requestSide.ts): connected as the requests
// load, before any path through them (the app, the seeds) reaches a payment.
connectPaymentRequests(paymentSide);

export { bookRequest } from './book';
export { assertReadable, requestHead } from './operations/access';
export { releaseRequestUnits, takeTechnicianUnit, unitsHeldBy } from './operations/slotUnits';
export { moveVisitUnits } from './operations/visitSlots';
export type { Booker, Submission } from './plan';
export { slotCapacityOf, slotRules, technicianSlots, todayInIndia } from './slots';
export { bookedRequests } from './booked';
export type { BookedColumn } from './booked';
export { pickUpProductJoin, repairJoin, requestIssueJoin } from './joins';
export { customerRequestIds, hasOpenRequests, requestAddressLinesOf } from './ofCustomer';
export { requestExists, requestParties, type RequestParties } from './parties';
