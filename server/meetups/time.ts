import tzLookup from '@photostructure/tz-lookup';
import { calendarDateIn, clockIn, clockTime, longDate } from '../../contracts/format';
import { hasFiniteCoordinates } from '../../contracts/geo';

/**
 * A meetup's date and time are local to its venue. The venue's IANA time zone comes from its
 * coordinates; without coordinates we fall back to UTC (the .ics and reminders stay consistent).
 */
export function meetupTimeZone(lat: number | null | undefined, lng: number | null | undefined): string {
  if (!hasFiniteCoordinates(lat, lng)) return 'UTC';
  try {
    return tzLookup(lat as number, lng as number);
  } catch {
    return 'UTC';
  }
}

// Building an Intl.DateTimeFormat costs far more than using one: one per zone, kept.
const wallClocks = new Map<string, Intl.DateTimeFormat>();
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let f = wallClocks.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    wallClocks.set(timeZone, f);
  }
  return f;
}

/** Offset of a zone from UTC at an instant, in milliseconds (positive east of Greenwich). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = wallClock(timeZone).formatToParts(new Date(instant));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The UTC instant of a local wall-clock date ('YYYY-MM-DD') and time ('HH:MM[:SS]') in a zone. */
export function localToInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Two passes settle the offset also next to a daylight-saving change.
  let guess = wall - zoneOffsetMs(wall, timeZone);
  guess = wall - zoneOffsetMs(guess, timeZone);
  return new Date(guess);
}

export type MeetupTimes = { timeZone: string; startsAt: Date; endsAt: Date };

export function meetupTimes(m: { date: string; time: string; duration: number; latitude: number | null; longitude: number | null }): MeetupTimes {
  const timeZone = meetupTimeZone(m.latitude, m.longitude);
  const startsAt = localToInstant(m.date, m.time, timeZone);
  return { timeZone, startsAt, endsAt: new Date(startsAt.getTime() + m.duration * 60_000) };
}

/** 'Sunday 22 November 2026, 18:30' (docs/product.md §9), the date in `locale` (a notification's reader's). */
export function formatMeetupWhen(date: string, time: string, locale = 'en-GB'): string {
  return `${longDate(date, { weekday: true, locale })}, ${clockTime(time)}`;
}

/** '2026-11-22T18:30:00+00:00': an instant as wall-clock time in a zone with its offset (schema.org dates). */
export function isoInZone(instant: Date, timeZone: string): string {
  const offset = zoneOffsetMs(instant.getTime(), timeZone);
  const local = new Date(Math.floor(instant.getTime() / 1000) * 1000 + offset).toISOString().slice(0, 19);
  const mins = Math.round(Math.abs(offset) / 60_000);
  const hh = String(Math.floor(mins / 60)).padStart(2, '0');
  const mm = String(mins % 60).padStart(2, '0');
  return `${local}${offset < 0 ? '-' : '+'}${hh}:${mm}`;
}

/** An instant on a zone's wall clock: { date: 'YYYY-MM-DD', time: 'HH:MM' }. */
export const wallClockOf = (instant: Date, timeZone: string) => ({ date: calendarDateIn(instant, timeZone), time: clockIn(instant, timeZone) });

/** A deadline as members read it, on the venue's clock: 'Friday 4 December 2026, 08:30'. */
export const formatInstantAt = (instant: Date, m: { latitude: number | null; longitude: number | null }, locale = 'en-GB') => {
  const { date, time } = wallClockOf(instant, meetupTimeZone(m.latitude, m.longitude));
  return formatMeetupWhen(date, time, locale);
};

/**
 * A meetup's day as someone reads it at `now` on its venue's calendar (issue 27): 'today at
 * 15:00', 'tomorrow at 15:00', or 'on Friday 4 December 2026 at 15:00'. A same-day reminder
 * must not say "tomorrow", so the day is counted in the venue's zone, not the server's.
 */
export function dayAndTimeFrom(m: { date: string; time: string; latitude: number | null; longitude: number | null }, now: Date): string {
  const today = calendarDateIn(now, meetupTimeZone(m.latitude, m.longitude));
  const days = Math.round((Date.parse(`${m.date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  const at = clockTime(m.time);
  if (days === 0) return `today at ${at}`;
  if (days === 1) return `tomorrow at ${at}`;
  return `on ${longDate(m.date, { weekday: true })} at ${at}`;
}
