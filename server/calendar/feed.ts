import { and, asc, eq, gte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { meetups, venues } from '../db/schema/index';
import { icsCalendar, meetupEvent } from '../meetups/ics';
import { presentMeetup } from '../meetups/presenter';
import { contextColumns, flatten } from '../meetups/queries';

// What a subscribed calendar shows: every meetup the member organises or attends, from three
// months back on (older ones are history, not plans), at most 500. Rejected and expired
// requests never happen and are left out; cancelled ones stay, marked STATUS:CANCELLED, so
// calendars strike them through instead of silently dropping them.
const NEVER_HAPPENED = ['rejected', 'expired'];
const HISTORY_DAYS = 90;
const MAX_EVENTS = 500;

export async function memberFeedIcs(db: Db, userId: string, opts: { origin: string; appName: string; now?: Date }): Promise<string> {
  const rows = await db
    .select(contextColumns(userId))
    .from(meetups)
    .leftJoin(venues, eq(venues.id, meetups.venueId))
    .where(
      and(
        or(eq(meetups.organizerId, userId), sql`exists(select 1 from meetup_attendees ma where ma.meetup_id = "meetups"."id" and ma.user_id = ${userId})`),
        notInArray(meetups.bookingStatus, NEVER_HAPPENED),
        gte(meetups.date, sql`(now() at time zone 'utc')::date - ${HISTORY_DAYS}::int`),
      ),
    )
    .orderBy(asc(meetups.date), asc(meetups.time))
    .limit(MAX_EVENTS);
  const host = new URL(opts.origin).host;
  const events = rows.map((r) => meetupEvent(presentMeetup(flatten(r), null, opts.now), { ...opts, host }));
  return icsCalendar(events, { ...opts, host, name: `My meetups · ${opts.appName}`, refresh: 'PT1H' });
}
