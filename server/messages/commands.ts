import { sql } from 'drizzle-orm';
import type { ConversationDto, MessagingDto, UnreadDto } from '../../contracts/messages';
import type { Db, Tx } from '../db/client';
import { ApiError, notFound } from '../errors';
import type { Actor } from '../plugins/actor';
import { publishChange } from '../realtime/publish';
import { blockedEitherWay } from '../safety/blocks';
import { conversationBetween, loadOther, messagingMode } from './access';
import { loadConversation, waitingRequests } from './queries';
import { notAllowed } from './send';
import { unreadMessageCount } from './unread';

type Membership = { otherId: string; status: string; requestedBy: string | null };

/** The actor's side of a conversation, locked for the command's transaction; 404 for anyone else. */
async function membership(tx: Tx, actor: Actor, conversationId: string): Promise<Membership> {
  const { rows } = await tx.execute<{ other_id: string; status: string; requested_by: string | null }>(sql`select cm.other_user_id as other_id, c.status, c.requested_by
      from conversation_members cm join conversations c on c.id = cm.conversation_id
     where cm.conversation_id = ${conversationId} and cm.user_id = ${actor.userId}
     for update of c`);
  if (!rows[0]) throw notFound('api.messages.conversationNotFound');
  return { otherId: rows[0].other_id, status: rows[0].status, requestedBy: rows[0].requested_by };
}

/** GET /api/messages/with/{memberId}: whether the "Message" button shows, and what it does. */
export async function messagingWith(db: Db, actor: Actor, otherId: string): Promise<MessagingDto> {
  const other = await loadOther(db, otherId);
  if (!other) throw notFound('api.members.notFound');
  const conversation = await conversationBetween(db, actor.userId, other.id);
  const mode = await messagingMode(db, actor.userId, other, conversation);
  return { mode, conversation_id: mode === 'none' ? null : (conversation?.id ?? null) };
}

/**
 * "Seen": the reader's mark moves forward (never back) to a message of this conversation, and
 * their unread count becomes what is still after it. The other member's open conversation
 * learns it live.
 */
export async function markRead(db: Db, actor: Actor, conversationId: string, messageId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const m = await membership(tx, actor, conversationId);
    const { rows } = await tx.execute<{ mark: string }>(sql`update conversation_members cm
        set last_read_message_id = greatest(cm.last_read_message_id, least(${messageId}::bigint,
              coalesce((select max(id) from messages where conversation_id = ${conversationId}), 0))),
            unread_count = (select count(*) from messages x where x.conversation_id = ${conversationId} and x.sender_id <> ${actor.userId}
              and x.id > greatest(cm.last_read_message_id, least(${messageId}::bigint, coalesce((select max(id) from messages where conversation_id = ${conversationId}), 0))))
      where cm.conversation_id = ${conversationId} and cm.user_id = ${actor.userId}
        and (cm.unread_count > 0 or cm.last_read_message_id < ${messageId}::bigint)
      returning cm.last_read_message_id::text as mark`);
    if (!rows[0]) return;
    // The reader's own tabs refresh their badge; the other member sees "Seen" (unless blocked).
    const audience = (await blockedEitherWay(tx, actor.userId, m.otherId)) ? [actor.userId] : [actor.userId, m.otherId];
    await publishChange(tx, { table: 'conversations', type: 'UPDATE', id: conversationId, audience: { userIds: audience }, record: { conversation_id: conversationId, reader_id: actor.userId, last_read_message_id: rows[0].mark } });
  });
}

/** The recipient accepts a message request (also one they ignored before); both can write from then on. */
export async function acceptRequest(db: Db, actor: Actor, unnamed: string, conversationId: string): Promise<ConversationDto> {
  await db.transaction(async (tx) => {
    const m = await membership(tx, actor, conversationId);
    if (m.status === 'active') return;
    if (m.requestedBy === actor.userId) throw ApiError.say(403, 'forbidden', 'api.messages.recipientAccepts');
    if (await blockedEitherWay(tx, actor.userId, m.otherId)) throw notAllowed();
    await tx.execute(sql`update conversations set status = 'active' where id = ${conversationId}`);
    await publishChange(tx, { table: 'conversations', type: 'UPDATE', id: conversationId, audience: { userIds: [actor.userId, m.otherId] }, record: { conversation_id: conversationId, status: 'active' } });
  });
  return loadConversation(db, actor.userId, unnamed, conversationId);
}

/**
 * The recipient ignores a message request: it leaves their requests and their unread count.
 * The sender is not told (their side still shows it waiting, and they cannot write again).
 */
export async function ignoreRequest(db: Db, actor: Actor, conversationId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const m = await membership(tx, actor, conversationId);
    if (m.status === 'ignored') return;
    if (m.status === 'active') throw ApiError.say(409, 'not_a_request', 'api.messages.notARequest');
    if (m.requestedBy === actor.userId) throw ApiError.say(403, 'forbidden', 'api.messages.recipientIgnores');
    await tx.execute(sql`update conversations set status = 'ignored' where id = ${conversationId}`);
    await tx.execute(sql`update conversation_members set unread_count = 0 where conversation_id = ${conversationId} and user_id = ${actor.userId}`);
    await publishChange(tx, { table: 'conversations', type: 'UPDATE', id: conversationId, audience: { userIds: [actor.userId] }, record: { conversation_id: conversationId, status: 'ignored' } });
  });
}

/** The badge: unread messages and requests waiting. */
export async function unread(db: Db, actor: Actor): Promise<UnreadDto> {
  const [count, requests] = await Promise.all([unreadMessageCount(db, actor.userId), waitingRequests(db, actor.userId)]);
  return { count, requests };
}
