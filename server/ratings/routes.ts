import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ratingInput, ratingsDto } from '../../contracts/venues';
import type { AppDeps } from '../deps';
import { requireActor } from '../plugins/actor';
import { rateVenue, removeRating } from './commands';
import { ratedVenue, ratingsOf } from './queries';

const params = z.object({ venueId: z.uuid({ error: 'api.venues.notFound' }) });

/**
 * Venue ratings (docs/product.md §3, §5, §10 venue_ratings): one per venue and user, score 1–5 with an
 * optional comment. PUT upserts on (venue_id, user_id), DELETE removes your own; both answer
 * the refreshed summary. Invalid scores get 400, no session 401.
 */
export async function ratingRoutes(app: FastifyInstance, opts: AppDeps) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/venues/:venueId/ratings', { schema: { params, response: { 200: ratingsDto } } }, async (req) => {
    const actor = requireActor(req);
    await ratedVenue(db, req.params.venueId);
    return ratingsOf(db, req.params.venueId, actor.userId, { recent: true });
  });

  r.put('/venues/:venueId/rating', { schema: { params, body: ratingInput, response: { 200: ratingsDto } } }, async (req) => {
    const actor = requireActor(req);
    await rateVenue(db, actor, req.params.venueId, req.body);
    return ratingsOf(db, req.params.venueId, actor.userId);
  });

  r.delete('/venues/:venueId/rating', { schema: { params, response: { 200: ratingsDto } } }, async (req) => {
    const actor = requireActor(req);
    await removeRating(db, actor, req.params.venueId);
    return ratingsOf(db, req.params.venueId, actor.userId);
  });
}
