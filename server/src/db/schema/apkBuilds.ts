import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A mobile app build uploaded by an admin (allapks): which app, its version, and the file-store key of the .apk. */
export const apkBuilds = pgTable(
  'apk_builds',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    key: text('key').notNull().unique(),
    appName: text('app_name').notNull(),
    version: text('version').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    uploadedBy: text('uploaded_by'),
    uploadedByName: text('uploaded_by_name'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('apk_builds_app_version_uq').on(t.appName, t.version),
    index('apk_builds_uploaded_at_idx').on(t.uploadedAt),
  ],
);
