import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationChannel } from '../../../../domain/account/constants';
import type { OutboxStatus } from '../../../../domain/outbox';

/** Every state change: who, when, what, remark (read by GET activityLogs/{id}). */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entityId: text('entity_id').notNull(),
    entityType: text('entity_type').notNull(),
    activity: text('activity').notNull(),
    remark: text('remark'),
    updatedById: text('updated_by_id'),
    updatedByUserName: text('updated_by_user_name'),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_logs_entity_idx').on(t.entityId, t.timestamp)],
);

/**
 * Every message (codes, invitations, booking and payment SMS), written in the transaction of the change it announces
 * and delivered from here by any process (platform/outbox): readable by a web admin at GET /api/outbox.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** The optional topic its recipient could switch off (none: codes, invitations). */
    topic: text('topic'),
    status: text('status').$type<OutboxStatus>().notNull().default('Pending'),
    /** Delivery attempts begun, counted when a process claims the message. */
    attempts: integer('attempts').notNull().default(0),
    /** When a process may next claim it: a claim moves it a lease ahead, a failure a backoff ahead. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Why the last attempt failed (the reason a Failed message gave up). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'Pending'`),
  ],
);

/**
 * What the seed last ran for (a fingerprint of seed version, schema and configuration): a restart that matches skips
 * it.
 */
export const seedState = pgTable('seed_state', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
