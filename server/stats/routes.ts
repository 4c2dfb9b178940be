import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';

/** Site statistics for the home page: countries, professionals, venues, events (cancelled and expired ones do not count). */
export async function statsRoutes(app: FastifyInstance, opts: AppDeps) {
  app.get('/stats', async (_req, reply) => {
    const { rows } = await opts.db.$client.query<{ countries: string; professionals: string; venues: string; events: string }>(
      `select
         (select count(distinct lower(country)) from profiles where country is not null and country <> '') as countries,
         (select count(*) from profiles) as professionals,
         (select count(*) from venues) as venues,
         (select count(*) from meetups where booking_status not in ('cancelled', 'expired')) as events`,
    );
    reply.header('cache-control', 'public, max-age=60');
    const r = rows[0];
    return { countries: Number(r.countries), professionals: Number(r.professionals), venues: Number(r.venues), events: Number(r.events) };
  });
}
