import { sql } from 'drizzle-orm';
import { index, integer, pgSequence, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const audit = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
};

export const channelPartnerIdSeq = pgSequence('channel_partners_id_seq', { startWith: 1001 });
export const technicianIdSeq = pgSequence('technicians_id_seq', { startWith: 1001 });
export const dealerIdSeq = pgSequence('dealers_id_seq', { startWith: 1001 });

export const channelPartners = pgTable('channel_partners', {
  id: text('id')
    .primaryKey()
    .default(sql`'CP' || nextval('channel_partners_id_seq')`),
  name: text('name').notNull(),
  typeOfFirm: text('type_of_firm'),
  primaryEmail: text('primary_email').notNull().unique(),
  primaryMobile: text('primary_mobile'),
  userName: text('user_name'),
  referralCode: text('referral_code'),
  status: text('status').notNull().default('Incomplete'),
  ...audit,
});

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
