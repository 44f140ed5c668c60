import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** RS256 signing keys of the embedded identity; the newest signs, all verify. */
export const identityKeys = pgTable('identity_keys', {
  kid: text('kid').primaryKey(),
  /** Only in rows written before keys were sealed: the first start with this version seals them and empties this. */
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>(),
  /** The private JWK encrypted with the data cipher (platform/secrets.ts), so a dump of the database cannot sign. */
  sealedPrivateJwk: text('sealed_private_jwk'),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type IdentityUserStatus = 'CONFIRMED' | 'UNCONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED';

export const identityUsers = pgTable(
  'identity_users',
  {
    poolId: text('pool_id').notNull(),
    username: text('username').notNull(),
    sub: uuid('sub').notNull().unique(),
    passwordHash: text('password_hash'),
    status: text('status').$type<IdentityUserStatus>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    groups: text('groups').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.poolId, t.username] })],
);

export type IdentityCodePurpose = 'signUp' | 'forgotPassword' | 'signIn' | 'newPassword';

/** One pending code or challenge per user and purpose: sign-up, password reset, one-time sign-in code. */
export const identityCodes = pgTable(
  'identity_codes',
  {
    poolId: text('pool_id').notNull(),
    username: text('username').notNull(),
    purpose: text('purpose').$type<IdentityCodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    session: text('session'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.poolId, t.username, t.purpose] })],
);

/** A signed-in session: the refresh token's origin, revoked by sign-out. */
export const identitySessions = pgTable(
  'identity_sessions',
  {
    originJti: text('origin_jti').primaryKey(),
    poolId: text('pool_id').notNull(),
    username: text('username').notNull(),
    clientId: text('client_id').notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull().unique(),
    revoked: boolean('revoked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('identity_sessions_user_idx').on(t.poolId, t.username)],
);

export type IdentityThrottleRule =
  'passwordFailuresPerAccount' | 'passwordFailuresPerAddress' | 'codeSendsPerHour' | 'codeSendsPerDay';

/**
 * Counters of failed passwords (per account, per client address) and of code sends (per user), shared by every
 * process. `subject` is a hash of the account or address; `resetsAt` ends the counting window, or the lock once
 * the rule's limit is reached.
 */
export const identityThrottle = pgTable(
  'identity_throttle',
  {
    rule: text('rule').$type<IdentityThrottleRule>().notNull(),
    subject: text('subject').notNull(),
    count: integer('count').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.rule, t.subject] })],
);
