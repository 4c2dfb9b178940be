import { and, eq } from 'drizzle-orm';
import type { PublicMeetupDto } from '../../contracts/meetups';
import type { Db } from '../db/client';
import { meetups, venues } from '../db/schema/index';
import { gazetteerTown } from '../geocoding/gazetteer';
import type { Actor, PolicyActor } from '../plugins/actor';
import { canNameMember } from '../profiles/policy';
import { canJoin } from './policy';
import { policyTarget, presentMeetup, type MeetupContext } from './presenter';
import { contextColumns, flatten } from './queries';

/**
 * Which meetups have a public page (/m/{id}), a sitemap entry and public JSON: approved ones.
 * Pending, rejected (and any later state such as expired or cancelled) stay private to the
 * organiser, the venue and admins — one predicate, so the page, the API and the sitemap agree.
 */
export const isPublicMeetup = eq(meetups.bookingStatus, 'approved');

/** With whether its organiser shows their profile (a deleted profile counts as hidden; decision 0040). */
export type PublicMeetup = MeetupContext & { organizerShowsProfile: boolean };

export async function loadPublicMeetup(db: Db, id: string, viewer: PolicyActor): Promise<PublicMeetup | null> {
  const [row] = await db
    .select(contextColumns(viewer))
    .from(meetups)
    .leftJoin(venues, eq(venues.id, meetups.venueId))
    .where(and(eq(meetups.id, id), isPublicMeetup));
  return row ? flatten(row) : null;
}

// Addresses repeat across meetups at one venue; the gazetteer reads each once.
const towns = new Map<string, { name: string; country: string } | null>();
async function townOf(address: string) {
  if (!towns.has(address)) {
    if (towns.size > 5000) towns.clear();
    towns.set(address, await gazetteerTown(address).catch(() => null));
  }
  return towns.get(address) ?? null;
}

export type PublicMeetupView = PublicMeetupDto & { venue_country: string | null };

/**
 * The public facts of a meetup, an explicit allow-list: no rates, no rejection reason, no member
 * ids, no attendee names (visitors and members alike see the count), and the organiser's name
 * only when their profile is shown (else null: "Organised by a member").
 */
export async function presentPublicMeetup(m: PublicMeetup, viewer: Actor | null, origin: string, now = new Date()): Promise<PublicMeetupView> {
  const full = presentMeetup(m, viewer, now);
  const town = m.venueAddress ? await townOf(m.venueAddress) : null;
  const abs = (u: string | null) => (u ? (u.startsWith('/') ? `${origin}${u}` : u) : null);
  return {
    id: full.id,
    title: full.title,
    description: full.description,
    date: full.date,
    time: full.time,
    duration: full.duration,
    venue_id: full.venue_id,
    venue_name: full.venue_name,
    venue_address: full.venue_address,
    latitude: full.latitude,
    longitude: full.longitude,
    organizer_name: canNameMember(viewer, { id: m.organizerId, showProfile: m.organizerShowsProfile }) ? full.organizer_name : null,
    max_attendees: full.max_attendees,
    tags: full.tags,
    meetup_type: full.meetup_type,
    language: full.language,
    time_zone: full.time_zone,
    starts_at: full.starts_at,
    ends_at: full.ends_at,
    is_past: full.is_past,
    attendee_count: full.attendee_count,
    is_full: full.is_full,
    venue_city: town?.name ?? null,
    venue_country: town?.country ?? null,
    // The organiser's 16:9 cover (issue 17), else the venue's picture: in the page and og:image.
    cover_image_url: abs(m.coverImageUrl ?? m.venueImageUrl),
    share_url: `${origin}/m/${m.id}`,
    viewer: viewer
      ? { is_attending: m.isAttending, can_join: canJoin(viewer, policyTarget(m, now)), is_organiser: viewer.userId === m.organizerId }
      : null,
  };
}
