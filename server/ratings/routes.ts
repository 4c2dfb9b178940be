import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ratingInput, type RatingsDto } from '../../contracts/venues';
import type { AppDeps } from '../deps';
import { profiles, venueRatings, venues } from '../db/schema/index';
import { forbidden, notFound } from '../errors';
import { requireActor } from '../plugins/actor';
import { publishChange } from '../realtime/publish';
import { venueListCache } from '../venues/list-cache';
import { venuePolicy } from '../venues/policy';
import { myRating, ratingSummaryOf, venueSummary } from '../venues/queries';

const params = z.object({ venueId: z.uuid({ error: 'Venue not found.' }) });
const RECENT_RATINGS = 50;

/**
 * Venue ratings (docs/product.md §3, §5, §10 venue_ratings): one per venue and user, score 1–5 with an
 * optional comment. PUT upserts on (venue_id, user_id), DELETE removes your own; both answer
 * the refreshed summary. Invalid scores get 400, no session 401.
 */
export async function ratingRoutes(app: FastifyInstance, opts: AppDeps) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function loadVenue(id: string) {
    const [venue] = await db.select({ id: venues.id, ownerId: venues.ownerId }).from(venues).where(eq(venues.id, id));
    if (!venue) throw notFound('Venue not found.');
    return venue;
  }

  async function answer(venueId: string, userId: string, ratings?: RatingsDto['ratings']): Promise<RatingsDto> {
    const [summary, mine] = await Promise.all([ratingSummaryOf(db, venueId), myRating(db, venueId, userId)]);
    return { summary, mine, ratings: ratings ?? [] };
  }

  /** Open venue lists show the new average without a reload. */
  async function publishVenue(venueId: string) {
    venueListCache(db).invalidate();
    const record = await venueSummary(db, venueId);
    if (record) await publishChange(db, { table: 'venues', type: 'UPDATE', id: venueId, audience: 'signedIn', record });
  }

  r.get('/venues/:venueId/ratings', { schema: { params } }, async (req) => {
    const actor = requireActor(req);
    await loadVenue(req.params.venueId);
    const rows = await db
      .select({
        user_id: venueRatings.userId,
        user_name: profiles.name,
        user_avatar: profiles.avatar,
        score: venueRatings.score,
        comment: venueRatings.comment,
        updated_at: venueRatings.updatedAt,
      })
      .from(venueRatings)
      .innerJoin(profiles, eq(profiles.id, venueRatings.userId))
      .where(eq(venueRatings.venueId, req.params.venueId))
      .orderBy(desc(venueRatings.updatedAt))
      .limit(RECENT_RATINGS);
    return answer(
      req.params.venueId,
      actor.userId,
      rows.map((x) => ({ ...x, updated_at: x.updated_at.toISOString() })),
    );
  });

  r.put('/venues/:venueId/rating', { schema: { params, body: ratingInput } }, async (req) => {
    const actor = requireActor(req);
    const venue = await loadVenue(req.params.venueId);
    if (!venuePolicy.rate(actor, venue)) throw forbidden('You cannot rate your own venue.');
    const comment = req.body.comment ? req.body.comment : null;
    await db
      .insert(venueRatings)
      .values({ venueId: venue.id, userId: actor.userId, score: req.body.score, comment })
      .onConflictDoUpdate({
        target: [venueRatings.venueId, venueRatings.userId],
        set: { score: req.body.score, comment, updatedAt: sql`now()` },
      });
    await publishVenue(venue.id);
    return answer(venue.id, actor.userId);
  });

  r.delete('/venues/:venueId/rating', { schema: { params } }, async (req) => {
    const actor = requireActor(req);
    const venue = await loadVenue(req.params.venueId);
    const removed = await db
      .delete(venueRatings)
      .where(and(eq(venueRatings.venueId, venue.id), eq(venueRatings.userId, actor.userId)))
      .returning({ id: venueRatings.id });
    if (removed.length > 0) await publishVenue(venue.id);
    return answer(venue.id, actor.userId);
  });
}
