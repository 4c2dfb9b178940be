import { CalendarDays, ChevronLeft, ChevronRight, Users } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { CalendarBookingDto } from '../../../contracts/bookings';
import { dateFormat, longDate } from '../../../contracts/format';
import { venueDeadline } from '../../components/venue/venue-words';
import { durationWords } from '../../lib/duration-words';
import { activeLocale, t } from '../../lib/i18n';
import { StatusBadge } from '../../components/meetup/status-badge';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { addDays, localSpan, mondayOf, todayIn } from '../../lib/venue-clock';
import { useOwnerCalendar } from './api';

// Monday to Sunday (1 January 2024 was a Monday), named in the active language at render time.
const WEEK = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i, 12)));
const weekdayNames = (style: 'long' | 'short') => WEEK.map((d) => dateFormat(activeLocale(), { weekday: style, timeZone: 'UTC' }).format(d));
const monthOf = (ymd: string) => `${ymd.slice(0, 7)}-01`;
const addMonths = (first: string, n: number) => {
  const [y, m] = first.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 10);
};
const monthLabel = (first: string) => dateFormat(activeLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${first}T12:00:00Z`));
const dayName = (ymd: string) => dateFormat(activeLocale(), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${ymd}T12:00:00Z`));

/** The weeks (Monday first) that show a month: 4 to 6 rows of 7 dates, at most 42 days. */
function gridOf(first: string) {
  const start = mondayOf(first);
  const end = addDays(mondayOf(addDays(addMonths(first, 1), -1)), 6);
  const weeks: string[][] = [];
  for (let d = start; d <= end; d = addDays(d, 7)) weeks.push(Array.from({ length: 7 }, (_, i) => addDays(d, i)));
  return { weeks, from: start, to: end };
}

/**
 * The owner's calendar (issue 12, as a month grid since issue 27): approved and pending bookings
 * across all their venues. It opens on the month of the next booking, with that day chosen; the
 * chosen day's bookings are listed under the grid (times at each venue). The grid is an ARIA
 * grid: arrow keys move by day and week, Home/End to the week's ends, Page Up/Down by month.
 */
