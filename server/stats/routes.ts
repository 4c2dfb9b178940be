import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { siteStats } from './queries';

/** Site statistics for the home page: countries, professionals, venues, events. */
export async function statsRoutes(app: FastifyInstance, opts: AppDeps) {
  app.get('/stats', async (_req, reply) => {
    const stats = await siteStats(opts.db);
    reply.header('cache-control', 'public, max-age=60');
    return stats;
  });
}
