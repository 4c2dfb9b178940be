// Dates relative to now, for tests that must pass in any year (issue 25). The clock is whatever
// the process sees: CI also runs the API suite with it two years ahead (`npm run test:any-year`).

const DAY = 86_400_000;

/** YYYY-MM-DD `days` after `date` (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** YYYY-MM-DD, `days` from today (UTC). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/**
 * This year's 31 February (YYYY-MM-DD): a day that never exists, shaped like one, built from the
 * test's clock so no fixed year is written down (issue 25).
 */
export const impossibleDay = () => `${daysFromNow(0).slice(0, 4)}-02-31`;

/** The zone's UTC offset at local noon of `date`, as `+01:00`. */
export function offsetAtNoon(date: string, zone: string): string {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((p) => p.type === 'timeZoneName')!.value;
  // "GMT" alone is +00:00; otherwise "GMT+01:00".
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

const toMinutes = (offset: string) => (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));

/**
 * The date on which the zone next moves its clocks forward (summer time starts), at least
 * `minDays` from now: the first day whose noon offset is larger than the day before's.
 */
export function nextSpringForward(zone: string, minDays = 7): string {
  for (let d = minDays; d < minDays + 400; d++) {
    const day = daysFromNow(d);
    if (toMinutes(offsetAtNoon(day, zone)) > toMinutes(offsetAtNoon(addDays(day, -1), zone))) return day;
  }
  throw new Error(`${zone} has no summer time`);
}

/**
 * The first date at least `minDays` from now on which the zone's offset is `offset` (e.g.
 * Europe/London `+01:00` in summer, `+00:00` in winter) on that day and the days either side,
 * so nothing on it crosses a clock change.
 */
export function nextDayWithOffset(zone: string, offset: string, minDays = 7): string {
  for (let d = minDays; d < minDays + 400; d++) {
    const day = daysFromNow(d);
    if ([-1, 0, 1].every((n) => offsetAtNoon(addDays(day, n), zone) === offset)) return day;
  }
  throw new Error(`${zone} is never at ${offset}`);
}

const HOUR = 3_600_000;

/** The zone's offset from UTC at an instant, in minutes, as Intl names it ("GMT+01:00"). */
export function offsetMinutesAt(zone: string, instant: number): number {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(instant))
    .find((p) => p.type === 'timeZoneName')!.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** A clock change: the instant it happens (to the minute) and the offsets (minutes) either side. */
export type ClockChange = { at: number; before: number; after: number };

/**
 * The zone's next clock change after `from` (ms), forward (summer time starts) or back, found
 * with Intl to the minute: for tests of times that a change skips or repeats, in any year.
 */
export function nextClockChange(zone: string, from: number, forward: boolean): ClockChange {
  let t = Math.ceil(from / HOUR) * HOUR;
  for (let i = 0; i < 24 * 400; i++, t += HOUR) {
    const before = offsetMinutesAt(zone, t);
    const after = offsetMinutesAt(zone, t + HOUR);
    if (after === before || after > before !== forward) continue;
    let lo = t;
    let hi = t + HOUR;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (offsetMinutesAt(zone, mid) === after) hi = mid;
      else lo = mid;
    }
    return { at: hi, before, after };
  }
  throw new Error(`${zone} has no clock change within 400 days`);
}

/**
 * The next `MM-DD` (after today, UTC) that falls on `weekday` (0 = Sunday … 6 = Saturday), as
 * YYYY-MM-DD: a day with a known weekday, month and day for a formatting test, without writing a
 * year down (its year is `.slice(0, 4)`).
 */
export function nextDateOnWeekday(monthDay: string, weekday: number): string {
  const today = daysFromNow(0);
  for (let year = Number(today.slice(0, 4)); ; year++) {
    const day = `${year}-${monthDay}`;
    if (day > today && new Date(`${day}T00:00:00Z`).getUTCDay() === weekday) return day;
  }
}
