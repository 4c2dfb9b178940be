import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const partnerProfiles = pgTable(
  'partner_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    displayName: text('display_name').notNull(),
    logoUrl: text('logo_url'),
    shortBio: text('short_bio'),
    websiteUrl: text('website_url'),
    locationCity: text('location_city'),
    locationCountry: text('location_country'),
    sector: text('sector'),
    isVenuePartner: boolean('is_venue_partner').notNull().default(true),
    isPublic: boolean('is_public').notNull().default(false),
    createdBy: uuid('created_by').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
    maxVenuesAllowed: integer('max_venues_allowed').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('partner_profiles_max_venues_check', sql`${t.maxVenuesAllowed} >= 1`),
    index('partner_profiles_public_idx').on(t.isPublic),
  ],
);
