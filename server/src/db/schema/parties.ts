import { sql } from 'drizzle-orm';
import { boolean, date, foreignKey, index, integer, jsonb, pgSequence, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import type { FileRef } from '../../../../domain/files';
import { brands, products, services } from './masters';

const audit = auditColumns();

export const channelPartnerIdSeq = pgSequence('channel_partners_id_seq', { startWith: 1001 });
export const technicianIdSeq = pgSequence('technicians_id_seq', { startWith: 1001 });
export const dealerIdSeq = pgSequence('dealers_id_seq', { startWith: 1001 });

export const channelPartners = pgTable(
  'channel_partners',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'CP' || nextval('channel_partners_id_seq')`),
    name: text('name').notNull(),
    typeOfFirm: text('type_of_firm'),
    primaryEmail: text('primary_email').notNull().unique(),
    primaryMobile: text('primary_mobile'),
    userName: text('user_name'),
    referralCode: text('referral_code'),
    rewardPoints: integer('reward_points').notNull().default(0),
    status: text('status').notNull().default('Incomplete'),
    profileImage: jsonb('profile_image').$type<FileRef>(),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    landmark: text('landmark'),
    pincode: integer('pincode'),
    area: text('area'),
    city: text('city'),
    state: text('state'),
    managerName: text('manager_name'),
    managerEmail: text('manager_email'),
    managerMobile: text('manager_mobile'),
    contractStartDate: date('contract_start_date'),
    contractEndDate: date('contract_end_date'),
    /** Remark of the latest status change (banners). */
    remark: text('remark'),
    /** SHA-256 of the outstanding invitation's auth challenge; null once used or revoked. */
    inviteChallengeHash: text('invite_challenge_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    /** A deleted invitation stays listed as Deleted (invite action of spec 000 §4). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...audit,
  },
  // The list's default order, its status tabs in that order, and the select filters (walked for their distinct values).
  (t) => [
    index('channel_partners_last_update_idx').on(t.lastUpdate, t.id),
    index('channel_partners_status_idx').on(t.status, t.lastUpdate, t.id),
    index('channel_partners_name_idx').on(t.name),
    index('channel_partners_type_of_firm_idx').on(t.typeOfFirm),
    index('channel_partners_city_idx').on(t.city),
    index('channel_partners_state_idx').on(t.state),
  ],
);

/** The partner's services in the order added: the first one decides the approval conditions (spec 000 §4). */
export const channelPartnerServices = pgTable(
  'channel_partner_services',
  {
    channelPartnerId: text('channel_partner_id')
      .notNull()
      .references(() => channelPartners.id, { onDelete: 'cascade' }),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id),
    dailyCallCapacity: integer('daily_call_capacity').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.channelPartnerId, t.serviceId] }), index('cp_services_service_idx').on(t.serviceId)],
);

export const channelPartnerServiceAreas = pgTable(
  'channel_partner_service_areas',
  {
    channelPartnerId: text('channel_partner_id')
      .notNull()
      .references(() => channelPartners.id, { onDelete: 'cascade' }),
    pincode: integer('pincode').notNull(),
    area: text('area').notNull(),
  },
  (t) => [primaryKey({ columns: [t.channelPartnerId, t.pincode, t.area] }), index('cp_service_areas_area_idx').on(t.pincode, t.area)],
);

/** Pincode-day mapping (spec 000 §5.8): a day 0..6 and some of the partner's own service areas. */
export const channelPartnerDayAreas = pgTable(
  'channel_partner_day_areas',
  {
    channelPartnerId: text('channel_partner_id').notNull(),
    day: smallint('day').notNull(),
    pincode: integer('pincode').notNull(),
    area: text('area').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.channelPartnerId, t.day, t.pincode, t.area] }),
    foreignKey({
      columns: [t.channelPartnerId, t.pincode, t.area],
      foreignColumns: [channelPartnerServiceAreas.channelPartnerId, channelPartnerServiceAreas.pincode, channelPartnerServiceAreas.area],
      name: 'cp_day_areas_service_area_fk',
    }).onDelete('cascade'),
    index('cp_day_areas_area_idx').on(t.pincode, t.area, t.day),
  ],
);

/** Brands and the products of each the partner repairs. */
export const channelPartnerBrandProducts = pgTable(
  'channel_partner_brand_products',
  {
    channelPartnerId: text('channel_partner_id')
      .notNull()
      .references(() => channelPartners.id, { onDelete: 'cascade' }),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [primaryKey({ columns: [t.channelPartnerId, t.brandId, t.productId] }), index('cp_brand_products_idx').on(t.brandId, t.productId)],
);

/** Bank details; the account number is stored encrypted (AES-256-GCM) with its last 4 digits for masking. */
export const channelPartnerBankDetails = pgTable('channel_partner_bank_details', {
  channelPartnerId: text('channel_partner_id')
    .primaryKey()
    .references(() => channelPartners.id, { onDelete: 'cascade' }),
  ifscCode: text('ifsc_code').notNull(),
  bankName: text('bank_name').notNull(),
  branch: text('branch').notNull(),
  city: text('city').notNull(),
  accountHolderName: text('account_holder_name').notNull(),
  accountNumberEncrypted: text('account_number_encrypted').notNull(),
  accountNumberLast4: text('account_number_last4').notNull(),
  accountNumberLength: integer('account_number_length').notNull(),
  accountType: text('account_type').notNull(),
  cheque: jsonb('cheque').$type<FileRef>().notNull(),
  ...audit,
});

/** KYC documents; Aadhar numbers are stored encrypted, other numbers in clear. Types are unique per partner. */
export const channelPartnerDocuments = pgTable(
  'channel_partner_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelPartnerId: text('channel_partner_id')
      .notNull()
      .references(() => channelPartners.id, { onDelete: 'cascade' }),
    docType: text('doc_type').notNull(),
    /** Clear number for non-sensitive types; null when encrypted. */
    docNumber: text('doc_number'),
    docNumberEncrypted: text('doc_number_encrypted'),
    docNumberLast4: text('doc_number_last4'),
    docNumberLength: integer('doc_number_length'),
    file: jsonb('file').$type<FileRef>().notNull(),
    mandatory: boolean('mandatory').notNull(),
    ...audit,
  },
  (t) => [uniqueIndex('cp_documents_type_uq').on(t.channelPartnerId, sql`lower(${t.docType})`)],
);

/** Every uploaded file: whose it is decides who may download it. */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: text('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_entity_idx').on(t.entityType, t.entityId)],
);

/** Server secrets generated once per database (the data-encryption key when DATA_ENCRYPTION_KEY is not set). */
export const platformSecrets = pgTable('platform_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const technicians = pgTable('technicians', {
  id: text('id')
    .primaryKey()
    .default(sql`'TECH' || nextval('technicians_id_seq')`),
  channelPartnerId: text('channel_partner_id')
    .notNull()
    .references(() => channelPartners.id),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email'),
  mobile: text('mobile').notNull().unique(),
  userName: text('user_name'),
  status: text('status').notNull().default('Incomplete'),
  ...audit,
});

export const dealers = pgTable('dealers', {
  id: text('id')
    .primaryKey()
    .default(sql`'DLR' || nextval('dealers_id_seq')`),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  mobile: text('mobile'),
  userName: text('user_name'),
  status: text('status').notNull().default('Pending'),
  ...audit,
});
