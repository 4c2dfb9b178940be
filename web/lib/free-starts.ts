import type { BusySlotDto, VenueDayState } from '../../contracts/bookings';
import type { localSpan } from './venue-clock';

// The slot picker's arithmetic (issue 12), in the venue's local minutes of one day.

export type Span = BusySlotDto & ReturnType<typeof localSpan>;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Start times offered for picking: on the hour from 08:00, ending by 22:00 on the same day. */
const FIRST_START = 8 * 60;
const LAST_END = 22 * 60;

/**
 * Free start times on one local day for a booking of `duration` minutes with the venue's setup
 * time around it: none of [start − setup, end + setup) may touch an approved booking's span
 * (which already holds its setup; pending requests do not hold time). Times before `earliest`
 * (now, or 24 hours ahead where the owner must answer) are left out, and a day the server
 * says is past or closed (a weekdays-only venue's weekend) offers none (issue 27).
 */
export function freeStarts(day: string, spans: Span[], opts: { duration: number; setup: number; state: VenueDayState | undefined; earliest: { date: string; time: string } }) {
  if (opts.state !== 'open') return [];
  if (day < opts.earliest.date) return [];
  const busy = spans.filter((s) => s.status === 'approved' && s.first <= day && day <= s.last).map((s) => [s.first < day ? 0 : minutes(s.from), s.last > day ? 1440 : minutes(s.to)] as const);
  const starts: string[] = [];
  for (let start = FIRST_START; start + opts.duration <= LAST_END; start += 60) {
    if (day === opts.earliest.date && start < minutes(opts.earliest.time)) continue;
    const [from, to] = [start - opts.setup, start + opts.duration + opts.setup];
    if (busy.every(([b0, b1]) => to <= b0 || from >= b1)) starts.push(clock(start));
  }
  return starts;
}
