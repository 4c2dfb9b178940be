import { ArrowLeft, CheckCircle2, ScanLine, Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { CheckInResultDto } from '../../../contracts/meetup-attendees';
import { dateFormat } from '../../../contracts/format';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextInput } from '../../components/ui/field';
import { PageSkeleton } from '../../components/ui/skeleton';
import { UserAvatar } from '../../components/user-avatar';
import { useMeetupsLive } from '../../lib/meetups-live';
import { usePageMeta } from '../../lib/page-meta';
import { useMeetup } from './api';
import { useAttendees, useCheckIn, useUndoCheckIn } from './attendees-api';
import { richText } from '../../lib/rich-text';
import { failureToast } from '../../lib/api';
import { activeLocale, t } from '../../lib/i18n';

// The camera reader (and its fallback decoder) loads only when the door team opens it.
const TicketScanner = lazy(() => import('./ticket-scanner').then((m) => ({ default: m.TicketScanner })));

/** /meetups/{id}/check-in (issue 15): scan tickets or check people in by name; arrivals update live. */
export default function CheckInPage() {
  useMeetupsLive();
  const { meetupId = '' } = useParams();
  const { data: m, isPending } = useMeetup(meetupId);
  const allowed = Boolean(m?.abilities.manage_attendees);
  const { data: list } = useAttendees(meetupId, allowed);
  const checkIn = useCheckIn(meetupId);
  const undo = useUndoCheckIn(meetupId);
  const [scanning, setScanning] = useState(false);
  const [q, setQ] = useState('');
  const [last, setLast] = useState<{ ok: CheckInResultDto } | { error: string } | { undone: string } | null>(null);
  usePageMeta(m ? t('meetups.checkIn.metaTitle', { title: m.title }) : t('meetups.checkIn.title'));
  if (isPending) return <PageSkeleton />;
  if (!m || !allowed) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">{t('meetups.checkIn.notAllowed')}</h1>
        <Link to={meetupId ? `/meetups/${meetupId}` : '/meetups'} className="mt-4 inline-block font-semibold text-brand-700 underline dark:text-brand-300">
          {t('meetups.checkIn.back')}
        </Link>
      </div>
    );
  }

  const run = async (body: { ticket: string } | { user_id: string }) => {
    try {
      setLast({ ok: await checkIn.mutateAsync(body) });
    } catch (err) {
      setLast({ error: err instanceof Error ? err.message : t('meetups.checkIn.tryAgain') });
    }
  };
  // A tap on the wrong name is put right at once: the arrival is forgotten, the place kept.
  const undoFor = async (person: { id: string; name: string }) => {
    try {
      await undo.mutateAsync(person.id);
      setLast({ undone: person.name });
    } catch (err) {
      setLast({ error: failureToast(err).message ?? t('meetups.checkIn.tryAgain') });
    }
  };
  const going = (list?.manage?.people ?? []).filter((p) => p.status === 'attending');
  const needle = q.trim().toLowerCase();
  const shown = needle ? going.filter((p) => p.name.toLowerCase().includes(needle)) : going;

  return (
    <div className="mx-auto max-w-3xl px-4 pt-4 pb-12 sm:px-6 sm:pt-8">
      <Link to={`/meetups/${m.id}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" /> <bdi>{m.title}</bdi>
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">{t('meetups.checkIn.title')}</h1>
      <p className="mt-2 text-lg text-ink" aria-live="polite" data-testid="arrivals">
        {richText(t('meetups.checkIn.arrivals', { arrived: list?.manage?.arrivals ?? 0, count: going.length }), { b: (w) => <span className="font-bold tabular-nums">{w}</span> })}
      </p>

      <div className="mt-5 grid items-start gap-5 lg:grid-cols-2">
        <Card className="space-y-3">
          <Button className="w-full" size="lg" variant={scanning ? 'secondary' : 'primary'} onClick={() => setScanning((s) => !s)}>
            <ScanLine aria-hidden="true" className="size-5" /> {scanning ? t('meetups.checkIn.stopScanning') : t('meetups.checkIn.scan')}
          </Button>
          {!scanning && <p className="text-sm text-ink-muted">{t('meetups.checkIn.scanHint')}</p>}
          {scanning && (
            <Suspense fallback={<div className="aspect-square w-full animate-pulse rounded-card bg-surface-sunken" />}>
              <TicketScanner onCode={(text) => void run({ ticket: text })} />
            </Suspense>
          )}
          {last && 'ok' in last && (
            <Alert tone="success" title={last.ok.already ? t('meetups.checkIn.already', { name: last.ok.attendee.name }) : t('meetups.checkIn.checkedIn', { name: last.ok.attendee.name })}>
              {last.ok.already ? t('meetups.checkIn.firstAt', { time: dateFormat(activeLocale(), { hour: '2-digit', minute: '2-digit' }).format(new Date(last.ok.checked_in_at)) }) : t('meetups.checkIn.welcome')}
              {!last.ok.already && (
                <Button variant="link" size="sm" className="ms-2 align-baseline" disabled={undo.isPending} onClick={() => void undoFor(last.ok.attendee)}>
                  {t('meetups.checkIn.undo')}<span className="sr-only"> {t('meetups.checkIn.undoOf', { name: last.ok.attendee.name })}</span>
                </Button>
              )}
            </Alert>
          )}
          {last && 'undone' in last && (
            <Alert tone="info" title={t('meetups.checkIn.undone', { name: last.undone })}>
              {t('meetups.checkIn.undoneBody')}
            </Alert>
          )}
          {last && 'error' in last && (
            <Alert tone="error" title={t('meetups.checkIn.notCheckedIn')}>
              {last.error}
            </Alert>
          )}
        </Card>

        <Card className="space-y-3">
          <label className="block">
            <span className="mb-1.5 flex items-center gap-1.5 text-sm font-medium text-ink">
              <Search aria-hidden="true" className="size-4" /> {t('meetups.checkIn.findByName')}
            </span>
            <TextInput type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('meetups.checkIn.typeName')} />
          </label>
          <ul className="divide-y divide-line">
            {shown.map((p) => (
              <li key={p.id} className="flex items-center gap-3 py-2.5" data-testid="check-in-row">
                <UserAvatar name={p.name} src={p.avatar} className="size-9" />
                <span dir="auto" className="min-w-0 flex-1 truncate font-medium text-ink">{p.name}</span>
                {p.checked_in_at ? (
                  <span className="inline-flex items-center gap-2">
                    <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800 dark:text-emerald-200">
                      <CheckCircle2 aria-hidden="true" className="size-4" /> {t('meetups.checkIn.arrived')}
                    </span>
                    <Button size="sm" variant="ghost" disabled={undo.isPending} onClick={() => void undoFor(p)}>
                      {t('meetups.checkIn.undo')}<span className="sr-only"> {t('meetups.checkIn.undoOf', { name: p.name })}</span>
                    </Button>
                  </span>
                ) : (
                  <Button size="sm" disabled={checkIn.isPending} onClick={() => void run({ user_id: p.id })}>
                    {t('meetups.checkIn.checkIn')}<span className="sr-only"> {p.name}</span>
                  </Button>
                )}
              </li>
            ))}
            {shown.length === 0 && <li className="py-3 text-sm text-ink-muted">{going.length === 0 ? t('meetups.checkIn.nobody') : t('meetups.checkIn.noMatch')}</li>}
          </ul>
        </Card>
      </div>
    </div>
  );
}
