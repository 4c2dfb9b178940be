import { meetupAttendees, meetupComments, meetupSeries, meetups, profiles } from '../../server/db/schema/index';
import type { Db } from '../../server/db/client';
import { eq } from 'drizzle-orm';
import { dayFromNow, insertMeetup } from './meetup-fixtures';

// Issue 16 fixtures: who was at a venue, comments, a series inserted directly.

/** A meetup at the venue that took place `daysAgo` days ago, attended by `attendees`. */
export async function pastMeetupAt(db: Db, venueId: string, organizerId: string, attendees: string[], daysAgo = 3) {
  const m = await insertMeetup(db, organizerId, { venueId, date: dayFromNow(-daysAgo), time: '18:00', title: 'An evening that happened' });
  for (const userId of attendees) await db.insert(meetupAttendees).values({ meetupId: m.id, userId });
  return m;
}

export async function insertComment(db: Db, meetupId: string, userId: string, body = 'A comment') {
  const [c] = await db.insert(meetupComments).values({ meetupId, userId, body }).returning();
  return c;
}

/** A weekly series of `n` occurrences in the given state, inserted directly. */
export async function insertSeries(db: Db, organizerId: string, venueId: string, opts: { n?: number; status?: 'pending' | 'approved'; firstDay?: number } = {}) {
  const n = opts.n ?? 3;
  const [series] = await db.insert(meetupSeries).values({ organizerId, frequency: 'weekly', count: n }).returning();
  const rows = [];
  for (let i = 0; i < n; i++) {
    const status = opts.status ?? 'pending';
    rows.push(
      await insertMeetup(db, organizerId, {
        venueId,
        title: 'Weekly civic coffee',
        date: dayFromNow((opts.firstDay ?? 40) + 7 * i),
        time: '08:30',
        isRecurring: true,
        recurringFrequency: 'weekly',
        seriesId: series.id,
        seriesIndex: i,
        bookingStatus: status,
        approvedAt: status === 'approved' ? new Date() : null,
      }),
    );
  }
  return { series, occurrences: rows };
}

export async function hideProfile(db: Db, userId: string) {
  await db.update(profiles).set({ showProfile: false }).where(eq(profiles.id, userId));
}

export const meetupById = async (db: Db, id: string) => (await db.select().from(meetups).where(eq(meetups.id, id)))[0];
