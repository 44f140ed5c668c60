import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { REFERRAL_MESSAGES, REWARD_HOLDER_TYPES, type RewardHolderType } from '../../../../domain/rewards';
import { badRequest } from '../../platform/errors';
import { type Executor, rowOf } from '../../platform/db';
import { partnerRewardHolder } from '../channelPartners';
import { technicianRewardHolder } from '../technicians';
import { customerRewardHolder } from './rewardHolders';

interface Referrer {
  type: RewardHolderType;
  id: string;
}

/** Whose referral code `code` is, whichever kind (codes are upper case; each table's unique index keeps them apart). */
async function referrerOfCode(db: Executor, code: string): Promise<Referrer | undefined> {
  const finders = [
    ['Customer', customerRewardHolder],
    ['Technician', technicianRewardHolder],
    ['Channel Partner', partnerRewardHolder],
  ] as const;
  for (const [type, find] of finders) {
    const holder = await find(db, { referralCode: code });
    if (holder) return { type, id: holder.id };
  }
  return undefined;
}

/**
 * The referral code a new customer gave (already upper case): its holder is remembered for the credit on the first
 * completed request; an unknown code is a 400 on `referralCode` and the customer's creation rolls back.
 */
export async function recordReferral(tx: Executor, customerId: string, code: string): Promise<Referrer> {
  const referrer = await referrerOfCode(tx, code);
  if (!referrer) throw badRequest(REFERRAL_MESSAGES.unknown, { referralCode: REFERRAL_MESSAGES.unknown });
  if (referrer.type === 'Customer' && referrer.id === customerId)
    throw badRequest(REFERRAL_MESSAGES.own, { referralCode: REFERRAL_MESSAGES.own });
  await tx.execute(sql`INSERT INTO customer_referrals (customer_id, referral_code, referrer_type, referrer_id)
    VALUES (${customerId}, ${code}, ${referrer.type}, ${referrer.id})`);
  return referrer;
}

const referrerOfRow = z.object({ type: z.enum(REWARD_HOLDER_TYPES), id: z.string() });

/** Who referred a customer, if anyone did. */
export async function referrerOf(tx: Executor, customerId: string): Promise<Referrer | undefined> {
  return rowOf(
    tx,
    referrerOfRow,
    sql`SELECT referrer_type AS type, referrer_id AS id FROM customer_referrals WHERE customer_id = ${customerId}`,
  );
}
