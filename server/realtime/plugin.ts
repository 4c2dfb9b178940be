import websocket from '@fastify/websocket';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REALTIME_CLOSE } from '../../contracts/realtime';
import type { Signer } from '../auth/tokens';
import { authSessions, users } from '../db/schema/index';
import type { AppDeps } from '../deps';
import { RealtimeHub } from './hub';
import { PgListener } from './pg-listener';
import { AddressCap } from './address-cap';
import { parseMessage } from './parse-change';
import { CHANGES_CHANNEL } from './publish';
import { handleSocket } from './socket';

const SWEEP_MS = 30_000;
/** Names the LISTEN connection in pg_stat_activity, so operators (and tests) can find it. */
export const LISTENER_APP_NAME = 'civic-connect-realtime';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: { hub: RealtimeHub; listener: PgListener };
  }
}

/**
 * Realtime for this instance (decision 0005): one LISTEN connection, the /realtime WebSocket,
 * and fan-out of every committed change to the sockets allowed to see it.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, opts: AppDeps & { signer: Signer }) => {
    const { db, signer, config } = opts;
    const listener = new PgListener({ ...db.$client.options, application_name: LISTENER_APP_NAME }, [CHANGES_CHANNEL], app.log);
    await listener.start();
    const hub = new RealtimeHub(config.realtime.maxSocketsPerAccount);
    const addresses = new AddressCap(config.realtime.maxSocketsPerAddress);
    listener.on(CHANGES_CHANNEL, (payload) => {
      const m = parseMessage(payload);
      if (m?.kind === 'change') hub.dispatch(m.event);
      else if (m?.kind === 'end_sockets') hub.end(m.msg);
    });
    // end_sockets messages sent while the listener was down are lost: check every socket's
    // session at once rather than at the next sweep.
    listener.onReconnect(() => {
      hub.resyncAll('server_reconnected');
      void endStaleSockets(opts, hub).catch((err) => app.log.warn({ err }, 'realtime sweep failed'));
    });
    app.decorate('realtime', { hub, listener });

    // @fastify/websocket in a scope of its own with the one WebSocket route: at the root its
    // onRequest and onResponse hooks and its wrapper of every route's handler would run on every
    // request the server answers (issue 13, decision 0033).
    await app.register(async (scope) => {
      // On shutdown, before @fastify/websocket's own preClose closes sockets without a code: 1001
      // (going away) tells clients to reconnect, which lands on another instance behind the
      // load balancer since this one no longer accepts connections (server/shutdown.ts).
      scope.addHook('preClose', (done) => {
        for (const socket of scope.websocketServer?.clients ?? []) socket.close(REALTIME_CLOSE.shuttingDown, 'server shutting down');
        done();
      });
      const before = new Set(app.server.listeners('upgrade'));
      await scope.register(websocket, { options: { maxPayload: 16 * 1024 } });
      scope.get(REALTIME_PATH, { websocket: true }, (socket, req) => {
        // The address as Fastify resolves it with TRUST_PROXY: behind a proxy that is not
        // trusted, every client shares the proxy's address and its cap.
        const address = req.ip;
        if (!addresses.take(address)) {
          socket.close(REALTIME_CLOSE.tooManyFromAddress, 'too many connections from this address');
          return;
        }
        socket.once('close', () => addresses.release(address));
        handleSocket(socket, { db, signer, adminEmails: config.adminEmails, hub, locale: req.locale });
      });
      onlyRealtimeUpgrades(app, before);
    });

    // A backstop to end_sockets (decision 0037): token expiry, and anything a lost NOTIFY missed.
    const sweep = setInterval(() => void endStaleSockets(opts, hub).catch((err) => app.log.warn({ err }, 'realtime sweep failed')), SWEEP_MS);
    sweep.unref();
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      await listener.close();
    });
  },
  { name: 'realtime', dependencies: ['actor'] },
);

const REALTIME_PATH = '/realtime';

/**
 * Upgrade requests for any other path are refused here (404, connection closed): outside the
 * WebSocket scope no hook of @fastify/websocket would close their socket once answered, as its
 * root-wide wrapper did. `before`: the server's upgrade listeners before @fastify/websocket's.
 */
function onlyRealtimeUpgrades(app: FastifyInstance, before: Set<unknown>) {
  for (const listener of app.server.listeners('upgrade')) {
    if (before.has(listener)) continue;
    const upgrade = listener as (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
    app.server.removeListener('upgrade', upgrade);
    const guarded = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = req.url ?? '';
      if (url === REALTIME_PATH || url.startsWith(`${REALTIME_PATH}?`)) return upgrade(req, socket, head);
      socket.on('error', () => socket.destroy());
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    };
    app.server.on('upgrade', guarded);
    app.addHook('preClose', (done) => {
      app.server.removeListener('upgrade', guarded);
      done();
    });
  }
}

export async function endStaleSockets(deps: Pick<AppDeps, 'db'>, hub: RealtimeHub) {
  const now = Date.now() / 1000;
  const live = [...hub.clients()];
  // As they were when asked: a socket re-authenticated meanwhile is judged on its new session next time.
  const askedFor = new Map(live.map((c) => [c, c.sessionId]));
  for (const c of live) if (c.expiresAt <= now) c.socket.close(REALTIME_CLOSE.unauthorized, 'token expired');
  const sessionIds = [...new Set(live.filter((c) => c.expiresAt > now).map((c) => c.sessionId))];
  if (!sessionIds.length) return;
  // The sessions that still stand: a deleted account's sessions are gone, not revoked.
  const standing = await deps.db
    .select({ id: authSessions.id })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(inArray(authSessions.id, sessionIds), isNull(authSessions.revokedAt), eq(users.isSuspended, false)));
  const standingIds = new Set(standing.map((r) => r.id));
  for (const c of live) {
    if (c.expiresAt <= now || standingIds.has(askedFor.get(c)!) || c.sessionId !== askedFor.get(c)) continue;
    hub.remove(c);
    c.socket.close(REALTIME_CLOSE.unauthorized, 'session ended');
  }
}
