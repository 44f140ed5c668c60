import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { column, type Executor, rowOf } from './db';

/** A table whose rows hold reward points: customers, technicians and channel partners. */
type PointsTable = PgTable & Record<'id' | 'userName' | 'referralCode' | 'rewardPoints', AnyPgColumn>;

/** How the reward ledger finds a holder: by user name, id or referral code. */
type HolderKey = { userName: string } | { id: string } | { referralCode: string };

const holderRow = z.object({
  id: z.string(),
  userName: z.string(),
  channelPartnerId: z.string().nullable(),
  balance: column.number,
});
const movedRow = z.object({ balance: column.number, userName: z.string() });

/**
 * The holder's reads and moves of one such table; a holder without a user name yet (an invited partner) is named by
 * its id, in the read as in the move. `channelPartnerId` is the partner a holder's ledger view is scoped to (a partner
 * is its own, a technician its partner's, a customer none); `userNameIgnoresCase` matches a user name that is an
 * e-mail case-insensitively.
 */
export function pointsHolder<T extends PointsTable>(
  table: T,
  {
    channelPartnerId,
    userNameIgnoresCase = false,
  }: { channelPartnerId: SQL | AnyPgColumn; userNameIgnoresCase?: boolean },
) {
  const where = (by: HolderKey) =>
    'userName' in by
      ? userNameIgnoresCase
        ? sql`lower(${table.userName}) = lower(${by.userName})`
        : sql`${table.userName} = ${by.userName}`
      : 'id' in by
        ? sql`${table.id} = ${by.id}`
        : sql`${table.referralCode} = ${by.referralCode}`;
  const points = sql.identifier(table.rewardPoints.name);
  return {
    /** A holder with its balance. */
    find: (db: Executor, by: HolderKey) =>
      rowOf(
        db,
        holderRow,
        sql`SELECT ${table.id} AS id, COALESCE(${table.userName}, ${table.id}) AS "userName",
            ${channelPartnerId} AS "channelPartnerId",
              ${table.rewardPoints} AS balance FROM ${table} WHERE ${where(by)}`,
      ),
    /**
     * Moves a balance by `points` in one conditional statement, so it never goes below 0 (backed by the table's
     * CHECK, also against two encashments at once); undefined when it cannot take it.
     */
    move: (tx: Executor, id: string, by: number) =>
      rowOf(
        tx,
        movedRow,
        sql`UPDATE ${table} SET ${points} = ${points} + ${by}, last_update = now()
            WHERE ${sql.identifier(table.id.name)} = ${id} AND ${points} + ${by} >= 0
            RETURNING ${points} AS balance, COALESCE(${sql.identifier(table.userName.name)},
              ${sql.identifier(table.id.name)}) AS "userName"`,
      ),
  };
}
