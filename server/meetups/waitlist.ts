import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { meetupWaitlist, profiles } from '../db/schema/index';
import { publishChange } from '../realtime/publish';
import { meetupAudience } from './audience';
import { coHostIds } from './cohosts';

// Places in line and who hears about them; freeing and filling seats lives in ./seats.ts.
export type Party = { id: string; bookingStatus: string; organizerId: string; venueOwnerId: string | null };

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

export async function memberName(tx: Tx, userId: string): Promise<string> {
  const [p] = await tx.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, userId));
  // Empty when they gave none: the notification says "A member" in its reader's language.
  return p?.name ?? '';
}
