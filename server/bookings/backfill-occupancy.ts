import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { meetups, venues } from '../db/schema/index';
import { isOccupancyConflict, occupancyRange } from './occupancy';

/**
 * Gives meetups written before migration 0004 their venue-time range (docs/decisions/0017).
 * PostgreSQL cannot derive a venue's time zone from its coordinates, so this runs in the app,
 * right after the migrations and under their lock. Approved rows go first-approved first: when
 * two old approved bookings overlap, the earlier approval keeps its range and the later one
 * stays approved with no range (a double booking made before the rule, left as it was rather
 * than taken away from its attendees). Idempotent: only rows without a range are touched.
 */
// Any drizzle handle: the migrator's own connection (no schema) or the app's pool.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function backfillOccupancy(db: NodePgDatabase<any>): Promise<{ filled: number; leftOverlapping: number }> {
  const rows = await db
    .select({ id: meetups.id, date: meetups.date, time: meetups.time, duration: meetups.duration, latitude: meetups.latitude, longitude: meetups.longitude, setupTime: venues.setupTime })
    .from(meetups)
    .innerJoin(venues, eq(venues.id, meetups.venueId))
    .where(and(isNull(meetups.occupies), isNotNull(meetups.venueId)))
    .orderBy(sql`${meetups.bookingStatus} <> 'approved'`, asc(meetups.approvedAt), asc(meetups.createdAt), asc(meetups.id));
  let filled = 0;
  let leftOverlapping = 0;
  for (const r of rows) {
    try {
      // One autocommitted statement per row: a refused one leaves the others in place.
      await db.update(meetups).set({ occupies: occupancyRange(r, r.setupTime) }).where(and(eq(meetups.id, r.id), isNull(meetups.occupies)));
      filled++;
    } catch (err) {
      if (!isOccupancyConflict(err)) throw err;
      leftOverlapping++;
    }
  }
  return { filled, leftOverlapping };
}
