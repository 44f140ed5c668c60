import { and, eq, gt, or, sql } from 'drizzle-orm';
import { PASSWORD_LOCK_SECONDS } from '../../../../domain/identityMessages';
import type { Database } from '../../db/client';
import { identityThrottle, type IdentityThrottleRule } from '../../db/schema';
import type { PoolSettings } from '../pools';
import { sha256 } from './sessions';
import { canonicalUsername } from './users';

interface Limit {
  max: number;
  windowSeconds: number;
  /** Reaching `max` locks for this long (counted from the last failure); without it the window just runs out. */
  lockSeconds?: number;
}

const QUARTER_HOUR = 15 * 60;

/** Every limit of the identity in one place. */
const THROTTLE_LIMITS: Record<IdentityThrottleRule, Limit> = {
  // The console tells a locked person the lock's end from PASSWORD_LOCK_SECONDS (Cognito's refusal does not say it).
  passwordFailuresPerAccount: { max: 5, windowSeconds: QUARTER_HOUR, lockSeconds: PASSWORD_LOCK_SECONDS },
  passwordFailuresPerAddress: { max: 20, windowSeconds: QUARTER_HOUR, lockSeconds: PASSWORD_LOCK_SECONDS },
  codeSendsPerHour: { max: 5, windowSeconds: 3600 },
  codeSendsPerDay: { max: 10, windowSeconds: 24 * 3600 },
};

// Subjects are hashed: the table then holds neither usernames nor addresses, and its keys stay short whatever is sent.
export const userSubject = (pool: PoolSettings, username: string) =>
  sha256(`${pool.userPoolId}\n${canonicalUsername(pool, username)}`);
export const addressSubject = (address: string) => sha256(`address\n${address}`);

export type ThrottleKey = readonly [IdentityThrottleRule, string];

const keyIs = ([rule, subject]: ThrottleKey) =>
  and(eq(identityThrottle.rule, rule), eq(identityThrottle.subject, subject));

/** True when any of the keys has reached its limit within its window or lock. */
export async function isThrottled(db: Database, keys: ThrottleKey[]): Promise<boolean> {
  const rows = await db
    .select({ rule: identityThrottle.rule, count: identityThrottle.count })
    .from(identityThrottle)
    .where(and(or(...keys.map(keyIs)), gt(identityThrottle.resetsAt, sql`now()`)));
  return rows.some((row) => row.count >= THROTTLE_LIMITS[row.rule].max);
}

/**
 * Counts one more for the key in one statement (any number of processes may count at once): a window that ran out
 * starts again at 1, and reaching the limit starts the lock. False, counting nothing, when the limit is already
 * reached.
 */
export async function countOne(db: Database, [rule, subject]: ThrottleKey): Promise<boolean> {
  const { max, windowSeconds, lockSeconds } = THROTTLE_LIMITS[rule];
  const { count, resetsAt } = identityThrottle;
  const ranOut = sql`${resetsAt} <= now()`;
  const lockStarts =
    lockSeconds === undefined
      ? sql``
      : sql`WHEN ${count} + 1 >= ${max} THEN now() + make_interval(secs => ${lockSeconds})`;
  const rows = await db
    .insert(identityThrottle)
    .values({ rule, subject, count: 1, resetsAt: sql`now() + make_interval(secs => ${windowSeconds})` })
    .onConflictDoUpdate({
      target: [identityThrottle.rule, identityThrottle.subject],
      set: {
        count: sql`CASE WHEN ${ranOut} THEN 1 ELSE ${count} + 1 END`,
        resetsAt: sql`CASE WHEN ${ranOut} THEN now() + make_interval(secs => ${windowSeconds}) ${lockStarts}
            ELSE ${resetsAt} END`,
      },
      setWhere: sql`${ranOut} OR ${count} < ${max}`,
    })
    .returning({ count });
  return rows.length > 0;
}

/** How long until the key's window or lock runs out (0 when it has). */
export async function secondsUntilReset(db: Database, key: ThrottleKey): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<number>`greatest(0, extract(epoch from ${identityThrottle.resetsAt} - now()))::float8` })
    .from(identityThrottle)
    .where(keyIs(key))
    .limit(1);
  return row?.seconds ?? 0;
}

export async function clearCount(db: Database, key: ThrottleKey): Promise<void> {
  await db.delete(identityThrottle).where(keyIs(key));
}
