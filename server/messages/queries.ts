import { sql, type SQL } from 'drizzle-orm';
import type { ConversationDto, ConversationPageDto, InboxDto, MessageDto } from '../../contracts/messages';
import type { Db, Tx } from '../db/client';
import { executeNamed } from '../db/statement-name';
import { notFound } from '../errors';
import { conversationShownSql, visibleMessagesSql } from './visible';

// Reads of the inbox and of one conversation. Both are index ranges: the inbox on
// conversation_members (user_id, last_message_at), a conversation on messages
// (conversation_id, id); paging is keyset on those columns, never OFFSET.

type MessageRow = { id: string; conversation_id: string; sender_id: string; body: string; created_at: string };
export const presentMessage = (r: MessageRow): MessageDto => ({
  id: String(r.id),
  conversation_id: r.conversation_id,
  sender_id: r.sender_id,
  body: r.body,
  created_at: new Date(r.created_at).toISOString(),
});

type ConversationRow = {
  conversation_id: string;
  cursor: string;
  last_message_at: string;
  unread_count: number;
  status: 'active' | 'request' | 'ignored';
  requested_by: string | null;
  other_id: string;
  other_name: string | null;
  other_avatar: string | null;
  other_suspended: boolean;
  other_read: string;
  blocked: boolean;
  lm_id: string | null;
  lm_sender: string | null;
  lm_body: string | null;
  lm_at: string | null;
};

/**
 * The viewer's side of their conversations with everything a row of the inbox shows: the other
 * member, their read mark ("Seen"), the last message the viewer may see (a suspended member's
 * messages are hidden from the other), and whether the viewer may send.
 */
function conversationRows(me: string, where: SQL, limit: number) {
  return sql`select cm.conversation_id, cm.unread_count, cm.last_message_at,
      to_char(cm.last_message_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || cm.conversation_id as cursor,
      c.status, c.requested_by,
      p.id as other_id, p.name as other_name, p.avatar as other_avatar, u.is_suspended as other_suspended,
      om.last_read_message_id::text as other_read,
      exists (select 1 from blocks b where (b.blocker_id = ${me} and b.blocked_id = cm.other_user_id) or (b.blocker_id = cm.other_user_id and b.blocked_id = ${me})) as blocked,
      lm.id::text as lm_id, lm.sender_id as lm_sender, lm.body as lm_body, lm.created_at as lm_at
    from conversation_members cm
    join conversations c on c.id = cm.conversation_id
    join users u on u.id = cm.other_user_id
    join profiles p on p.id = cm.other_user_id
    join conversation_members om on om.conversation_id = cm.conversation_id and om.user_id = cm.other_user_id
    left join lateral (
      select m.id, m.sender_id, m.body, m.created_at from messages m
       where m.conversation_id = cm.conversation_id and (m.sender_id = ${me} or ${visibleMessagesSql(sql`m.sender_id`)})
       order by m.id desc limit 1) lm on true
   where cm.user_id = ${me} and ${where}
   order by cm.last_message_at desc, cm.conversation_id desc
   limit ${limit}`;
}

function presentConversation(me: string, r: ConversationRow, unnamed: string): ConversationDto {
  const requestedByMe = r.requested_by === me;
  const waiting = r.status !== 'active';
  return {
    id: r.conversation_id,
    other: { id: r.other_id, name: r.other_name || unnamed, avatar: r.other_avatar },
    // An ignored request looks, to its sender, like one still waiting (they are not told).
    status: waiting ? 'request' : 'active',
    requested_by_me: waiting && requestedByMe,
    last_message: r.lm_id ? presentMessage({ id: r.lm_id, conversation_id: r.conversation_id, sender_id: r.lm_sender!, body: r.lm_body!, created_at: r.lm_at! }) : null,
    last_message_at: new Date(r.last_message_at).toISOString(),
    unread_count: r.unread_count,
    other_last_read_id: r.other_read,
    // The same rule as messagingMode (access.ts) for a conversation that exists: the recipient
    // of a request may write back (which accepts it), its sender waits.
    can_send: !r.blocked && !r.other_suspended && !(waiting && requestedByMe),
  };
}

