import { sql } from 'drizzle-orm';
import { REFERRAL_MESSAGES, referralDue } from '../../../../domain/rewards';
import { badRequest } from '../../platform/errors';
import { firstRow, type Executor } from '../../platform/db';
import { completedRequestsOfCustomer } from '../requestKinds';
import { holderByReferralCode, type RewardHolder } from './holders';
import { creditEvent } from './ledger';

/**
 * The referral code a new customer gave (already upper case): its holder is remembered for the credit on the first
 * completed request; an unknown code is a 400 on `referralCode` and the customer's creation rolls back.
 */
export async function recordReferral(tx: Executor, customerId: string, code: string): Promise<RewardHolder> {
  const referrer = await holderByReferralCode(tx, code);
  if (!referrer) throw badRequest(REFERRAL_MESSAGES.unknown, { referralCode: REFERRAL_MESSAGES.unknown });
  if (referrer.type === 'Customer' && referrer.id === customerId)
    throw badRequest(REFERRAL_MESSAGES.own, { referralCode: REFERRAL_MESSAGES.own });
  await tx.execute(sql`INSERT INTO customer_referrals (customer_id, referral_code, referrer_type, referrer_id)
    VALUES (${customerId}, ${code}, ${referrer.type}, ${referrer.id})`);
  return referrer;
}

/**
 * Credits of a completed request, in the completing transaction: the customer gets the master's Completed Request points
 * (once per request), and a referred customer's first completed request gives the referrer and the customer the
 * master's Referral points (once: both entries are keyed by the new customer's id, so a retry of that completion finds
 * them there; a later request is not the first).
 */
export async function creditCompletion(tx: Executor, request: { id: string; customerId: string }) {
  const customer = { type: 'Customer' as const, id: request.customerId };
  await creditEvent(tx, customer, 'Completed Request', request.id, `Request ${request.id} completed`);
  const referral = await firstRow<{ referrerType: RewardHolder['type']; referrerId: string }>(
    tx,
    sql`SELECT referrer_type AS "referrerType", referrer_id AS "referrerId" FROM customer_referrals WHERE customer_id = ${request.customerId}`,
  );
  if (!referral) return;
  const before = await completedRequestsOfCustomer(tx, request.customerId, request.id);
  if (!referralDue(true, before)) return;
  await creditEvent(
    tx,
    { type: referral.referrerType, id: referral.referrerId },
    'Referral',
    request.customerId,
    `Referred customer ${request.customerId}`,
  );
  await creditEvent(
    tx,
    customer,
    'Referral',
    request.customerId,
    `Joined with a referral code (first request ${request.id})`,
  );
}

/** The master's Booking points for a booked request, in the booking's transaction (nothing when the event is not published). */
export async function creditBooking(tx: Executor, request: { id: string; customerId: string }) {
  await creditEvent(
    tx,
    { type: 'Customer', id: request.customerId },
    'Booking',
    request.id,
    `Request ${request.id} booked`,
  );
}
