import { sql } from 'drizzle-orm';
import { technicians } from '../../db/schema';
import { type Executor, firstRow } from '../../platform/db';

/** How the reward ledger finds a technician: by user name, id or referral code. */
export type TechnicianHolderKey = { userName: string } | { id: string } | { referralCode: string };

const t = technicians;

/** A technician as a holder of reward points: its balance and the partner it belongs to. */
export async function technicianRewardHolder(
  db: Executor,
  by: TechnicianHolderKey,
): Promise<{ id: string; userName: string; channelPartnerId: string | null; balance: number } | undefined> {
  const where =
    'userName' in by
      ? sql`${t.userName} = ${by.userName}`
      : 'id' in by
        ? sql`${t.id} = ${by.id}`
        : sql`${t.referralCode} = ${by.referralCode}`;
  return firstRow(
    db,
    sql`SELECT ${t.id} AS id, ${t.userName} AS "userName", ${t.channelPartnerId} AS "channelPartnerId", ${t.rewardPoints} AS balance
      FROM ${t} WHERE ${where}`,
  );
}

/**
 * Moves a technician's balance by `points` in one conditional statement, so it never goes below 0 (backed by the
 * CHECK); undefined when it cannot take it.
 */
export async function moveTechnicianRewardPoints(
  tx: Executor,
  id: string,
  points: number,
): Promise<{ balance: number; userName: string } | undefined> {
  return firstRow(
    tx,
    sql`UPDATE ${t} SET reward_points = reward_points + ${points}, last_update = now()
      WHERE id = ${id} AND reward_points + ${points} >= 0 RETURNING reward_points AS balance, COALESCE(user_name, id) AS "userName"`,
  );
}
