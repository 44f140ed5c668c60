import { referralDue } from '../../../../domain/rewards';
import type { Executor } from '../../platform/db';
import { referrerOf } from '../customers';
import { creditEvent } from './ledger';

/**
 * Credits of a completed request, in the completing transaction: the customer gets the master's Completed Request
 * points (once per request), and a referred customer's first completed request gives the referrer and the customer the
 * master's Referral points (once: both entries are keyed by the new customer's id, so a retry of that completion finds
 * them there; a later request is not the first). `completedBefore`: how many other requests of the customer are
 * Completed (the requests count them).
 */
export async function creditCompletion(
  tx: Executor,
  request: { id: string; customerId: string; completedBefore: number },
) {
  const customer = { type: 'Customer' as const, id: request.customerId };
  await creditEvent(tx, customer, 'Completed Request', request.id, `Request ${request.id} completed`);
  const referral = await referrerOf(tx, request.customerId);
  if (!referral) return;
  if (!referralDue(true, request.completedBefore)) return;
  await creditEvent(tx, referral, 'Referral', request.customerId, `Referred customer ${request.customerId}`);
  await creditEvent(
    tx,
    customer,
    'Referral',
    request.customerId,
    `Joined with a referral code (first request ${request.id})`,
  );
}

/**
 * The master's Booking points for a booked request, in the booking's transaction (nothing when the event is not
 * published).
 */
export async function creditBooking(tx: Executor, request: { id: string; customerId: string }) {
  await creditEvent(
    tx,
    { type: 'Customer', id: request.customerId },
    'Booking',
    request.id,
    `Request ${request.id} booked`,
  );
}
