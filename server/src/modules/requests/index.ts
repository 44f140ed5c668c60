/**
 * What the seeds and the modules that follow a request (activity logs, escalations) may use of the requests: booking,
 * a request's head and read check, and the slot capacity rules.
 */
export { bookRequest } from './book';
export { assertReadable, requestHead } from './operations/access';
export { releaseRequestUnits, takeTechnicianUnit, unitsHeldBy } from './operations/slotUnits';
export { moveVisitUnits } from './operations/visitSlots';
export type { Booker, Submission } from './plan';
export { slotCapacityOf, slotRules, technicianSlots, todayInIndia } from './slots';
