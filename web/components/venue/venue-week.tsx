import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { AvailabilityDto } from '../../../contracts/bookings';
import { api, retryServerFaults } from '../../lib/api';
import { cn } from '../../lib/cn';
import { freeStarts, type Span } from '../../lib/free-starts';
import { calendarDateIn, clockIn, dateFormat } from '../../../contracts/format';
import { addDays, localSpan, mondayOf, todayIn } from '../../lib/venue-clock';
import { activeLocale, t } from '../../lib/i18n';

// A calendar date 'YYYY-MM-DD' in the active language: 'Mon 7 Dec' (the row's label), '7 December 2026' (the week's).
const dayLabel = (ymd: string) => dateFormat(activeLocale(), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${ymd}T12:00:00Z`));
const weekDate = (ymd: string) => dateFormat(activeLocale(), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${ymd}T12:00:00Z`));
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';

/** Busy time at a venue for a range of its local dates (issue 12); the previous week stays on screen while the next loads. */
function useVenueAvailability(id: string, from: string, to: string) {
  return useQuery({
    queryKey: ['venues', 'availability', id, from, to],
    queryFn: ({ signal }) => api<AvailabilityDto>(`/api/venues/${id}/availability?from=${from}&to=${to}`, { signal }),
    placeholderData: keepPreviousData,
    retry: retryServerFaults,
  });
}

type Pick = {
  /** Booking length in minutes and the venue's setup time, for the free start times offered. */
  duration: number;
  setup: number;
  /** Requests at a venue without instant booking must start at least 24 hours ahead (decision 0020). */
  instantBooking: boolean;
  selected?: { date: string; time: string };
  onPick: (slot: { date: string; time: string }) => void;
};

/**
 * A venue's week at a glance (issue 12): one row per day, the times that are taken (setup
 * included), the viewer's own pending requests marked, in the venue's local time. With `pick`
 * (the create-meetup form) each day also offers the free start times for the chosen length.
 */
export function VenueWeek({ venueId, pick, title, initialDate }: { venueId: string; pick?: Pick; title?: string; initialDate?: string }) {
  const [week, setWeek] = useState(() => mondayOf(initialDate && initialDate > todayIn() ? initialDate : todayIn()));
  const to = addDays(week, 6);
  const { data, isPending, isError } = useVenueAvailability(venueId, week, to);
  const thisWeek = mondayOf(data?.today ?? todayIn(data?.time_zone));
  // Past and closed days come from the server, the one rule both views read (issue 27).
  const stateOf = (d: string) => data?.days.find((x) => x.date === d)?.state;
  const days = Array.from({ length: 7 }, (_, i) => addDays(week, i));
  const spans: Span[] = data ? data.busy.map((b) => ({ ...b, ...localSpan(b, data.time_zone) })) : [];
  const soonest = new Date(Date.now() + (pick?.instantBooking ? 0 : 24 * 3_600_000) + 60_000).toISOString();
  const earliest = data ? { date: calendarDateIn(soonest, data.time_zone), time: clockIn(soonest, data.time_zone) } : null;
  const headingId = `availability-heading-${venueId}`;

  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid={pick ? 'slot-picker' : 'venue-week'}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className={pick ? 'text-base font-semibold text-ink' : 'text-xl font-semibold text-ink'}>
          {title ?? t('venues.week.title')}
        </h2>
        <div className="flex items-center gap-1">
          <Button type="button" variant="secondary" size="icon" onClick={() => setWeek(addDays(week, -7))} disabled={week <= thisWeek} aria-label={t('venues.week.previous')}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
          <Button type="button" variant="secondary" size="icon" onClick={() => setWeek(addDays(week, 7))} aria-label={t('venues.week.next')}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </div>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {data ? t('venues.week.ofWithZone', { date: weekDate(week), zone: data.time_zone }) : t('venues.week.of', { date: weekDate(week) })}
      </p>
      {isError ? (
        <p className="text-sm text-ink-muted">{t('venues.week.loadFailed')}</p>
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface-raised" aria-busy={isPending}>
          {days.map((d) => {
            const today = spans.filter((s) => s.first <= d && d <= s.last);
            const state = stateOf(d);
            const free = pick && earliest ? freeStarts(d, spans, { ...pick, state, earliest }) : [];
            return (
              <li key={d} data-state={state} className="flex flex-col gap-1.5 p-3 sm:flex-row sm:items-start sm:gap-4">
                <span className="w-28 shrink-0 text-sm font-semibold text-ink sm:pt-1">{dayLabel(d)}</span>
                {isPending ? (
                  <span className="text-sm text-ink-muted">{t('venues.loading')}</span>
                ) : state === 'past' || state === 'closed' ? (
                  <span className="text-sm text-ink-muted sm:pt-1">{state === 'past' ? t('venues.week.past') : t('venues.week.closed')}</span>
                ) : (
                  <div className="flex min-w-0 flex-col gap-2">
                    {today.length === 0 && !pick ? (
                      <span className="text-sm text-emerald-700 sm:pt-1 dark:text-emerald-300">{t('venues.week.freeAllDay')}</span>
                    ) : (
                      today.length > 0 && (
                        <ul className="flex flex-wrap gap-1.5" aria-label={t('venues.week.takenOn', { day: dayLabel(d) })}>
                          {today.map((s) => (
                            <li key={`${s.start}-${s.status}`}>
                              <Badge tone={s.status === 'pending' ? 'warning' : s.mine ? 'brand' : 'neutral'}>
                                <bdi dir="ltr">
                                  {s.first < d ? '00:00' : s.from}–{s.last > d ? '24:00' : s.to}
                                </bdi>
                                <span className="ms-1 font-normal">{s.status === 'pending' ? t('venues.week.yourPending') : s.mine ? t('venues.week.yourBooking') : t('venues.week.booked')}</span>
                              </Badge>
                            </li>
                          ))}
                        </ul>
                      )
                    )}
                    {pick &&
                      (free.length === 0 ? (
                        <span className="text-sm text-ink-muted">
                          {earliest && d < earliest.date && !pick.instantBooking ? t('venues.week.tooSoon') : t('venues.week.noFreeStart')}
                        </span>
                      ) : (
                        <ul className="flex flex-wrap gap-1.5" aria-label={t('venues.week.freeTimesOn', { day: dayLabel(d) })}>
                          {free.map((time) => {
                            const chosen = pick.selected?.date === d && pick.selected.time === time;
                            return (
                              <li key={time}>
                                <button
                                  type="button"
                                  aria-pressed={chosen}
                                  aria-label={t('venues.week.dayAt', { day: dayLabel(d), time })}
                                  onClick={() => pick.onPick({ date: d, time })}
                                  className={cn(
                                    'min-h-9 min-w-14 rounded-lg border px-2 text-sm font-semibold tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                                    chosen
                                      ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-brand-950'
                                      : 'border-emerald-300 bg-emerald-50 text-emerald-900 hover:bg-emerald-100 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-100',
                                  )}
                                >
                                  {time}
                                </button>
                              </li>
                            );
                          })}
                        </ul>
                      ))}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
