import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The newsletter list (issue 17): double opt-in. An address is `pending` until its owner opens
 * the emailed confirmation link (single use: only the link's SHA-256 is kept, cleared on use).
 * `unsubscribe_token` is a random capability kept as is, because every newsletter email must
 * carry it; it can only take this address off this list (docs/decisions/0023).
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    status: text('status').notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    check('newsletter_status_check', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
    check('newsletter_email_lower_check', sql`${t.email} = lower(${t.email})`),
    index('newsletter_status_idx').on(t.status, t.createdAt),
  ],
);
