import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { queueTemplateEmail } from '../email/email-user';
import { meetupFactsOf } from '../email/facts-loader';
import { meetupAttendees, meetups, meetupWaitlist, venues } from '../db/schema/index';
import { notify } from '../notifications/notify';
import { remindLateJoiner } from '../reminders/schedule';
import type { CommandDeps } from './effects';
import { meetupTimes } from './time';
import { publishAttendance, type Party } from './waitlist';

// The seats of a meetup (issue 25: one rule in one place). This module owns what "full" means,
// the row lock every change of places takes, giving a freed seat back (release) and filling free
// seats from the waitlist (promotion). Every path that frees a seat — leaving, removal, account
// deletion, suspension, a raised maximum — ends in promoteFromWaitlist here, so the first in line
// is promoted exactly once, on any app instance (docs/decisions/0039).

type Deps = Pick<CommandDeps, 'appName' | 'origin'>;
type Capacity = { attendeeCount: number; maxAttendees: number };

/** Full: every seat is taken. The one definition the API, pages, emails and joins use. */
export const isFull = (m: Capacity) => m.attendeeCount >= m.maxAttendees;
/** Seats still free (never negative: an organiser may not lower the maximum below the count, but old rows might). */
export const seatsLeft = (m: Capacity) => Math.max(0, m.maxAttendees - m.attendeeCount);

/**
 * Takes the meetup's row lock (FOR UPDATE) for the rest of the transaction: every change of
 * places on one meetup — join, leave, request decided, maximum changed, cancellation, release —
 * waits for the one before it, on every instance. False when there is no such meetup.
 */
export async function lockMeetup(tx: Tx, meetupId: string): Promise<boolean> {
  const { rows } = await tx.execute(sql`select 1 from ${meetups} where ${meetups.id} = ${meetupId} for update`);
  return rows.length > 0;
}

/** Seats taken right now (inside the lock, this is the count the next change starts from). */
export async function seatsTaken(tx: Tx, meetupId: string): Promise<number> {
  const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(meetupAttendees).where(eq(meetupAttendees.meetupId, meetupId));
  return Number(n);
}

/** The meetup has ended (its attendance is history from then on). */
export const hasEnded = (m: typeof meetups.$inferSelect, now = new Date()) => meetupTimes(m).endsAt <= now;

/**
 * Fills free seats from the waitlist, first come first served (issue 15). The caller holds the
 * meetup's lock (lockMeetup), so each freed seat is given exactly once, to the first in line.
 * Each promoted member is told in-app and by email. Returns the ids promoted.
 */
export async function promoteFromWaitlist(tx: Tx, deps: Deps, meetupId: string): Promise<string[]> {
  const [m] = await tx.select().from(meetups).where(eq(meetups.id, meetupId));
  if (!m || m.bookingStatus !== 'approved' || hasEnded(m)) return [];
  const free = seatsLeft({ attendeeCount: await seatsTaken(tx, meetupId), maxAttendees: m.maxAttendees });
  if (free === 0) return [];
  const [venue] = m.venueId ? await tx.select({ ownerId: venues.ownerId }).from(venues).where(eq(venues.id, m.venueId)) : [];
  const party: Party = { id: m.id, bookingStatus: m.bookingStatus, organizerId: m.organizerId, venueOwnerId: venue?.ownerId ?? null };
  const next = await tx
    .select({ userId: meetupWaitlist.userId })
    .from(meetupWaitlist)
    .where(and(eq(meetupWaitlist.meetupId, meetupId), eq(meetupWaitlist.kind, 'waitlist')))
    .orderBy(asc(meetupWaitlist.seq))
    .limit(free);
  for (const { userId } of next) {
    await tx.delete(meetupWaitlist).where(and(eq(meetupWaitlist.meetupId, meetupId), eq(meetupWaitlist.userId, userId)));
    // clock_timestamp: several promoted in one transaction keep their order (now() is the same for all).
    await tx.insert(meetupAttendees).values({ meetupId, userId, createdAt: sql`clock_timestamp()` });
    await tellPromoted(tx, deps, m, userId);
    await remindLateJoiner(tx, m, userId);
    await publishAttendance(tx, party, userId, 'INSERT');
  }
  return next.map((r) => r.userId);
}

