import websocket from '@fastify/websocket';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REALTIME_CLOSE } from '../../contracts/realtime';
import type { Signer } from '../auth/tokens';
import { authSessions, users } from '../db/schema/index';
import type { AppDeps } from '../deps';
import { RealtimeHub } from './hub';
import { PgListener } from './pg-listener';
import { parseChange } from './parse-change';
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
    const hub = new RealtimeHub();
    listener.on(CHANGES_CHANNEL, (payload) => {
      const event = parseChange(payload);
      if (event) hub.dispatch(event);
    });
    listener.onReconnect(() => hub.resyncAll('server_reconnected'));
    app.decorate('realtime', { hub, listener });

    // On shutdown, before @fastify/websocket's own preClose closes sockets without a code: 1001
    // (going away) tells clients to reconnect, which lands on another instance behind the
    // load balancer since this one no longer accepts connections (server/shutdown.ts).
    app.addHook('preClose', (done) => {
      for (const socket of app.websocketServer?.clients ?? []) socket.close(REALTIME_CLOSE.shuttingDown, 'server shutting down');
      done();
    });
    await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
    app.get('/realtime', { websocket: true }, (socket) => handleSocket(socket, { db, signer, adminEmails: config.adminEmails, hub }));

    // Sign-out, suspension and token expiry end live connections too, not only HTTP requests.
    const sweep = setInterval(() => void endStaleSockets(opts, hub).catch((err) => app.log.warn({ err }, 'realtime sweep failed')), SWEEP_MS);
    sweep.unref();
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      await listener.close();
    });
  },
  { name: 'realtime', dependencies: ['actor'] },
);

export async function endStaleSockets(deps: Pick<AppDeps, 'db'>, hub: RealtimeHub) {
  const now = Date.now() / 1000;
  const live = [...hub.clients()];
  for (const c of live) if (c.expiresAt <= now) c.socket.close(REALTIME_CLOSE.unauthorized, 'token expired');
  const sessionIds = [...new Set(live.filter((c) => c.expiresAt > now).map((c) => c.sessionId))];
  if (!sessionIds.length) return;
  const ended = await deps.db
    .select({ id: authSessions.id })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(inArray(authSessions.id, sessionIds), or(isNotNull(authSessions.revokedAt), eq(users.isSuspended, true))));
  const endedIds = new Set(ended.map((r) => r.id));
  for (const c of live) if (endedIds.has(c.sessionId)) c.socket.close(REALTIME_CLOSE.unauthorized, 'session ended');
}
