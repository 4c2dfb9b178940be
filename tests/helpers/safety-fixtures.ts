import { conversationMembers, conversations, messages } from '../../server/db/schema/index';
import type { Db } from '../../server/db/client';

// Rows of the network (issue 26) written directly, for the safety tests: the messaging slice's
// own commands may not be on this branch, and these tests are about what a block or a report
// does to rows that exist.

/** A 1:1 conversation between a and b with both members' inbox rows. */
export async function insertConversation(db: Db, a: string, b: string, unread: { a?: number; b?: number } = {}) {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  const [c] = await db.insert(conversations).values({ userAId: lo, userBId: hi }).returning();
  await db.insert(conversationMembers).values([
    { conversationId: c.id, userId: a, otherUserId: b, unreadCount: unread.a ?? 0 },
    { conversationId: c.id, userId: b, otherUserId: a, unreadCount: unread.b ?? 0 },
  ]);
  return c.id;
}

export async function insertMessage(db: Db, conversationId: string, senderId: string, body: string) {
  const [m] = await db.insert(messages).values({ conversationId, senderId, body }).returning();
  return m.id;
}