async function tellPromoted(tx: Tx, deps: Deps, m: typeof meetups.$inferSelect, userId: string) {
  await notify(tx, {
    userId,
    type: 'waitlist_promoted',
    title: { id: 'api.notices.promotedTitle' },
    message: { id: 'api.notices.promoted', values: { meetup: m.title } },
    data: { meetupId: m.id, url: `/meetups/${m.id}` },
  });
  await queueTemplateEmail(tx, { appName: deps.appName, origin: deps.origin }, { userId, type: 'waitlist_promoted', data: { meetup: meetupFactsOf(m) } });
}

export type Released = { held: 'attending' | 'waitlist' | 'request' | null; promoted: string[] };

/**
 * Gives back whatever place this member holds on this meetup — a seat, a waitlist place or a
 * request — and, when it was a seat, promotes the first in line. The caller holds the lock.
 */
export async function releaseSeat(tx: Tx, deps: Deps, party: Party, userId: string): Promise<Released> {
  const seat = await tx
    .delete(meetupAttendees)
    .where(and(eq(meetupAttendees.meetupId, party.id), eq(meetupAttendees.userId, userId)))
    .returning({ userId: meetupAttendees.userId });
  const waiting = seat.length
    ? []
    : await tx
        .delete(meetupWaitlist)
        .where(and(eq(meetupWaitlist.meetupId, party.id), eq(meetupWaitlist.userId, userId)))
        .returning({ kind: meetupWaitlist.kind });
  const held = seat.length ? 'attending' : ((waiting[0]?.kind as 'waitlist' | 'request' | undefined) ?? null);
  if (held) await publishAttendance(tx, party, userId, 'DELETE');
  const promoted = held === 'attending' ? await promoteFromWaitlist(tx, deps, party.id) : [];
  return { held, promoted };
}

/**
 * Releases every place a member holds on meetups still to come (account deletion, suspension):
 * each meetup under its own lock, taken in id order so two releases never wait on each other
 * in a cycle. Past meetups keep their attendance (it is history: ratings, "went"); cancelled
 * ones keep their list as it was. Returns each meetup with whom it promoted.
 */
export async function releaseUpcomingSeatsOf(tx: Tx, deps: Deps, userId: string): Promise<{ meetupId: string; promoted: string[] }[]> {
  const held = sql`${meetups.id} in (select meetup_id from meetup_attendees where user_id = ${userId} union select meetup_id from meetup_waitlist where user_id = ${userId})`;
  const candidates = await tx
    .select({ id: meetups.id })
    .from(meetups)
    // A day's margin for time zones; the exact end is checked under the lock below.
    .where(and(held, ne(meetups.bookingStatus, 'cancelled'), sql`${meetups.date} >= current_date - 1`))
    .orderBy(asc(meetups.id));
  const out: { meetupId: string; promoted: string[] }[] = [];
  for (const { id } of candidates) {
    if (!(await lockMeetup(tx, id))) continue;
    const [row] = await tx
      .select({ m: meetups, venueOwnerId: venues.ownerId })
      .from(meetups)
      .leftJoin(venues, eq(venues.id, meetups.venueId))
      .where(eq(meetups.id, id));
    if (!row || row.m.bookingStatus === 'cancelled' || hasEnded(row.m)) continue;
    const party: Party = { id, bookingStatus: row.m.bookingStatus, organizerId: row.m.organizerId, venueOwnerId: row.venueOwnerId };
    const { promoted } = await releaseSeat(tx, deps, party, userId);
    out.push({ meetupId: id, promoted });
  }
  return out;
}

