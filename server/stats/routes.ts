import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';

/** Site statistics for the home page: countries, professionals, venues, events. */
export async function statsRoutes(app: FastifyInstance, opts: AppDeps) {
  app.get('/stats', async (_req, reply) => {
    const { rows } = await opts.db.$client.query<{ countries: string; professionals: string; venues: string; events: string }>(
      `select
         (select count(distinct lower(country)) from profiles where country is not null and country <> '') as countries,
         (select count(*) from profiles) as professionals,
         (select count(*) from venues) as venues,
         (select count(*) from meetups) as events`,
    );
    // Not kept by browsers: the home page refetches when the realtime stream reports a new
    // member, venue or meetup, and a cached answer would hide the change.
    reply.header('cache-control', 'no-cache');
    const r = rows[0];
    return { countries: Number(r.countries), professionals: Number(r.professionals), venues: Number(r.venues), events: Number(r.events) };
  });
}
