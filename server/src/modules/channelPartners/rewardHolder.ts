import { sql } from 'drizzle-orm';
import { channelPartners } from '../../db/schema';
import { type Executor, firstRow } from '../../platform/db';

/** How the reward ledger finds a partner: by user name (also matched case-insensitively), id or referral code. */
export type PartnerHolderKey = { userName: string } | { id: string } | { referralCode: string };

const cp = channelPartners;

/** A partner as a holder of reward points: its balance (its own id is the partner its view is scoped to). */
export async function partnerRewardHolder(
  db: Executor,
  by: PartnerHolderKey,
): Promise<{ id: string; userName: string; channelPartnerId: string | null; balance: number } | undefined> {
  const where =
    'userName' in by
      ? sql`lower(${cp.userName}) = lower(${by.userName})`
      : 'id' in by
        ? sql`${cp.id} = ${by.id}`
        : sql`${cp.referralCode} = ${by.referralCode}`;
  return firstRow(
    db,
    sql`SELECT ${cp.id} AS id, ${cp.userName} AS "userName", ${cp.id} AS "channelPartnerId", ${cp.rewardPoints} AS balance
      FROM ${cp} WHERE ${where}`,
  );
}

/**
 * Moves a partner's balance by `points` in one conditional statement, so it never goes below 0 (backed by the CHECK);
 * undefined when it cannot take it.
 */
export async function movePartnerRewardPoints(
  tx: Executor,
  id: string,
  points: number,
): Promise<{ balance: number; userName: string } | undefined> {
  return firstRow(
    tx,
    sql`UPDATE ${cp} SET reward_points = reward_points + ${points}, last_update = now()
      WHERE id = ${id} AND reward_points + ${points} >= 0 RETURNING reward_points AS balance, COALESCE(user_name, id) AS "userName"`,
  );
}
