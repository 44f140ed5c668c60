import { sql } from 'drizzle-orm';
import type { RewardHolderType } from '../../../../domain/rewards';
import { z } from 'zod';
import { column, type Executor, rowOf } from '../../platform/db';
import { publishedRewardPoints } from '../masters';
import { ENTRY_COLUMNS, moveHolderPoints } from './holders';

interface LedgerEntry {
  holder: { type: RewardHolderType; id: string };
  /** The request or customer the entry is for, or its idType for an admin's entry. */
  refId: string;
  idType: string;
  description: string;
  points: number;
  createdBy: string | null;
}

/**
 * Adds an entry and moves the holder's balance, in the caller's transaction. The balance changes in one conditional
 * statement (`reward_points + points >= 0`, backed by the CHECK), so two debits at once can never overdraw: the second
 * waits for the first's row lock and then finds the balance too small; the entry's trigger stores the balance it left.
 * Undefined when the balance cannot take it.
 */
export async function addEntry(
  tx: Executor,
  entry: LedgerEntry,
): Promise<{ balance: number; userName: string } | undefined> {
  const moved = await moveHolderPoints(tx, entry.holder, entry.points);
  if (!moved) return undefined;
  await tx.execute(sql`INSERT INTO reward_entries (${ENTRY_COLUMNS[entry.holder.type]}, user_name, ref_id, id_type,
      description, points, created_by)
    VALUES (${entry.holder.id}, ${moved.userName}, ${entry.refId}, ${entry.idType}, ${entry.description},
      ${entry.points}, ${entry.createdBy})`);
  return moved;
}

/** The points the reward-point master gives for an event, when it is published (0 otherwise: nothing is credited). */
async function masterPoints(tx: Executor, event: string): Promise<number> {
  return Math.max((await publishedRewardPoints(tx, event)) ?? 0, 0);
}

const creditEventRow = z.object({ id: column.number });

/**
 * Credits a holder the master's points for an event once per `refId`: the event's unique index makes a retry (or a
 * second completion) insert nothing. The balance moves first, so the entry's trigger stores the balance after it
 * (migration reward_entry_balance), and moves back when nothing was inserted. True when it credited.
 */
export async function creditEvent(
  tx: Executor,
  holder: { type: RewardHolderType; id: string },
  event: 'Referral' | 'Booking' | 'Completed Request',
  refId: string,
  description: string,
): Promise<boolean> {
  const points = await masterPoints(tx, event);
  if (points <= 0) return false;
  const moved = await moveHolderPoints(tx, holder, points);
  if (!moved) return false;
  const inserted = await rowOf(
    tx,
    creditEventRow,
    sql`INSERT INTO reward_entries (${ENTRY_COLUMNS[holder.type]}, user_name, ref_id, id_type, description, points)
      VALUES (${holder.id}, ${moved.userName}, ${refId}, ${event}, ${description}, ${points})
      ON CONFLICT (holder_type, holder_id, id_type, ref_id) WHERE id_type IN ('Referral', 'Booking',
        'Completed Request') DO NOTHING
      RETURNING id`,
  );
  if (!inserted) await moveHolderPoints(tx, holder, -points);
  return !!inserted;
}
