import type { MeetupDto } from './meetups';

// The one set of display formatters (pence → £, en-GB long dates, times in a zone), used by the
// web, the API's messages and the emails alike (docs/product.md §9).

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

// Building an Intl formatter (what toLocaleDateString and friends do on every call when given
// options) costs far more than using one: a page of meetup cards spent ~60 ms of a phone's first
// load on it (issue 13). One formatter per locale and options, kept for the life of the runtime.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A kept Intl.DateTimeFormat for these locale and options (same options, same formatter). */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** A kept Intl.NumberFormat for these locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/**
 * en-GB long date: '22 November 2026', or 'Sunday 22 November 2026' with `weekday`. A calendar
 * date 'YYYY-MM-DD' is that day wherever this runs; an instant (a Date or an ISO string) is shown
 * in `timeZone` (default: this runtime's). Anything unreadable is returned as it came.
 */
export function longDate(value: string | Date, { weekday = false, timeZone }: { weekday?: boolean; timeZone?: string } = {}): string {
  const isDay = typeof value === 'string' && CALENDAR_DAY.test(value);
  const date = isDay ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return dateFormat('en-GB', {
    ...(weekday ? { weekday: 'long' as const } : {}),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: isDay ? 'UTC' : timeZone,
  }).format(date);
}

/** '08:30:00' or '8:30' → '08:30' (a wall-clock time as stored, 24-hour). */
export function clockTime(value: string): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(value);
  return m ? `${m[1].padStart(2, '0')}:${m[2]}` : value;
}

/** An instant's wall-clock time in a zone: '18:30', or '18:30 GMT' with `zoneName`. */
export function clockIn(instant: string | Date, timeZone: string | undefined, { zoneName = false } = {}): string {
  return dateFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone, ...(zoneName ? { timeZoneName: 'short' as const } : {}) }).format(new Date(instant));
}

/** An instant's calendar date in a zone, 'YYYY-MM-DD'. */
export function calendarDateIn(instant: string | Date, timeZone: string | undefined): string {
  return dateFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

/**
 * 1234567 → '1,234,567', as Intl's en-GB does it. Whole numbers by hand: the first Intl number
 * formatter of a page loads ICU's number data, ~60 ms of a throttled phone's home page for four
 * counts and three prices (issue 13); contracts/format.test.ts holds it to Intl's output.
 */
export function groupDigits(n: number): string {
  if (!Number.isSafeInteger(n)) return numberFormat('en-GB').format(n);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 || Object.is(n, -0) ? `-${digits}` : digits;
}

/** Pence → pounds for display: 4550 → '£45.50', 25000 → '£250' (whole pounds without pence). */
export function formatPounds(pence: number): string {
  // Up to £10bn: beyond, Intl's pence / 100 is a float that no longer holds every penny.
  if (!Number.isInteger(pence) || Math.abs(pence) >= 1e12) return numberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: pence % 100 === 0 ? 0 : 2 }).format(pence / 100);
  const abs = Math.abs(pence);
  const rest = abs % 100;
  return `${pence < 0 || Object.is(pence, -0) ? '-' : ''}£${groupDigits(Math.floor(abs / 100))}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

export function dateParts(date: string) {
  const [y, m, d] = date.split('-').map(Number);
  const dt = new Date(Date.UTC(y, m - 1, d));
  return {
    day: String(d),
    month: dateFormat('en-GB', { month: 'short', timeZone: 'UTC' }).format(dt),
    weekday: dateFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }).format(dt),
  };
}

/** '18:30–20:00 GMT' in the venue's time zone. */
export function timeRange(m: Pick<MeetupDto, 'starts_at' | 'ends_at' | 'time_zone'>): string {
  return `${clockIn(m.starts_at, m.time_zone)}–${clockIn(m.ends_at, m.time_zone, { zoneName: true })}`;
}

export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const mm = minutes % 60;
  if (h === 0) return `${mm} min`;
  return mm ? `${h} h ${mm} min` : `${h} hour${h === 1 ? '' : 's'}`;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * A count as the API gives it (issue 30, decision 0063): lists count up to 1,000 and say when they
 * stopped, so a capped count reads "1,000+ connections" — an estimate labelled as one, never an
 * invented exact number. 1234 → "1,234 followers", 1 → "1 follower".
 */
export const countText = (n: number, capped: boolean, one: string, many = `${one}s`) => `${groupDigits(n)}${capped ? '+' : ''} ${n === 1 && !capped ? one : many}`;
