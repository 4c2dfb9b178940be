import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

// One row per membership checkout (demo, free or Stripe): the payment record, and what makes
// a Stripe webhook idempotent (a session completes a pending row once). docs/decisions/0008.
export const membershipCheckouts = pgTable(
  'membership_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tier: text('tier').notNull(),
    provider: text('provider').notNull(),
    amountPence: integer('amount_pence').notNull().default(0),
    currency: text('currency').notNull().default('gbp'),
    status: text('status').notNull().default('pending'),
    membershipNumber: text('membership_number'),
    stripeSessionId: text('stripe_session_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the membership this checkout paid for ended (cancelled, switched, or ended at Stripe). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    check('membership_checkouts_tier_check', sql`${t.tier} in ('professional', 'venue')`),
    check('membership_checkouts_provider_check', sql`${t.provider} in ('demo', 'free', 'stripe')`),
    check('membership_checkouts_status_check', sql`${t.status} in ('pending', 'completed')`),
    check('membership_checkouts_amount_check', sql`${t.amountPence} >= 0`),
    index('membership_checkouts_user_idx').on(t.userId, t.createdAt),
    index('membership_checkouts_subscription_idx').on(t.stripeSubscriptionId),
  ],
);
