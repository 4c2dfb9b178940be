import { and, eq, isNull } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Db } from '../db/client';
import { meetups } from '../db/schema/index';
import { queueDeadline, responseDeadline } from './deadline';

/**
 * Gives requests that were pending before migration 0007 their response deadline, counted from
 * now as if they had been made now (docs/decisions/0020): the earlier of 72 hours from now and
 * 24 hours before the start, and no earlier than now — so one starting within a day expires at
 * the worker's next run. Runs right after the migrations, under their lock; idempotent.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function backfillDeadlines(conn: NodePgDatabase<any>, now = new Date()): Promise<number> {
  const db = conn as unknown as Db;
  const rows = await db
    .select({ id: meetups.id, date: meetups.date, time: meetups.time, duration: meetups.duration, latitude: meetups.latitude, longitude: meetups.longitude })
    .from(meetups)
    .where(and(eq(meetups.bookingStatus, 'pending'), isNull(meetups.bookingExpiresAt)));
  for (const r of rows) {
    const deadline = new Date(Math.max(responseDeadline(r, now).getTime(), now.getTime()));
    await db.transaction(async (tx) => {
      const [set] = await tx
        .update(meetups)
        .set({ bookingExpiresAt: deadline })
        .where(and(eq(meetups.id, r.id), isNull(meetups.bookingExpiresAt)))
        .returning({ id: meetups.id });
      if (set) await queueDeadline(tx, r.id, deadline, now);
    });
  }
  return rows.length;
}
