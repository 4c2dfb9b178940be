import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { blocks, connectionRequests, connections, follows, meetupAttendees, profiles } from '../../server/db/schema/index';
import { dayFromNow, insertMeetup } from './meetup-fixtures';

// Issue 26 fixtures, written straight to the tables of server/db/schema/network.ts (the commands
// that make these rows belong to other parts of the feature and are tested there).

/** An approved meetup that ended `daysAgo` days ago, with these members on its attendee list. */
export async function pastMeetupWith(db: Db, organizerId: string, attendees: string[], opts: { title?: string; daysAgo?: number; checkedIn?: boolean } = {}) {
  const m = await insertMeetup(db, organizerId, { title: opts.title ?? 'Data Drinks', date: dayFromNow(-(opts.daysAgo ?? 5)), time: '18:00' });
  for (const userId of attendees) await db.insert(meetupAttendees).values({ meetupId: m.id, userId, checkedInAt: opts.checkedIn ? new Date() : null });
  return m;
}

export async function connect(db: Db, a: string, b: string) {
  const [userAId, userBId] = a < b ? [a, b] : [b, a];
  await db.insert(connections).values({ userAId, userBId });
}

export async function requestConnection(db: Db, senderId: string, recipientId: string, note: string | null = null) {
  const [r] = await db.insert(connectionRequests).values({ senderId, recipientId, note }).returning();
  return r;
}

export async function block(db: Db, blockerId: string, blockedId: string) {
  await db.insert(blocks).values({ blockerId, blockedId });
}

export async function followOrganiser(db: Db, followerId: string, organiserId: string) {
  await db.insert(follows).values({ followerId, organiserId });
}

export async function setAbout(db: Db, userId: string, about: { interests?: string[]; country?: string | null; headline?: string | null }) {
  await db.update(profiles).set(about).where(eq(profiles.id, userId));
}

/** Unread messages for a member, as the send command leaves them (a conversation with `n` unread). */
export async function giveUnread(db: Db, userId: string, otherId: string, n: number) {
  const [a, b] = userId < otherId ? [userId, otherId] : [otherId, userId];
  const { rows } = await db.execute<{ id: string }>(sql`insert into conversations (user_a_id, user_b_id) values (${a}, ${b}) returning id`);
  await db.execute(sql`insert into conversation_members (conversation_id, user_id, other_user_id, unread_count) values (${rows[0].id}, ${userId}, ${otherId}, ${n}), (${rows[0].id}, ${otherId}, ${userId}, 0)`);
}
