import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles, suggestionDismissals } from '../db/schema/index';

/** The data export's "suggestions_dismissed" section: whom the member dismissed from People you may know, and when. */
export async function exportDismissals(db: Db, userId: string) {
  return db
    .select({ member_id: suggestionDismissals.dismissedId, name: profiles.name, dismissed_at: suggestionDismissals.createdAt })
    .from(suggestionDismissals)
    .leftJoin(profiles, eq(profiles.id, suggestionDismissals.dismissedId))
    .where(eq(suggestionDismissals.userId, userId))
    .orderBy(desc(suggestionDismissals.createdAt));
}
