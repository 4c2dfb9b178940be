import { sql } from 'drizzle-orm';
import { meetups } from '../db/schema/index';

/**
 * When a meetup ends on its wall clock (date + time + duration, no zone): the expression of the
 * index meetups_approved_ends_idx, so a condition written on it is an index range (issue 30).
 */
export const wallClockEnd = sql`(${meetups.date} + ${meetups.time} + make_interval(mins => ${meetups.duration}))`;

/**
 * The same prefilter as `maybeUpcoming` (queries.ts: not over in any time zone), written on the
 * indexed expression. Callers keep the exact per-zone check in code.
 */
export const endsLaterThanAnyZoneNow = sql`${wallClockEnd} > (now() at time zone 'utc') - interval '12 hours'`;
