import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { channelPartners, technicians } from './parties';

/**
 * The reward points ledger (docs/rules/customers.md): append-only, one row per credit, debit or encashment of a holder
 * (a customer, a technician or a channel partner: exactly one of the three references). The holder's balance is the
 * `reward_points` column of its own row (CHECK >= 0), changed by one conditional statement in the transaction that
 * inserts the entry. A trigger refuses DELETE and any change of what an entry says (migration reward_ledger_guard);
 * only the user name and description may be overwritten, for a customer's erasure. An event credit (Referral, Booking,
 * Completed Request) is unique per holder and `ref_id`: a retry credits nothing twice. `balance` is the holder's
 * balance after the entry (reading a balance reads the newest row): a trigger takes it from the holder's row, which the
 * same transaction has just moved (migration reward_entry_balance).
 */
export const rewardEntries = pgTable(
  'reward_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: text('customer_id').references(() => customers.id),
    technicianId: text('technician_id').references(() => technicians.id),
    channelPartnerId: text('channel_partner_id').references(() => channelPartners.id),
    holderType: text('holder_type')
      .notNull()
      .generatedAlwaysAs(
        sql`CASE WHEN customer_id IS NOT NULL THEN 'Customer' WHEN technician_id IS NOT NULL THEN 'Technician'
            ELSE 'Channel Partner' END`,
      ),
    holderId: text('holder_id')
      .notNull()
      .generatedAlwaysAs(sql`COALESCE(customer_id, technician_id, channel_partner_id)`),
    userName: text('user_name').notNull(),
    refId: text('ref_id').notNull(),
    idType: text('id_type').notNull(),
    description: text('description').notNull().default(''),
    points: integer('points').notNull(),
    balance: integer('balance').notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reward_entries_customer_idx').on(t.customerId, t.createdAt),
    index('reward_entries_holder_idx').on(t.holderType, t.holderId, t.createdAt),
    index('reward_entries_technician_idx').on(t.technicianId, t.createdAt),
    index('reward_entries_partner_idx').on(t.channelPartnerId, t.createdAt),
    index('reward_entries_created_idx').on(t.createdAt, t.id),
    index('reward_entries_user_name_idx').on(t.userName, t.createdAt),
    uniqueIndex('reward_entries_event_uq')
      .on(t.holderType, t.holderId, t.idType, t.refId)
      .where(sql`id_type IN ('Referral', 'Booking', 'Completed Request')`),
    check('reward_entries_one_holder', sql`num_nonnulls(customer_id, technician_id, channel_partner_id) = 1`),
    check('reward_entries_points_not_zero', sql`points <> 0`),
    check('reward_entries_balance_not_negative', sql`balance >= 0`),
  ],
);
