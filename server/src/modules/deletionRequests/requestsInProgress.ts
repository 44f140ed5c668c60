import type { Executor } from '../../platform/db';
import { lockCustomer } from '../customers';
import type { RequestRecords } from './customerRows';

/**
 * Whether the customer has a repair or pick-up still to be done. The customer row is locked first: a booking for them
 * (whose foreign key check shares that row) waits for the deletion to end, and one booked just before is committed and
 * seen here.
 */
export async function hasRequestsInProgress(
  tx: Executor,
  customerId: string,
  requests: RequestRecords,
): Promise<boolean> {
  await lockCustomer(tx, customerId);
  return requests.hasOpenRequests(tx, customerId);
}
