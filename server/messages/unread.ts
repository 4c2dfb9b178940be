import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { conversationMembers } from '../db/schema/index';
import { conversationShownSql } from './visible';

/**
 * Unread messages of one member (the bar, the tab bar, the home page): a sum over their own
 * conversation rows, whose counters the send and read commands keep (docs/decisions/0042).
 * Conversations with a suspended member are left out with their messages (visible.ts, 0045).
 */
export async function unreadMessageCount(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${conversationMembers.unreadCount}), 0)::int` })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.userId, userId), conversationShownSql(conversationMembers.otherUserId)));
  return row?.n ?? 0;
}
