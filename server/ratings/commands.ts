import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { venueRatings } from '../db/schema/index';
import { ApiError, forbidden } from '../errors';
import type { Actor } from '../plugins/actor';
import { publishChange } from '../realtime/publish';
import { venueListCache } from '../venues/list-cache';
import { canRate } from '../venues/policy';
import { venueSummary } from '../venues/queries';
import { ratedVenue } from './queries';
import { wasThere } from './was-there';

/** docs/product.md §5: who may rate a venue, in the words the venue page uses too. */
export const notThere = () =>
  ApiError.say(403, 'rating_not_allowed', 'api.venues.ratingNotAllowed');

/** Open venue lists show the new average without a reload. */
async function publishVenue(db: Db, venueId: string) {
  venueListCache(db).invalidate();
  const record = await venueSummary(db, venueId);
  if (record) await publishChange(db, { table: 'venues', type: 'UPDATE', id: venueId, audience: 'signedIn', record });
}

/** Sets the member's one rating of a venue (upsert on venue and member); owners may not rate their own. */
export async function rateVenue(db: Db, actor: Actor, venueId: string, input: { score: number; comment?: string | null }) {
  const venue = await ratedVenue(db, venueId);
  if (venue.ownerId === actor.userId) throw forbidden('api.venues.cannotRateOwn');
  if (!canRate(actor, venue, await wasThere(db, venue.id, actor.userId))) throw notThere();
  const comment = input.comment ? input.comment : null;
  await db
    .insert(venueRatings)
    .values({ venueId: venue.id, userId: actor.userId, score: input.score, comment })
    .onConflictDoUpdate({
      target: [venueRatings.venueId, venueRatings.userId],
      set: { score: input.score, comment, updatedAt: sql`now()` },
    });
  await publishVenue(db, venue.id);
}

/** Removes the member's own rating of a venue, if any. */
export async function removeRating(db: Db, actor: Actor, venueId: string) {
  const venue = await ratedVenue(db, venueId);
  const removed = await db
    .delete(venueRatings)
    .where(and(eq(venueRatings.venueId, venue.id), eq(venueRatings.userId, actor.userId)))
    .returning({ id: venueRatings.id });
  if (removed.length > 0) await publishVenue(db, venue.id);
}
