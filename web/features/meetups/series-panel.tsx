import { CalendarPlus, Check, Repeat } from 'lucide-react';
import { failureToast } from '../../lib/api';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SeriesApprovalDto } from '../../../contracts/community';
import { longDate } from '../../../contracts/format';
import type { BookingStatus } from '../../../contracts/meetups';
import { StatusBadge } from '../../components/meetup/status-badge';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useToast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { downloadSeriesCalendar, useSeries, useSeriesAttendance } from './community-api';
import { useApproveSeries } from '../../lib/series';
import { pendingLabel } from '../../lib/pending-label';
import { t } from '../../lib/i18n';
import { frequencyLabel } from './labels';

/** The in-flight words of the series' attendance button: true joins, false leaves. */
const inFlight = (attending: boolean) => (attending ? t('meetups.detail.joining') : t('meetups.detail.leaving'));

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
          title: attending ? t('meetups.series.goingToast') : t('meetups.series.leftToast'),
          message: [
            t(attending ? 'meetups.series.joinedCount' : 'meetups.series.leftCount', { count: r.changed.length }),
            r.skipped.length ? t('meetups.series.notJoined', { list: r.skipped.map((x) => t('meetups.series.skipped', { date: longDate(x.date), reason: x.message })).join('; ') }) : '',
          ].filter(Boolean).join(' '),
        }),
      onError: (err) => toast(failureToast(err)),
    });

  return (
    <section aria-labelledby="series-heading">
      <Card className="space-y-4" data-testid="series-panel">
        <div>
          <h2 id="series-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
            <Repeat aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" /> {t('meetups.series.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {s.until
              ? t('meetups.series.summaryUntil', { frequency: frequencyLabel(s.frequency), count: s.occurrences.length, until: longDate(s.until) })
              : t('meetups.series.summary', { frequency: frequencyLabel(s.frequency), count: s.occurrences.length })}
          </p>
        </div>
        <ol className="divide-y divide-line overflow-hidden rounded-2xl border border-line" aria-label={t('meetups.series.dates')}>
          {s.occurrences.map((o) => (
            <li key={o.id} className={cn('flex flex-wrap items-center justify-between gap-2 px-3 py-2', o.id === currentId && 'bg-brand-50 dark:bg-brand-900/30')}>
              <Link to={`/meetups/${o.id}`} className="font-medium text-ink hover:underline" aria-current={o.id === currentId ? 'page' : undefined}>
                {longDate(o.date, { weekday: true })} · {o.time}
              </Link>
              <span className="flex items-center gap-2">
                {o.is_attending && o.booking_status === 'approved' && (
                  <span className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-800 dark:text-emerald-200">
                    <Check aria-hidden="true" className="size-3.5" /> {t('meetups.card.going')}
                  </span>
                )}
                {o.booking_status !== 'approved' ? <StatusBadge status={o.booking_status as BookingStatus} short /> : o.is_past ? <span className="text-xs text-ink-muted">{t('meetups.detail.tookPlace')}</span> : null}
              </span>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          {s.abilities.approve && (
            <Button onClick={() => approve.mutate(seriesId, { onSuccess: setApproval, onError: (err) => toast({ type: 'error', title: t('meetups.series.notApproved'), message: err.message }) })} disabled={approve.isPending}>
              {approve.isPending ? t('meetups.series.approving') : t('meetups.series.approve')}
            </Button>
          )}
          {s.abilities.join && !s.is_member && (
            <Button onClick={() => join(true)} disabled={attend.isPending || upcoming.length === 0}>
              {pendingLabel(attend, t('meetups.series.join'), inFlight)}
            </Button>
          )}
          {s.is_member && (
            <Button variant="secondary" onClick={() => join(false)} disabled={attend.isPending}>
              {pendingLabel(attend, t('meetups.series.leave'), inFlight)}
            </Button>
          )}
          <Button variant="secondary" onClick={() => downloadSeriesCalendar(s.id).catch(() => toast({ type: 'error', title: t('meetups.detail.calendarFailed'), message: t('meetups.detail.tryAgainMoment') }))}>
            <CalendarPlus aria-hidden="true" className="size-4" /> {t('meetups.series.addToCalendar')}
          </Button>
        </div>
        {approval && (
          <Alert tone={approval.not_approved.length ? 'info' : 'success'} title={t('meetups.series.approvedCount', { count: approval.approved.length })}>
            {approval.not_approved.length > 0 && (
              <ul className="mt-1 list-disc ps-5">
                {approval.not_approved.map((x) => (
                  <li key={x.id}>
                    {t('meetups.series.dateReason', { date: longDate(x.date), reason: x.message })}
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
