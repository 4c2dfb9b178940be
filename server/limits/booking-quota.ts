import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ApiError } from '../errors';
import { BOOKING_QUOTAS } from './rules';
import { tooManyRequests } from './limiter';

/** The configurable booking limits (BOOKING_HORIZON_MONTHS, BOOKING_MAX_FUTURE_HOURS_PER_VENUE; server/config.ts). */
export type BookingLimits = { horizonMonths: number; maxFutureHoursPerVenue: number };

export type BookingRequestCount = {
  /** Whose bookings these are: the meetup's organiser (also when an admin edits it). */
  organizerId: string;
  venue: { id: string; name: string };
  /** Bookings the request holds: 1, or each date of a series. */
  bookings: number;
  /** Venue minutes the request holds in all (duration × bookings). */
  minutes: number;
  /** An edit: the meetup's own current booking is replaced, not added to. */
  exceptMeetupId?: string;
};

/** Hours to one decimal, for the message's plural ({held, plural, …}). */
const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

/**
 * Every booking quota, counted in one place, the same way on create and on edit (issue 25), in
 * the booking's own transaction:
 * - the venue's row, then the organiser's profile row, are locked (FOR NO KEY UPDATE, which does not
 *   block the foreign-key checks of other inserts), so two requests for one venue or by one member
 *   count one after the other and cannot both take the last place;
 * - the ceiling: pending + approved bookings of this member at this venue that have not ended,
 *   plus this request, stay within `maxFutureHoursPerVenue` (409 booking_hours_limit);
 * - the rate quotas (BOOKING_QUOTAS): bookings requested in the last hour / day by this member and at
 *   this venue, instant or not, each date of a series counted (429 rate_limited with retry_after);
 * - the request is recorded in booking_requests. A request refused later in the transaction
 *   (e.g. 409 booking_conflict) rolls back with it, so it counts nothing.
 */
export async function countBookingRequest(tx: Tx, limits: BookingLimits, req: BookingRequestCount): Promise<void> {
  await tx.execute(sql`select 1 from venues where id = ${req.venue.id} for no key update`);
  await tx.execute(sql`select 1 from profiles where id = ${req.organizerId} for no key update`);

  const except = req.exceptMeetupId ?? null;
  const { rows: [held] } = await tx.execute<{ minutes: number }>(sql`
    select coalesce(sum(duration), 0)::int as minutes from meetups
    where organizer_id = ${req.organizerId} and venue_id = ${req.venue.id}
      and booking_status in ('pending', 'approved')
      and coalesce(upper(occupies) > now(), date >= current_date)
      and (${except}::uuid is null or id <> ${except}::uuid)`);
  const ceiling = limits.maxFutureHoursPerVenue * 60;
  if (held.minutes + req.minutes > ceiling)
    throw ApiError.say(
      409,
      'booking_hours_limit',
      'api.bookings.quotaHours',
      { held: hours(held.minutes), venue: req.venue.name, adds: hours(req.minutes), ceiling: hours(ceiling) },
      { held_hours: held.minutes / 60, limit_hours: limits.maxFutureHoursPerVenue },
    );

  const { memberHour, memberDay, venueHour } = BOOKING_QUOTAS;
  const { rows: [used] } = await tx.execute<Record<'member_hour' | 'member_day' | 'venue_hour' | 'member_hour_wait' | 'member_day_wait' | 'venue_hour_wait', number>>(sql`
    select
      coalesce(sum(bookings) filter (where organizer_id = ${req.organizerId} and requested_at > now() - make_interval(secs => ${memberHour.durationS})), 0)::int as member_hour,
      coalesce(sum(bookings) filter (where organizer_id = ${req.organizerId}), 0)::int as member_day,
      coalesce(sum(bookings) filter (where venue_id = ${req.venue.id} and requested_at > now() - make_interval(secs => ${venueHour.durationS})), 0)::int as venue_hour,
      extract(epoch from min(requested_at) filter (where organizer_id = ${req.organizerId} and requested_at > now() - make_interval(secs => ${memberHour.durationS})) + make_interval(secs => ${memberHour.durationS}) - now())::float8 as member_hour_wait,
      extract(epoch from min(requested_at) filter (where organizer_id = ${req.organizerId}) + make_interval(secs => ${memberDay.durationS}) - now())::float8 as member_day_wait,
      extract(epoch from min(requested_at) filter (where venue_id = ${req.venue.id} and requested_at > now() - make_interval(secs => ${venueHour.durationS})) + make_interval(secs => ${venueHour.durationS}) - now())::float8 as venue_hour_wait
    from booking_requests
    where (organizer_id = ${req.organizerId} or venue_id = ${req.venue.id}) and requested_at > now() - make_interval(secs => ${memberDay.durationS})`);
  // The oldest booking in the window leaving it is the earliest moment a retry could pass.
  if (used.member_hour + req.bookings > memberHour.points) throw tooManyRequests(used.member_hour_wait ?? memberHour.durationS, memberHour.message);
  if (used.member_day + req.bookings > memberDay.points) throw tooManyRequests(used.member_day_wait ?? memberDay.durationS, memberDay.message);
  if (used.venue_hour + req.bookings > venueHour.points) throw tooManyRequests(used.venue_hour_wait ?? venueHour.durationS, venueHour.message);

  // Rows older than the longest window count for nothing: this member's and this venue's are dropped here.
  await tx.execute(sql`delete from booking_requests where (organizer_id = ${req.organizerId} or venue_id = ${req.venue.id}) and requested_at <= now() - make_interval(secs => ${memberDay.durationS})`);
  await tx.execute(sql`insert into booking_requests (organizer_id, venue_id, bookings) values (${req.organizerId}, ${req.venue.id}, ${req.bookings})`);
}
