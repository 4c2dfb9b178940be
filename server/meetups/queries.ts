import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MeetupListParams } from '../../contracts/meetups';
import { capCount, COUNT_CAP } from '../db/capped-count';
import type { Db, Tx } from '../db/client';
import { statementName } from '../db/statement-name';
import { meetups, venues } from '../db/schema/index';
import { nearestWithin } from '../nearby/earth';
import { isWithinRadius, haversineKm } from '../../contracts/geo';
import type { PolicyActor } from '../plugins/actor';
import { inDateRange } from './date-range';
import { endsLaterThanAnyZoneNow, endsLaterThanAnyZoneNowAs, wallClockEnd } from './ends';
import { meetupListedTo, meetupVisibleTo } from './policy';
import type { MeetupContext, MeetupRow } from './presenter';
import { meetupTimes } from './time';
import { decodeListCursor, encodeListCursor } from './list-cursor';
import { searchMatches, searchRank } from './search';

type Viewer = PolicyActor;

/**
 * The venue's picture for a meetup without a cover (issue 27): its cover, else its first photo —
 * the cover is stored first (contracts/venues.ts coverFirst), so the first photo is the one the
 * venue page opens on. Null only for a venue with no photos at all.
 */
const venueImageUrl = sql<string | null>`coalesce(${venues.coverImageUrl}, ${venues.images}[1])`;

/** The organiser's "Show my profile" switch (a deleted profile counts as hidden): whether a link to them may open. */
export const organizerShowsProfile = sql<boolean>`coalesce((select p.show_profile from profiles p where p.id = "meetups"."organizer_id"), false)`;

/** A meetup's row with what the policy and the page need, for this viewer (null: nobody signed in). */
export function contextColumns(viewer: Viewer) {
  const viewerId = viewer?.userId ?? null;
  return {
    m: meetups,
    venueOwnerId: venues.ownerId,
    venueDefaultRate: venues.defaultBookingRate,
    venueCurrency: venues.currency,
    venueImageUrl: venueImageUrl,
    organizerShowsProfile,
    // Qualified by hand: drizzle leaves columns unqualified inside sql`` in some selections.
    attendeeCount: sql<number>`(select count(*)::int from meetup_attendees ma where ma.meetup_id = "meetups"."id")`,
    isAttending: viewerId ? sql<boolean>`exists(select 1 from meetup_attendees ma where ma.meetup_id = "meetups"."id" and ma.user_id = ${viewerId})` : sql<boolean>`false`,
    // Issue 15: the viewer's co-host role, waitlist place (1 = next) and pending request.
    isCoHost: viewerId ? sql<boolean>`exists(select 1 from meetup_cohosts mc where mc.meetup_id = "meetups"."id" and mc.user_id = ${viewerId})` : sql<boolean>`false`,
    waitlistPosition: viewerId
      ? sql<number | null>`(select (select count(*)::int from meetup_waitlist w2 where w2.meetup_id = w.meetup_id and w2.kind = 'waitlist' and w2.seq <= w.seq) from meetup_waitlist w where w.meetup_id = "meetups"."id" and w.user_id = ${viewerId} and w.kind = 'waitlist')`
      : sql<number | null>`null`,
    isRequested: viewerId ? sql<boolean>`exists(select 1 from meetup_waitlist w where w.meetup_id = "meetups"."id" and w.user_id = ${viewerId} and w.kind = 'request')` : sql<boolean>`false`,
    // The one visibility rule, answered by the same SQL the lists filter with (policy.ts).
    isVisible: sql<boolean>`coalesce(${meetupVisibleTo(viewer)}, false)`,
  };
}

/** What contextColumns selects: the meetup row as `m`, and each context field MeetupContext names (all present). */
type ContextRow = { m: MeetupRow } & Required<Omit<MeetupContext, keyof MeetupRow | 'distanceKm'>>;
export const flatten = (r: ContextRow): MeetupContext => ({
  ...r.m,
  venueOwnerId: r.venueOwnerId,
  venueDefaultRate: r.venueDefaultRate,
  venueCurrency: r.venueCurrency,
  venueImageUrl: r.venueImageUrl,
  organizerShowsProfile: Boolean(r.organizerShowsProfile),
  attendeeCount: Number(r.attendeeCount),
  isAttending: Boolean(r.isAttending),
  isCoHost: Boolean(r.isCoHost),
  waitlistPosition: r.waitlistPosition === null ? null : Number(r.waitlistPosition),
  isRequested: Boolean(r.isRequested),
  isVisible: Boolean(r.isVisible),
});

/** One meetup with its venue owner and attendance, and whether this viewer sees it, or null. */
export async function loadMeetup(db: Db | Tx, id: string, viewer: Viewer): Promise<MeetupContext | null> {
  const [row] = await db.select(contextColumns(viewer)).from(meetups).leftJoin(venues, eq(venues.id, meetups.venueId)).where(eq(meetups.id, id));
  return row ? flatten(row) : null;
}

