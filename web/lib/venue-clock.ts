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
export const isWeekendDay = (ymd: string) => {
  const day = new Date(`${ymd}T12:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
};
export const todayIn = (timeZone?: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
export const dayLabel = (ymd: string) => new Date(`${ymd}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
export const longDay = (ymd: string) => new Date(`${ymd}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** An instant's local date and 'HH:MM' in a zone. */
export const localDate = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
export const localClock = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** A [start, end) interval as a venue's clock reads it: its first and last local dates and times. */
export function localSpan(span: { start: string; end: string }, timeZone: string) {
  return {
    first: localDate(span.start, timeZone),
    last: localDate(new Date(Date.parse(span.end) - 1).toISOString(), timeZone),
    from: localClock(span.start, timeZone),
    to: localClock(span.end, timeZone),
  };
}

/** A response deadline as the venue's clock reads it: 'Thu 26 Nov, 12:45'. */
export const deadlineText = (iso: string, timeZone: string) => `${dayLabel(localDate(iso, timeZone))}, ${localClock(iso, timeZone)}`;
