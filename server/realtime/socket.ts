import { decodeJwt } from 'jose';
import type { WebSocket } from 'ws';
import { REALTIME_AUTH_TIMEOUT_MS, REALTIME_CLOSE, type RealtimeServerMessage } from '../../contracts/realtime';
import type { Signer } from '../auth/tokens';
import type { Db } from '../db/client';
import { canList } from '../meetups/policy';
import { resolveActor } from '../plugins/actor';
import type { RealtimeClient, RealtimeHub } from './hub';
import { RateGate } from './rate-gate';
import type { MessageId } from '../../contracts/i18n/messages';
import { translator } from '../i18n/translate';

type Deps = { db: Db; signer: Signer; adminEmails: string[]; hub: RealtimeHub; locale?: string | null };

const send = (socket: WebSocket, msg: RealtimeServerMessage) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(msg));
};

function parse(raw: unknown): { type: string; access_token?: unknown } | null {
  try {
    const msg = JSON.parse(String(raw));
    return msg && typeof msg === 'object' && typeof msg.type === 'string' ? msg : null;
  } catch {
    return null;
  }
}

/**
 * One /realtime connection. The access token arrives in the first message rather than the URL
 * (URLs end up in logs). Until it does, nothing is delivered; a later `auth` message swaps in a
 * refreshed token for the same user. A bad token closes the socket with 4001 (sign in again).
 */
export function handleSocket(socket: WebSocket, deps: Deps) {
  let client: RealtimeClient | null = null;
  let closed = false;
  // Auth messages are handled one at a time so two quick ones cannot register the socket twice.
  let authQueue = Promise.resolve();
  const authTimer = setTimeout(() => socket.close(REALTIME_CLOSE.authTimeout, 'auth timeout'), REALTIME_AUTH_TIMEOUT_MS);

  // Its refusals in the language of the request that opened it (issue 29).
  const t = translator(deps.locale);
  const reject = (message: MessageId) => {
    send(socket, { type: 'error', error: 'unauthorized', message: t(message) });
    socket.close(REALTIME_CLOSE.unauthorized, 'unauthorized');
  };

  async function authenticate(token: unknown) {
    if (typeof token !== 'string' || token.length > 4096) return reject('api.realtime.sendToken');
    const mark = deps.hub.mark();
    // Straight from the database, not the session cache: a socket outlives many requests.
    const { actor } = await resolveActor(deps.db, deps.signer, deps.adminEmails, token).catch(() => ({ actor: null }));
    if (closed) return;
    if (!actor) return reject('api.auth.sessionEnded');
    if (actor.isSuspended) return reject('api.realtime.suspended');
    // Signed out, suspended or deleted while the check above ran: the end_sockets message has
    // already passed this instance, so the socket must not register after it.
    if (deps.hub.endedSince(mark, actor.userId, actor.sessionId)) return reject('api.auth.sessionEnded');
    // Approved meetups sent to everyone signed in: those who browse meetups read them (meetups/policy.ts).
    const readsMeetups = canList(actor);
    const expiresAt = Number(decodeJwt(token).exp ?? 0);
    if (client) {
      // A refreshed token must belong to the same user; switching users needs a new socket.
      if (client.userId !== actor.userId) return reject('api.realtime.switchAccounts');
      client.sessionId = actor.sessionId;
      client.expiresAt = expiresAt;
      client.readsMeetups = readsMeetups;
      return;
    }
    clearTimeout(authTimer);
    client = {
      socket,
      userId: actor.userId,
      sessionId: actor.sessionId,
      expiresAt,
      readsMeetups,
      gate: new RateGate((data) => socket.readyState === socket.OPEN && socket.send(data, { binary: false })),
    };
    deps.hub.add(client);
    send(socket, { type: 'ready', user_id: actor.userId });
  }

  socket.on('message', (raw, isBinary) => {
    const msg = isBinary ? null : parse(raw);
    if (!msg) {
      send(socket, { type: 'error', error: 'invalid_message', message: t('api.realtime.invalidMessage') });
      socket.close(REALTIME_CLOSE.protocol, 'invalid message');
      return;
    }
    if (msg.type === 'auth') authQueue = authQueue.then(() => authenticate(msg.access_token));
    else if (msg.type === 'ping') send(socket, { type: 'pong' });
    else send(socket, { type: 'error', error: 'unknown_type', message: t('api.realtime.unknownType', { type: msg.type.slice(0, 40) }) });
  });
  socket.on('error', () => socket.terminate());
  socket.on('close', () => {
    closed = true;
    clearTimeout(authTimer);
    if (client) deps.hub.remove(client);
  });
}
