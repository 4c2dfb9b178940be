import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { messages } from '../db/schema/index';

/**
 * Which messages anyone is shown (issue 26): a suspended member's messages are hidden from every
 * conversation while the suspension lasts (an admin suspends from the moderation queue), and
 * come back if it is lifted. Every read of messages (conversation pages, inbox previews, the
 * unread email) filters with this one condition.
 */
export function visibleMessagesSql(sender: AnyPgColumn | SQL = messages.senderId): SQL {
  return sql`not exists (select 1 from users su where su.id = ${sender} and su.is_suspended)`;
}

/**
 * Conversations listed and counted (the inbox, the requests, the unread count and email): those
 * whose other member's messages are visible — the same rule, so a suspended member's conversations
 * go with their messages and come back with them.
 */
export function conversationShownSql(otherUser: AnyPgColumn | SQL): SQL {
  return visibleMessagesSql(otherUser);
}

/** The visible messages of one conversation in order (for tests and for code without its own query). */
export async function visibleMessages(db: Db | Tx, conversationId: string) {
  return db
    .select({ id: messages.id, senderId: messages.senderId, body: messages.body, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), visibleMessagesSql()))
    .orderBy(asc(messages.id));
}
