import { and, eq, sql } from 'drizzle-orm';
import type { MessagingMode } from '../../contracts/messages';
import { areConnected } from '../connections/are-connected';
import type { Db, Tx } from '../db/client';
import { conversations, profiles, users } from '../db/schema/index';
import { blockedEitherWay } from '../safety/blocks';
import { orderedPair } from './pair';

// Who may write to whom (issue 26, docs/decisions/0045), in one place: the send commands, the
// "Message" button's endpoint and the conversation's `can_send` all ask here.

export type ConversationRow = typeof conversations.$inferSelect;

/**
 * Both attended one meetup that has taken place or takes place today (checked in or attending:
 * both are rows of meetup_attendees), and was not cancelled.
 */
export async function attendedTogether(db: Db | Tx, a: string, b: string): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from meetup_attendees x
      join meetup_attendees y on y.meetup_id = x.meetup_id and y.user_id = ${b}
      join meetups m on m.id = x.meetup_id
     where x.user_id = ${a} and m.booking_status = 'approved' and m.date <= current_date
     limit 1`);
  return rows.length > 0;
}

export async function conversationBetween(db: Db | Tx, a: string, b: string): Promise<ConversationRow | null> {
  const [lo, hi] = orderedPair(a, b);
  const [row] = await db.select().from(conversations).where(and(eq(conversations.userAId, lo), eq(conversations.userBId, hi)));
  return row ?? null;
}

export type Other = { id: string; suspended: boolean; messageRequestsFrom: string };

export async function loadOther(db: Db | Tx, id: string): Promise<Other | null> {
  const [row] = await db
    .select({ id: users.id, suspended: users.isSuspended, messageRequestsFrom: profiles.messageRequestsFrom })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, id));
  return row ?? null;
}

/**
 * What `me` may do towards `other`, given their conversation (if any):
 * - never across a block (either way) nor with a suspended member: 'none';
 * - in an active conversation, or connected: 'write';
 * - a request I sent that is waiting (or that the recipient ignored — they are not told apart): 'pending';
 * - a request sent to me, even one I ignored: 'write' (writing back accepts it);
 * - no conversation, we attended a meetup together and they take requests from people they met: 'request'.
 */
export async function messagingMode(db: Db | Tx, me: string, other: Other, conversation: ConversationRow | null): Promise<MessagingMode> {
  if (other.id === me || other.suspended) return 'none';
  // Asked together: both are single index lookups, and a send waits for them.
  const [blocked, connected] = await Promise.all([blockedEitherWay(db, me, other.id), areConnected(db, me, other.id)]);
  if (blocked) return 'none';
  if (conversation?.status === 'active' || connected) return 'write';
  if (conversation) return conversation.requestedBy === me ? 'pending' : 'write';
  if (other.messageRequestsFrom !== 'met') return 'none';
  return (await attendedTogether(db, me, other.id)) ? 'request' : 'none';
}
