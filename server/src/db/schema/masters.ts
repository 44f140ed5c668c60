import { sql } from 'drizzle-orm';
import { index, integer, pgSequence, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const audit = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
};

export const productIdSeq = pgSequence('products_id_seq', { startWith: 101 });
export const brandIdSeq = pgSequence('brands_id_seq', { startWith: 101 });

export const services = pgTable('services', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  name: text('name').notNull(),
  status: text('status').notNull().default('Publish'),
  ...audit,
});

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  serviceId: text('service_id')
    .notNull()
    .references(() => services.id),
  status: text('status').notNull().default('Publish'),
  ...audit,
});

export const products = pgTable(
  'products',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'PID' || nextval('products_id_seq')`),
    name: text('name').notNull(),
    status: text('status').notNull().default('Publish'),
    ...audit,
  },
  (t) => [uniqueIndex('products_name_uq').on(sql`lower(${t.name})`), index('products_last_update_idx').on(t.lastUpdate)],
);

export const brands = pgTable(
  'brands',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'BID' || nextval('brands_id_seq')`),
    name: text('name').notNull(),
    status: text('status').notNull().default('Publish'),
    ...audit,
  },
  (t) => [uniqueIndex('brands_name_uq').on(sql`lower(${t.name})`), index('brands_last_update_idx').on(t.lastUpdate)],
);

export const pincodes = pgTable(
  'pincodes',
  {
    id: serial('id').primaryKey(),
    code: integer('code').notNull(),
    area: text('area').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    state: text('state').notNull(),
    status: text('status').notNull().default('Active'),
  },
  (t) => [
    uniqueIndex('pincodes_code_area_uq').on(t.code, t.area),
    index('pincodes_cascade_idx').on(t.state, t.district, t.city),
    // Area search as the user types (ILIKE '%...%') across all 155k areas; needs the pg_trgm extension.
    index('pincodes_area_trgm_idx').using('gin', sql`${t.area} gin_trgm_ops`),
  ],
);

/** Branch details imported from Razorpay's IFSC release (npm run import:ifsc). */
export const ifscBranches = pgTable('ifsc_branches', {
  ifsc: text('ifsc').primaryKey(),
  bank: text('bank').notNull(),
  branch: text('branch').notNull(),
  city: text('city').notNull(),
  district: text('district'),
  state: text('state'),
  address: text('address'),
});
