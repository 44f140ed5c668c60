import { sql, type SQL } from 'drizzle-orm';
import type { RewardHolderType } from '../../../../domain/rewards';
import type { Executor } from '../../platform/db';
import { moveCustomerRewardPoints, customerRewardHolder } from '../customers';
import { movePartnerRewardPoints, partnerRewardHolder } from '../channelPartners';
import { moveTechnicianRewardPoints, technicianRewardHolder } from '../technicians';

/** A holder of reward points: its row carries the balance (`reward_points`, CHECK >= 0). */
export interface RewardHolder {
  type: RewardHolderType;
  id: string;
  userName: string;
  /** The partner a technician belongs to, or the partner itself (scoping a partner's view). */
  channelPartnerId: string | null;
  balance: number;
}

type HolderKey = { userName: string } | { id: string } | { referralCode: string };
type HolderRow = Omit<RewardHolder, 'type'>;

/** Where a holder type keeps its balance: the module owning its row finds it and moves its points. */
interface HolderStore {
  find(db: Executor, by: HolderKey): Promise<HolderRow | undefined>;
  /** Moves the balance by `points` unless it would go below 0 (then undefined). */
  move(tx: Executor, id: string, points: number): Promise<{ balance: number; userName: string } | undefined>;
}

const HOLDER_STORES: Record<RewardHolderType, HolderStore> = {
  Customer: { find: customerRewardHolder, move: moveCustomerRewardPoints },
  Technician: { find: technicianRewardHolder, move: moveTechnicianRewardPoints },
  'Channel Partner': { find: partnerRewardHolder, move: movePartnerRewardPoints },
};

/** The ledger's reference column of each holder type. */
export const ENTRY_COLUMNS: Record<RewardHolderType, SQL> = {
  Customer: sql.raw('customer_id'),
  Technician: sql.raw('technician_id'),
  'Channel Partner': sql.raw('channel_partner_id'),
};

async function holderOf(db: Executor, type: RewardHolderType, by: HolderKey): Promise<RewardHolder | undefined> {
  const row = await HOLDER_STORES[type].find(db, by);
  return row && { type, ...row };
}

/** Moves a holder's balance by `points` (never below 0: undefined then), answering the balance and its user name. */
export const moveHolderPoints = (tx: Executor, holder: { type: RewardHolderType; id: string }, points: number) =>
  HOLDER_STORES[holder.type].move(tx, holder.id, points);

/** The holder of a user name (a customer's is its mobile; a partner's user name is also matched case-insensitively). */
export const holderByUserName = (db: Executor, type: RewardHolderType, userName: string) =>
  holderOf(db, type, { userName });

export const holderById = (db: Executor, type: RewardHolderType, id: string) => holderOf(db, type, { id });
