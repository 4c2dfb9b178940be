import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Accounts: the email + password identity behind a profile.
export const users = pgTable(
  'users',
  {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  // Null for an account made through a sign-in code or an OpenID Connect provider until its
  // owner sets a password (issue 28, decision 0051).
  passwordHash: text('password_hash'),
  userMetadata: jsonb('user_metadata').notNull().default(sql`'{}'::jsonb`),
  isSuspended: boolean('is_suspended').notNull().default(false),
  // Null until the owner follows the emailed confirmation link (or a reset link): only a
  // confirmed address can carry the admin flag (issue 9).
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Issue 30 (decision 0058): the admin member list pages newest first by (created_at, id).
    index('users_created_idx').on(t.createdAt, t.id),
    // "Suspended members do not count" (followers, fan-out) is an anti-join against this small set.
    index('users_suspended_idx').on(t.id).where(sql`${t.isSuspended}`),
    // Admin member search: "contains" over the address and the sign-up name (pg_trgm, migration 0017).
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_metadata_name_trgm_idx').using('gin', sql`(${t.userMetadata} ->> 'name') gin_trgm_ops`),
  ],
);

// One row per signed-in device; access tokens carry its id and die with it.
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    // Set for an hour on a session opened by a reset link: it may set a new password without
    // the current one, once (decision 0002, amendment "password change").
    recoveryUntil: timestamp('recovery_until', { withTimezone: true }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

// Opaque refresh tokens, stored as SHA-256 hashes; rotated on every use.
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id').notNull().references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    spentAt: timestamp('spent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

// Single-use email links, stored as SHA-256 hashes: 'recovery' (password reset) and 'signup'
// (address confirmation). Issuing or using a link of a type spends the user's older ones.
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    type: text('type', { enum: ['recovery', 'signup'] }).notNull().default('recovery'),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    redirectTo: text('redirect_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

// The JWT signing key lives in the database so every app instance signs and verifies alike.
export const authKeys = pgTable('auth_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * "Email me a sign-in code" (issue 28): a 6-digit code and a link token for one address, both
 * stored as hashes, valid 10 minutes, single use. Keyed by address, not account, so a code can
 * also sign up a new address (the code confirms it). Wrong guesses count against the code.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    linkTokenHash: text('link_token_hash').notNull().unique(),
    redirectTo: text('redirect_to'),
    /** The name typed on the register page, for the account the code may create (decision 0060). */
    name: text('name'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_codes_email_idx').on(t.email, t.createdAt)],
);

/**
 * Sign-ins through an OpenID Connect provider (Google, Apple, any issuer; issue 28): one row per
 * provider account, found by the provider's stable subject, never by email alone.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('user_identities_provider_subject_idx').on(t.provider, t.subject), index('user_identities_user_idx').on(t.userId)],
);

/**
 * Web Push subscriptions (issue 28): one per device (the push service's endpoint is unique),
 * removed when the push service answers 404/410 or the member removes the device.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastPushedAt: timestamp('last_pushed_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
