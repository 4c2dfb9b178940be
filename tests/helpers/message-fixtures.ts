import type { Db } from '../../server/db/client';
import { blocks, connections, conversationMembers, conversations, meetupAttendees } from '../../server/db/schema/index';
import { orderedPair } from '../../server/messages/pair';
import { dayFromNow, insertMeetup, insertVenue } from './meetup-fixtures';

// Issue 26 fixtures for messages: connections, blocks and shared meetups written directly.

export async function connect(db: Db, a: string, b: string) {
  const [userAId, userBId] = orderedPair(a, b);
  await db.insert(connections).values({ userAId, userBId }).onConflictDoNothing();
}

export async function block(db: Db, blockerId: string, blockedId: string) {
  await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

/** A meetup `daysAgo` days ago (0: today; negative: still to come) that all of `members` attended. */
export async function meetTogether(db: Db, members: string[], daysAgo = 3, status: 'approved' | 'cancelled' = 'approved') {
  const venue = await insertVenue(db, members[0]);
  const m = await insertMeetup(db, members[0], { venueId: venue.id, date: dayFromNow(-daysAgo), time: '18:00', bookingStatus: status });
  for (const userId of members) await db.insert(meetupAttendees).values({ meetupId: m.id, userId });
  return m;
}

/** A message request from `from` to `to`, inserted directly (no message). */
export async function insertRequest(db: Db, from: string, to: string, status: 'request' | 'ignored' = 'request') {
  const [userAId, userBId] = orderedPair(from, to);
  const [c] = await db.insert(conversations).values({ userAId, userBId, status, requestedBy: from }).returning();
  await db.insert(conversationMembers).values([
    { conversationId: c.id, userId: from, otherUserId: to },
    { conversationId: c.id, userId: to, otherUserId: from },
  ]);
  return c;
}
