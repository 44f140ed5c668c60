import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import type { FileRef } from '../../../../domain/files';
import { profileSectionTables } from './profileSections';

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
    /** A deleted invitation stays listed as Deleted (the invite action Delete). */
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
    uniqueIndex('channel_partners_referral_code_uq').on(t.referralCode),
    check('channel_partners_reward_points_not_negative', sql`${t.rewardPoints} >= 0`),
  ],
);

/** The partner's profile sections (services, service areas, brands and products, bank details, KYC documents). */
const partnerSections = profileSectionTables(
  { table: 'channel_partner', short: 'cp', ownerColumn: 'channel_partner_id' },
  () => channelPartners.id,
);
export const channelPartnerServices = partnerSections.services;
export const channelPartnerServiceAreas = partnerSections.serviceAreas;
export const channelPartnerBrandProducts = partnerSections.brandProducts;
export const channelPartnerBankDetails = partnerSections.bankDetails;
export const channelPartnerDocuments = partnerSections.documents;

/** Pincode-day mapping: a day 0..6 and some of the partner's own service areas. */
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
      foreignColumns: [
        channelPartnerServiceAreas.ownerId,
        channelPartnerServiceAreas.pincode,
        channelPartnerServiceAreas.area,
      ],
      name: 'cp_day_areas_service_area_fk',
    }).onDelete('cascade'),
    index('cp_day_areas_area_idx').on(t.pincode, t.area, t.day),
  ],
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

/**
 * A technician of a channel partner. The mobile is the sign-in name in the technician pool; e-mails are
 * kept in lower case, one per technician. Addresses are shown, never searched: one JSON value each.
 */
export const technicians = pgTable(
  'technicians',
  {
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
    currentAddress: jsonb('current_address').$type<TechnicianAddressRecord>(),
    permanentAddress: jsonb('permanent_address').$type<TechnicianAddressRecord>(),
    referralCode: text('referral_code'),
    rewardPoints: integer('reward_points').notNull().default(0),
    profileImage: jsonb('profile_image').$type<FileRef>(),
    /** Remark of the latest status change (banners). */
    remark: text('remark'),
    ...audit,
  },
  // The list's default order, a partner's own list, the status tabs (each also per partner), the e-mail check.
  (t) => [
    index('technicians_last_update_idx').on(t.lastUpdate, t.id),
    index('technicians_status_idx').on(t.status, t.lastUpdate, t.id),
    index('technicians_partner_idx').on(t.channelPartnerId, t.lastUpdate, t.id),
    index('technicians_partner_status_idx').on(t.channelPartnerId, t.status, t.lastUpdate, t.id),
    uniqueIndex('technicians_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('technicians_referral_code_uq').on(t.referralCode),
    check('technicians_reward_points_not_negative', sql`${t.rewardPoints} >= 0`),
  ],
);

/** A technician address as stored. */
export interface TechnicianAddressRecord {
  addressLine1: string;
  addressLine2: string;
  landmark: string;
  pincode: number;
  area: string;
  city: string;
  state: string;
}

/** The technician's profile sections: the partner's tables under the technician's name. */
const technicianSections = profileSectionTables(
  { table: 'technician', short: 'tech', ownerColumn: 'technician_id' },
  () => technicians.id,
);
export const technicianServices = technicianSections.services;
export const technicianServiceAreas = technicianSections.serviceAreas;
export const technicianBrandProducts = technicianSections.brandProducts;
export const technicianBankDetails = technicianSections.bankDetails;
export const technicianDocuments = technicianSections.documents;

/**
 * A dealer (README "Dealers"): `name` is the firm name. The e-mail (kept in lower case) is the
 * sign-in name in the staff pool; the mobile is unique among dealers. Invitations work as the partner's do.
 */
export const dealers = pgTable(
  'dealers',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'DLR' || nextval('dealers_id_seq')`),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    mobile: text('mobile'),
    userName: text('user_name'),
    status: text('status').notNull().default('Pending'),
    contactName: text('contact_name'),
    typeOfFirm: text('type_of_firm'),
    gstin: text('gstin'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    landmark: text('landmark'),
    area: text('area'),
    city: text('city'),
    state: text('state'),
    pincode: integer('pincode'),
    /** The channel partner the dealer works with, if any. */
    channelPartnerId: text('channel_partner_id').references(() => channelPartners.id),
    profileImage: jsonb('profile_image').$type<FileRef>(),
    /** Remark of the latest status change (banners). */
    remark: text('remark'),
    /** SHA-256 of the outstanding invitation's auth challenge; null once used or revoked. */
    inviteChallengeHash: text('invite_challenge_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    /** The invitation machinery's deleted invitation (shared with partners); dealers are not deleted today. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...audit,
  },
  // The list's default order, its status tabs, a partner's dealers; the mobile is unique among dealers.
  (t) => [
    index('dealers_last_update_idx').on(t.lastUpdate, t.id),
    index('dealers_status_idx').on(t.status, t.lastUpdate, t.id),
    index('dealers_partner_idx').on(t.channelPartnerId),
    uniqueIndex('dealers_mobile_uq').on(t.mobile),
  ],
);

/** The dealer's KYC documents: the partner's documents table under the dealer's name (no other section). */
export const dealerDocuments = profileSectionTables(
  { table: 'dealer', short: 'dlr', ownerColumn: 'dealer_id' },
  () => dealers.id,
).documents;
