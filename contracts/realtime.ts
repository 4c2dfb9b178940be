// The /realtime WebSocket protocol (JSON text frames), shared by server and web client.

export type RealtimeTable = 'profiles' | 'venues' | 'meetups' | 'meetup_attendees' | 'meetup_comments' | 'notifications' | 'messages' | 'conversations';
export type RealtimeChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

/** Server → client. */
export type RealtimeServerMessage =
  | { type: 'ready'; user_id: string }
  | { type: 'change'; table: RealtimeTable; event: RealtimeChangeType; id: string; record?: Record<string, unknown> }
  /** Events were dropped (rate limit, server reconnect): refetch what is on screen. */
  | { type: 'resync'; reason: 'rate_limited' | 'server_reconnected' }
  | { type: 'error'; error: string; message: string }
  | { type: 'pong' };

/**
 * Close codes the client acts on (decisions 0007, 0037):
 * - 4001 sign in again: token expired, or the session was signed out, suspended or deleted (no
 *   reconnect without a new token);
 * - 4029 too many sockets from this address: the new socket is refused (reconnect after the
 *   longest backoff, never at once);
 * - 4030 replaced: the account opened more sockets than allowed and this, its oldest, was closed
 *   (no reconnect until the tab is shown again or the browser comes back online).
 */
export const REALTIME_CLOSE = {
  unauthorized: 4001,
  authTimeout: 4002,
  protocol: 4003,
  tooManyFromAddress: 4029,
  replaced: 4030,
  shuttingDown: 1001,
} as const;

/**
 * The id a change carries when its reader may only count it (a new member joined, a meetup they
 * may not read was added): the row's real id is withheld (issue 24).
 */
export const COUNT_ONLY_ID = 'count';
export const REALTIME_AUTH_TIMEOUT_MS = 10_000;
