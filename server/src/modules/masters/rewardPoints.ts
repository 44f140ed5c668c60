import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Executor, rowOf } from '../../platform/db';

const publishedRewardPointsRow = z.object({ points: z.number() });

/** The points the reward-point master gives for an event while it is published; undefined otherwise. */
export async function publishedRewardPoints(tx: Executor, event: string): Promise<number | undefined> {
  const row = await rowOf(
    tx,
    publishedRewardPointsRow,
    sql`SELECT points FROM reward_points WHERE event = ${event} AND status = 'Publish'`,
  );
  return row?.points;
}
