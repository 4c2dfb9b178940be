import { Ban, Check, Clock, Flag, MessageSquareQuote, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { longDate, plural } from '../../../contracts/format';
import { REPORT_REASON_LABELS, type ModerationAction, type ModerationReportDto } from '../../../contracts/safety';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { useToast } from '../../components/ui/toast';
import { EmptyState, LoadingRows, PanelHeading, RefreshButton } from './admin-ui';
import { listErrorText } from './api';
import { useModerationQueue, useResolveReport } from './moderation-api';

const DONE: Record<ModerationAction, string> = { dismiss: 'Dismissed', warn: 'Warned', suspend: 'Suspended' };

/**
 * Moderation (issue 26): open reports of members and messages, oldest first. Dismiss, warn (an
 * in-app notice about the community guidelines) or suspend (sessions end, live connections
 * close, their messages are hidden); each resolves every open report against that member.
 */
export function ModerationTab({ canAct }: { canAct: boolean }) {
  const queue = useModerationQueue(canAct);
  const resolve = useResolveReport();
  const { toast } = useToast();
  const [suspending, setSuspending] = useState<ModerationReportDto | null>(null);
  const reports = queue.data?.reports ?? [];

  const act = async (r: ModerationReportDto, action: ModerationAction) => {
    try {
      const res = await resolve.mutateAsync({ id: r.id, action });
      setSuspending(null);
      toast({ type: 'success', title: `${DONE[action]}: ${r.reported.name}`, message: res.resolved > 1 ? `${plural(res.resolved, 'report')} resolved.` : undefined });
    } catch (err) {
      toast({ type: 'error', title: 'Could not resolve the report', message: err instanceof Error ? err.message : undefined });
    }
  };

  return (
    <section aria-labelledby="admin-moderation-heading">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PanelHeading id="admin-moderation-heading" title="Moderation" description="Reports from members, oldest first. An action resolves every open report against that member." />
        <RefreshButton onClick={() => void queue.refetch()} busy={queue.isFetching} />
      </div>
      {queue.isPending && canAct ? (
        <LoadingRows text="Loading reports…" />
      ) : queue.isError ? (
        <Alert tone="error">{listErrorText(queue.error, 'Could not load the reports.')}</Alert>
      ) : reports.length === 0 ? (
        <EmptyState text="No open reports" hint="When a member reports someone, it appears here." />
      ) : (
        <ul className="space-y-3" aria-label="Open reports">
          {reports.map((r) => (
            <li key={r.id} className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm sm:p-5" data-testid="report">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone="danger">
                  <Flag aria-hidden="true" className="mr-1 size-3.5" />
                  {REPORT_REASON_LABELS[r.reason]}
                </Badge>
                {r.message_body !== null && <Badge tone="neutral">Message</Badge>}
                {r.open_against_member > 1 && <Badge tone="warning">{plural(r.open_against_member, 'open report')} against them</Badge>}
                {r.reported.is_suspended && <Badge tone="neutral">Suspended</Badge>}
                <span className="ml-auto inline-flex items-center gap-1 text-xs text-ink-muted">
                  <Clock aria-hidden="true" className="size-3.5" />
                  <time dateTime={r.created_at}>{longDate(r.created_at)}</time>
                </span>
              </div>
              <h3 className="mt-3 text-base font-semibold text-ink">
                <Link to={`/members/${r.reported.id}`} className="text-brand-700 underline decoration-brand-700/40 underline-offset-4 hover:decoration-current dark:text-brand-300 dark:decoration-brand-300/40">
                  {r.reported.name}
                </Link>{' '}
                <span className="text-sm font-normal break-all text-ink-muted">{r.reported.email}</span>
              </h3>
              <p className="mt-0.5 text-sm text-ink-muted">
                Reported by {r.reporter ? <span className="text-ink">{r.reporter.name}</span> : 'a member who has since left'}
                {r.reporter && <span className="break-all"> ({r.reporter.email})</span>}
              </p>
              {r.message_body !== null && (
                <blockquote className="mt-3 flex gap-2 rounded-xl bg-surface-sunken px-3 py-2.5 text-sm whitespace-pre-wrap text-ink">
                  <MessageSquareQuote aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
                  <span className="min-w-0 break-words">{r.message_body}</span>
                </blockquote>
              )}
              {r.note && (
                <p className="mt-3 text-sm break-words whitespace-pre-wrap text-ink">
                  <span className="font-semibold">Note: </span>
                  {r.note}
                </p>
              )}
              <div className="mt-4 grid grid-cols-3 gap-2 sm:flex sm:justify-end">
                <Button variant="secondary" size="sm" disabled={!canAct || resolve.isPending} onClick={() => void act(r, 'dismiss')} aria-label={`Dismiss the report about ${r.reported.name}`}>
                  <Check aria-hidden="true" className="size-4" /> Dismiss
                </Button>
                <Button variant="secondary" size="sm" disabled={!canAct || resolve.isPending} onClick={() => void act(r, 'warn')} aria-label={`Warn ${r.reported.name}`}>
                  <TriangleAlert aria-hidden="true" className="size-4" /> Warn
                </Button>
                <Button variant="danger" size="sm" disabled={!canAct || resolve.isPending || r.reported.is_suspended} onClick={() => setSuspending(r)} aria-label={`Suspend ${r.reported.name}`}>
                  <Ban aria-hidden="true" className="size-4" /> Suspend
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={suspending !== null} onOpenChange={(open) => !open && setSuspending(null)}>
        <DialogContent title={`Suspend ${suspending?.reported.name ?? ''}?`} description="They are signed out everywhere at once and cannot sign in; their messages are hidden and their places at meetups to come go to the waitlist.">
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setSuspending(null)}>
              Cancel
            </Button>
            <Button variant="danger" disabled={resolve.isPending} onClick={() => suspending && void act(suspending, 'suspend')}>
              {resolve.isPending ? 'Suspending…' : 'Suspend'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
