import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgSequence, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { categories, uoms } from './masters';
import { channelPartners } from './parties';

export const ewasteDriveIdSeq = pgSequence('ewaste_drives_id_seq', { startWith: 1 });

/**
 * An e-waste collection drive: where and when, the partner collecting, how the waste is disposed of. The place is an
 * address of the pincode directory; target and collected totals (grams) are kept with the drive for the list.
 */
export const ewasteDrives = pgTable(
  'ewaste_drives',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'EWD' || lpad(nextval('ewaste_drives_id_seq')::text, 5, '0')`),
    name: text('name').notNull(),
    driveDate: date('drive_date').notNull(),
    status: text('status').notNull().default('Planned'),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull(),
    landmark: text('landmark').notNull().default(''),
    pincode: integer('pincode').notNull(),
    area: text('area').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    channelPartnerId: text('channel_partner_id')
      .notNull()
      .references(() => channelPartners.id),
    disposalMethod: text('disposal_method').notNull(),
    notes: text('notes').notNull().default(''),
    remark: text('remark'),
    targetGrams: bigint('target_grams', { mode: 'number' }).notNull().default(0),
    collectedGrams: bigint('collected_grams', { mode: 'number' }).notNull().default(0),
    createdBy: text('created_by'),
    ...auditColumns(),
  },
  (t) => [
    // The list's default order (latest drive first) and its filters, each with the order behind it.
    index('ewaste_drives_date_idx').on(t.driveDate, t.id),
    index('ewaste_drives_status_idx').on(t.status, t.driveDate, t.id),
    index('ewaste_drives_partner_idx').on(t.channelPartnerId, t.driveDate, t.id),
    index('ewaste_drives_state_idx').on(t.state, t.driveDate, t.id),
    index('ewaste_drives_last_update_idx').on(t.lastUpdate, t.id),
    index('ewaste_drives_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check('ewaste_drives_status_ck', sql`${t.status} IN ('Planned', 'Completed', 'Cancelled')`),
  ],
);

/**
 * What a drive aims to collect, and collected, of one e-waste category, in grams, entered in a weight unit of the UOM
 * master.
 */
export const ewasteDriveLines = pgTable(
  'ewaste_drive_lines',
  {
    driveId: text('drive_id')
      .notNull()
      .references(() => ewasteDrives.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    uomId: text('uom_id')
      .notNull()
      .references(() => uoms.id),
    targetGrams: bigint('target_grams', { mode: 'number' }).notNull(),
    collectedGrams: bigint('collected_grams', { mode: 'number' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.driveId, t.categoryId] }),
    index('ewaste_drive_lines_category_idx').on(t.categoryId),
    check(
      'ewaste_drive_lines_grams_ck',
      sql`${t.targetGrams} >= 0 AND (${t.collectedGrams} IS NULL OR ${t.collectedGrams} >= 0)`,
    ),
  ],
);
