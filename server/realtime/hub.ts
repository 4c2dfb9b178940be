import type { WebSocket } from 'ws';
import { messageFor } from './audience';
import type { ChangeEvent } from './publish';
import { RateGate } from './rate-gate';

export type RealtimeClient = {
  socket: WebSocket;
  userId: string;
  sessionId: string;
  /** Access-token expiry, seconds since the epoch; the client re-sends `auth` after a refresh. */
  expiresAt: number;
  gate: RateGate;
};

/** The signed-in sockets this instance holds, indexed by user, and fan-out of changes to them. */
export class RealtimeHub {
  private readonly byUser = new Map<string, Set<RealtimeClient>>();

  add(client: RealtimeClient) {
    const set = this.byUser.get(client.userId) ?? new Set();
    set.add(client);
    this.byUser.set(client.userId, set);
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

  /** Delivers one change to every socket whose user may see it; each variant is serialised once. */
  dispatch(event: ChangeEvent) {
    // Encoded once per variant and shared by every socket: no per-socket JSON or UTF-8 work.
    const serialised = new Map<string, Buffer>();
    const key = `${event.table}:${event.id}`;
    const userIds = event.audience === 'signedIn' ? null : event.audience.userIds;
    for (const client of this.iterate(userIds)) {
      const out = messageFor(event, client.userId);
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
