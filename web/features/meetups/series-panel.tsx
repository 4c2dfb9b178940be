import { CalendarPlus, Check, Repeat } from 'lucide-react';
import { failureToast } from '../../lib/api';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SeriesApprovalDto } from '../../../contracts/community';
import { longDate } from '../../../contracts/format';
import { FREQUENCY_LABELS, type BookingStatus } from '../../../contracts/meetups';
import { StatusBadge } from '../../components/meetup/status-badge';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useToast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { downloadSeriesCalendar, useSeries, useSeriesAttendance } from './community-api';
import { useApproveSeries } from '../../lib/series';
import { attendanceInFlight, pendingLabel } from '../../lib/pending-label';

/**
 * A recurring meetup's series (issue 16, docs/product.md §4 Recurring meetups): every occurrence
 * with its status, joining or leaving all of them at once, the venue owner's "Approve the whole
 * series", and the series' calendar file (one repeating event).
 */
export function SeriesPanel({ seriesId, currentId }: { seriesId: string; currentId: string }) {
  const { data: s } = useSeries(seriesId);
  const attend = useSeriesAttendance(seriesId);
  const approve = useApproveSeries();
  const { toast } = useToast();
  const [approval, setApproval] = useState<SeriesApprovalDto | null>(null);
  if (!s) return null;
  const upcoming = s.occurrences.filter((o) => !o.is_past);

  const join = (attending: boolean) =>
    attend.mutate(attending, {
      onSuccess: (r) =>
        toast({
          type: 'success',
          title: attending ? "You're going to the series" : 'You left the series',
          message: `${r.changed.length} ${r.changed.length === 1 ? 'occurrence' : 'occurrences'} ${attending ? 'joined' : 'left'}.${r.skipped.length ? ` Not joined: ${r.skipped.map((x) => `${longDate(x.date)} (${x.message})`).join('; ')}` : ''}`,
        }),
      onError: (err) => toast(failureToast(err)),
    });

  return (
    <section aria-labelledby="series-heading">
      <Card className="space-y-4" data-testid="series-panel">
        <div>
          <h2 id="series-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
            <Repeat aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" /> Part of a series
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {FREQUENCY_LABELS[s.frequency]}, {s.occurrences.length} {s.occurrences.length === 1 ? 'date' : 'dates'}
            {s.until ? ` until ${longDate(s.until)}` : ''}. Join one date, or the whole series.
          </p>
        </div>
        <ol className="divide-y divide-line overflow-hidden rounded-2xl border border-line" aria-label="Dates in this series">
          {s.occurrences.map((o) => (
            <li key={o.id} className={cn('flex flex-wrap items-center justify-between gap-2 px-3 py-2', o.id === currentId && 'bg-brand-50 dark:bg-brand-900/30')}>
              <Link to={`/meetups/${o.id}`} className="font-medium text-ink hover:underline" aria-current={o.id === currentId ? 'page' : undefined}>
                {longDate(o.date, { weekday: true })} · {o.time}
              </Link>
              <span className="flex items-center gap-2">
                {o.is_attending && o.booking_status === 'approved' && (
                  <span className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-800 dark:text-emerald-200">
                    <Check aria-hidden="true" className="size-3.5" /> Going
                  </span>
                )}
                {o.booking_status !== 'approved' ? <StatusBadge status={o.booking_status as BookingStatus} short /> : o.is_past ? <span className="text-xs text-ink-muted">Took place</span> : null}
              </span>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          {s.abilities.approve && (
            <Button onClick={() => approve.mutate(seriesId, { onSuccess: setApproval, onError: (err) => toast({ type: 'error', title: 'Not approved', message: err.message }) })} disabled={approve.isPending}>
              {approve.isPending ? 'Approving…' : 'Approve the whole series'}
            </Button>
          )}
          {s.abilities.join && !s.is_member && (
            <Button onClick={() => join(true)} disabled={attend.isPending || upcoming.length === 0}>
              {pendingLabel(attend, 'Join the whole series', attendanceInFlight())}
            </Button>
          )}
          {s.is_member && (
            <Button variant="secondary" onClick={() => join(false)} disabled={attend.isPending}>
              {pendingLabel(attend, 'Leave the whole series', attendanceInFlight())}
            </Button>
          )}
          <Button variant="secondary" onClick={() => downloadSeriesCalendar(s.id).catch(() => toast({ type: 'error', title: 'Calendar file not created', message: 'Please try again in a moment.' }))}>
            <CalendarPlus aria-hidden="true" className="size-4" /> Add the series to calendar
          </Button>
        </div>
        {approval && (
          <Alert tone={approval.not_approved.length ? 'info' : 'success'} title={`${approval.approved.length} ${approval.approved.length === 1 ? 'date' : 'dates'} approved`}>
            {approval.not_approved.length > 0 && (
              <ul className="mt-1 list-disc pl-5">
                {approval.not_approved.map((x) => (
                  <li key={x.id}>
                    {longDate(x.date)}: {x.message}
                  </li>
                ))}
              </ul>
            )}
          </Alert>
        )}
      </Card>
    </section>
  );
}
