import { sql } from 'drizzle-orm';
import { type Executor, firstRow } from '../../platform/db';

/** The points the reward-point master gives for an event while it is published; undefined otherwise. */
export async function publishedRewardPoints(tx: Executor, event: string): Promise<number | undefined> {
  const row = await firstRow<{ points: number }>(
    tx,
    sql`SELECT points FROM reward_points WHERE event = ${event} AND status = 'Publish'`,
  );
  return row && Number(row.points);
}
