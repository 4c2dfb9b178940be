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
 *
 * With a bound on the date itself, implied by the first (a meetup starts before midnight and
 * lasts at most 12 hours, meetups_duration_max_check, so one that ends after now − 12 h is dated
 * after now − 48 h): the lists walk meetups_date_time_id_idx in their own order from two days ago,
 * where without it they walked from the first meetup ever through every past one — at a million
 * meetups 580,000 rows and ≈ 400 ms before the first upcoming one (issue 30).
 */
export const endsLaterThanAnyZoneNow = sql`(${wallClockEnd} > (now() at time zone 'utc') - interval '12 hours' and ${meetups.date} >= (now() at time zone 'utc')::date - 2)`;
