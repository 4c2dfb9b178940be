import type { FastifyInstance } from 'fastify';

/** In-flight requests get this long to finish after SIGTERM (issue 11); then they are cut. */
export const DRAIN_MS = 10_000;

/**
 * Stops an instance the way a load balancer expects (issue 11, decision 0021): the listening
 * socket closes at once (new connections go to another instance), realtime sockets are told
 * to reconnect elsewhere (close 1001, server/realtime/plugin.ts preClose), requests already
 * in flight finish, and after `drainMs` whatever is still open is cut so a stuck client cannot
 * hold the deploy up. Resolves once Fastify's onClose hooks (workers, LISTEN connection) ran;
 * the caller closes the database after that.
 */
export async function drainAndClose(app: FastifyInstance, drainMs = DRAIN_MS): Promise<void> {
  const cut = setTimeout(() => app.server.closeAllConnections(), drainMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
