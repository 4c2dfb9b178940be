import { and, eq, sql } from 'drizzle-orm';
import type { MessageDto, SentDto } from '../../contracts/messages';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { conversationMembers, conversations, messages } from '../db/schema/index';
import { ApiError, notFound } from '../errors';
import type { Actor } from '../plugins/actor';
import { publishChange } from '../realtime/publish';
import { conversationBetween, loadOther, messagingMode, type ConversationRow, type Other } from './access';
import { messageLimits } from './limits';
import { orderedPair } from './pair';
import { presentMessage } from './queries';
import { scheduleUnreadEmail } from './unread-email';
import { queueMessagePush } from '../push/queue';

export const notAllowed = () => ApiError.say(403, 'messaging_not_allowed', 'api.messages.notAllowed');
const pending = () =>
  ApiError.say(409, 'message_request_pending', 'api.messages.requestPending');

/** POST /api/messages/with/{memberId}: writes to a member, starting the conversation (or a message request) if there is none. */
export async function sendToMember(db: Db, config: Config, actor: Actor, otherId: string, body: string): Promise<SentDto> {
  const other = await loadOther(db, otherId);
  if (!other || other.id === actor.userId) throw notFound('api.members.notFound');
  return send(db, config, actor, other, await conversationBetween(db, actor.userId, other.id), body);
}

/** POST /api/messages/conversations/{id}/messages: writes in a conversation the actor is part of. */
export async function sendInConversation(db: Db, config: Config, actor: Actor, conversationId: string, body: string): Promise<SentDto> {
  const [c] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
  if (!c || (c.userAId !== actor.userId && c.userBId !== actor.userId)) throw notFound('api.messages.conversationNotFound');
  const other = await loadOther(db, c.userAId === actor.userId ? c.userBId : c.userAId);
  if (!other) throw notFound('api.members.notFound');
  return send(db, config, actor, other, c, body);
}

async function send(db: Db, config: Config, actor: Actor, other: Other, existing: ConversationRow | null, body: string): Promise<SentDto> {
  const mode = await messagingMode(db, actor.userId, other, existing);
  if (mode === 'none') throw notAllowed();
  if (mode === 'pending') throw pending();
  const limits = messageLimits(db, config.messages);
  // Both counted at once (one round trip's wait instead of two).
  await Promise.all([limits.perMinute.consume(actor.userId), limits.perDay.consume(actor.userId)]);
  if (mode === 'request') await limits.requestsPerDay.consume(actor.userId);

  const { message, conversationId } = await db.transaction(async (tx) => {
    const opened = existing ? null : await openConversation(tx, actor.userId, other.id, mode === 'request');
    // Two first requests at once (two tabs): the second finds the first's conversation.
    if (opened && !opened.created && mode === 'request') throw pending();
    const c = existing ?? opened!.row;
    // The conversation's row lock puts its sends one after another: ids are then committed in
    // order, so a client that catches up "after the last id it has" never skips one.
    await tx
      .update(conversations)
      .set({
        lastMessageAt: sql`now()`,
        // Allowed to write (connected, or writing back to a request, even an ignored one): the conversation is active.
        ...(mode === 'write' && c.status !== 'active' ? { status: 'active' } : {}),
      })
      .where(eq(conversations.id, c.id));
    const [row] = await tx.insert(messages).values({ conversationId: c.id, senderId: actor.userId, body }).returning();
    // Both sides in one statement (rows locked in one order: no deadlock when both write at once).
    // The sender has read everything up to their own message; the other has one more unread.
    await tx
      .update(conversationMembers)
      .set({
        lastMessageAt: sql`now()`,
        lastReadMessageId: sql`case when ${conversationMembers.userId} = ${actor.userId} then ${row.id}::bigint else ${conversationMembers.lastReadMessageId} end`,
        unreadCount: sql`case when ${conversationMembers.userId} = ${actor.userId} then 0 else ${conversationMembers.unreadCount} + 1 end`,
      })
      .where(eq(conversationMembers.conversationId, c.id));
    const dto = presentMessage({ ...row, id: String(row.id), created_at: row.createdAt.toISOString(), conversation_id: row.conversationId, sender_id: row.senderId });
    await publishMessage(tx, dto, [actor.userId, other.id]);
    await scheduleUnreadEmail(tx, other.id, config.messages.emailEveryMs);
    await queueMessagePush(tx, { messageId: String(row.id), recipientId: other.id });
    return { message: dto, conversationId: c.id };
  });
  return { conversation_id: conversationId, message };
}

/** A new conversation and both members' rows; a concurrent first message wins the pair's unique key and this one joins it. */
async function openConversation(tx: Tx, me: string, other: string, asRequest: boolean): Promise<{ row: ConversationRow; created: boolean }> {
  const [a, b] = orderedPair(me, other);
  const [created] = await tx
    .insert(conversations)
    .values({ userAId: a, userBId: b, status: asRequest ? 'request' : 'active', requestedBy: asRequest ? me : null })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    const [row] = await tx.select().from(conversations).where(and(eq(conversations.userAId, a), eq(conversations.userBId, b)));
    return { row, created: false };
  }
  await tx.insert(conversationMembers).values([
    { conversationId: created.id, userId: me, otherUserId: other },
    { conversationId: created.id, userId: other, otherUserId: me },
  ]);
  return { row: created, created: true };
}

/**
 * A new message to its two members' sockets on every instance (after commit). The record is
 * the message itself; the web uses it as a signal and fetches "after the last id it has", so a
 * dropped or coalesced event costs a fetch, never a lost message.
 */
export function publishMessage(db: Db | Tx, message: MessageDto, members: string[]) {
  return publishChange(db, { table: 'messages', type: 'INSERT', id: message.id, audience: { userIds: members }, record: { ...message } });
}
