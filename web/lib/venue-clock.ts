import { calendarDateIn, clockIn, dateFormat } from '../../contracts/format';
import { activeLocale } from './i18n';

// Dates are 'YYYY-MM-DD' on a venue's wall clock; arithmetic in UTC keeps them clear of the
// browser's own time zone and daylight saving. Shared by the venue week and the owner's calendar.

export const addDays = (ymd: string, n: number) => {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};
export const mondayOf = (ymd: string) => {
  const [y, m, d] = ymd.split('-').map(Number);
  return addDays(ymd, -((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7));
};
export const todayIn = (timeZone?: string) => calendarDateIn(new Date(), timeZone);
export const dayLabel = (ymd: string) => dateFormat(activeLocale(), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${ymd}T12:00:00Z`));


/** A [start, end) interval as a venue's clock reads it: its first and last local dates and times. */
export function localSpan(span: { start: string; end: string }, timeZone: string) {
  return {
    first: calendarDateIn(span.start, timeZone),
    last: calendarDateIn(new Date(Date.parse(span.end) - 1), timeZone),
    from: clockIn(span.start, timeZone),
    to: clockIn(span.end, timeZone),
  };
}

/** A response deadline as the venue's clock reads it: 'Thu 26 Nov, 12:45'. */
export const deadlineText = (iso: string, timeZone: string) => `${dayLabel(calendarDateIn(iso, timeZone))}, ${clockIn(iso, timeZone)}`;
