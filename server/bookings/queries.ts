import { and, asc, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { OwnerCalendarDto } from '../../contracts/bookings';
import { clockTime } from '../../contracts/format';
import { meetupTimes } from '../meetups/time';
import type { BookingRequestDto, ManagedVenueDto, VenueManagementDto } from '../../contracts/meetups';
import type { Db } from '../db/client';
import { meetups, profiles, venues } from '../db/schema/index';
import type { Actor } from '../plugins/actor';
import { presentMeetup } from '../meetups/presenter';
import { loadMeetups } from '../meetups/queries';

/**
 * The owner's venues with counts, and the booking requests for them: every pending request,
 * plus approved and rejected ones from the last 60 days onwards (history).
 */
export async function venueManagement(db: Db, actor: Actor, now = new Date()): Promise<VenueManagementDto> {
  const own = await db
    .select({
      id: venues.id,
      name: venues.name,
      address: venues.address,
      capacity: venues.capacity,
      default_booking_rate: venues.defaultBookingRate,
      currency: venues.currency,
      cover_image_url: venues.coverImageUrl,
      images: venues.images,
      // Qualified by hand: drizzle leaves columns unqualified in single-table selections.
      pending_count: sql<number>`(select count(*)::int from meetups mm where mm.venue_id = "venues"."id" and mm.booking_status = 'pending')`,
      upcoming_count: sql<number>`(select count(*)::int from meetups mm where mm.venue_id = "venues"."id" and mm.booking_status = 'approved' and mm.date >= (now() at time zone 'utc')::date)`,
    })
    .from(venues)
    .where(eq(venues.ownerId, actor.userId))
    .orderBy(asc(venues.name));
  const venueList: ManagedVenueDto[] = own.map(({ images, ...v }) => ({
    ...v,
    cover_image_url: v.cover_image_url ?? images[0] ?? null,
    pending_count: Number(v.pending_count),
    upcoming_count: Number(v.upcoming_count),
  }));
  if (own.length === 0) return { venues: venueList, requests: [] };
  const ids = own.map((v) => v.id);
  const rows = await db
    .select({ id: meetups.id, email: profiles.email })
    .from(meetups)
    .leftJoin(profiles, eq(profiles.id, meetups.organizerId))
    .where(and(inArray(meetups.venueId, ids), or(eq(meetups.bookingStatus, 'pending'), sql`${meetups.date} >= (now() at time zone 'utc')::date - 60`)))
    .orderBy(sql`case when ${meetups.bookingStatus} = 'pending' then 0 else 1 end`, asc(meetups.date), desc(meetups.createdAt))
    .limit(300);
  const byId = new Map((await loadMeetups(db, rows.map((r) => r.id), actor)).map((m) => [m.id, m]));
  const requests: BookingRequestDto[] = rows.flatMap((r) => {
    const m = byId.get(r.id);
    return m ? [{ ...presentMeetup(m, actor, now), venue_default_booking_rate: m.venueDefaultRate ?? 0, organizer_email: r.email }] : [];
  });
  return { venues: venueList, requests };
}

/**
 * The owner's calendar (issue 12): approved and pending bookings at any of the caller's venues
 * whose date falls between two dates (both included), in start order. Only the caller's own
 * venues: for anyone else the list is empty.
 */
export async function ownerCalendar(db: Db, actor: Actor, from: string, to: string): Promise<OwnerCalendarDto> {
  const rows = await db
    .select({
      m: meetups,
      attendeeCount: sql<number>`(select count(*)::int from meetup_attendees ma where ma.meetup_id = "meetups"."id")`,
    })
    .from(meetups)
    .innerJoin(venues, eq(venues.id, meetups.venueId))
    .where(and(eq(venues.ownerId, actor.userId), inArray(meetups.bookingStatus, ['approved', 'pending']), gte(meetups.date, from), lte(meetups.date, to)))
    .orderBy(asc(meetups.date), asc(meetups.time), asc(meetups.id));
  // From yesterday (UTC) on: dates are the venue's own, so a booking today anywhere counts.
  const since = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const [next] = await db
    .select({ date: sql<string | null>`min(${meetups.date})` })
    .from(meetups)
    .innerJoin(venues, eq(venues.id, meetups.venueId))
    .where(and(eq(venues.ownerId, actor.userId), inArray(meetups.bookingStatus, ['approved', 'pending']), gte(meetups.date, since)));
  return {
    next_booking_date: next?.date ?? null,
    bookings: rows.map(({ m, attendeeCount }) => {
      const times = meetupTimes(m);
      return {
        id: m.id,
        title: m.title,
        venue_id: m.venueId!,
        venue_name: m.venueName,
        date: m.date,
        time: clockTime(m.time),
        duration: m.duration,
        time_zone: times.timeZone,
        starts_at: times.startsAt.toISOString(),
        ends_at: times.endsAt.toISOString(),
        booking_status: m.bookingStatus as 'approved' | 'pending',
        booking_expires_at: m.bookingStatus === 'pending' ? (m.bookingExpiresAt?.toISOString() ?? null) : null,
        organizer_name: m.organizerName,
        attendee_count: Number(attendeeCount),
        max_attendees: m.maxAttendees,
      };
    }),
  };
}
