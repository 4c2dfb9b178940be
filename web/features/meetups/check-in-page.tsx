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
import { failureToast } from '../../lib/api';

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
  usePageMeta(m ? `Check-in · ${m.title}` : 'Check-in');
  if (isPending) return <PageSkeleton />;
  if (!m || !allowed) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">Check-in is for the organiser and co-hosts</h1>
        <Link to={meetupId ? `/meetups/${meetupId}` : '/meetups'} className="mt-4 inline-block font-semibold text-brand-700 underline dark:text-brand-300">
          Back to the meetup
        </Link>
      </div>
    );
  }

  const run = async (body: { ticket: string } | { user_id: string }) => {
    try {
      setLast({ ok: await checkIn.mutateAsync(body) });
    } catch (err) {
      setLast({ error: err instanceof Error ? err.message : 'Please try again.' });
    }
  };
  // A tap on the wrong name is put right at once: the arrival is forgotten, the place kept.
  const undoFor = async (person: { id: string; name: string }) => {
    try {
      await undo.mutateAsync(person.id);
      setLast({ undone: person.name });
    } catch (err) {
      setLast({ error: failureToast(err).message ?? 'Please try again.' });
    }
  };
  const going = (list?.manage?.people ?? []).filter((p) => p.status === 'attending');
  const needle = q.trim().toLowerCase();
  const shown = needle ? going.filter((p) => p.name.toLowerCase().includes(needle)) : going;

  return (
    <div className="mx-auto max-w-3xl px-4 pt-4 pb-12 sm:px-6 sm:pt-8">
      <Link to={`/meetups/${m.id}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
        <ArrowLeft aria-hidden="true" className="size-4" /> {m.title}
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">Check-in</h1>
      <p className="mt-2 text-lg text-ink" aria-live="polite" data-testid="arrivals">
        <span className="font-bold tabular-nums">{list?.manage?.arrivals ?? 0}</span> of {going.length} arrived
      </p>

      <div className="mt-5 grid items-start gap-5 lg:grid-cols-2">
        <Card className="space-y-3">
          <Button className="w-full" size="lg" variant={scanning ? 'secondary' : 'primary'} onClick={() => setScanning((s) => !s)}>
            <ScanLine aria-hidden="true" className="size-5" /> {scanning ? 'Stop scanning' : 'Scan tickets'}
          </Button>
          {!scanning && <p className="text-sm text-ink-muted">Opens the camera: point it at the QR code on an attendee's ticket.</p>}
          {scanning && (
            <Suspense fallback={<div className="aspect-square w-full animate-pulse rounded-card bg-surface-sunken" />}>
              <TicketScanner onCode={(text) => void run({ ticket: text })} />
            </Suspense>
          )}
          {last && 'ok' in last && (
            <Alert tone="success" title={last.ok.already ? `${last.ok.attendee.name} was already checked in` : `${last.ok.attendee.name} checked in`}>
              {last.ok.already ? `First checked in at ${dateFormat('en-GB', { hour: '2-digit', minute: '2-digit' }).format(new Date(last.ok.checked_in_at))}.` : 'Welcome them in.'}
              {!last.ok.already && (
                <Button variant="link" size="sm" className="ml-2 align-baseline" disabled={undo.isPending} onClick={() => void undoFor(last.ok.attendee)}>
                  Undo<span className="sr-only"> the check-in of {last.ok.attendee.name}</span>
                </Button>
              )}
            </Alert>
          )}
          {last && 'undone' in last && (
            <Alert tone="info" title={`${last.undone} is no longer checked in`}>
              Their place is kept; check them in when they arrive.
            </Alert>
          )}
          {last && 'error' in last && (
            <Alert tone="error" title="Not checked in">
              {last.error}
            </Alert>
          )}
        </Card>

        <Card className="space-y-3">
          <label className="block">
            <span className="mb-1.5 flex items-center gap-1.5 text-sm font-medium text-ink">
              <Search aria-hidden="true" className="size-4" /> Find by name
            </span>
            <TextInput type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Type a name" />
          </label>
          <ul className="divide-y divide-line">
            {shown.map((p) => (
              <li key={p.id} className="flex items-center gap-3 py-2.5" data-testid="check-in-row">
                <UserAvatar name={p.name} src={p.avatar} className="size-9" />
                <span className="min-w-0 flex-1 truncate font-medium text-ink">{p.name}</span>
                {p.checked_in_at ? (
                  <span className="inline-flex items-center gap-2">
                    <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800 dark:text-emerald-200">
                      <CheckCircle2 aria-hidden="true" className="size-4" /> Arrived
                    </span>
                    <Button size="sm" variant="ghost" disabled={undo.isPending} onClick={() => void undoFor(p)}>
                      Undo<span className="sr-only"> the check-in of {p.name}</span>
                    </Button>
                  </span>
                ) : (
                  <Button size="sm" disabled={checkIn.isPending} onClick={() => void run({ user_id: p.id })}>
                    Check in<span className="sr-only"> {p.name}</span>
                  </Button>
                )}
              </li>
            ))}
            {shown.length === 0 && <li className="py-3 text-sm text-ink-muted">{going.length === 0 ? 'Nobody is attending yet.' : 'No attendee has that name.'}</li>}
          </ul>
        </Card>
      </div>
    </div>
  );
}
