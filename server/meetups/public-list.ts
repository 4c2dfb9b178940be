import type { PublicMeetupListDto } from '../../contracts/public-meetups';
import type { Db } from '../db/client';
import type { PolicyActor } from '../plugins/actor';
import { presentPublicMeetup } from './public';
import { listMeetups } from './queries';

/**
 * Whom the public list is shown as: a Professional Partner with no part in any meetup. The one
 * visibility rule (meetupVisibleTo, decision 0048) gives such a member exactly the approved
 * meetups — the meetups that have public pages (isPublicMeetup) — so the list, /m/{id} and the
 * sitemap cannot disagree, and any later narrowing of the rule narrows this list too.
 */
export const PUBLIC_READER: NonNullable<PolicyActor> = { userId: '00000000-0000-0000-0000-000000000000', role: 'professional', isAdmin: false };

/**
 * Approved upcoming meetups for anyone (issue 27): the members' list query, read as
 * PUBLIC_READER, by place (its text search over venue, address and words) and dates.
 */
export async function publicMeetupList(db: Db, origin: string, q: { place?: string; from?: string; to?: string; limit: number }): Promise<PublicMeetupListDto> {
  const { items } = await listMeetups(db, PUBLIC_READER, { q: q.place || undefined, from: q.from, to: q.to, when: 'upcoming', limit: q.limit + 1, offset: 0 }, new Date(), { approvedOnly: true });
  const shown = items.slice(0, q.limit);
  const meetups = await Promise.all(
    shown.map(async (m) => {
      const v = await presentPublicMeetup({ ...m, organizerShowsProfile: false }, null, origin);
      return {
        id: v.id,
        title: v.title,
        date: v.date,
        time: v.time,
        duration: v.duration,
        time_zone: v.time_zone,
        starts_at: v.starts_at,
        ends_at: v.ends_at,
        meetup_type: v.meetup_type,
        venue_name: v.venue_name,
        venue_city: v.venue_city,
        cover_image_url: v.cover_image_url,
        attendee_count: v.attendee_count,
        max_attendees: v.max_attendees,
        is_full: v.is_full,
      };
    }),
  );
  return { meetups, has_more: items.length > q.limit };
}
