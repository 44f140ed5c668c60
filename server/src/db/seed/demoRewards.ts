import { sql } from 'drizzle-orm';
import type { RewardHolderType } from '../../../../domain/rewards';
import type { AppContext } from '../../context';
import { hasRow } from '../../platform/db';
import { addEntry, holderById, holderByUserName } from '../../modules/rewards';
import { DEMO_CUSTOMERS } from './demoCustomers';

const DEMO_AUTHOR = 'seed:demo';

/** Demo ledgers beyond what the demo bookings credited: each line is one entry (idType = id, as an admin's entries). */
interface DemoLedger {
  holder: { type: RewardHolderType; userName?: string; id?: string };
  /**
   * The balance the holder ends with: an opening Credit (or Debit) makes the ledger reach it before the entries below.
   */
  balance?: number;
  entries: { idType: 'Credit' | 'Debit' | 'Encashment'; points: number; description: string }[];
}

/**
 * Demo ledger entries (only when SEED_DEMO is on), after the demo requests: every demo customer ends with the balance
 * of DEMO_CUSTOMERS, every point of it explained by an entry (the bookings' and completions' credits, an opening
 * credit, an encashment); GreenFix and its technician Ravi get a credit each, so the partner's reward-points screen has
 * rows. Written once per holder (its demo entries are marked by their author).
 */
export async function seedDemoRewards(ctx: AppContext, parties: { partnerId: string; technicianId: string }) {
  const ledgers: DemoLedger[] = [
    ...DEMO_CUSTOMERS.map((customer) => ({
      holder: { type: 'Customer' as const, userName: customer.mobile },
      balance: customer.rewardPoints,
      entries:
        customer.rewardPoints >= 100
          ? [
              { idType: 'Credit' as const, points: 100, description: 'Festival bonus' },
              { idType: 'Encashment' as const, points: -100, description: 'Encashed at the service centre' },
            ]
          : [],
    })),
    {
      holder: { type: 'Channel Partner', id: parties.partnerId },
      entries: [{ idType: 'Credit', points: 500, description: 'Quarterly partner incentive' }],
    },
    {
      holder: { type: 'Technician', id: parties.technicianId },
      entries: [{ idType: 'Credit', points: 120, description: 'Five-star customer reviews' }],
    },
  ];
  for (const ledger of ledgers) {
    const { type, userName, id } = ledger.holder;
    const holder = id ? await holderById(ctx.db, type, id) : await holderByUserName(ctx.db, type, userName!);
    if (!holder) continue;
    await ctx.db.transaction(async (tx) => {
      const column = sql.raw(
        type === 'Customer' ? 'customer_id' : type === 'Technician' ? 'technician_id' : 'channel_partner_id',
      );
      if (
        await hasRow(
          tx,
          sql`SELECT 1 FROM reward_entries WHERE ${column} = ${holder.id} AND created_by = ${DEMO_AUTHOR} LIMIT 1`,
        )
      )
        return;
      const opening = ledger.balance === undefined ? 0 : ledger.balance - Number(holder.balance);
      const entries = [
        ...(opening
          ? [
              {
                idType: opening > 0 ? ('Credit' as const) : ('Debit' as const),
                points: opening,
                description: 'Opening balance',
              },
            ]
          : []),
        ...ledger.entries,
      ];
      for (const entry of entries) {
        await addEntry(tx, {
          holder,
          refId: entry.idType,
          idType: entry.idType,
          description: entry.description,
          points: entry.points,
          createdBy: DEMO_AUTHOR,
        });
      }
    });
  }
}
