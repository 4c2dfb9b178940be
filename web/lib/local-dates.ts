import { dateFormat } from '../../contracts/format';
import { activeLocale } from './i18n';

// Dates as the member reads them, in the active language (issue 29): en-GB gives exactly what
// contracts/format.ts's English helpers give ("Mon", "30", "Nov"; "Monday 30 November 2026").

/** A calendar day ('2026-11-30') as its short weekday, day of the month and short month. */
export function localDateParts(date: string) {
  const [y, m, d] = date.split('-').map(Number);
  const dt = new Date(Date.UTC(y, m - 1, d));
  const locale = activeLocale();
  return {
    day: dateFormat(locale, { day: 'numeric', timeZone: 'UTC' }).format(dt),
    month: dateFormat(locale, { month: 'short', timeZone: 'UTC' }).format(dt),
    weekday: dateFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(dt),
  };
}

/** Today (or `value`) in full, with its weekday: "Monday 30 November 2026". */
export const longDateToday = (value: Date = new Date()) => dateFormat(activeLocale(), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(value);
