import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { randomUUID } from 'node:crypto';
import type { RealtimeServerMessage } from '../../contracts/realtime';
import type { Db } from '../../server/db/client';
import { publishChange } from '../../server/realtime/publish';

export type TestSocket = {
  ws: WebSocket;
  messages: RealtimeServerMessage[];
  /** Arrival time (ms) of each message, same order as `messages`. */
  times: number[];
  /** Resolves with the first message (already received or future) matching `pred`. */
  next: (pred: (m: RealtimeServerMessage) => boolean, ms?: number) => Promise<RealtimeServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
  close: () => void;
};

/** Listens on a free 127.0.0.1 port (once) and returns the realtime URL. */
export async function realtimeUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `ws://127.0.0.1:${address.port}/realtime`;
}

/** A real WebSocket client; with a token it authenticates and waits for `ready`. */
export async function openSocket(url: string, token?: string): Promise<TestSocket> {
  const ws = new WebSocket(url);
  const messages: RealtimeServerMessage[] = [];
  const times: number[] = [];
  const waiters: Array<{ pred: (m: RealtimeServerMessage) => boolean; resolve: (m: RealtimeServerMessage) => void }> = [];
  ws.on('message', (raw) => {
    const msg = JSON.parse(String(raw)) as RealtimeServerMessage;
    messages.push(msg);
    times.push(Date.now());
    for (const w of [...waiters]) {
      if (w.pred(msg)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(msg);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const next = (pred: (m: RealtimeServerMessage) => boolean, ms = 5000) =>
    new Promise<RealtimeServerMessage>((resolve, reject) => {
      const found = messages.find(pred);
      if (found) return resolve(found);
      const timer = setTimeout(() => reject(new Error(`no matching message within ${ms} ms; got ${JSON.stringify(messages)}`)), ms);
      waiters.push({ pred, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  const socket = { ws, messages, times, next, closed, close: () => ws.close() };
  if (token) {
    ws.send(JSON.stringify({ type: 'auth', access_token: token }));
    await next((m) => m.type === 'ready');
  }
  return socket;
}

const SENTINEL = 'sentinel-';

/** A sentinel change of `afterSentinel`; leave these out before asserting what arrived. */
export const isSentinel = (m: RealtimeServerMessage) => m.type === 'change' && m.id.startsWith(SENTINEL);

/**
 * Proves "nothing (else) arrived" at `socket` without waiting a fixed time: publishes a change
 * only `userId` may receive, after whatever must not arrive, and waits until `socket` has it.
 * Changes reach a socket in the order they were published (one NOTIFY listener per instance,
 * one queue per socket), so anything published before the sentinel that was going to arrive
 * is in `socket.messages` by then.
 */
export async function afterSentinel(db: Db, socket: TestSocket, userId: string): Promise<void> {
  const id = `${SENTINEL}${randomUUID()}`;
  await publishChange(db, { table: 'venues', type: 'UPDATE', id, audience: { userIds: [userId] } });
  await socket.next((m) => m.type === 'change' && m.id === id);
}

/**
 * Proves an unauthenticated socket got nothing of what a `witness` socket has already received:
 * the hub handles each change for every socket at once, and a pong is sent after anything sent
 * before it on the same socket.
 */
export async function afterPong(socket: TestSocket): Promise<void> {
  const before = socket.messages.length;
  socket.ws.send(JSON.stringify({ type: 'ping' }));
  await socket.next((m) => m.type === 'pong' && socket.messages.indexOf(m) >= before);
}