/** Several meetups by id (any order), with the same context as loadMeetup. */
export async function loadMeetups(db: Db | Tx, ids: string[], viewer: Viewer): Promise<MeetupContext[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(contextColumns(viewer)).from(meetups).leftJoin(venues, eq(venues.id, meetups.venueId)).where(inArray(meetups.id, ids));
  return rows.map(flatten);
}

/**
 * Not certainly over: the wall-clock end plus the largest negative UTC offset (12 h) is still
 * ahead of UTC now. The exact per-venue-time-zone check runs on the rows afterwards.
 */
// Written on the indexed wall-clock end (ends.ts, meetups_ends_idx) so each is an index range.
export const maybeUpcoming = endsLaterThanAnyZoneNow;
// With the date bound it implies (a meetup that ended by now + 14 h started by then), so the past
// list walks meetups_date_time_id_idx backwards from tomorrow, not through every future meetup.
const maybePast = sql`(${wallClockEnd} <= (now() at time zone 'utc') + interval '14 hours' and ${meetups.date} <= (now() at time zone 'utc')::date + 1)`;

/** The light columns isOver and the visibility rule read (with the venue's owner): lists that check many rows select only these. */
export const lightMeetupColumns = {
  id: meetups.id,
  organizerId: meetups.organizerId,
  bookingStatus: meetups.bookingStatus,
  date: meetups.date,
  time: meetups.time,
  duration: meetups.duration,
  latitude: meetups.latitude,
  longitude: meetups.longitude,
};

/**
 * Whether a meetup is over in its venue's time zone. Only a meetup whose wall-clock end lies within
 * the world's offsets of now (−12 h … +14 h) needs its zone looked up: the others are certain, and
 * the zone lookup is most of the cost when a list checks a thousand rows (nearby's count).
 */
export function isOver(m: Parameters<typeof meetupTimes>[0], now: Date): boolean {
  const wallEnd = Date.parse(`${m.date}T${m.time.length === 5 ? `${m.time}:00` : m.time}Z`) + m.duration * 60_000;
  const hour = 3_600_000;
  if (wallEnd - 14 * hour > now.getTime()) return false;
  if (wallEnd + 12 * hour <= now.getTime()) return true;
  return meetupTimes(m).endsAt <= now;
}

/**
 * `approvedTotal`: how many of `total` are approved — the list's "N upcoming meetups" label (issue 14).
 * `totalCapped`: counting stopped at COUNT_CAP, so there are at least `total`. `nextCursor`: the next page's marker.
 */
export type ListResult = { items: MeetupContext[]; total: number; approvedTotal: number; totalCapped: boolean; nextCursor: string | null; nearbyCount?: number };

/**
 * Honest counts (issue 14): nearby results and the member's upcoming count hold only meetups that
 * will happen — approved ones — never the viewer's own pending or rejected requests.
 *
 * One statement per page (issue 30, decision 0059): the page's rows, one more to know whether a
 * next page exists, and — without a page marker — the capped counts as one uncorrelated sub-select
 * PostgreSQL evaluates once. Pages after the first are keyset-paged in date order.
 */
