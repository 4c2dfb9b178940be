import type { WebSocket } from 'ws';
import { REALTIME_CLOSE } from '../../contracts/realtime';
import { messageFor } from './audience';
import type { EndSockets } from './end-sockets';
import type { ChangeEvent } from './publish';
import { RateGate } from './rate-gate';

export type RealtimeClient = {
  socket: WebSocket;
  userId: string;
  sessionId: string;
  /** Access-token expiry, seconds since the epoch; the client re-sends `auth` after a refresh. */
  expiresAt: number;
  /** A Professional Partner or an admin: may read approved meetups (server/realtime/audience.ts). */
  readsMeetups: boolean;
  gate: RateGate;
};

/** How long an end_sockets message is remembered for sockets still authenticating (see `endedSince`). */
const ENDED_MEMORY_MS = 60_000;
type Ended = { seq: number; at: number; msg: EndSockets };

const matches = (msg: EndSockets, userId: string, sessionId: string) =>
  msg.user_id === userId && (!msg.session_id || msg.session_id === sessionId) && (!msg.except_session_id || msg.except_session_id !== sessionId);

/**
 * The signed-in sockets this instance holds, indexed by user, and fan-out of changes to them.
 * Caps are per instance (decision 0037): memory is per instance, and so is what a cap protects.
 */
export class RealtimeHub {
  private readonly byUser = new Map<string, Set<RealtimeClient>>();
  private readonly ended: Ended[] = [];
  private seq = 0;

  /** `maxPerAccount`: a member's sockets on this instance; the oldest goes when a newer one comes. */
  constructor(private readonly maxPerAccount = Infinity) {}

  add(client: RealtimeClient) {
    const set = this.byUser.get(client.userId) ?? new Set();
    set.add(client);
    this.byUser.set(client.userId, set);
    // Sets keep insertion order: the first is the socket authenticated longest ago.
    while (set.size > this.maxPerAccount) {
      const oldest = set.values().next().value!;
      this.remove(oldest);
      oldest.socket.close(REALTIME_CLOSE.replaced, 'replaced by a newer connection');
    }
  }

  remove(client: RealtimeClient) {
    client.gate.close();
    const set = this.byUser.get(client.userId);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) this.byUser.delete(client.userId);
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  clients(): IterableIterator<RealtimeClient> {
    return this.iterate(null);
  }

  /**
   * Closes the member's matching sockets (4001). They leave the hub at once, before the close
   * handshake ends, so nothing dispatched after this message reaches them.
   */
  end(msg: EndSockets) {
    this.seq += 1;
    const now = Date.now();
    this.ended.push({ seq: this.seq, at: now, msg });
    while (this.ended.length && (this.ended[0].at < now - ENDED_MEMORY_MS || this.ended.length > 10_000)) this.ended.shift();
    for (const client of [...(this.byUser.get(msg.user_id) ?? [])]) {
      if (!matches(msg, client.userId, client.sessionId)) continue;
      this.remove(client);
      client.socket.close(REALTIME_CLOSE.unauthorized, msg.reason);
    }
  }

  /** A mark to pass to `endedSince` once an authentication that started now has finished. */
  mark(): number {
    return this.seq;
  }

  /**
   * Whether the session was ended (on any instance) after `mark`: an `auth` whose database check
   * ran just before the sign-out committed must not register a socket the sign-out already missed.
   */
  endedSince(mark: number, userId: string, sessionId: string): boolean {
    return this.ended.some((e) => e.seq > mark && matches(e.msg, userId, sessionId));
  }

  /** Delivers one change to every socket whose user may see it; each variant is serialised once. */
  dispatch(event: ChangeEvent) {
    // Encoded once per variant and shared by every socket: no per-socket JSON or UTF-8 work.
    const serialised = new Map<string, Buffer>();
    const key = `${event.table}:${event.id}`;
    const userIds = event.audience === 'signedIn' ? null : event.audience.userIds;
    // A full profile row (presentProfile) says what its owner may read now.
    const r = event.record;
    if (event.table === 'profiles' && typeof r?.role === 'string' && typeof r.is_admin === 'boolean') this.roleChanged(event.id, r.role, r.is_admin);
    for (const client of this.iterate(userIds)) {
      const out = messageFor(event, client.userId, client.readsMeetups);
      if (!out) continue;
      let data = serialised.get(out.variant);
      if (!data) {
        data = Buffer.from(JSON.stringify(out.message));
        serialised.set(out.variant, data);
      }
      client.gate.push(key, data);
    }
  }

  /** Tells every socket to refetch (events may have been missed while the listener was down). */
  resyncAll(reason: 'server_reconnected') {
    const data = Buffer.from(JSON.stringify({ type: 'resync', reason }));
    for (const client of this.iterate(null)) client.gate.push('resync', data);
  }

  /** An upgrade or a lapse reaches open sockets with the member's own profile row. */
  private roleChanged(userId: string, role: string, isAdmin: boolean) {
    for (const client of this.byUser.get(userId) ?? []) client.readsMeetups = role === 'professional' || isAdmin;
  }

  private *iterate(userIds: string[] | null): IterableIterator<RealtimeClient> {
    if (userIds === null) {
      for (const set of this.byUser.values()) yield* set;
      return;
    }
    for (const id of new Set(userIds)) {
      const set = this.byUser.get(id);
      if (set) yield* set;
    }
  }
}
