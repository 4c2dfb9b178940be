import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

const allTrue = (keys: string[]) => sql.raw(`'${JSON.stringify(Object.fromEntries(keys.map((k) => [k, true])))}'::jsonb`);

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    email: text('email').notNull(),
    avatar: text('avatar'),
    role: text('role').notNull().default('basic'),
    subscriptionStatus: text('subscription_status').notNull().default('basic'),
    subscriptionTier: text('subscription_tier').notNull().default('basic'),
    membershipNumber: text('membership_number').notNull().unique(),
    joinDate: timestamp('join_date', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    interests: text('interests').array().notNull().default(sql`'{}'::text[]`),
    country: text('country'),
    // One line under the name on the member profile (issue 16), e.g. "Open-data lead, Leeds council".
    headline: text('headline'),
    // "Show my profile to other members" (Settings → Privacy): off hides /members/{id} from others.
    showProfile: boolean('show_profile').notNull().default(true),
    // Settings → Privacy (issue 26): who may send message requests — people I met at meetups
    // (`met`) or `nobody` — and whether my profile lists my connections.
    messageRequestsFrom: text('message_requests_from').notNull().default('met'),
    showConnections: boolean('show_connections').notNull().default(true),
    emailPreferences: jsonb('email_preferences')
      .notNull()
      .default(allTrue(['all', 'venue_booking', 'booking_approved', 'booking_rejected', 'meetup_reminder', 'meetup_cancelled', 'announcements'])),
    notificationPreferences: jsonb('notification_preferences')
      .notNull()
      .default(allTrue(['all', 'venue_booking', 'booking_approved', 'booking_rejected', 'meetup_full_capacity', 'meetup_cancelled', 'meetup_comment', 'announcements'])),
    // Settings → Notifications "Push" column (issue 28): per type, like the two above; a type
    // missing from the object counts as on.
    pushPreferences: jsonb('push_preferences').notNull().default(sql`'{}'::jsonb`),
    // The member's language (issue 29, Settings → Preferences; decision 0064): emails and pages
    // in it. Set at sign-up to the language the account was created in; null: not known.
    locale: text('locale'),
  },
  (t) => [
    check('profiles_role_check', sql`${t.role} in ('basic', 'professional', 'venue')`),
    check('profiles_subscription_status_check', sql`${t.subscriptionStatus} in ('basic', 'active')`),
    check('profiles_message_requests_from_check', sql`${t.messageRequestsFrom} in ('met', 'nobody')`),
    check('profiles_locale_check', sql`${t.locale} is null or ${t.locale} in ('en-GB', 'es', 'fr', 'de', 'ar')`),
    check('profiles_subscription_tier_check', sql`${t.subscriptionTier} in ('basic', 'professional', 'venue')`),
    index('profiles_role_status_idx').on(t.role, t.subscriptionStatus),
    index('profiles_country_idx').on(t.country),
    // Admin member search by name (pg_trgm, migration 0017; issue 30).
    index('profiles_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);