export async function listMeetups(db: Db, viewer: Viewer, q: MeetupListParams, now = new Date(), opts: { approvedOnly?: boolean } = {}): Promise<ListResult> {
  const nearby = q.lat !== undefined && q.lng !== undefined && q.radius !== undefined;
  // Who sees what is policy.ts's one rule; nearby results and counts narrow it to approved meetups.
  const conds: (SQL | undefined)[] = [meetupListedTo(viewer, !!q.venue_id)];
  if (opts.approvedOnly || nearby) conds.push(eq(meetups.bookingStatus, 'approved'));
  if (q.when === 'upcoming') conds.push(maybeUpcoming);
  if (q.when === 'past') conds.push(maybePast);
  // Full-text, language-aware and index-backed (search.ts), ranked below.
  if (q.q) conds.push(searchMatches(q.q));
  if (q.type) conds.push(eq(meetups.meetupType, q.type));
  if (q.language) conds.push(eq(meetups.language, q.language));
  if (q.tag) conds.push(sql`${q.tag} = any(${meetups.tags})`);
  if (q.venue_id) conds.push(eq(meetups.venueId, q.venue_id));
  conds.push(...inDateRange(q));
  if (viewer && q.mine === 'organising') conds.push(eq(meetups.organizerId, viewer.userId));
  // A member's own meetups as a set of ids read from their two indexes, not a test of every row:
  // as `organizer_id = me or exists(…)` PostgreSQL could only filter the whole table (1–2.5 s a
  // request at a million meetups, the nav's count included; issue 30, decision 0088).
  const attending = (userId: string) => sql`select ma.meetup_id from meetup_attendees ma where ma.user_id = ${userId}`;
  if (viewer && q.mine === 'attending') conds.push(sql`${meetups.id} in (${attending(viewer.userId)})`);
  // Of those they organise, an upcoming list takes only the ones still to come, as a range of
  // meetups_organizer_idx (organiser, date, time): the busiest organiser has 1,428 at a million, 584 to come.
  const stillToCome = q.when === 'upcoming' ? sql` and ${endsLaterThanAnyZoneNowAs('mo')}` : sql``;
  if (viewer && q.mine === 'any')
    conds.push(sql`${meetups.id} in (select mo.id from meetups mo where mo.organizer_id = ${viewer.userId}${stillToCome} union all ${attending(viewer.userId)})`);

  const exact = (m: Parameters<typeof isOver>[0]) => {
    if (q.when === 'all') return true;
    const past = isOver(m, now);
    return q.when === 'past' ? past : !past;
  };

  if (nearby) return listNearby(db, viewer, q, conds, exact);

  const where = and(...conds);
  const cursor = q.after ? decodeListCursor(q.after) : null;
  const newestFirst = q.when === 'past';
  // Date order, soonest first (latest first for past ones): the list's, and a search's candidates'.
  const dateDir = newestFirst ? desc : asc;
  const byDate = [dateDir(meetups.date), dateDir(meetups.time), dateDir(meetups.id)];
  // A search ranks the COUNT_CAP + 1 soonest matches (the latest for past ones), not every match: a
  // common word matches a large part of a million meetups, and ranking them all took a second
  // (issue 30). The list says "1,000+" of such a search, and shows its best of those; its counts
  // come from the same rows, read once.
  const candidates = q.q
    ? db
        .$with('candidates')
        .as(
          db
            .select({ id: meetups.id, s: sql<string>`${meetups.bookingStatus}`.as('s'), r: sql<number>`${searchRank(q.q)}`.as('r'), d: sql<string>`${meetups.date}`.as('d'), t: sql<string>`${meetups.time}`.as('t') })
            .from(meetups)
            .leftJoin(venues, eq(venues.id, meetups.venueId))
            .where(where)
            .orderBy(...byDate)
            .limit(COUNT_CAP + 1),
        )
    : null;
  // The page of a search is chosen among the candidates, ranked as they are read, so only its own
  // rows are read again in full — not all 1,001 (issue 30, decision 0087).
  const offset = cursor?.kind === 'offset' ? cursor.offset : cursor ? 0 : q.offset;
  const ranked = candidates
    ? db
        .$with('ranked')
        .as(
          db
            .select({ id: candidates.id })
            .from(candidates)
            .orderBy(desc(candidates.r), dateDir(candidates.d), dateDir(candidates.t), dateDir(candidates.id))
            .limit(q.limit + 1)
            .offset(offset),
        )
    : null;
  const pageConds: (SQL | undefined)[] = [ranked ? sql`${meetups.id} in (select "ranked"."id" from "ranked")` : where];
  if (cursor?.kind === 'key') {
    const key = sql`(${meetups.date}, ${meetups.time}, ${meetups.id})`;
    const mark = sql`(${cursor.date}::date, ${cursor.time}::time, ${cursor.id}::uuid)`;
    pageConds.push(newestFirst ? sql`${key} < ${mark}` : sql`${key} > ${mark}`);
  }
  const order = q.q ? [desc(searchRank(q.q)), ...byDate] : byDate;
  // The counts, capped: at most COUNT_CAP + 1 visible rows are read, however many there are.
  const counting = !cursor;
  const countsSql = candidates
    ? sql<[number, number]>`(select json_build_array(count(*), count(*) filter (where c.s = 'approved')) from "candidates" c)`
    : sql<[number, number]>`(select json_build_array(count(*), count(*) filter (where c.s = 'approved'))
    from (select "meetups"."booking_status" as s from "meetups" left join "venues" on "venues"."id" = "meetups"."venue_id" where ${where} limit ${COUNT_CAP + 1}) c)`;
  const query = (candidates && ranked ? db.with(candidates, ranked) : db)
    .select({ ...contextColumns(viewer), counts: counting ? countsSql : sql<null>`null` })
    .from(meetups)
    .leftJoin(venues, eq(venues.id, meetups.venueId))
    .where(and(...pageConds))
    .orderBy(...order)
    .limit(q.limit + 1)
    // A search's page is `ranked`, already past its offset.
    .offset(ranked ? 0 : offset);
  // A named statement: planned once per connection and shape, not on every request (statement-name.ts).
  // Not a search: its best plan depends on how common its words are, and after five calls
  // PostgreSQL may keep a generic plan that assumes neither — at a million meetups one that
  // intersected every match of "data" with every upcoming meetup, 1.4 s instead of 32 ms (issue 30).
  const rows = q.q ? await query : await query.prepare(statementName('meetups_list', query.toSQL().sql)).execute();
  const more = rows.length > q.limit;
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  const nextCursor = !more || !last ? null : q.q || cursor?.kind === 'offset' ? encodeListCursor({ kind: 'offset', offset: offset + q.limit }) : encodeListCursor({ kind: 'key', date: last.m.date, time: last.m.time, id: last.m.id });

  const flat = page.map(flatten);
  const kept = flat.filter(exact);
  const dropped = flat.filter((m) => !exact(m));
  const droppedApproved = dropped.filter((m) => m.bookingStatus === 'approved').length;
  let counts: [number, number] = [0, 0];
  if (counting) counts = rows[0]?.counts ?? (offset > 0 ? await countOnly(db, where) : [0, 0]);
  const total = capCount(counts[0]);
  return {
    items: kept,
    total: total.capped ? total.count : Math.max(0, counts[0] - dropped.length),
    approvedTotal: Math.min(COUNT_CAP, Math.max(0, counts[1] - droppedApproved)),
    totalCapped: total.capped,
    nextCursor,
  };
}

