import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { channelPartners } from './parties';

/**
 * A user's own settings (kept per user) and photo, by identity pool and username.
 * `language` etc. stay null until the user first saves settings, so a browser's choice is not overwritten by defaults.
 */
export const userPreferences = pgTable(
  'user_preferences',
  {
    pool: text('pool').notNull(),
    username: text('username').notNull(),
    language: text('language'),
    theme: text('theme'),
    direction: text('direction'),
    pinSidebar: boolean('pin_sidebar'),
    photoName: text('photo_name'),
    photoType: text('photo_type'),
    photoKey: text('photo_key'),
    ...auditColumns(),
  },
  (t) => [primaryKey({ columns: [t.pool, t.username] })],
);

/**
 * Optional messages a recipient switched on or off, by the address messages go to (lower-case e-mail, or the last ten
 * digits of a mobile), so the notify path decides with one indexed look-up whatever pool the user signs in to.
 */
export const notificationChoices = pgTable(
  'notification_choices',
  {
    recipient: text('recipient').notNull(),
    topic: text('topic').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.recipient, t.topic, t.channel] }),
    check('notification_choices_channel_ck', sql`${t.channel} IN ('email', 'sms')`),
  ],
);

/**
 * Team members invited from account/team: a channel partner's staff users (sign in as the partner, read-only or full),
 * or, with no partner, the admin and customer-care users an admin invited. Enabled and sign-in state live in identity.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    username: text('username').primaryKey(),
    channelPartnerId: text('channel_partner_id').references(() => channelPartners.id),
    name: text('name').notNull(),
    role: text('role').notNull(),
    access: text('access').notNull().default('full'),
    invitedBy: text('invited_by').notNull(),
    ...auditColumns(),
  },
  (t) => [
    index('team_members_partner_idx').on(t.channelPartnerId, t.createdAt),
    check('team_members_access_ck', sql`${t.access} IN ('read', 'full')`),
  ],
);