/** The inbox (conversations and the requests I sent) or the requests waiting for me; newest first. */
export async function listConversations(db: Db, me: string, unnamed: string, q: { box: 'inbox' | 'requests'; before?: string; limit: number }): Promise<InboxDto> {
  const box =
    q.box === 'inbox'
      ? sql`(c.status = 'active' or c.requested_by = ${me})`
      : sql`(c.status = 'request' and c.requested_by <> ${me})`;
  let where = sql`${box} and ${conversationShownSql(sql`cm.other_user_id`)}`;
  if (q.before) {
    const [at, id] = q.before.split('|');
    where = sql`${where} and (cm.last_message_at, cm.conversation_id) < (${at}::timestamptz, ${id}::uuid)`;
  }
  // A named statement: it took ~25× longer to plan than to run (decision 0079).
  const { rows } = await executeNamed<ConversationRow>(db, 'inbox', conversationRows(me, where, q.limit + 1));
  const more = rows.length > q.limit;
  const page = rows.slice(0, q.limit);
  return {
    conversations: page.map((r) => presentConversation(me, r, unnamed)),
    next_cursor: more ? page[page.length - 1].cursor : null,
    requests: await waitingRequests(db, me),
  };
}

/** Message requests waiting for this member's answer (the Requests tab). */
export async function waitingRequests(db: Db | Tx, me: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from conversation_members cm
      join conversations c on c.id = cm.conversation_id
     where cm.user_id = ${me} and c.status = 'request' and c.requested_by <> ${me} and ${conversationShownSql(sql`cm.other_user_id`)}`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * One conversation as the viewer sees it; 404 unless the viewer is one of its two members.
 * `unnamed`: "A member" in the viewer's language, for another member who gave no name.
 */
export async function loadConversation(db: Db | Tx, me: string, unnamed: string, conversationId: string): Promise<ConversationDto> {
  const { rows } = await db.execute<ConversationRow>(conversationRows(me, sql`cm.conversation_id = ${conversationId}`, 1));
  if (!rows[0]) throw notFound('api.messages.conversationNotFound');
  return presentConversation(me, rows[0], unnamed);
}

/**
 * A page of messages, oldest first: the latest ones, or those before / after a message id
 * (scrolling back, or catching up after a live event or a reconnect). A suspended sender's
 * messages are left out for the other member.
 */
export async function conversationPage(db: Db, me: string, unnamed: string, conversationId: string, q: { before?: string; after?: string; limit: number }): Promise<ConversationPageDto> {
  const conversation = await loadConversation(db, me, unnamed, conversationId);
  const visible = sql`m.conversation_id = ${conversationId} and (m.sender_id = ${me} or ${visibleMessagesSql(sql`m.sender_id`)})`;
  const cols = sql`m.id::text as id, m.conversation_id, m.sender_id, m.body, m.created_at`;
  let rows: MessageRow[];
  let hasBefore = false;
  let hasAfter = false;
  if (q.after) {
    ({ rows } = await db.execute<MessageRow>(sql`select ${cols} from messages m where ${visible} and m.id > ${q.after}::bigint order by m.id asc limit ${q.limit + 1}`));
    hasAfter = rows.length > q.limit;
    rows = rows.slice(0, q.limit);
    hasBefore = true;
  } else {
    const bound = q.before ? sql` and m.id < ${q.before}::bigint` : sql``;
    ({ rows } = await db.execute<MessageRow>(sql`select ${cols} from messages m where ${visible}${bound} order by m.id desc limit ${q.limit + 1}`));
    hasBefore = rows.length > q.limit;
    rows = rows.slice(0, q.limit).reverse();
    hasAfter = Boolean(q.before);
  }
  return { conversation, messages: rows.map(presentMessage), has_more_before: hasBefore, has_more_after: hasAfter };
}