/** The capped counts alone: an offset past the last row (the old "Show more" links) still learns the total. */
async function countOnly(db: Db, where: SQL | undefined): Promise<[number, number]> {
  const inner = db.select({ s: meetups.bookingStatus }).from(meetups).leftJoin(venues, eq(venues.id, meetups.venueId)).where(where).limit(COUNT_CAP + 1).as('c');
  const [row] = await db.select({ n: sql<number>`count(*)::int`, approved: sql<number>`(count(*) filter (where ${inner.s} = 'approved'))::int` }).from(inner);
  return [Number(row.n), Number(row.approved)];
}

/**
 * Nearby mode (issue 30, decision 0062): the nearest meetups within the radius, walked from the
 * meetups_nearby_idx GiST index nearest first, reading light columns only, and at most COUNT_CAP + 1
 * of them (or as deep as the page asked for) — then the full context for the page's rows alone.
 * The count is exact up to COUNT_CAP, then "1,000+" (totalCapped), as the list's other counts.
 */
async function listNearby(db: Db, viewer: Viewer, q: MeetupListParams, conds: (SQL | undefined)[], exact: (m: Parameters<typeof isOver>[0]) => boolean): Promise<ListResult> {
  const centre = { lat: q.lat!, lng: q.lng! };
  const near = nearestWithin(centre, q.radius!);
  const end = q.offset + q.limit;
  const reach = Math.max(COUNT_CAP, end) + 1;
  // PostgreSQL guesses a fixed 0.1% of rows for a cube box, so it would read every row in the box
  // and sort them; with bitmap scans off for this one statement it walks the index in distance order
  // and stops at the LIMIT, which is what keeps the work the same at any table size. The venue's
  // owner (for the visibility rule) comes from a lateral lookup: a nested loop keeps the index's
  // nearest-first order, where hashing every venue would need a sort of every row in the box
  // (`limit 1` keeps PostgreSQL from turning it back into a plain join).
  const candidates = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_bitmapscan = off`);
    return tx
      .select({ ...lightMeetupColumns, venueOwnerId: sql<string | null>`"venues"."owner_id"` })
      .from(meetups)
      .leftJoin(sql`lateral (select v.owner_id from venues v where v.id = "meetups"."venue_id" limit 1) as "venues"`, sql`true`)
      .where(and(...conds, near.where))
      .orderBy(near.order)
      .limit(reach);
  });
  // More rows lie within the radius than were read: counting stopped (the list says "1,000+").
  const capped = candidates.length >= reach;
  // The exact steps: great-circle distance within the radius, and over or not in the venue's own zone.
  const within = candidates
    .filter((m) => isWithinRadius(centre, { lat: m.latitude, lng: m.longitude }, q.radius!) && exact(m))
    .map((m) => ({ id: m.id, distanceKm: haversineKm(centre, { lat: m.latitude!, lng: m.longitude! }) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const page = within.slice(q.offset, end);
  const loaded = new Map((await loadMeetups(db, page.map((p) => p.id), viewer)).map((m) => [m.id, m]));
  const items = page.flatMap((p) => {
    const m = loaded.get(p.id);
    return m ? [{ ...m, distanceKm: p.distanceKm }] : [];
  });
  const count = capped ? COUNT_CAP : within.length;
  return {
    items,
    total: count,
    approvedTotal: count,
    totalCapped: capped,
    nextCursor: end < within.length ? encodeListCursor({ kind: 'offset', offset: end }) : null,
    nearbyCount: count,
  };
}
