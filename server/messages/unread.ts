import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { conversationMembers } from '../db/schema/index';

/**
 * Unread messages of one member (the bar, the tab bar, the home page): a sum over their own
 * conversation rows, whose counters the send and read commands keep (docs/decisions/0042).
 */
export async function unreadMessageCount(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${conversationMembers.unreadCount}), 0)::int` })
    .from(conversationMembers)
    .where(eq(conversationMembers.userId, userId));
  return row?.n ?? 0;
}
