import { ApiError } from '../errors';
import { meetupTimeZone, zoneOffsetMs } from './time';

// A meetup's start is a wall-clock time at its venue (docs/decisions/0017). Around a clock change
// some wall-clock times do not exist (spring forward: 01:30 in London on the last Sunday of
// March) and some exist twice (fall back: 01:30 on the last Sunday of October). Such a time is
// refused, on create, on edit and for every date of a series, rather than silently moved: the
// organiser typed a time that no clock at the venue will show once (or shows twice), and any
// resolution we chose would put a different time on the page, in the .ics and in the reminder
// than the one they typed (docs/decisions/0040).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Slot = { date: string; time: string; latitude: number | null; longitude: number | null };

export type WallClockProblem = {
  kind: 'skipped' | 'repeated';
  timeZone: string;
  /** The local wall-clock times (HH:MM) at which the clocks change: from → to. */
  from: string;
  to: string;
};

const hhmm = (wallMs: number) => new Date(wallMs).toISOString().slice(11, 16);

/** The first instant (to the minute) in (lo, hi] whose offset is `after`, given offset(lo) ≠ after = offset(hi). */
function transitionBetween(lo: number, hi: number, after: number, timeZone: string): number {
  while (hi - lo > 60_000) {
    const mid = Math.floor((lo + hi) / 2 / 60_000) * 60_000;
    if (zoneOffsetMs(mid, timeZone) === after) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * Whether a local date and time exists exactly once in a zone; if not, which clock change it falls
 * in. Offsets are read a day either side (wider than any zone's offset from UTC), so one clock
 * change is seen; zones do not change their clocks twice in two days.
 */
export function wallClockProblem(date: string, time: string, timeZone: string): WallClockProblem | null {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const before = zoneOffsetMs(wall - DAY, timeZone);
  const after = zoneOffsetMs(wall + DAY, timeZone);
  if (before === after) return null;
  const matches = [before, after].filter((offset) => zoneOffsetMs(wall - offset, timeZone) === offset).length;
  if (matches === 1) return null;
  const change = transitionBetween(wall - DAY, wall + DAY, after, timeZone);
  return { kind: matches === 0 ? 'skipped' : 'repeated', timeZone, from: hhmm(change + before), to: hhmm(change + after) };
}

/** The sentence a member reads next to the time field, in the request's language. */
export function wallClockError(date: string, time: string, p: WallClockProblem): ApiError {
  const values = { time, day: date, from: p.from, to: p.to, zone: p.timeZone.replace(/_/g, ' ') };
  return p.kind === 'skipped'
    ? ApiError.say(400, 'local_time_skipped', 'api.meetups.timeSkipped', values, { field: 'time' })
    : ApiError.say(400, 'local_time_repeated', 'api.meetups.timeRepeated', values, { field: 'time' });
}

/** 400 `local_time_skipped` / `local_time_repeated` when the start is not one moment at the venue. */
export function assertWallClockExists(slot: Slot): void {
  const problem = wallClockProblem(slot.date, slot.time, meetupTimeZone(slot.latitude, slot.longitude));
  if (!problem) return;
  throw wallClockError(slot.date, slot.time.slice(0, 5), problem);
}
