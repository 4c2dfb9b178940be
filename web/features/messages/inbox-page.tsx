import { useInfiniteQuery } from '@tanstack/react-query';
import { Inbox, UserPlus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { ConversationDto } from '../../../contracts/messages';
import { badgeText } from '../../../contracts/constants';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { UserAvatar } from '../../components/user-avatar';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { fetchInbox, type Box } from './api';
import { listTime } from './times';

/**
 * /messages (issue 26): conversations newest first, and the requests tab with message requests
 * from people met at meetups. Paged with the server's keyset cursor; kept fresh by realtime
 * (the 'messages' query keys are refetched on every message and read mark).
 */
export default function InboxPage() {
  const [params, setParams] = useSearchParams();
  const box: Box = params.get('tab') === 'requests' ? 'requests' : 'inbox';
  const me = useSession().session?.user.id;
  const q = useInfiniteQuery({
    queryKey: ['messages', 'inbox', box],
    queryFn: ({ pageParam, signal }) => fetchInbox(box, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
  const conversations = q.data?.pages.flatMap((p) => p.conversations) ?? [];
  const requests = q.data?.pages[0]?.requests ?? 0;

  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:px-6 sm:py-10">
      {/* The same title block as the other pages (size and a line saying what is here). */}
      <header className="mb-5">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('messages.title')}</h1>
        <p className="mt-2 text-ink-muted">{t('messages.intro')}</p>
      </header>
      <div role="tablist" aria-label={t('messages.title')} className="mb-4 inline-flex rounded-xl border border-line bg-surface-raised p-1">
        {(['inbox', 'requests'] as const).map((b) => (
          <button
            key={b}
            type="button"
            role="tab"
            aria-selected={box === b}
            data-testid={`messages-tab-${b}`}
            onClick={() => setParams(b === 'requests' ? { tab: 'requests' } : {}, { replace: true })}
            className={cn(
              'inline-flex h-9 items-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors',
              box === b ? 'bg-brand-700 text-white dark:bg-brand-600' : 'text-ink-muted hover:text-ink',
            )}
          >
            {t(b === 'inbox' ? 'messages.inbox' : 'messages.requests')}
            {b === 'requests' && requests > 0 && (
              <span className={cn('min-w-5 rounded-full px-1.5 text-xs leading-5', box === b ? 'bg-white/25' : 'bg-red-600 text-white')}>
                {badgeText(requests)}
                <span className="sr-only">{t('messages.waitingSuffix')}</span>
              </span>
            )}
          </button>
        ))}
      </div>

      <div role="tabpanel" aria-label={t(box === 'inbox' ? 'messages.inbox' : 'messages.requests')}>
        {q.isPending ? (
          <ul className="space-y-2" aria-label={t('messages.loadingConversations')}>
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="flex items-center gap-3 rounded-card border border-line bg-surface-raised p-4">
                <Skeleton className="size-12 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-1/3" />
                  <Skeleton className="h-3.5 w-2/3" />
                </div>
              </li>
            ))}
          </ul>
        ) : q.isError ? (
          <p className="rounded-card border border-line bg-surface-raised p-6 text-center text-ink-muted">
            {t('messages.loadFailed')}{' '}
            <Button variant="link" onClick={() => void q.refetch()}>
              {t('messages.tryAgain')}
            </Button>
          </p>
        ) : conversations.length === 0 ? (
          <Empty box={box} />
        ) : (
          <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface-raised shadow-sm" data-testid="conversation-list">
            {conversations.map((c) => (
              <Row key={c.id} c={c} me={me} />
            ))}
          </ul>
        )}
        {q.hasNextPage && (
          <div className="mt-4 text-center">
            <Button variant="secondary" onClick={() => void q.fetchNextPage()} disabled={q.isFetchingNextPage}>
              {t(q.isFetchingNextPage ? 'network.loading' : 'messages.showOlder')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

function Row({ c, me }: { c: ConversationDto; me: string | undefined }) {
  const unread = c.unread_count > 0;
  const last = c.last_message;
  return (
    <li>
      <Link
        to={`/messages/${c.id}`}
        data-testid="conversation-row"
        className="flex items-center gap-3 px-4 py-3.5 transition-colors hover:bg-surface-sunken focus-visible:bg-surface-sunken focus-visible:outline-none"
      >
        <UserAvatar name={c.other.name} src={c.other.avatar} sizes="3rem" className="size-12 text-base" />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <span dir="auto" className={cn('truncate text-ink', unread ? 'font-bold' : 'font-semibold')}>{c.other.name}</span>
            <time dateTime={c.last_message_at} className={cn('shrink-0 text-xs', unread ? 'font-semibold text-brand-700 dark:text-brand-300' : 'text-ink-muted')}>
              {listTime(c.last_message_at)}
            </time>
          </div>
          <div className="mt-0.5 flex items-center justify-between gap-2">
            <span className={cn('truncate text-sm', unread ? 'font-medium text-ink' : 'text-ink-muted')}>
              {c.requested_by_me && <span className="me-1.5 rounded-full bg-surface-sunken px-2 py-0.5 text-xs font-semibold text-ink-muted">{t('connect.requestSent')}</span>}
              {/* The member's words in their own box: only they are cut short, never the catalogue's. */}
              {last?.sender_id === me && <span>{t('messages.you')} </span>}
              <span dir="auto">{last ? last.body : t('messages.noMessagesYet')}</span>
            </span>
            {unread && (
              <span className="min-w-5 shrink-0 rounded-full bg-brand-700 px-1.5 text-center text-xs leading-5 font-bold text-white dark:bg-brand-500" data-testid="conversation-unread">
                {badgeText(c.unread_count)}
                <span className="sr-only">{t('messages.unreadSuffix')}</span>
              </span>
            )}
          </div>
        </div>
      </Link>
    </li>
  );
}

function Empty({ box }: { box: Box }) {
  const Icon = box === 'inbox' ? Inbox : UserPlus;
  return (
    <div className="rounded-card border border-dashed border-line bg-surface-raised px-6 py-12 text-center">
      <Icon aria-hidden="true" className="mx-auto size-10 text-ink-muted" />
      <h2 className="mt-3 text-lg font-semibold text-ink">{t(box === 'inbox' ? 'messages.noConversations' : 'messages.noRequests')}</h2>
      <p className="mx-auto mt-1 max-w-sm text-ink-muted">
        {t(box === 'inbox' ? 'messages.inboxEmptyText' : 'messages.requestsEmptyText')}
      </p>
    </div>
  );
}
