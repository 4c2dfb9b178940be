import { openReportCount } from '../safety/reports';
import { sql } from 'drizzle-orm';
import type { HomeDto, HomeMeetupDto, HomeRequestDto } from '../../contracts/home';
import { pendingRequestCount } from '../connections/pending';
import { endsLaterThanAnyZoneNow } from '../meetups/ends';
import type { Db } from '../db/client';
import { unreadMessageCount } from '../messages/unread';
import type { Actor } from '../plugins/actor';
import { peopleYouMayKnow } from '../people/suggestions';
import { notBlockedWith } from '../safety/blocks';
import { executeNamed } from '../db/statement-name';
import { isOver } from '../meetups/queries';
import { LINE_COLUMNS, lines, MAYBE_UPCOMING, presentLine, strip } from './meetup-lines';

const NEXT_FEW = 5;
const PEOPLE = 4;
const REQUESTS = 3;
const WEEK_MS = 7 * 86_400_000;

/**
 * What the signed-in member's home shows (issue 26, "A home that is yours"), per role: every
 * member gets their next meetups, new meetups from what they follow, connection requests, unread
 * messages and people they may know; Venue Partners also their pending booking requests and
 * their week; admins also the moderation queue count. Each part is one index-backed read, run
 * side by side.
 */
export async function memberHome(db: Db, actor: Actor, now = new Date()): Promise<HomeDto> {
  const me = actor.userId;
  const [[profile], upcoming, following, follows, requestCount, requests, unread, people, venue, openReports] = await Promise.all([
    db.execute<{ name: string }>(sql`select name from profiles where id = ${me}`).then((r) => r.rows),
    upcomingOf(db, me, now),
    followedMeetups(db, me, now),
    db.execute<{ n: number }>(sql`select count(*)::int as n from follows where follower_id = ${me}`).then((r) => r.rows[0].n),
    pendingRequestCount(db, me),
    latestRequests(db, me),
    unreadMessageCount(db, me),
    peopleYouMayKnow(db, me, PEOPLE),
    actor.role === 'venue' ? venueDesk(db, me, now) : Promise.resolve(null),
    actor.isAdmin ? openReportCount(db) : Promise.resolve(null),
  ]);
  return {
    name: profile?.name ?? '',
    role: actor.role,
    is_admin: actor.isAdmin,
    upcoming: upcoming.lines,
    upcoming_count: upcoming.approved,
    following: { follows, meetups: following },
    connection_requests: { count: requestCount, latest: requests },
    unread_messages: unread,
    people,
    venue,
    moderation: openReports === null ? null : { open_reports: openReports },
  };
}

/**
 * The next meetups the member organises (approved or waiting for the venue) or attends
 * (approved), soonest first, and how many approved ones are ahead: the honest count (issue 14)
 * holds only meetups that will happen, as the bar's reminder does. All of the member's own
 * upcoming meetups are read, so the count is exact after the per-zone check: those they organise
 * as a range of meetups_organizer_idx from the last day on (a busy organiser's past meetups are
 * not read; issue 30).
 */
async function upcomingOf(db: Db, me: string, now: Date): Promise<{ lines: HomeMeetupDto[]; approved: number }> {
  // When and where of each candidate only: the exact per-zone check needs no more, and it looks a
  // zone up only for meetups ending near now (isOver). The busiest organiser has ≈ 500 ahead at a
  // million; their names and attendee counts are read below for the few shown (decision 0091).
  const candidates = (
    await executeNamed<{ id: string; date: string; time: string; duration: number; latitude: number | null; longitude: number | null; booking_status: string }>(
      db,
      'home_upcoming',
      sql`select m.id, m.date::text as date, m.time::text as time, m.duration, m.latitude, m.longitude, m.booking_status
            from meetups m
           where m.id in (select id from meetups where organizer_id = ${me} and booking_status in ('approved', 'pending') and ${endsLaterThanAnyZoneNow}
                          union select a.meetup_id from meetup_attendees a join meetups am on am.id = a.meetup_id where a.user_id = ${me} and am.booking_status = 'approved')
             and ${MAYBE_UPCOMING}
           order by m.date, m.time, m.id`,
    )
  ).rows;
  const ahead = candidates.filter((m) => !isOver(m, now));
  const shown = ahead.slice(0, NEXT_FEW).map((m) => m.id);
  const rows = shown.length
    ? await lines(
        db,
        sql`select ${LINE_COLUMNS}, case when m.organizer_id = ${me} then 'organising' else 'attending' end as relation
              from meetups m where m.id = any(${sql.param(shown)}::uuid[])
             order by m.date, m.time, m.id`,
      )
    : [];
  return { lines: rows.map((r) => strip(presentLine(r, 'attending'))), approved: ahead.filter((m) => m.booking_status === 'approved').length };
}

