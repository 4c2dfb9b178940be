// The /realtime WebSocket protocol (JSON text frames), shared by server and web client.

export type RealtimeTable = 'profiles' | 'venues' | 'meetups' | 'meetup_attendees' | 'meetup_comments' | 'notifications';
export type RealtimeChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

/** Server → client. */
export type RealtimeServerMessage =
  | { type: 'ready'; user_id: string }
  | { type: 'change'; table: RealtimeTable; event: RealtimeChangeType; id: string; record?: Record<string, unknown> }
  /** Events were dropped (rate limit, server reconnect): refetch what is on screen. */
  | { type: 'resync'; reason: 'rate_limited' | 'server_reconnected' }
  | { type: 'error'; error: string; message: string }
  | { type: 'pong' };

/** Close codes the client acts on: 4001 sign in again (no reconnect without a new token). */
export const REALTIME_CLOSE = { unauthorized: 4001, authTimeout: 4002, protocol: 4003, shuttingDown: 1001 } as const;
export const REALTIME_AUTH_TIMEOUT_MS = 10_000;
