import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { CHANGES_CHANNEL } from './publish';

/** Why a member's sockets are closed; sent to the client as the close reason (code 4001). */
export type EndReason = 'signed out' | 'session ended' | 'account suspended' | 'account deleted';

/**
 * A control message on the changes channel: every instance closes the matching sockets of one
 * member (decision 0037). With `session_id`, only that session's sockets; with
 * `except_session_id`, every other session's ("sign out other devices", a password change);
 * with neither, all of the member's sockets.
 */
export type EndSockets = {
  control: 'end_sockets';
  user_id: string;
  session_id?: string;
  except_session_id?: string;
  reason: EndReason;
};

/**
 * Closes a member's sockets on every instance. Inside the transaction that ends the session (or
 * suspends or deletes the member), so it is delivered when that commits and, as NOTIFY keeps
 * commit order, before any change committed later: a private change published after the
 * sign-out never reaches the closed socket.
 */
export async function endSockets(db: Db | Tx, target: { userId: string; sessionId?: string; exceptSessionId?: string; reason: EndReason }): Promise<void> {
  const msg: EndSockets = {
    control: 'end_sockets',
    user_id: target.userId,
    ...(target.sessionId ? { session_id: target.sessionId } : {}),
    ...(target.exceptSessionId ? { except_session_id: target.exceptSessionId } : {}),
    reason: target.reason,
  };
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(msg)})`);
}

/** A NOTIFY payload that is an EndSockets control message, or null. */
export function parseEndSockets(raw: unknown): EndSockets | null {
  if (!raw || typeof raw !== 'object') return null;
  const m = raw as Record<string, unknown>;
  if (m.control !== 'end_sockets' || typeof m.user_id !== 'string' || !m.user_id) return null;
  const optional = (v: unknown) => v === undefined || (typeof v === 'string' && v.length > 0);
  if (!optional(m.session_id) || !optional(m.except_session_id)) return null;
  const reasons: EndReason[] = ['signed out', 'session ended', 'account suspended', 'account deleted'];
  const reason = reasons.includes(m.reason as EndReason) ? (m.reason as EndReason) : 'session ended';
  return {
    control: 'end_sockets',
    user_id: m.user_id,
    ...(m.session_id ? { session_id: m.session_id as string } : {}),
    ...(m.except_session_id ? { except_session_id: m.except_session_id as string } : {}),
    reason,
  };
}
