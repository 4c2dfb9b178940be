import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { meetups } from '../db/schema/index';
import { approvedSlotsAt } from '../bookings/occupancy';
import { meetupTimes } from '../meetups/time';

/**
 * Whether the member was at the venue (issue 16, "ratings only from people who were there"): they
 * attended or organised an approved meetup there that has already started. Cancelled, pending
 * and rejected meetups never took place. The start is the venue's local time in its zone, so the
 * last candidates are read and their starts compared here (server/meetups/time.ts).
 */
export async function wasThere(db: Db, venueId: string, userId: string, now = new Date()): Promise<boolean> {
  const rows = await approvedSlotsAt(
    db,
    venueId,
    // Started meetups lie at most a day ahead of UTC's date (zones run to UTC+14).
    sql`${meetups.date} <= (now() at time zone 'utc')::date + 1`,
    or(eq(meetups.organizerId, userId), sql`exists(select 1 from meetup_attendees ma where ma.meetup_id = "meetups"."id" and ma.user_id = ${userId})`),
  )
    .orderBy(sql`${meetups.date} desc`)
    .limit(5);
  return rows.some((m) => meetupTimes(m).startsAt <= now);
}
