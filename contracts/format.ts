import type { MeetupDto } from './meetups';
import { activeFormatLocale } from './i18n/say';

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
 * A long date in the reader's language (contracts/i18n/say.ts; en-GB: '22 November 2026', or 'Sunday 22 November 2026' with `weekday`. A calendar
 * date 'YYYY-MM-DD' is that day wherever this runs; an instant (a Date or an ISO string) is shown
 * in `timeZone` (default: this runtime's). Anything unreadable is returned as it came. `locale`:
 * another language than the runtime's (the server writes each page in its visitor's).
 */
export function longDate(value: string | Date, { weekday = false, timeZone, locale }: { weekday?: boolean; timeZone?: string; locale?: string } = {}): string {
  const isDay = typeof value === 'string' && CALENDAR_DAY.test(value);
  const date = isDay ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return dateFormat(locale ?? activeFormatLocale(), {
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

/** The ISO 4217 codes this runtime's Intl knows (162 or so): what a venue may quote its rates in. */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && currencyCodes().has(code);
}
let knownCurrencies: Set<string> | null = null;
function currencyCodes(): Set<string> {
  return (knownCurrencies ??= new Set(Intl.supportedValuesOf('currency')));
}

/**
 * Digits of the currency's minor unit: GBP and EUR 2, JPY 0, KWD 3. From Intl's ISO 4217 data
 * (resolvedOptions), never a table of our own; amounts are stored as integers in that unit.
 */
export function currencyDigits(currency: string): number {
  return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * An amount in the currency's minor unit for display: (4550, 'GBP') → '£45.50', (4500, 'EUR') →
 * '€45', (5000, 'JPY') → 'JP¥5,000' in en-GB. Whole amounts drop their zero decimals, as
 * formatPounds does; GBP in en-GB is formatPounds itself (same text, no ICU number data loaded).
 */
export function formatMoney(minor: number, currency = 'GBP', locale = 'en-GB'): string {
  if (currency === 'GBP' && locale === 'en-GB') return formatPounds(minor);
  const digits = currencyDigits(currency);
  const scale = 10 ** digits;
  const whole = Number.isInteger(minor) && minor % scale === 0;
  return numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : digits, maximumFractionDigits: digits }).format(minor / scale);
}

/** The currency's symbol as the locale writes it alone ('£', '€', 'JP¥'), for a form's label. */
export function currencySymbol(currency: string, locale = 'en-GB'): string {
  return numberFormat(locale, { style: 'currency', currency }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency;
}

/** An amount typed in major units ('45.50', '€1,200', '5000') to the minor unit; null when not an amount of this currency. */
export function majorToMinor(input: string, currency = 'GBP'): number | null {
  const digits = currencyDigits(currency);
  const s = input.trim().replace(/^[\p{L}\p{Sc}]+\s*/u, '').replace(/,/g, '');
  if (s === '') return 0;
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
  if (!pattern.test(s)) return null;
  return Math.round(Number(s) * 10 ** digits);
}

/** The minor unit back to what an owner types: (4550, 'GBP') → '45.50', (5000, 'GBP') → '50', (5000, 'JPY') → '5000'. */
export function minorToMajor(minor: number, currency = 'GBP'): string {
  const digits = currencyDigits(currency);
  if (digits === 0) return String(minor);
  const zeros = new RegExp(`\\.0{${digits}}$`);
  return (minor / 10 ** digits).toFixed(digits).replace(zeros, '');
}

export function dateParts(date: string) {
  const [y, m, d] = date.split('-').map(Number);
  const dt = new Date(Date.UTC(y, m - 1, d));
  return {
    day: String(d),
    month: dateFormat(activeFormatLocale(), { month: 'short', timeZone: 'UTC' }).format(dt),
    weekday: dateFormat(activeFormatLocale(), { weekday: 'short', timeZone: 'UTC' }).format(dt),
  };
}

/** '18:30–20:00 GMT' in the venue's time zone. */
export function timeRange(m: Pick<MeetupDto, 'starts_at' | 'ends_at' | 'time_zone'>): string {
  return `${clockIn(m.starts_at, m.time_zone)}–${clockIn(m.ends_at, m.time_zone, { zoneName: true })}`;
}

/**
 * The meetup's times on the viewer's own clock when it differs from the venue's (issue 29):
 * '19:30–21:00 CET', with the viewer's day first when that is another ('Sun 23 Nov, 02:30–04:00 GMT+9').
 * Null when the viewer's zone shows the same wall clock (London and Lisbon in winter) or is unknown.
 */
export function viewerTimeRange(m: Pick<MeetupDto, 'date' | 'starts_at' | 'ends_at' | 'time_zone'>, viewerZone: string | undefined, locale = 'en-GB'): string | null {
  if (!viewerZone || viewerZone === m.time_zone) return null;
  let theirs: string;
  try {
    theirs = `${clockIn(m.starts_at, viewerZone)}–${clockIn(m.ends_at, viewerZone)}`;
  } catch {
    return null; // a zone this runtime does not know
  }
  const venue = `${clockIn(m.starts_at, m.time_zone)}–${clockIn(m.ends_at, m.time_zone)}`;
  const day = calendarDateIn(m.starts_at, viewerZone);
  if (theirs === venue && day === m.date) return null;
  const zone = clockIn(m.ends_at, viewerZone, { zoneName: true }).slice(6);
  const d = day === m.date ? '' : `${dateFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))}, `;
  return `${d}${theirs} ${zone}`;
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
