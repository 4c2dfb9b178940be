import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { meetupCohosts } from '../db/schema/index';

/**
 * Whether this member co-hosts this meetup (issue 15): the one place that answers it, for the
 * attendee tools here and for other features that give co-hosts the organiser's say.
 */
export async function isCoHost(db: Db | Tx, meetupId: string, userId: string | null | undefined): Promise<boolean> {
  if (!userId) return false;
  const rows = await db
    .select({ userId: meetupCohosts.userId })
    .from(meetupCohosts)
    .where(and(eq(meetupCohosts.meetupId, meetupId), eq(meetupCohosts.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** The co-hosts of a meetup (ids), for realtime audiences and the attendee list. */
export async function coHostIds(db: Db | Tx, meetupId: string): Promise<string[]> {
  const rows = await db.select({ userId: meetupCohosts.userId }).from(meetupCohosts).where(eq(meetupCohosts.meetupId, meetupId));
  return rows.map((r) => r.userId);
}
