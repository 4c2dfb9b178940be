// Formatting for email copy: British English, en-GB long dates (docs/product.md §9), pounds from pence.

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-11-22' or a Date → '22 November 2026'. Calendar dates are read as UTC so they never shift a day. */
export function longDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : LONG_DATE.format(date);
}

/** '08:30:00' → '08:30' (24-hour clock, as British readers expect). */
export function clockTime(value: string): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(value);
  return m ? `${m[1].padStart(2, '0')}:${m[2]}` : value;
}

/** 90 → '1 hour 30 minutes'. */
export function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [h ? `${h} hour${h === 1 ? '' : 's'}` : '', m ? `${m} minute${m === 1 ? '' : 's'}` : ''].filter(Boolean);
  return parts.join(' ') || '0 minutes';
}

export const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
