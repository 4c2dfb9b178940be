import { useInfiniteQuery } from '@tanstack/react-query';
import { Check, Inbox, Send, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ConnectionMemberDto, ConnectionRequestDto } from '../../../contracts/connections';
import { connectionKeys, fetchConnectionPage, useConnectionCommand, useConnectionRequests } from '../../components/network/connections-api';
import { RemoveConnection } from '../../components/network/connect-button';
import { connectionCountText } from '../../components/network/follow-api';
import { relativeTimeText } from '../../components/network/network-format';
import { t } from '../../lib/i18n';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { useToast } from '../../components/ui/toast';
import { UserAvatar } from '../../components/user-avatar';
import { usePageMeta } from '../../lib/page-meta';
import { longDate } from '../../../contracts/format';

/**
 * /connections (issue 26): requests waiting for my answer (Accept / Decline), requests I sent
 * (Withdraw), and my connections, newest first, a page at a time.
 */
export default function ConnectionsPage() {
  usePageMeta(t('connections.title'));
  return (
    <Page title={t('connections.title')} intro={t('connections.intro')}>
      <div className="space-y-5">
        <Requests />
        <ConnectionList />
      </div>
    </Page>
  );
}

function useAct() {
  const command = useConnectionCommand();
  const { toast } = useToast();
  const act = async (c: Parameters<typeof command.mutateAsync>[0], done: { title: string; message: string }) => {
    try {
      await command.mutateAsync(c);
      toast({ type: 'success', ...done });
    } catch (err) {
      toast({ type: 'error', title: t('network.didNotWork'), message: err instanceof Error ? err.message : t('network.tryAgain') });
    }
  };
  return { act, busy: command.isPending };
}

function MemberLine({ member, children, detail }: { member: ConnectionMemberDto; children?: ReactNode; detail?: ReactNode }) {
  const name = member.name || t('network.aMember');
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <UserAvatar name={name} src={member.avatar} sizes="2.75rem" className="size-11" />
        <div className="min-w-0">
          <Link to={`/members/${member.id}`} className="font-semibold text-ink hover:underline">
            {name}
          </Link>
          {member.headline && <p dir="auto" className="truncate text-sm text-ink-muted">{member.headline}</p>}
          {detail}
        </div>
      </div>
      {children && <div className="flex shrink-0 gap-2 ps-14 sm:ps-0">{children}</div>}
    </li>
  );
}

const Note = ({ note }: { note: string | null }) =>
  note ? <blockquote dir="auto" className="mt-1.5 rounded-lg border-s-4 border-brand-500 bg-surface-sunken px-3 py-1.5 text-sm whitespace-pre-line text-ink">{note}</blockquote> : null;

function Requests() {
  const { data, isPending, error } = useConnectionRequests();
  const { act, busy } = useAct();
  if (isPending) return <Skeleton className="h-40" />;
  if (error || !data) return <Alert tone="error" title={t('connections.requestsFailed')}>{t('network.checkConnection')}</Alert>;
  return (
    <>
      <Card className="space-y-1">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
          <Inbox aria-hidden="true" className="size-5 text-ink-muted" /> {t('connections.requestsForYou')}
          {data.received.length > 0 && <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white dark:bg-brand-600">{data.received.length}</span>}
        </h2>
        {data.received.length === 0 ? (
          <p className="py-2 text-ink-muted">{t('connections.noRequests')}</p>
        ) : (
          <ul className="divide-y divide-line" aria-label={t('connections.requestsForYou')}>
            {data.received.map((r: ConnectionRequestDto) => (
              <MemberLine key={r.id} member={r.member} detail={<><p className="text-xs text-ink-muted">{relativeTimeText(r.created_at)}</p><Note note={r.note} /></>}>
                <Button size="sm" disabled={busy} onClick={() => void act({ kind: 'accept', requestId: r.id }, { title: t('connect.connected'), message: t('connect.nowConnected', { name: r.member.name || t('network.thisMember') }) })}>
                  <Check aria-hidden="true" className="size-4" /> {t('connect.accept')}
                </Button>
                <Button variant="secondary" size="sm" disabled={busy} onClick={() => void act({ kind: 'decline', requestId: r.id }, { title: t('connect.declinedTitle'), message: r.member.name ? t('connections.theyNotTold', { name: r.member.name }) : t('connections.theyNotToldAnon') })}>
                  {t('connect.decline')}
                </Button>
              </MemberLine>
            ))}
          </ul>
        )}
      </Card>
      {data.sent.length > 0 && (
        <Card className="space-y-1">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
            <Send aria-hidden="true" className="size-5 text-ink-muted" /> {t('connections.requestsYouSent')}
          </h2>
          <ul className="divide-y divide-line" aria-label={t('connections.requestsYouSent')}>
            {data.sent.map((r) => (
              <MemberLine key={r.id} member={r.member} detail={<><p className="text-xs text-ink-muted">{t('connections.sentAgo', { when: relativeTimeText(r.created_at).toLowerCase() })}</p><Note note={r.note} /></>}>
                <Button variant="secondary" size="sm" disabled={busy} onClick={() => void act({ kind: 'withdraw', requestId: r.id }, { title: t('connect.withdrawnTitle'), message: t('connect.withdrawnText', { name: r.member.name || t('network.thisMember') }) })}>
                  {t('connect.withdraw')}
                </Button>
              </MemberLine>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}

function ConnectionList() {
  const { data, isPending, error, fetchNextPage, hasNextPage, isFetchingNextPage } = useInfiniteQuery({
    queryKey: connectionKeys.list,
    queryFn: ({ pageParam, signal }) => fetchConnectionPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
  const { act, busy } = useAct();
  if (isPending) return <Skeleton className="h-56" />;
  if (error || !data) return <Alert tone="error" title={t('connections.listFailed')}>{t('network.checkConnection')}</Alert>;
  const total = data.pages[0]?.total ?? 0;
  const capped = data.pages[0]?.total_capped ?? false;
  const rows = data.pages.flatMap((p) => p.connections);
  return (
    <Card className="space-y-1">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
          <Users aria-hidden="true" className="size-5 text-ink-muted" /> {t('connect.yourConnections')}
        </h2>
        <span className="text-sm text-ink-muted" data-testid="connection-total">{connectionCountText(total, capped)}</span>
      </div>
      {rows.length === 0 ? (
        <p className="py-2 text-ink-muted">
          {t('connections.noneHint')}
        </p>
      ) : (
        <ul className="divide-y divide-line" aria-label={t('connect.yourConnections')}>
          {rows.map((c) => (
            <MemberLine key={c.member.id} member={c.member} detail={<p className="text-xs text-ink-muted">{t('connections.since', { date: longDate(c.connected_at) })}</p>}>
              <RemoveConnection
                name={c.member.name || t('network.thisMember')}
                disabled={busy}
                onConfirm={() => act({ kind: 'remove', memberId: c.member.id }, { title: t('connect.removedTitle'), message: t('connect.removedText', { name: c.member.name || t('network.thisMember') }) })}
              />
            </MemberLine>
          ))}
        </ul>
      )}
      {hasNextPage && (
        <div className="pt-2 text-center">
          <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {t(isFetchingNextPage ? 'network.loading' : 'network.showMore')}
          </Button>
        </div>
      )}
    </Card>
  );
}