export function CalendarPanel() {
  const today = todayIn();
  const [month, setMonth] = useState(() => monthOf(today));
  const [selected, setSelected] = useState(today);
  // Until the owner moves, the calendar follows the server's "next booking" to its month.
  const moved = useRef(false);
  const { weeks, from, to } = gridOf(month);
  const { data, isPending, isError, error } = useOwnerCalendar(from, to);
  const grid = useRef<HTMLTableElement>(null);
  const focusNext = useRef(false);

  useEffect(() => {
    const next = data?.next_booking_date;
    if (!next || moved.current) return;
    moved.current = true;
    setMonth(monthOf(next));
    setSelected(next);
  }, [data?.next_booking_date]);

  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${selected}"]`)?.focus();
  }, [selected, month]);

  const byDay = (d: string) => (data?.bookings ?? []).filter((b) => b.date === d);
  const choose = (d: string, focus = false) => {
    moved.current = true;
    focusNext.current = focus;
    setSelected(d);
    if (monthOf(d) !== month) setMonth(monthOf(d));
  };
  const goMonth = (n: number) => {
    moved.current = true;
    const next = addMonths(month, n);
    setMonth(next);
    setSelected(monthOf(today) === next ? today : next);
  };
  const onKey = (e: KeyboardEvent<HTMLTableElement>) => {
    // Right to left, the grid's days run the other way: the arrow moves where it points.
    const back = document.documentElement.dir === 'rtl' ? 1 : -1;
    const step: Record<string, () => string> = {
      ArrowLeft: () => addDays(selected, back),
      ArrowRight: () => addDays(selected, -back),
      ArrowUp: () => addDays(selected, -7),
      ArrowDown: () => addDays(selected, 7),
      Home: () => mondayOf(selected),
      End: () => addDays(mondayOf(selected), 6),
      PageUp: () => addMonths(monthOf(selected), -1),
      PageDown: () => addMonths(monthOf(selected), 1),
    };
    const to = step[e.key];
    if (!to) return;
    e.preventDefault();
    choose(to(), true);
  };
  const dayBookings = byDay(selected);

  return (
    <section aria-labelledby="calendar-heading" className="space-y-4" data-testid="owner-calendar">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 id="calendar-heading" className="text-lg font-semibold text-ink">
            {t('venues.calendar.title')}
          </h3>
          <p className="text-sm text-ink-muted">{t('venues.calendar.subtitle')}</p>
        </div>
        <div className="flex items-center gap-1">
          <Button variant="secondary" onClick={() => choose(today)} disabled={month === monthOf(today) && selected === today}>
            {t('venues.calendar.today')}
          </Button>
          <Button variant="secondary" size="icon" onClick={() => goMonth(-1)} aria-label={t('venues.calendar.previousMonth')}>
            <ChevronLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
          </Button>
          <Button variant="secondary" size="icon" onClick={() => goMonth(1)} aria-label={t('venues.calendar.nextMonth')}>
            <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />
          </Button>
        </div>
      </div>
      {isError ? (
        <Alert tone="error" title={t('venues.calendar.loadFailed')}>
          {error.message}
        </Alert>
      ) : (
        <>
          <Card className="overflow-hidden p-0">
            <table ref={grid} role="grid" aria-labelledby="calendar-month" aria-busy={isPending} className="w-full table-fixed border-collapse" onKeyDown={onKey}>
              <caption id="calendar-month" className="border-b border-line px-3 py-2.5 text-start text-base font-semibold text-ink">
                {monthLabel(month)}
              </caption>
              <thead>
                <tr>
                  {weekdayNames('short').map((w, i) => (
                    <th key={i} scope="col" abbr={weekdayNames('long')[i]} className="py-2 text-xs font-semibold text-ink-muted">
                      {w}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={week[0]}>
                    {week.map((d) => {
                      const items = byDay(d);
                      const pending = items.filter((b) => b.booking_status === 'pending').length;
                      const outside = monthOf(d) !== month;
                      const isSelected = d === selected;
                      const label = t('venues.calendar.cell', {
                        day: d === today ? t('venues.calendar.dayToday', { day: dayName(d) }) : dayName(d),
                        bookings: pending ? t('venues.calendar.bookingsPending', { count: items.length, pending }) : t('venues.calendar.bookings', { count: items.length }),
                      });
                      return (
                        <td key={d} role="gridcell" aria-selected={isSelected} className="border-t border-line p-0.5 align-top sm:p-1">
                          <button
                            type="button"
                            data-date={d}
                            tabIndex={isSelected ? 0 : -1}
                            aria-label={label}
                            aria-current={d === today ? 'date' : undefined}
                            onClick={() => choose(d)}
                            className={cn(
                              'flex h-12 w-full flex-col items-center justify-start gap-1 rounded-lg pt-1.5 text-sm tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 sm:h-16',
                              isSelected ? 'bg-brand-700 text-white dark:bg-brand-600' : outside ? 'text-ink-muted hover:bg-surface-sunken' : 'text-ink hover:bg-surface-sunken',
                              d === today && !isSelected && 'font-bold text-brand-700 ring-1 ring-brand-300 ring-inset dark:text-brand-300 dark:ring-brand-700',
                            )}
                          >
                            <span>{Number(d.slice(8))}</span>
                            {items.length > 0 && (
                              <span aria-hidden="true" className="flex items-center gap-0.5">
                                {items.length - pending > 0 && <span className={cn('size-1.5 rounded-full', isSelected ? 'bg-white' : 'bg-brand-600 dark:bg-brand-300')} />}
                                {pending > 0 && <span className={cn('size-1.5 rounded-full', isSelected ? 'bg-amber-200' : 'bg-amber-500')} />}
                                {items.length > 1 && <span className="hidden text-[11px] font-semibold sm:inline">{items.length}</span>}
                              </span>
                            )}
                          </button>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-muted">
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="size-2 rounded-full bg-brand-600 dark:bg-brand-300" /> {t('venues.requests.approved')}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" /> {t('venues.calendar.waiting')}
            </span>
            <span>{t('venues.calendar.keys')}</span>
          </p>
          <section aria-labelledby="calendar-day-heading" className="space-y-2" data-testid="calendar-day">
            {/* The chosen day, with its month and year, is announced as it changes (a caption may not be live). */}
            <h4 id="calendar-day-heading" className="text-sm font-semibold text-ink" aria-live="polite">
              {longDate(selected)}
            </h4>
            {isPending ? (
              <Skeleton className="h-20 w-full rounded-card" />
            ) : dayBookings.length === 0 ? (
              <p className="rounded-xl border border-dashed border-line px-3 py-2 text-sm text-ink-muted">
                {data?.next_booking_date && data.next_booking_date > selected ? t('venues.calendar.noneNext', { date: longDate(data.next_booking_date) }) : t('venues.calendar.none')}
              </p>
            ) : (
              <ul className="space-y-2">
                {dayBookings.map((b) => (
                  <CalendarItem key={b.id} b={b} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}

function CalendarItem({ b }: { b: CalendarBookingDto }) {
  const span = localSpan({ start: b.starts_at, end: b.ends_at }, b.time_zone);
  return (
    <li>
      <Card className="flex flex-col gap-1.5 p-3 sm:flex-row sm:items-center sm:gap-4" data-testid="calendar-booking">
        <span className="w-28 shrink-0 font-semibold text-ink tabular-nums">
          <bdi dir="ltr">
            {span.from}–{span.to}
          </bdi>
        </span>
        <div className="min-w-0 flex-1">
          <Link to={`/meetups/${b.id}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300" dir="auto">
            {b.title}
          </Link>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
            <span className="inline-flex min-w-0 items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-3.5 shrink-0" /> <span className="truncate" dir="auto">
                {b.venue_name}
              </span>{' '}
              · {durationWords(b.duration)}
            </span>
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden="true" className="size-3.5" /> {b.attendee_count} / {b.max_attendees}
            </span>
            <span>{b.organizer_name ? t('venues.calendar.by', { name: b.organizer_name }) : t('venues.calendar.byMember')}</span>
          </p>
          {b.booking_status === 'pending' && b.booking_expires_at && (
            <p className="text-sm font-medium text-amber-800 dark:text-amber-200">{t('venues.calendar.answerBy', { deadline: venueDeadline(b.booking_expires_at, b.time_zone) })}</p>
          )}
        </div>
        <div className="shrink-0">
          <StatusBadge status={b.booking_status} short />
        </div>
      </Card>
    </li>
  );
}
