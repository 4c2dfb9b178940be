import { eq } from 'drizzle-orm';
import { assertOwnCover, placeOf } from './place';
import type { MeetupInput } from '../../contracts/meetups';
import { meetupSeries, meetups, profiles, venues } from '../db/schema/index';
import { ApiError, notFound } from '../errors';
import { occurrenceDates } from './series-dates';
import { confirmInstantBooking } from '../bookings/instant-booking';
import { assertAnswerable, queueDeadline } from '../bookings/deadline';
import { occupancyRange, refuseOverlap } from '../bookings/occupancy';
import { assertCapacity, assertSlotRules } from '../bookings/venue-rules';
import { countBookingRequest, type BookingLimits } from '../limits/booking-quota';
import { assertWithinHorizon } from '../bookings/horizon';
import { notify } from '../notifications/notify';
import type { Actor } from '../plugins/actor';
import { publishChange } from '../realtime/publish';
import { scheduleReminder } from '../reminders/schedule';
import type { Db, Tx } from '../db/client';
import { type CommandDeps, queueMeetupEmail } from './effects';
import { meetupColumns } from './columns';
import type { MeetupRow } from './presenter';
import { formatInstantAt, meetupTimes } from './time';
import { assertWallClockExists } from './wall-clock';
import { meetupAudience } from './audience';

export type VenueRow = typeof venues.$inferSelect;

/** The venue a meetup is booked at; its capacity caps max_attendees. */
export async function bookableVenue(tx: Db | Tx, venueId: string, maxAttendees: number): Promise<VenueRow> {
  const [venue] = await tx.select().from(venues).where(eq(venues.id, venueId));
  if (!venue) throw ApiError.say(400, 'venue_not_found', 'api.meetups.venueNotExist', undefined, { field: 'venue_id' });
  assertCapacity(venue, maxAttendees);
  return venue;
}

/** Runs a check for one occurrence of a series; its refusal names the occurrence's date. */
function occurrence<T>(dates: string[], date: string, check: () => T): T {
  try {
    return check();
  } catch (err) {
    if (dates.length > 1 && err instanceof ApiError) throw ApiError.say(err.statusCode, err.code, 'api.meetups.occurrenceError', { date }, err.extra).within(err);
    throw err;
  }
}

export function assertFuture(m: { date: string; time: string; duration: number; latitude: number | null; longitude: number | null }, now = new Date()) {
  if (meetupTimes(m).startsAt <= now) throw ApiError.say(400, 'meetup_in_past', 'api.meetups.dateInPast', undefined, { field: 'date' });
}

/**
 * Ask the venue owner to approve a (new or changed) booking: in-app and by email, on commit,
 * naming the response deadline; the deadline's expiry and owner reminder are planned as jobs.
 */
export async function requestBooking(tx: Tx, deps: CommandDeps, meetup: MeetupRow, venue: VenueRow, occurrences = 1): Promise<void> {
  const expiresAt = meetup.bookingExpiresAt;
  // The email says it in its own reader's language from the meetup's deadline; this is its fallback.
  const answerBy = expiresAt ? formatInstantAt(expiresAt, meetup) : undefined;
  await notify(tx, {
    userId: venue.ownerId,
    type: 'venue_booking',
    title: { id: occurrences > 1 ? 'api.notices.seriesRequestTitle' : 'api.notices.bookingRequestTitle' },
    message: (t, locale) => {
      const words = { name: meetup.organizerName || t('api.notices.aProfessional'), meetup: meetup.title, venue: venue.name };
      const asked = occurrences > 1 ? t('api.notices.seriesRequest', { ...words, count: occurrences, frequency: meetup.recurringFrequency ?? '' }) : t('api.notices.bookingRequest', words);
      return asked + (expiresAt ? t('api.notices.answerBy', { date: formatInstantAt(expiresAt, meetup, locale) }) : '');
    },
    data: { meetupId: meetup.id, venueId: venue.id, url: '/venue-management?focus=approvals' },
  });
  await queueMeetupEmail(tx, deps, { userId: venue.ownerId, type: 'venue_booking', meetup, answerBy });
  if (meetup.bookingExpiresAt) await queueDeadline(tx, meetup.id, meetup.bookingExpiresAt);
}