/**
 * New approved upcoming meetups by organisers, at venues, or at the venues of partners the member
 * follows, newest first (by approval). Each kind is read through its own index (follows by
 * follower, then meetups by organiser or venue); meetups the member already organises or attends,
 * and organisers blocked either way, are left out.
 */
async function followedMeetups(db: Db, me: string, now: Date): Promise<HomeMeetupDto[]> {
  const rows = await lines(
    db,
    sql`with hits as (
          select m.id, p.name as via from follows f join meetups m on m.organizer_id = f.organiser_id join profiles p on p.id = f.organiser_id where f.follower_id = ${me}
          union all
          select m.id, v.name from follows f join venues v on v.id = f.venue_id join meetups m on m.venue_id = v.id where f.follower_id = ${me}
          union all
          select m.id, pp.display_name from follows f join partner_profiles pp on pp.id = f.partner_id join venues v on v.owner_id = pp.created_by join meetups m on m.venue_id = v.id where f.follower_id = ${me}
        ), one as (select distinct on (id) id, via from hits order by id)
        select ${LINE_COLUMNS}, one.via
          from one join meetups m on m.id = one.id
         where m.booking_status = 'approved' and ${MAYBE_UPCOMING}
           and m.organizer_id <> ${me}
           and not exists (select 1 from meetup_attendees a where a.meetup_id = m.id and a.user_id = ${me})
           and ${notBlockedWith(me, sql`m.organizer_id`)}
         order by coalesce(m.approved_at, m.created_at) desc, m.id
         limit ${NEXT_FEW + 3}`,
  );
  return rows
    .map((r) => presentLine(r, 'following'))
    .filter((l) => l._endsMs > now.getTime())
    .slice(0, NEXT_FEW)
    .map(strip);
}

/** The newest connection requests waiting for the member's answer. */
async function latestRequests(db: Db, me: string): Promise<HomeRequestDto[]> {
  const { rows } = await db.execute<{ id: string; note: string | null; created_at: Date; member_id: string; name: string; avatar: string | null; headline: string | null }>(
    sql`select r.id, r.note, r.created_at, p.id as member_id, p.name, p.avatar, p.headline
          from connection_requests r join profiles p on p.id = r.sender_id
         where r.recipient_id = ${me} and r.status = 'pending' and ${notBlockedWith(me, sql`r.sender_id`)}
         order by r.created_at desc
         limit ${REQUESTS}`,
  );
  return rows.map((r) => ({ id: r.id, note: r.note, created_at: new Date(r.created_at).toISOString(), member: { id: r.member_id, name: r.name, avatar: r.avatar, headline: r.headline } }));
}

/** A Venue Partner's desk: booking requests waiting for them (soonest deadline first) and bookings in the next 7 days. */
async function venueDesk(db: Db, me: string, now: Date): Promise<NonNullable<HomeDto['venue']>> {
  const [venueCount, pendingCount, pending, week] = await Promise.all([
    db.execute<{ n: number }>(sql`select count(*)::int as n from venues where owner_id = ${me}`).then((r) => r.rows[0].n),
    db
      .execute<{ n: number }>(sql`select count(*)::int as n from meetups m join venues v on v.id = m.venue_id where v.owner_id = ${me} and m.booking_status = 'pending' and ${MAYBE_UPCOMING}`)
      .then((r) => r.rows[0].n),
    lines(
      db,
      sql`select ${LINE_COLUMNS} from meetups m join venues v on v.id = m.venue_id
           where v.owner_id = ${me} and m.booking_status = 'pending' and ${MAYBE_UPCOMING}
           order by m.booking_expires_at nulls last, m.date, m.time, m.id limit ${NEXT_FEW}`,
    ),
    // Approved bookings whose booked time (occupies: the exclusion constraint's gist index) meets the coming week.
    lines(
      db,
      sql`select ${LINE_COLUMNS} from meetups m join venues v on v.id = m.venue_id
           where v.owner_id = ${me} and m.booking_status = 'approved'
             and m.occupies && tstzrange(${now.toISOString()}::timestamptz, ${new Date(now.getTime() + WEEK_MS).toISOString()}::timestamptz)
           order by lower(m.occupies), m.id limit 20`,
    ),
  ]);
  const until = now.getTime() + WEEK_MS;
  return {
    venues: venueCount,
    pending_count: pendingCount,
    pending: pending.map((r) => strip(presentLine(r, 'hosting'))),
    week: week
      .map((r) => presentLine(r, 'hosting'))
      .filter((l) => l._endsMs > now.getTime() && l._startsMs < until)
      .map(strip),
  };
}
