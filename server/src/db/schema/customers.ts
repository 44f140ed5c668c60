import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import type { FileRef } from '../../../../domain/files';
import { brands, products } from './masters';

const audit = auditColumns();

export const customerIdSeq = pgSequence('customers_id_seq', { startWith: 100001 });
export const customerAddressIdSeq = pgSequence('customer_addresses_id_seq', { startWith: 100001 });
export const customerProductIdSeq = pgSequence('customer_products_id_seq', { startWith: 100001 });

/**
 * Customers: the username is the ten-digit mobile, unique; the reward balance can never
 * go below 0 (the CHECK guards it against two encashments at once, whatever the process).
 */
export const customers = pgTable(
  'customers',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'CUS' || nextval('customers_id_seq')`),
    userName: text('user_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull().default(''),
    mobileNumber: text('mobile_number').notNull(),
    altMobileNumber: text('alt_mobile_number').notNull().default(''),
    pincode: integer('pincode').notNull(),
    referralCode: text('referral_code').notNull(),
    rewardPoints: integer('reward_points').notNull().default(0),
    /** Who created the customer (a staff user's sub), for the activity log and a dealer's own customers. */
    createdBy: text('created_by'),
    ...audit,
  },
  (t) => [
    uniqueIndex('customers_user_name_uq').on(t.userName),
    uniqueIndex('customers_mobile_uq').on(t.mobileNumber),
    uniqueIndex('customers_referral_code_uq').on(t.referralCode),
    index('customers_last_update_idx').on(t.lastUpdate, t.id),
    // Name search as the user types (ILIKE '%...%' on "first last") across millions of customers.
    index('customers_name_trgm_idx').using('gin', sql`(lower(${t.firstName} || ' ' || ${t.lastName})) gin_trgm_ops`),
    check('customers_reward_points_not_negative', sql`${t.rewardPoints} >= 0`),
  ],
);

/**
 * A customer's addresses. A removed address is only marked (`deleted_at`): a request keeps its own copy of the address
 * it was booked for, and the row stays for the record.
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'ADR' || nextval('customer_addresses_id_seq')`),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    area: text('area').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: integer('pincode').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...audit,
  },
  (t) => [index('customer_addresses_customer_idx').on(t.customerId, t.createdAt)],
);

/** A customer's products: Active on creation; only Active ones can be booked. */
export const customerProducts = pgTable(
  'customer_products',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'UPR' || nextval('customer_products_id_seq')`),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    nickName: text('nick_name').notNull().default(''),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    productType: text('product_type').notNull(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    modelNo: text('model_no').notNull().default(''),
    serialNo: text('serial_no').notNull().default(''),
    warrantyStatus: text('warranty_status').notNull(),
    purchaseDate: date('purchase_date'),
    additionalDocuments: jsonb('additional_documents').$type<FileRef[]>().notNull().default([]),
    status: text('status').notNull().default('Active'),
    isEditable: boolean('is_editable').notNull().default(true),
    ...audit,
  },
  (t) => [index('customer_products_customer_idx').on(t.customerId, t.createdAt)],
);

/** Who referred a customer (the code they gave on creation): credited when the customer's first request completes. */
export const customerReferrals = pgTable(
  'customer_referrals',
  {
    customerId: text('customer_id')
      .primaryKey()
      .references(() => customers.id),
    referralCode: text('referral_code').notNull(),
    referrerType: text('referrer_type').notNull(),
    referrerId: text('referrer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_referrals_referrer_idx').on(t.referrerType, t.referrerId)],
);
