import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was created and last changed (every list's default order reads `last_update`). */
export const auditColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
});
