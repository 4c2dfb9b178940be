import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { venueSearchDocument } from '../../venues/search';
import { users } from './auth';

export const venues = pgTable(
  'venues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    address: text('address').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    capacity: integer('capacity').notNull().default(0),
    venueType: text('venue_type').notNull().default('other'),
    minBookingHours: integer('min_booking_hours').notNull().default(1),
    setupTime: integer('setup_time').notNull().default(0),
    instantBooking: boolean('instant_booking').notNull().default(false),
    weekendAvailable: boolean('weekend_available').notNull().default(false),
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    coverImageIndex: integer('cover_image_index').notNull().default(0),
    coverImageUrl: text('cover_image_url'),
    ownerId: uuid('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    ownerName: text('owner_name').notNull().default(''),
    contactEmail: text('contact_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    defaultBookingRate: integer('default_booking_rate').notNull().default(0), // in the minor unit of `currency` (pence for GBP)
    // ISO 4217 code the venue quotes its rates in (decision 0065); existing venues were all priced in pounds.
    currency: text('currency').notNull().default('GBP'),
    placeId: text('place_id'),
  },
  (t) => [
    check('venues_capacity_check', sql`${t.capacity} >= 0`),
    check('venues_rate_check', sql`${t.defaultBookingRate} >= 0`),
    check('venues_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    index('venues_owner_idx').on(t.ownerId),
    index('venues_created_at_idx').on(t.createdAt),
    index('venues_lat_lng_idx').on(t.latitude, t.longitude),
    // Venue search (issue 30, decision 0063): full text over server/venues/search.ts's document.
    index('venues_search_idx').using('gin', sql.raw(venueSearchDocument())),
  ],
);

export const venueRatings = pgTable(
  'venue_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('venue_ratings_venue_user_key').on(t.venueId, t.userId),
    check('venue_ratings_score_check', sql`${t.score} between 1 and 5`),
    index('venue_ratings_user_idx').on(t.userId),
  ],
);
