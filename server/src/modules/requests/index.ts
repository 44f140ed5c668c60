/**
 * What the seeds and the modules that follow a request (activity logs, escalations, statistics) may use of the
 * requests: booking, a request's head and read check, the slot capacity rules, the requests booked in a period and the
 * joins of their lines; and what the app hands an account's erasure of a customer's requests.
 */
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
