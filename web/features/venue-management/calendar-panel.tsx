import { CalendarDays, ChevronLeft, ChevronRight, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CalendarBookingDto } from '../../../contracts/bookings';
import { durationText } from '../../../contracts/format';
import { StatusBadge } from '../../components/meetup/status-badge';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { longDate } from '../../../contracts/format';
import { addDays, dayLabel, deadlineText, localSpan, mondayOf, todayIn } from '../../lib/venue-clock';
import { useOwnerCalendar } from './api';

/**
 * The owner's calendar (issue 12): a week of approved and pending bookings across all their
 * venues, as an agenda (one group per day, in start order) that reads well on a phone. Times
 * are each venue's local time.
 */
export function CalendarPanel() {
  const [week, setWeek] = useState(() => mondayOf(todayIn()));
  const to = addDays(week, 6);
  const { data, isPending, isError, error } = useOwnerCalendar(week, to);
  const days = Array.from({ length: 7 }, (_, i) => addDays(week, i));
  const byDay = (d: string) => (data?.bookings ?? []).filter((b) => b.date === d);

  return (
    <section aria-labelledby="calendar-heading" className="space-y-4" data-testid="owner-calendar">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 id="calendar-heading" className="text-lg font-semibold text-ink">
            Bookings calendar
          </h3>
          <p className="text-sm text-ink-muted" aria-live="polite">
            Week of {longDate(week)} · all your venues, local times
          </p>
        </div>
        <div className="flex items-center gap-1">
          <Button variant="secondary" onClick={() => setWeek(mondayOf(todayIn()))} disabled={week === mondayOf(todayIn())}>
            This week
          </Button>
          <Button variant="secondary" size="icon" onClick={() => setWeek(addDays(week, -7))} aria-label="Previous week">
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
          <Button variant="secondary" size="icon" onClick={() => setWeek(addDays(week, 7))} aria-label="Next week">
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </div>
      {isError ? (
        <Alert tone="error" title="Could not load your calendar">
          {error.message}
        </Alert>
      ) : isPending ? (
        <Skeleton className="h-64 w-full rounded-card" />
      ) : (
        <ol className="space-y-3">
          {days.map((d) => {
            const items = byDay(d);
            return (
              <li key={d}>
                <h4 className="mb-1.5 text-sm font-semibold text-ink-muted">{dayLabel(d)}</h4>
                {items.length === 0 ? (
                  <p className="rounded-xl border border-dashed border-line px-3 py-2 text-sm text-ink-muted">No bookings</p>
                ) : (
                  <ul className="space-y-2">
                    {items.map((b) => (
                      <CalendarItem key={b.id} b={b} />
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
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
          {span.from}–{span.to}
        </span>
        <div className="min-w-0 flex-1">
          <Link to={`/meetups/${b.id}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {b.title}
          </Link>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-3.5" /> {b.venue_name} · {durationText(b.duration)}
            </span>
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden="true" className="size-3.5" /> {b.attendee_count} / {b.max_attendees}
            </span>
            <span>by {b.organizer_name || 'a member'}</span>
          </p>
          {b.booking_status === 'pending' && b.booking_expires_at && (
            <p className="text-sm font-medium text-amber-800 dark:text-amber-200">
              Answer by {deadlineText(b.booking_expires_at, b.time_zone)}
            </p>
          )}
        </div>
        <div className="shrink-0">
          <StatusBadge status={b.booking_status} short />
        </div>
      </Card>
    </li>
  );
}
