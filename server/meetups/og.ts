import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { meetups } from '../db/schema/index';
import { organizerShowsProfile } from './queries';
import { formatMeetupWhen } from './time';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Open Graph facts for a shared /meetups/{id} link (docs/product.md §2). Only approved meetups: pending
 * and rejected ones are private to the organiser, the venue and admins.
 */
export async function meetupOgTags(db: Db, pathname: string, origin: string, appName: string) {
  const match = /^\/meetups\/([^/]+)\/?$/.exec(pathname);
  if (!match || !UUID.test(match[1])) return null;
  const [row] = await db.select({ m: meetups, shows: organizerShowsProfile }).from(meetups).where(and(eq(meetups.id, match[1]), eq(meetups.bookingStatus, 'approved')));
  if (!row) return null;
  const m = row.m;
  // A link preview is read by anyone: a hidden organiser is not named (decision 0040).
  const host = row.shows ? m.organizerName : 'A member';
  const when = formatMeetupWhen(m.date, m.time);
  const flat = (m.description || `${host} hosts a meetup at ${m.venueName}.`).replace(/\s+/g, ' ').trim();
  const description = `${when} · ${m.venueName}. ${flat}`;
  return {
    title: `${m.title} · ${appName}`,
    description: description.length > 200 ? `${description.slice(0, 199).trimEnd()}…` : description,
    image: null,
    url: `${origin}${pathname}`,
    type: 'event',
  };
}
