import { sql, type SQL } from 'drizzle-orm';
import type { RewardHolderType } from '../../../../domain/rewards';
import { firstRow, type Executor } from '../../platform/db';

/** A holder of reward points: its row carries the balance (`reward_points`, CHECK >= 0). */
export interface RewardHolder {
  type: RewardHolderType;
  id: string;
  userName: string;
  /** The partner a technician belongs to, or the partner itself (scoping a partner's view). */
  channelPartnerId: string | null;
  balance: number;
}

interface HolderTable {
  table: SQL;
  /** The ledger's reference column of this holder type. */
  entryColumn: SQL;
  partnerColumn: SQL;
}

export const HOLDER_TABLES: Record<RewardHolderType, HolderTable> = {
  Customer: { table: sql.raw('customers'), entryColumn: sql.raw('customer_id'), partnerColumn: sql.raw('NULL::text') },
  Technician: {
    table: sql.raw('technicians'),
    entryColumn: sql.raw('technician_id'),
    partnerColumn: sql.raw('channel_partner_id'),
  },
  'Channel Partner': {
    table: sql.raw('channel_partners'),
    entryColumn: sql.raw('channel_partner_id'),
    partnerColumn: sql.raw('id'),
  },
};

const holderColumns = (type: RewardHolderType) =>
  sql`${type}::text AS type, id, user_name AS "userName", ${HOLDER_TABLES[type].partnerColumn} AS "channelPartnerId", reward_points AS balance`;

/** The holder of a user name (a customer's is its mobile; a partner's user name is also matched case-insensitively). */
export async function holderByUserName(
  db: Executor,
  type: RewardHolderType,
  userName: string,
): Promise<RewardHolder | undefined> {
  const where = type === 'Channel Partner' ? sql`lower(user_name) = lower(${userName})` : sql`user_name = ${userName}`;
  return firstRow<RewardHolder>(
    db,
    sql`SELECT ${holderColumns(type)} FROM ${HOLDER_TABLES[type].table} WHERE ${where}`,
  );
}

export async function holderById(db: Executor, type: RewardHolderType, id: string): Promise<RewardHolder | undefined> {
  return firstRow<RewardHolder>(
    db,
    sql`SELECT ${holderColumns(type)} FROM ${HOLDER_TABLES[type].table} WHERE id = ${id}`,
  );
}

/** The holder of a referral code, whichever kind (codes are upper case; each table's unique index keeps them apart). */
export async function holderByReferralCode(db: Executor, code: string): Promise<RewardHolder | undefined> {
  for (const type of ['Customer', 'Technician', 'Channel Partner'] as const) {
    const holder = await firstRow<RewardHolder>(
      db,
      sql`SELECT ${holderColumns(type)} FROM ${HOLDER_TABLES[type].table} WHERE referral_code = ${code}`,
    );
    if (holder) return holder;
  }
  return undefined;
}
