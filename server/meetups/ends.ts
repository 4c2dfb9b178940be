import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
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
 * With a bound on the start itself, implied by the first (a meetup lasts at most 12 hours,
 * meetups_duration_max_check, so one that ends after now − 12 h started after now − 24 h): the
 * lists walk meetups_date_time_id_idx in their own order from there, as a row comparison on
 * (date, time) the index takes as its range. Without a bound they walked from the first meetup
 * ever (at a million meetups 580,000 rows, ≈ 400 ms); with a bound on the date alone (two days
 * ago) they walked every meetup over since that midnight — 10,000 rows, 6 ms at a million (issue 30).
 */
const endsAfterAnyZoneNow = (date: SQL | AnyColumn, time: SQL | AnyColumn, duration: SQL | AnyColumn) => sql`((${date} + ${time} + make_interval(mins => ${duration})) > (now() at time zone 'utc') - interval '12 hours'
  and (${date}, ${time}) >= (((now() at time zone 'utc') - interval '24 hours')::date, ((now() at time zone 'utc') - interval '24 hours')::time))`;

export const endsLaterThanAnyZoneNow = endsAfterAnyZoneNow(meetups.date, meetups.time, meetups.duration);

/** The same, on meetups read under an alias in raw SQL (the home's lists read them as `m`). */
export const endsLaterThanAnyZoneNowAs = (alias: string) => {
  const column = (name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`;
  return endsAfterAnyZoneNow(column('date'), column('time'), column('duration'));
};
