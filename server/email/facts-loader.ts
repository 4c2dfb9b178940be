import { count, eq } from 'drizzle-orm';
import { isUuid } from '../../contracts/ids';
import type { Db, Tx } from '../db/client';
import { meetupAttendees, meetups, venues } from '../db/schema/index';
import type { MeetupFacts, VenueFacts } from './templates/facts';
import { meetupTimeZone } from '../meetups/time';

type MeetupRow = typeof meetups.$inferSelect;
type VenueRow = typeof venues.$inferSelect;


/** A meetup row as the facts email templates print (docs/product.md §3 field names). */
export const meetupFactsOf = (m: MeetupRow): MeetupFacts => ({
  id: m.id,
  title: m.title,
  date: m.date,
  time: m.time,
  duration: m.duration,
  venue_id: m.venueId,
  venue_name: m.venueName,
  venue_address: m.venueAddress,
  organizer_name: m.organizerName,
  max_attendees: m.maxAttendees,
  time_zone: meetupTimeZone(m.latitude, m.longitude),
  expires_at: m.bookingExpiresAt?.toISOString() ?? null,
});

export const venueFactsOf = (v: VenueRow): VenueFacts => ({
  id: v.id,
  name: v.name,
  address: v.address,
  capacity: v.capacity,
  venue_type: v.venueType,
  owner_name: v.ownerName,
});

/** A meetup with who organises it, who owns its venue and how full it is; null if unknown. */
export async function loadMeetupForEmail(db: Db | Tx, meetupId: unknown) {
  if (!isUuid(meetupId)) return null;
  const [row] = await db
    .select({ meetup: meetups, venueOwnerId: venues.ownerId })
    .from(meetups)
    .leftJoin(venues, eq(venues.id, meetups.venueId))
    .where(eq(meetups.id, meetupId));
  if (!row) return null;
  const [{ n }] = await db.select({ n: count() }).from(meetupAttendees).where(eq(meetupAttendees.meetupId, meetupId));
  return { row: row.meetup, facts: meetupFactsOf(row.meetup), venueOwnerId: row.venueOwnerId, attendeeCount: Number(n) };
}

export async function loadVenueForEmail(db: Db | Tx, venueId: unknown) {
  if (!isUuid(venueId)) return null;
  const [row] = await db.select().from(venues).where(eq(venues.id, venueId));
  return row ? { row, facts: venueFactsOf(row) } : null;
}
