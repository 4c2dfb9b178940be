import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { conversationMembers, users } from '../db/schema/index';

/**
 * Unread messages of one member (the bar, the tab bar, the home page): a sum over their own
 * conversation rows, whose counters the send and read commands keep (docs/decisions/0042).
 * Conversations with a suspended member are left out: their messages are hidden (0045).
 */
export async function unreadMessageCount(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${conversationMembers.unreadCount}), 0)::int` })
    .from(conversationMembers)
    .innerJoin(users, and(eq(users.id, conversationMembers.otherUserId), eq(users.isSuspended, false)))
    .where(eq(conversationMembers.userId, userId));
  return row?.n ?? 0;
}
