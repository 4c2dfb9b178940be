import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { meetups } from '../db/schema/index';
import { slotColumns } from '../meetups/columns';
import { ApiError } from '../errors';
import type { Tx } from '../db/client';
import { clockIn, clockTime } from '../../contracts/format';
import { meetupTimes } from '../meetups/time';

type Slot = { date: string; time: string; duration: number; latitude: number | null; longitude: number | null };

/**
 * The venue time a booking holds (docs/decisions/0017): [start − setup, start + duration + setup),
 * with the start read in the venue's time zone. Half-open, so back-to-back bookings do not touch.
 */
export function occupancy(m: Slot, setupMinutes: number): { start: Date; end: Date } {
  const { startsAt, endsAt } = meetupTimes(m);
  const pad = setupMinutes * 60_000;
  return { start: new Date(startsAt.getTime() - pad), end: new Date(endsAt.getTime() + pad) };
}

/** The tstzrange text PostgreSQL reads for the meetups.occupies column. */
export function occupancyRange(m: Slot, setupMinutes: number): string {
  const { start, end } = occupancy(m, setupMinutes);
  return `[${start.toISOString()},${end.toISOString()})`;
}

/** Exclusion violation (23P01) of meetups_venue_occupancy_excl; drizzle wraps driver errors in `cause`. */
export function isOccupancyConflict(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } } | null;
  const pgErr = e?.code ? e : e?.cause;
  return pgErr?.code === '23P01';
}

/** "This time overlaps … on Tuesday 1 June 2027 10:00–12:00." naming the approved booking in the way. */
export function conflictError(other: Slot | undefined) {
  if (!other) return ApiError.say(409, 'booking_conflict', 'api.bookings.overlaps', undefined, { field: 'time' });
  const { timeZone, endsAt } = meetupTimes(other);
  return ApiError.say(409, 'booking_conflict', 'api.bookings.overlapsOn', { date: other.date, start: clockTime(other.time), end: clockIn(endsAt, timeZone) }, { field: 'time' });
}

/** The approved meetups at a venue (only they hold its time and took place), placed in time; `more` narrows them. */
export function approvedSlotsAt(db: Db | Tx, venueId: string, ...more: (SQL | undefined)[]) {
  return db
    .select(slotColumns)
    .from(meetups)
    .where(and(eq(meetups.venueId, venueId), eq(meetups.bookingStatus, 'approved'), ...more));
}

/**
 * The approved booking at a venue whose time overlaps `range` (another meetup than `exceptId`).
 * Read after a refused write: the exclusion check waited for the winner to commit, so it is visible.
 */
export async function approvedOverlap(db: Db | Tx, venueId: string, range: string, exceptId?: string): Promise<Slot | undefined> {
  const [row] = await approvedSlotsAt(db, venueId, sql`${meetups.occupies} && ${range}::tstzrange`, exceptId ? ne(meetups.id, exceptId) : undefined)
    .orderBy(sql`lower(${meetups.occupies})`)
    .limit(1);
  return row;
}

/** Runs a write that may approve a booking; an overlap with an approved one becomes the 409 naming it. */
export async function refuseOverlap<T>(db: Db, write: () => Promise<T>, slot: () => { venueId: string; range: string; exceptId?: string } | null): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const s = isOccupancyConflict(err) ? slot() : null;
    if (!s) throw err;
    throw conflictError(await approvedOverlap(db, s.venueId, s.range, s.exceptId));
  }
}
