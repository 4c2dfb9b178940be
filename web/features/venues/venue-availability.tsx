import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { BusySlotDto } from '../../../contracts/bookings';
import { calendarDateIn, clockIn, longDate } from '../../../contracts/format';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useVenueAvailability } from './api';

// Dates are 'YYYY-MM-DD' on the venue's wall clock; arithmetic in UTC keeps them clear of the
// browser's own time zone and daylight saving.
const addDays = (ymd: string, n: number) => {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};
const mondayOf = (ymd: string) => {
  const [y, m, d] = ymd.split('-').map(Number);
  return addDays(ymd, -((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7));
};
const todayIn = (timeZone?: string) => calendarDateIn(new Date(), timeZone);
const dayLabel = (ymd: string) => new Date(`${ymd}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A busy slot as the venue's clock reads it: its local dates and times. */
function local(slot: BusySlotDto, timeZone: string) {
  const date = (iso: string) => calendarDateIn(iso, timeZone);
  const clock = (iso: string) => clockIn(iso, timeZone);
  return { first: date(slot.start), last: date(new Date(Date.parse(slot.end) - 1).toISOString()), from: clock(slot.start), to: clock(slot.end) };
}

/**
 * The venue's week at a glance (issue 12): one row per day, the times that are taken (setup
 * included), the viewer's own pending requests marked. Times are the venue's local times.
 */
export function VenueAvailability({ venueId }: { venueId: string }) {
  const [week, setWeek] = useState(() => mondayOf(todayIn()));
  const to = addDays(week, 6);
  const { data, isPending, isError } = useVenueAvailability(venueId, week, to);
  const thisWeek = mondayOf(todayIn(data?.time_zone));
  const days = Array.from({ length: 7 }, (_, i) => addDays(week, i));
  const slots = data ? data.busy.map((b) => ({ ...b, ...local(b, data.time_zone) })) : [];

  return (
    <section aria-labelledby="availability-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="availability-heading" className="text-xl font-semibold text-ink">
          Availability
        </h2>
        <div className="flex items-center gap-1">
          <Button variant="secondary" size="icon" onClick={() => setWeek(addDays(week, -7))} disabled={week <= thisWeek} aria-label="Previous week">
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
          <Button variant="secondary" size="icon" onClick={() => setWeek(addDays(week, 7))} aria-label="Next week">
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </div>
      <p className="text-sm text-ink-muted" aria-live="polite">
        Week of {longDate(week)}
        {data && ` · times at the venue (${data.time_zone}), setup time included`}
      </p>
      {isError ? (
        <p className="text-sm text-ink-muted">Availability could not be loaded.</p>
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface-raised" aria-busy={isPending}>
          {days.map((d) => {
            const today = slots.filter((s) => s.first <= d && d <= s.last);
            return (
              <li key={d} className="flex flex-col gap-1.5 p-3 sm:flex-row sm:items-center sm:gap-4">
                <span className="w-28 shrink-0 text-sm font-semibold text-ink">{dayLabel(d)}</span>
                {isPending ? (
                  <span className="text-sm text-ink-muted">Loading…</span>
                ) : today.length === 0 ? (
                  <span className="text-sm text-emerald-700 dark:text-emerald-300">Free all day</span>
                ) : (
                  <ul className="flex flex-wrap gap-1.5">
                    {today.map((s) => (
                      <li key={`${s.start}-${s.status}`}>
                        <Badge tone={s.status === 'pending' ? 'warning' : s.mine ? 'brand' : 'neutral'}>
                          {s.first < d ? '00:00' : s.from}–{s.last > d ? '24:00' : s.to}
                          <span className="ml-1 font-normal">{s.status === 'pending' ? 'your request, pending' : s.mine ? 'your booking' : 'booked'}</span>
                        </Badge>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
