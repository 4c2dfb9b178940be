import type { MeetupDto } from './meetups';

/** 'Sunday 22 November 2026' (en-GB long, docs/product.md §9) for a local 'YYYY-MM-DD'. */
export function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function dateParts(date: string) {
  const [y, m, d] = date.split('-').map(Number);
  const dt = new Date(Date.UTC(y, m - 1, d));
  return {
    day: String(d),
    month: dt.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' }),
    weekday: dt.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' }),
  };
}

/** '18:30–20:00 GMT' in the venue's time zone. */
export function timeRange(m: Pick<MeetupDto, 'starts_at' | 'ends_at' | 'time_zone'>): string {
  const fmt = (iso: string, zone = false) =>
    new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: m.time_zone, ...(zone ? { timeZoneName: 'short' } : {}) });
  return `${fmt(m.starts_at)}–${fmt(m.ends_at, true)}`;
}

export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const mm = minutes % 60;
  if (h === 0) return `${mm} min`;
  return mm ? `${h} h ${mm} min` : `${h} hour${h === 1 ? '' : 's'}`;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