/**
 * Creating a meetup is the booking request (docs/product.md §4): it starts pending with a
 * response deadline, the venue's name, address and coordinates are copied onto it, the venue
 * owner is told. The reminder is planned once it is approved (here at once for an instant booking).
 * At an instant-booking venue it is approved at once if its time is free; the overlap
 * constraint decides, so of simultaneous requests for one slot exactly one gets it and the
 * others get 409 booking_conflict (docs/decisions/0017). A recurring meetup creates its whole
 * series (up to 12 occurrences, issue 16): each occurrence is checked like a single meetup, and
 * at an instant-booking venue the series is booked whole or not at all. Nothing is booked past the
 * horizon, and the request is counted against the booking quotas and the member's ceiling at the
 * venue inside its transaction (server/limits/booking-quota.ts, docs/decisions/0038).
 */
export async function createMeetup(deps: CommandDeps, actor: Actor, input: MeetupInput, limits: BookingLimits) {
  let slot: { venueId: string; range: string } | null = null;
  // A recurring meetup is a series of occurrences, each its own meetup and booking (issue 16).
  const dates = input.is_recurring && input.recurring_frequency ? occurrenceDates(input.date, input.recurring_frequency, input.recurring_until) : [input.date];
  // What needs no lock is checked before the transaction, so a refused request takes none.
  const checked = await bookableVenue(deps.db, input.venue_id, input.max_attendees);
  assertFuture({ ...input, latitude: checked.latitude, longitude: checked.longitude });
  assertWithinHorizon(dates, checked, limits.horizonMonths);
  for (const date of dates) {
    const at = { ...input, date, latitude: checked.latitude, longitude: checked.longitude };
    occurrence(dates, date, () => assertWallClockExists(at));
    occurrence(dates, date, () => assertSlotRules(checked, at));
    if (!checked.instantBooking) occurrence(dates, date, () => assertAnswerable(at));
  }
  assertOwnCover(input.cover_image_url, actor.userId);
  const venuePlace = await placeOf(checked.address);
  return refuseOverlap(deps.db, () => deps.db.transaction(async (tx) => {
    const venue = await bookableVenue(tx, input.venue_id, input.max_attendees);
    // Each date of a series is a booking of its own and counts as one (issue 24).
    await countBookingRequest(tx, limits, { organizerId: actor.userId, venue, bookings: dates.length, minutes: dates.length * input.duration });
    const copied = { venueName: venue.name, venueAddress: venue.address, venuePlace, latitude: venue.latitude, longitude: venue.longitude };
    assertFuture({ ...input, ...copied });
    const [organiser] = await tx.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, actor.userId));
    if (!organiser) throw notFound('api.profiles.notFound');
    const series = input.is_recurring && input.recurring_frequency
      ? (await tx.insert(meetupSeries).values({ organizerId: actor.userId, frequency: input.recurring_frequency, until: input.recurring_until, count: dates.length }).returning())[0]
      : null;
    const rows: MeetupRow[] = [];
    for (const [index, date] of dates.entries()) {
      const at = { ...input, date, ...copied };
      occurrence(dates, date, () => assertSlotRules(venue, at));
      // A request that waits for the owner carries its response deadline (docs/decisions/0020).
      const bookingExpiresAt = venue.instantBooking ? null : occurrence(dates, date, () => assertAnswerable(at));
      const occupies = occupancyRange(at, venue.setupTime);
      slot = { venueId: venue.id, range: occupies };
      const [row] = await tx
        .insert(meetups)
        .values({
          ...meetupColumns(input),
          date,
          venueId: venue.id,
          ...copied,
          organizerId: actor.userId,
          organizerName: organiser.name,
          occupies,
          seriesId: series?.id ?? null,
          seriesIndex: series ? index : null,
          ...(venue.instantBooking ? { bookingStatus: 'approved', approvedAt: new Date() } : { bookingStatus: 'pending', bookingExpiresAt }),
        })
        .returning();
      rows.push(row);
    }
    const [row] = rows;
    // The organiser and the owner hear of the request once, however many occurrences it has.
    if (venue.instantBooking) await confirmInstantBooking(tx, deps, row, venue);
    else await requestBooking(tx, deps, row, venue, rows.length);
    for (const r of rows) {
      if (r !== row && r.bookingExpiresAt) await queueDeadline(tx, r.id, r.bookingExpiresAt);
      await scheduleReminder(tx, r);
      await publishChange(tx, { table: 'meetups', type: 'INSERT', id: r.id, audience: meetupAudience(r.bookingStatus, r.organizerId, venue.ownerId) });
    }
    return row;
  }), () => slot);
}
