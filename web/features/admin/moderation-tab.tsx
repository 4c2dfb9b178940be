import { Ban, Check, Clock, Flag, MessageSquareQuote, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { dateFormat } from '../../../contracts/format';
import type { MessageId } from '../../../contracts/i18n/messages';
import type { ModerationAction, ModerationReportDto, ReportReason } from '../../../contracts/safety';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { useToast } from '../../components/ui/toast';
import { activeLocale, t } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { EmptyState, LoadingRows, PanelHeading, RefreshButton } from './admin-ui';
import { listErrorText } from './api';
import { useModerationQueue, useResolveReport } from './moderation-api';

const DONE: Record<ModerationAction, MessageId> = { dismiss: 'admin.moderation.dismissed', warn: 'admin.moderation.warned', suspend: 'admin.moderation.suspended' };
const REASONS: Record<ReportReason, MessageId> = {
  spam: 'admin.reason.spam',
  harassment: 'admin.reason.harassment',
  inappropriate: 'admin.reason.inappropriate',
  impersonation: 'admin.reason.impersonation',
  other: 'admin.reason.other',
};
const reportedOn = (iso: string) => dateFormat(activeLocale(), { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

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
      toast({ type: 'success', title: t(DONE[action], { name: r.reported.name }), message: res.resolved > 1 ? t('admin.moderation.resolved', { count: res.resolved }) : undefined });
    } catch (err) {
      toast({ type: 'error', title: t('admin.moderation.resolveFailed'), message: err instanceof Error ? err.message : undefined });
    }
  };

  return (
    <section aria-labelledby="admin-moderation-heading">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PanelHeading id="admin-moderation-heading" title={t('admin.tabs.moderation')} description={t('admin.moderation.description')} />
        <RefreshButton onClick={() => void queue.refetch()} busy={queue.isFetching} />
      </div>
      {queue.isPending && canAct ? (
        <LoadingRows text={t('admin.moderation.loading')} />
      ) : queue.isError ? (
        <Alert tone="error">{listErrorText(queue.error, t('admin.moderation.loadFailed'))}</Alert>
      ) : reports.length === 0 ? (
        <EmptyState text={t('admin.moderation.none')} hint={t('admin.moderation.noneHint')} />
      ) : (
        <ul className="space-y-3" aria-label={t('admin.moderation.list')}>
          {reports.map((r) => (
            <li key={r.id} className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm sm:p-5" data-testid="report">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone="danger">
                  <Flag aria-hidden="true" className="me-1 size-3.5" />
                  {t(REASONS[r.reason])}
                </Badge>
                {r.message_body !== null && <Badge tone="neutral">{t('admin.notify.message')}</Badge>}
                {r.open_against_member > 1 && <Badge tone="warning">{t('admin.moderation.openAgainst', { count: r.open_against_member })}</Badge>}
                {r.reported.is_suspended && <Badge tone="neutral">{t('admin.users.suspended')}</Badge>}
                <span className="ms-auto inline-flex items-center gap-1 text-xs text-ink-muted">
                  <Clock aria-hidden="true" className="size-3.5" />
                  <time dateTime={r.created_at}>{reportedOn(r.created_at)}</time>
                </span>
              </div>
              <h3 className="mt-3 text-base font-semibold text-ink">
                <Link to={`/members/${r.reported.id}`} className="text-brand-700 underline decoration-brand-700/40 underline-offset-4 hover:decoration-current dark:text-brand-300 dark:decoration-brand-300/40">
                  <bdi>{r.reported.name}</bdi>
                </Link>{' '}
                <span className="text-sm font-normal break-all text-ink-muted">{r.reported.email}</span>
              </h3>
              <p className="mt-0.5 text-sm text-ink-muted">
                {r.reporter
                  ? richText(t('admin.moderation.reportedBy', { name: r.reporter.name, email: r.reporter.email }), {
                      who: (words) => <bdi className="text-ink">{words}</bdi>,
                      email: (words) => <bdi className="break-all">{words}</bdi>,
                    })
                  : t('admin.moderation.reporterLeft')}
              </p>
              {r.message_body !== null && (
                <blockquote className="mt-3 flex gap-2 rounded-xl bg-surface-sunken px-3 py-2.5 text-sm whitespace-pre-wrap text-ink">
                  <MessageSquareQuote aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
                  <span className="min-w-0 break-words">{r.message_body}</span>
                </blockquote>
              )}
              {r.note && (
                <p className="mt-3 text-sm break-words whitespace-pre-wrap text-ink">
                  <span className="font-semibold">{t('admin.moderation.note')} </span>
                  {r.note}
                </p>
              )}
              <div className="mt-4 grid grid-cols-3 gap-2 sm:flex sm:justify-end">
                <Button variant="secondary" size="sm" disabled={!canAct || resolve.isPending} onClick={() => void act(r, 'dismiss')} aria-label={t('admin.moderation.dismissLabel', { name: r.reported.name })}>
                  <Check aria-hidden="true" className="size-4" /> {t('admin.moderation.dismiss')}
                </Button>
                <Button variant="secondary" size="sm" disabled={!canAct || resolve.isPending} onClick={() => void act(r, 'warn')} aria-label={t('admin.moderation.warnLabel', { name: r.reported.name })}>
                  <TriangleAlert aria-hidden="true" className="size-4" /> {t('admin.moderation.warn')}
                </Button>
                <Button variant="danger" size="sm" disabled={!canAct || resolve.isPending || r.reported.is_suspended} onClick={() => setSuspending(r)} aria-label={t('admin.moderation.suspendLabel', { name: r.reported.name })}>
                  <Ban aria-hidden="true" className="size-4" /> {t('admin.users.suspend')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={suspending !== null} onOpenChange={(open) => !open && setSuspending(null)}>
        <DialogContent title={t('admin.moderation.suspendTitle', { name: suspending?.reported.name ?? '' })} description={t('admin.moderation.suspendDescription')}>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setSuspending(null)}>
              {t('admin.cancel')}
            </Button>
            <Button variant="danger" disabled={resolve.isPending} onClick={() => suspending && void act(suspending, 'suspend')}>
              {resolve.isPending ? t('admin.moderation.suspending') : t('admin.users.suspend')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
