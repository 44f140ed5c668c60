import { sql } from 'drizzle-orm';
import { check, index, integer, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { payments } from './requests';

export const paymentTransactionIdSeq = pgSequence('payment_transactions_id_seq', { startWith: 100001 });

/**
 * One row per attempt on a payment: a gateway payment confirmed or failed, a collection at the door, a refund. The
 * gateway's own reference is unique per gateway and kind, so the same confirmation twice adds nothing.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'TXN' || nextval('payment_transactions_id_seq')`),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    /** 'Payment', 'Collection' or 'Refund' (domain/payments/statuses.ts). */
    kind: text('kind').notNull(),
    /** 'sandbox', 'razorpay', or 'door' for a collection. */
    gateway: text('gateway').notNull(),
    /** The gateway's payment or refund id; null for a collection at the door. */
    reference: text('reference'),
    status: text('status').notNull(),
    /** The status as the gateway wrote it ('paid', 'failed', 'processed'…). */
    gatewayStatus: text('gateway_status'),
    amountPaise: integer('amount_paise').notNull(),
    remark: text('remark'),
    createdBy: text('created_by'),
    ...auditColumns(),
  },
  (t) => [
    index('payment_transactions_payment_idx').on(t.paymentId, t.createdAt),
    uniqueIndex('payment_transactions_reference_idx').on(t.gateway, t.kind, t.reference),
    check('payment_transactions_amount_check', sql`${t.amountPaise} >= 0`),
  ],
);

/**
 * The embedded sandbox gateway's links (server/src/platform/paymentGateway/sandbox.ts): what a real gateway would keep
 * on its side, kept here so every API process answers for every link.
 */
export const paymentSandboxLinks = pgTable(
  'payment_sandbox_links',
  {
    id: text('id').primaryKey(),
    referenceId: text('reference_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    description: text('description').notNull(),
    /** created, paid, failed or cancelled (Razorpay's words). */
    status: text('status').notNull().default('created'),
    /** The sandbox payment id of the attempt that paid or failed it. */
    gatewayPaymentId: text('gateway_payment_id'),
    refundedPaise: integer('refunded_paise').notNull().default(0),
    callbackUrl: text('callback_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('payment_sandbox_links_refund_check', sql`${t.refundedPaise} BETWEEN 0 AND ${t.amountPaise}`)],
);
