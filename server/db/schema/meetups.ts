import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, customType, date, doublePrecision, index, integer, pgTable, primaryKey, text, time, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { venues } from './venues';
import { searchDocumentSql } from '../../meetups/search';
import { earthIndexedSql, earthPointSql } from '../../nearby/earth';

/** A PostgreSQL tstzrange, read and written as its text form, e.g. '["2027-01-01 09:00:00+00","2027-01-01 11:00:00+00")'. */
const tstzrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' });
/** A PostgreSQL tsvector (full-text search document), as its text form. */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

/**
 * A recurring meetup (issue 16): its occurrences are meetups of their own (own booking, own
 * attendees) that point here. The rule is kept so the series' calendar file can carry an RRULE;
 * `count` is how many occurrences were created (at most 12).
 */
export const meetupSeries = pgTable(
  'meetup_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizerId: uuid('organizer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    frequency: text('frequency').notNull(),
    until: date('until'),
    count: integer('count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('meetup_series_frequency_check', sql`${t.frequency} in ('weekly', 'fortnightly', 'monthly')`), index('meetup_series_organizer_idx').on(t.organizerId)],
);

export const meetups = pgTable(
  'meetups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    date: date('date').notNull(),
    time: time('time').notNull(),
    duration: integer('duration').notNull().default(120), // minutes
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    venueName: text('venue_name').notNull().default(''),
    venueAddress: text('venue_address').notNull().default(''),
    // "Leeds, United Kingdom": the town and country of the venue address, read once when the
    // venue is copied onto the meetup (server/meetups/place.ts), for cards in a worldwide list.
    venuePlace: text('venue_place'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    organizerId: uuid('organizer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    organizerName: text('organizer_name').notNull().default(''),
    maxAttendees: integer('max_attendees').notNull().default(20),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    registrationRequired: boolean('registration_required').notNull().default(false),
    meetupType: text('meetup_type').notNull().default('networking'),
    targetAudience: text('target_audience'),
    experienceLevel: text('experience_level'),
    language: text('language').notNull().default('English'),
    isRecurring: boolean('is_recurring').notNull().default(false),
    recurringFrequency: text('recurring_frequency'),
    hasNetworkingTime: boolean('has_networking_time').notNull().default(false),
    providesRefreshments: boolean('provides_refreshments').notNull().default(false),
    allowsPhotography: boolean('allows_photography').notNull().default(false),
    hasLiveStreaming: boolean('has_live_streaming').notNull().default(false),
    requiresDressCode: boolean('requires_dress_code').notNull().default(false),
    dressCodeType: text('dress_code_type'),
    bookingStatus: text('booking_status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    // A cancelled meetup is kept (booking_status 'cancelled') so attendees and calendar feeds can
    // still see what happened; the exclusion constraint only compares approved rows, so its time is free.
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // Who cancelled (issue 24): 'organiser' (DELETE /api/meetups/{id}) or 'venue' (the owner, or an
    // admin for them, took back an approved booking, with `cancellation_reason` told to everyone going).
    cancelledBy: text('cancelled_by'),
    cancellationReason: text('cancellation_reason'),
    // A pending request's response deadline: the earlier of 72 h after the request and 24 h
    // before the start (server/bookings/deadline.ts). At it the request becomes 'expired'.
    bookingExpiresAt: timestamp('booking_expires_at', { withTimezone: true }),
    venueRateOverride: integer('venue_rate_override'), // in the venue's currency's minor unit
    // The organiser's cover picture (16:9, in the meetup-images bucket); null: the venue's cover is shown.
    coverImageUrl: text('cover_image_url'),
    // The venue time the booking holds: [start − setup, start + duration + setup), set by the app
    // (server/bookings/occupancy.ts) because the start depends on the venue's time zone. Approved
    // rows may not overlap at one venue: exclusion constraint meetups_venue_occupancy_excl, written
    // by hand in migrations/0004_venue_time.sql (drizzle-kit cannot express it); docs/decisions/0017.
    occupies: tstzrange('occupies'),
    // The recurring series this meetup is one occurrence of (issue 16); null for a one-off.
    seriesId: uuid('series_id').references(() => meetupSeries.id, { onDelete: 'set null' }),
    // Its place in the series' rule (0 = first), so the calendar file matches it to the RRULE's
    // slot even after its date is edited or it is cancelled.
    seriesIndex: integer('series_index'),
    // The search document (server/meetups/search.ts), kept by PostgreSQL on every write: searching
    // reads it instead of rebuilding it from four columns for each row looked at (issue 30).
    searchDocument: tsvector('search_document').generatedAlwaysAs(searchDocumentSql()),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meetups_series_idx').on(t.seriesId),
    check('meetups_booking_status_check', sql`${t.bookingStatus} in ('pending', 'approved', 'rejected', 'cancelled', 'expired')`),
    check('meetups_max_attendees_check', sql`${t.maxAttendees} >= 1`),
    check('meetups_duration_check', sql`${t.duration} > 0`),
    // At most 12 hours (DURATION_MAX, the API's rule): the upcoming lists' date bound relies on it
    // (server/meetups/ends.ts; issue 30).
    check('meetups_duration_max_check', sql`${t.duration} <= 720`),
    check('meetups_cancelled_by_check', sql`${t.cancelledBy} is null or ${t.cancelledBy} in ('organiser', 'venue')`),
    check('meetups_rate_override_check', sql`${t.venueRateOverride} is null or ${t.venueRateOverride} >= 0`),
    index('meetups_status_date_idx').on(t.bookingStatus, t.date),
    index('meetups_venue_idx').on(t.venueId),
    // An organiser's meetups in date order (issue 30): the home's "coming up" and the organiser's
    // pages read the ones still to come as a range, not every meetup a busy organiser ever ran.
    index('meetups_organizer_idx').on(t.organizerId, t.date, t.time, t.id),
    index('meetups_lat_lng_idx').on(t.latitude, t.longitude),
    // Approved meetups' places on the unit sphere, with when they end (btree_gist): nearby search
    // walks it nearest first (KNN), skips what is over inside the index, and stops after the rows
    // it needs (server/nearby/earth.ts; issue 30, decision 0062).
    index('meetups_nearby_idx')
      .using('gist', earthPointSql(), sql`(${t.date} + ${t.time} + make_interval(mins => ${t.duration}))`)
      .where(earthIndexedSql()),
    // Approved meetups by when they end on their wall clock (server/meetups/ends.ts): "still to
    // come" as an index range, in order (the sitemap; issue 30, decision 0058).
    index('meetups_approved_ends_idx')
      .on(sql`(${t.date} + ${t.time} + make_interval(mins => ${t.duration}))`, t.id)
      .where(sql`${t.bookingStatus} = 'approved'`),
    // Approved meetups by id, with when they end: a sitemap file is the upcoming ones of one id
    // prefix, an index range whatever the table's size (server/site/sitemap.ts; decision 0062).
    // It also carries every column a file reads, so a file is an index-only scan: read from the
    // table, a file's few thousand rows were as many random pages (44 ms cold at 1,000,000
    // meetups; 0.6 ms from the index; decision 0090). After the unique id the columns order nothing.
    index('meetups_approved_id_ends_idx')
      .on(t.id, sql`(${t.date} + ${t.time} + make_interval(mins => ${t.duration}))`, t.date, t.time, t.duration, t.latitude, t.longitude, t.approvedAt)
      .where(sql`${t.bookingStatus} = 'approved'`),
    // Every meetup by when it ends on its wall clock: the list's upcoming/past prefilters
    // (queries.ts) as an index range whatever the booking state (issue 30).
    index('meetups_ends_idx').on(sql`(${t.date} + ${t.time} + make_interval(mins => ${t.duration}))`),
    // The meetups list's order, walked by keyset pagination (issue 30, decision 0059).
    index('meetups_date_time_id_idx').on(t.date, t.time, t.id),
    // The same order within one language: the language filter (issue 29) walks it rather than
    // every meetup of the other languages (decision 0065).
    index('meetups_language_date_idx').on(t.language, t.date, t.time, t.id),
    // Full-text search (server/meetups/search.ts), on the stored document.
    index('meetups_search_idx').using('gin', t.searchDocument),
    // Availability's "your pending requests" part (approved ones use the exclusion constraint's index).
    index('meetups_pending_occupancy_idx').using('gist', t.venueId, t.organizerId, t.occupies).where(sql`${t.bookingStatus} = 'pending'`),
  ],
);

export const meetupAttendees = pgTable(
  'meetup_attendees',
  {
    meetupId: uuid('meetup_id').notNull().references(() => meetups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once at the door (issue 15); a second check-in keeps the first time. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** The secret on the attendee's ticket (its QR code); unique across all meetups. */
    ticketCode: uuid('ticket_code').notNull().defaultRandom().unique(),
  },
  (t) => [primaryKey({ columns: [t.meetupId, t.userId] }), index('meetup_attendees_user_idx').on(t.userId)],
);

/**
 * Members waiting for a place (issue 15): `waitlist` when the meetup was full, `request` when
 * registration is required and the organiser has not answered yet. Kept apart from
 * meetup_attendees so every existing count of attendees stays a count of people going.
 * `seq` is the joining order (a sequence, so two joins in one millisecond still have an order).
 */
export const meetupWaitlist = pgTable(
  'meetup_waitlist',
  {
    meetupId: uuid('meetup_id').notNull().references(() => meetups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.meetupId, t.userId] }),
    check('meetup_waitlist_kind_check', sql`${t.kind} in ('waitlist', 'request')`),
    index('meetup_waitlist_order_idx').on(t.meetupId, t.kind, t.seq),
    index('meetup_waitlist_user_idx').on(t.userId),
  ],
);

/** Members the organiser trusts to manage attendees and check people in (issue 15). */
export const meetupCohosts = pgTable(
  'meetup_cohosts',
  {
    meetupId: uuid('meetup_id').notNull().references(() => meetups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.meetupId, t.userId] }), index('meetup_cohosts_user_idx').on(t.userId)],
);
/** Members who joined a whole series (issue 16): they attend each of its occurrences that had room. */
export const meetupSeriesMembers = pgTable(
  'meetup_series_members',
  {
    seriesId: uuid('series_id').notNull().references(() => meetupSeries.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.userId] }), index('meetup_series_members_user_idx').on(t.userId)],
);

