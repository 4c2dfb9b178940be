import { desc, eq } from 'drizzle-orm';
import type { RatingsDto } from '../../contracts/venues';
import type { Db } from '../db/client';
import { profiles, venueRatings, venues } from '../db/schema/index';
import { notFound } from '../errors';
import { myRating, ratingSummaryOf } from '../venues/queries';

const RECENT_RATINGS = 50;

/** The venue being rated: its id and owner, or 404. */
export async function ratedVenue(db: Db, id: string) {
  const [venue] = await db.select({ id: venues.id, ownerId: venues.ownerId }).from(venues).where(eq(venues.id, id));
  if (!venue) throw notFound('api.venues.notFound');
  return venue;
}

/** The summary, the member's own rating and, when asked, the most recent ratings with their authors. */
export async function ratingsOf(db: Db, venueId: string, userId: string, { recent = false } = {}): Promise<RatingsDto> {
  const [summary, mine, rows] = await Promise.all([
    ratingSummaryOf(db, venueId),
    myRating(db, venueId, userId),
    recent
      ? db
          .select({
            user_id: venueRatings.userId,
            user_name: profiles.name,
            user_avatar: profiles.avatar,
            show_profile: profiles.showProfile,
            score: venueRatings.score,
            comment: venueRatings.comment,
            updated_at: venueRatings.updatedAt,
          })
          .from(venueRatings)
          .innerJoin(profiles, eq(profiles.id, venueRatings.userId))
          .where(eq(venueRatings.venueId, venueId))
          .orderBy(desc(venueRatings.updatedAt))
          .limit(RECENT_RATINGS)
      : Promise.resolve([]),
  ]);
  // Issue 27: a name links only to a profile the viewer may open (their own, or one shown to members).
  return {
    summary,
    mine,
    ratings: rows.map(({ show_profile, ...x }) => ({ ...x, profile_open: show_profile || x.user_id === userId, updated_at: x.updated_at.toISOString() })),
  };
}
