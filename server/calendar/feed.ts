import { and, asc, eq, gte, notInArray, or, sql } from 'drizzle-orm';
import { isAdminEmail, type Role } from '../../contracts/roles';
import type { Db } from '../db/client';
import { meetupSeries, meetupSeriesMembers, meetups, profiles, users, venues } from '../db/schema/index';
import { meetupVisibleTo } from '../meetups/policy';
import type { PolicyActor } from '../plugins/actor';
import { icsCalendar, meetupEvent } from '../meetups/ics';
import { presentMeetup } from '../meetups/presenter';
import { contextColumns, flatten, loadMeetups } from '../meetups/queries';
import { seriesEventsFor } from '../meetups/series-ics';
import { translator } from '../i18n/translate';
import type { MeetupContext } from '../meetups/presenter';

// What a subscribed calendar shows: every meetup the member organises or attends, from three
// months back on (older ones are history, not plans), at most 500. Rejected and expired
// requests never happen and are left out; cancelled ones stay, marked STATUS:CANCELLED, so
// calendars strike them through instead of silently dropping them.
const NEVER_HAPPENED = ['rejected', 'expired'];
const HISTORY_DAYS = 90;
const MAX_EVENTS = 500;

/** The feed's owner as the policy knows them (a feed request carries no session): as server/plugins/actor.ts resolves them. */
async function feedReader(db: Db, userId: string, adminEmails: string[]): Promise<(NonNullable<PolicyActor> & { locale: string | null }) | null> {
  const [row] = await db
    .select({ role: profiles.role, email: users.email, confirmedAt: users.emailConfirmedAt, locale: profiles.locale })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  return { userId, role: (row.role ?? 'basic') as Role, isAdmin: Boolean(row.confirmedAt) && isAdminEmail(row.email, adminEmails), locale: row.locale };
}

export async function memberFeedIcs(db: Db, userId: string, opts: { origin: string; appName: string; adminEmails: string[]; now?: Date }): Promise<string> {
  const reader = await feedReader(db, userId, opts.adminEmails);
  const rows = await db
    .select(contextColumns(reader))
    .from(meetups)
    .leftJoin(venues, eq(venues.id, meetups.venueId))
    .where(
      and(
        // Only what the member may see (policy.ts, the rule the meetup pages use).
        meetupVisibleTo(reader),
        or(eq(meetups.organizerId, userId), sql`exists(select 1 from meetup_attendees ma where ma.meetup_id = "meetups"."id" and ma.user_id = ${userId})`),
        notInArray(meetups.bookingStatus, NEVER_HAPPENED),
        gte(meetups.date, sql`(now() at time zone 'utc')::date - ${HISTORY_DAYS}::int`),
      ),
    )
    .orderBy(asc(meetups.date), asc(meetups.time))
    .limit(MAX_EVENTS);
  // In the member's language: a calendar app asks with no language of its own (issue 29).
  const t = translator(reader?.locale);
  const host = new URL(opts.origin).host;
  const all = rows.map(flatten);
  // Series the member organises or joined whole are one recurring event each (issue 16); an
  // occurrence attended on its own stays a single event.
  const joined = new Set((await db.select({ id: meetupSeriesMembers.seriesId }).from(meetupSeriesMembers).where(eq(meetupSeriesMembers.userId, userId))).map((r) => r.id));
  const wholeSeries = new Set(all.filter((m) => m.seriesId && (m.organizerId === userId || joined.has(m.seriesId))).map((m) => m.seriesId!));
  const events = all.filter((m) => !m.seriesId || !wholeSeries.has(m.seriesId)).map((m) => meetupEvent(presentMeetup(m, null, opts.now), { ...opts, host, t }));
  for (const seriesId of wholeSeries) {
    const [series] = await db.select().from(meetupSeries).where(eq(meetupSeries.id, seriesId));
    const ids = await db.select({ id: meetups.id }).from(meetups).where(eq(meetups.seriesId, seriesId));
    const occurrences = await loadMeetups(db, ids.map((r) => r.id), reader);
    // The organiser's calendar shows requests still waiting (tentative); a member's only what is on.
    const mayShow = (m: MeetupContext) => (series.organizerId === userId ? true : m.bookingStatus === 'approved');
    events.push(...seriesEventsFor(series, occurrences, null, { ...opts, host, t }, mayShow));
  }
  return icsCalendar(events, { ...opts, host, t, name: t('api.ics.feedName', { app: opts.appName }), refresh: 'PT1H' });
}
