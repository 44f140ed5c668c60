import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordActivity } from '../../platform/activityLog';
import type { AuthUser } from '../../platform/auth';
import type { Executor, Transaction } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { OwnerHead, SectionChange } from './owner';

/** Who may write to an owner in the state its head row is in: throws the refusal, or lets the write go on. */
export type OwnerWriteRule<Head> = (owner: Head, user: AuthUser) => void;

/** How changeOwner finds, touches and reads back one kind of owner (a channel partner, a technician, a dealer). */
export interface OwnerRecords<Head extends OwnerHead, Profile> {
  /** The owner's table, whose last_update a write sets. */
  table: 'channel_partners' | 'technicians' | 'dealers';
  /** The activity log's entity type. */
  entityType: string;
  notFound: string;
  /** The head row a rule looks at, locked; undefined when there is no such owner (a deleted invitation neither). */
  lockedHead: (tx: Executor, id: string) => Promise<Head | undefined>;
  /** The whole profile a write answers. */
  read: (db: Executor, id: string) => Promise<Profile | undefined>;
}

/**
 * One write to an owner: in a transaction that locks the owner's row, checks the rule, applies the change and records
 * the activity; a refusal thrown by the change rolls everything back. Answers the whole updated profile. Channel
 * partners, technicians and dealers each declare their OwnerRecords and rules and write through this.
 */
export async function changeOwner<Head extends OwnerHead, Profile>(
  db: Database,
  user: AuthUser,
  owner: OwnerRecords<Head, Profile>,
  id: string,
  apply: (tx: Transaction, head: Head) => Promise<SectionChange>,
  rule: OwnerWriteRule<Head>,
): Promise<Profile> {
  await db.transaction(async (tx) => {
    const head = await owner.lockedHead(tx, id);
    if (!head) throw notFound(owner.notFound);
    rule(head, user);
    const done = await apply(tx, head);
    await tx.execute(sql`UPDATE ${sql.identifier(owner.table)} SET last_update = now() WHERE id = ${id}`);
    await recordActivity(tx, {
      entityId: id,
      entityType: owner.entityType,
      activity: done.activity,
      remark: done.remark,
      by: user,
    });
  });
  const profile = await owner.read(db, id);
  if (!profile) throw notFound(owner.notFound);
  return profile;
}
