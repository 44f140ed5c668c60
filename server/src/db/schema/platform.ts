import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

/** Messages sent through the default notifier: readable by a web admin at GET /api/outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

/** What the seed last ran for (a fingerprint of seed version, schema and configuration): a restart that matches skips it. */
export const seedState = pgTable('seed_state', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
