import type { FastifyInstance } from 'fastify';
import { siteStatsDto } from '../../contracts/site';
import type { AppDeps } from '../deps';
import { siteStats } from './queries';

/** Site statistics for the home page: countries, professionals, venues, events. */
export async function statsRoutes(app: FastifyInstance, opts: AppDeps) {
  app.get('/stats', { schema: { security: [], response: { 200: siteStatsDto } } }, async (_req, reply) => {
    const stats = await siteStats(opts.db);
    // Not kept by browsers: the home page refetches when the realtime stream reports a new
    // member, venue or meetup, and a cached answer would hide the change.
    reply.header('cache-control', 'no-cache');
    return stats;
  });
}
