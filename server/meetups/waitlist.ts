import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { queueTemplateEmail } from '../email/email-user';
import { meetupFactsOf } from '../email/facts-loader';
import { meetupAttendees, meetups, meetupWaitlist, profiles, venues } from '../db/schema/index';
import { notify } from '../notifications/notify';
import { publishChange } from '../realtime/publish';
import { remindLateJoiner } from '../reminders/schedule';
import { meetupAudience } from './audience';
import { coHostIds } from './cohosts';
import type { CommandDeps } from './effects';
import { policyTarget } from './presenter';

type MeetupRow = typeof meetups.$inferSelect;
type Party = { id: string; bookingStatus: string; organizerId: string; venueOwnerId: string | null };

/** The member's place on the waitlist (1 = next), or null when not on it. */
export async function waitlistPosition(tx: Tx, meetupId: string, userId: string): Promise<number | null> {
  const { rows } = await tx.execute<{ position: number }>(sql`
    select (select count(*)::int from ${meetupWaitlist} w2 where w2.meetup_id = w.meetup_id and w2.kind = 'waitlist' and w2.seq <= w.seq) as position
    from ${meetupWaitlist} w where w.meetup_id = ${meetupId} and w.user_id = ${userId} and w.kind = 'waitlist'`);
  return rows[0] ? Number(rows[0].position) : null;
}

export async function waitingKind(tx: Tx, meetupId: string, userId: string): Promise<'waitlist' | 'request' | null> {
  const [row] = await tx
    .select({ kind: meetupWaitlist.kind })
    .from(meetupWaitlist)
    .where(and(eq(meetupWaitlist.meetupId, meetupId), eq(meetupWaitlist.userId, userId)));
  return (row?.kind as 'waitlist' | 'request' | undefined) ?? null;
}

/**
 * Who hears about one member's attendance row: the organiser, the venue owner, co-hosts and the
 * member; everyone who may see the meetup gets a change of the meetup without the record, so
 * counts refresh without learning who (decision 0015). Published on commit, in this order.
 */
export async function publishAttendance(tx: Tx, m: Party, userId: string, type: 'INSERT' | 'UPDATE' | 'DELETE') {
  const parties = [...new Set([m.organizerId, ...(m.venueOwnerId ? [m.venueOwnerId] : []), ...(await coHostIds(tx, m.id)), userId])];
  await publishChange(tx, { table: 'meetup_attendees', type, id: `${m.id}:${userId}`, audience: { userIds: parties }, record: { meetup_id: m.id, user_id: userId } });
  await publishChange(tx, { table: 'meetups', type: 'UPDATE', id: m.id, audience: meetupAudience(m.bookingStatus, m.organizerId, m.venueOwnerId) });
}

/**
 * Fills free places from the waitlist, first come first served (issue 15). The caller holds the
 * meetup row FOR UPDATE, so every change of attendance on this meetup — on any app instance —
 * waits for this transaction: each freed place is given exactly once, to the first in line.
 * Each promoted member is told in-app and by email. Returns the ids promoted.
 */
export async function promoteFromWaitlist(tx: Tx, deps: Pick<CommandDeps, 'appName' | 'origin'>, meetupId: string): Promise<string[]> {
  const [m] = await tx.select().from(meetups).where(eq(meetups.id, meetupId));
  if (!m || m.bookingStatus !== 'approved') return [];
  const [venue] = m.venueId ? await tx.select({ ownerId: venues.ownerId }).from(venues).where(eq(venues.id, m.venueId)) : [];
  const party: Party = { id: m.id, bookingStatus: m.bookingStatus, organizerId: m.organizerId, venueOwnerId: venue?.ownerId ?? null };
  if (policyTarget({ ...m, venueOwnerId: party.venueOwnerId }).isPast) return [];
  const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(meetupAttendees).where(eq(meetupAttendees.meetupId, meetupId));
  const free = m.maxAttendees - Number(n);
  if (free <= 0) return [];
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

async function tellPromoted(tx: Tx, deps: Pick<CommandDeps, 'appName' | 'origin'>, m: MeetupRow, userId: string) {
  await notify(tx, {
    userId,
    type: 'waitlist_promoted',
    title: "You're going!",
    message: `A place opened up at "${m.title}" and it is yours: you are now attending.`,
    data: { meetupId: m.id, url: `/meetups/${m.id}` },
  });
  await queueTemplateEmail(tx, { appName: deps.appName, origin: deps.origin }, { userId, type: 'waitlist_promoted', data: { meetup: meetupFactsOf(m) } });
}

export async function memberName(tx: Tx, userId: string) {
  const [p] = await tx.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, userId));
  return p?.name || 'A member';
}
