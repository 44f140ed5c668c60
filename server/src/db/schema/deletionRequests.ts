import { sql } from 'drizzle-orm';
import { check, index, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { customers } from './customers';

export const deletionRequestIdSeq = pgSequence('user_deletion_requests_id_seq', { startWith: 1 });

/**
 * A customer's request to delete their account: open until an admin revokes it or deletes the account.
 * `customer_name` and `user_name` are copies for the list; Delete replaces them with the anonymised name and token.
 */
export const userDeletionRequests = pgTable(
  'user_deletion_requests',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'DEL' || lpad(nextval('user_deletion_requests_id_seq')::text, 8, '0')`),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    userName: text('user_name').notNull(),
    customerName: text('customer_name').notNull(),
    status: text('status').notNull().default('open'),
    remark: text('remark'),
    /** Who raised it (a staff user's sub on the customer's behalf) and who decided it. */
    requestedBy: text('requested_by'),
    decidedBy: text('decided_by'),
    ...auditColumns(),
  },
  (t) => [
    // The list's default order (newest update first) and its filters (status, customer name).
    index('user_deletion_requests_last_update_idx').on(t.lastUpdate, t.id),
    index('user_deletion_requests_status_idx').on(t.status, t.lastUpdate, t.id),
    index('user_deletion_requests_customer_name_idx').on(t.customerName, t.lastUpdate, t.id),
    index('user_deletion_requests_customer_idx').on(t.customerId),
    // One open request per customer, whatever the process: a second is a unique violation (409).
    uniqueIndex('user_deletion_requests_open_uq')
      .on(t.customerId)
      .where(sql`status = 'open'`),
    check('user_deletion_requests_status_ck', sql`${t.status} IN ('open', 'revoked', 'deleted')`),
  ],
);

/**
 * Files to remove from the file store, written in the transaction that erased their references: after the commit they
 * are deleted and their rows removed; a rollback removes the rows with it, so no file is lost to a failed erasure.
 */
export const pendingFileDeletions = pgTable('pending_file_deletions', {
  key: text('key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