/** The discussion on a meetup (issue 16): plain text, at most 2,000 characters, never HTML. */
export const meetupComments = pgTable(
  'meetup_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    meetupId: uuid('meetup_id').notNull().references(() => meetups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('meetup_comments_body_check', sql`char_length(${t.body}) between 1 and 2000`),
    index('meetup_comments_meetup_idx').on(t.meetupId, t.createdAt),
    index('meetup_comments_user_idx').on(t.userId),
  ],
);

/**
 * Booking requests made (issue 24): one row per create, or edit that asks the venue again, with
 * how many bookings it held (each date of a series counts). The booking quotas
 * (server/bookings/booking-quota.ts) sum this table inside the booking's own transaction, so a
 * refused or rolled-back request counts nothing. Rows older than the longest window are pruned there.
 */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizerId: uuid('organizer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' }),
    bookings: integer('bookings').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_requests_organizer_idx').on(t.organizerId, t.requestedAt),
    index('booking_requests_venue_idx').on(t.venueId, t.requestedAt),
    check('booking_requests_bookings_check', sql`${t.bookings} >= 1`),
  ],
);

/**
 * The version of everything the meetup lists read (issue 30, decision 0079): a write to any of
 * those tables adds one to one of these rows when its transaction commits (migration 0026's
 * `meetup_lists_changed` triggers), so their sum changes exactly when a committed write could
 * change a list. Sixteen rows, picked by transaction id, so committing writers rarely wait for
 * each other (server/meetups/list-cache.ts reads the sum).
 */
export const meetupListVersions = pgTable('meetup_list_versions', {
  shard: integer('shard').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
