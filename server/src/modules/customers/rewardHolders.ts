import { sql } from 'drizzle-orm';
import { customers } from '../../db/schema';
import { type Executor, firstRow } from '../../platform/db';

/** How the reward ledger finds a customer: by user name (the mobile), id or referral code. */
export type CustomerHolderKey = { userName: string } | { id: string } | { referralCode: string };

const c = customers;

/** A customer as a holder of reward points: its balance (a customer belongs to no partner). */
export async function customerRewardHolder(
  db: Executor,
  by: CustomerHolderKey,
): Promise<{ id: string; userName: string; channelPartnerId: string | null; balance: number } | undefined> {
  const where =
    'userName' in by
      ? sql`${c.userName} = ${by.userName}`
      : 'id' in by
        ? sql`${c.id} = ${by.id}`
        : sql`${c.referralCode} = ${by.referralCode}`;
  return firstRow(
    db,
    sql`SELECT ${c.id} AS id, ${c.userName} AS "userName", NULL::text AS "channelPartnerId", ${c.rewardPoints} AS balance
      FROM ${c} WHERE ${where}`,
  );
}

/**
 * Moves a customer's balance by `points` in one conditional statement, so it never goes below 0 (backed by the CHECK,
 * also against two encashments at once); undefined when it cannot take it.
 */
export async function moveCustomerRewardPoints(
  tx: Executor,
  id: string,
  points: number,
): Promise<{ balance: number; userName: string } | undefined> {
  return firstRow(
    tx,
    sql`UPDATE ${c} SET reward_points = reward_points + ${points}, last_update = now()
      WHERE id = ${id} AND reward_points + ${points} >= 0 RETURNING reward_points AS balance, COALESCE(user_name, id) AS "userName"`,
  );
}
