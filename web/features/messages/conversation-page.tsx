import { useQuery } from '@tanstack/react-query';
import { AlertCircle, ArrowLeft, Check, CheckCheck, Clock, RotateCw } from 'lucide-react';
import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { MemberProfileDto } from '../../../contracts/community';
import { MESSAGE_MAX, type ConversationDto, type MessageDto } from '../../../contracts/messages';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useToast } from '../../components/ui/toast';
import { UserAvatar } from '../../components/user-avatar';
import { api, ApiRequestError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { useMessaging } from '../../lib/messages';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { acceptRequest, ignoreRequest, markRead, sendInConversation, sendToMember } from './api';
import { Composer } from './composer';
import { MessageText } from './message-text';
import { bubbleTime, dayLabel, sameDay } from './times';
import { useConversation } from './use-conversation';

type Other = { id: string; name: string; avatar: string | null };
type Pending = { key: string; body: string; failed: string | null };

/** /messages/{conversationId}: one conversation, live. */
export default function ConversationPage() {
  const { conversationId } = useParams();
  return <ConversationView key={conversationId} conversationId={conversationId} />;
}

/** /messages/with/{memberId}: the conversation with this member, or a new one (the first message starts it). */
export function WithMemberPage() {
  const { memberId } = useParams();
  const messaging = useMessaging(memberId);
  const member = useQuery({
    queryKey: ['members', memberId],
    queryFn: ({ signal }) => api<MemberProfileDto>(`/api/members/${memberId}`, { signal }),
    enabled: Boolean(memberId),
    retry: false,
  });
  if (messaging.isPending) return <ConversationSkeleton />;
  if (messaging.data?.conversation_id) return <Navigate replace to={`/messages/${messaging.data.conversation_id}`} />;
  if (!messaging.data || messaging.data.mode === 'none' || !memberId)
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">{t('messages.cannotMessageTitle')}</h1>
        <p className="mt-2 text-ink-muted">{t('messages.cannotMessageText')}</p>
        <Link to="/messages" className="mt-6 inline-flex font-semibold text-brand-700 hover:underline dark:text-brand-300">
          {t('messages.backToMessages')}
        </Link>
      </div>
    );
  const other: Other = { id: memberId, name: member.data?.name || t('network.thisMember'), avatar: member.data?.avatar ?? null };
  return <ConversationView memberId={memberId} newOther={other} asRequest={messaging.data.mode === 'request'} />;
}

function ConversationView({ conversationId, memberId, newOther, asRequest }: { conversationId?: string; memberId?: string; newOther?: Other; asRequest?: boolean }) {
  const me = useSession().session?.user.id;
  const navigate = useNavigate();
  const toast = useToast();
  const convo = useConversation(conversationId);
  const { conversation, messages } = convo;
  const other: Other | undefined = conversation?.other ?? newOther;
  usePageMeta(other ? t('messages.pageTitleWith', { name: other.name }) : t('messages.title'));
  const [pending, setPending] = useState<Pending[]>([]);

  // Scrolling: the page opens at the newest message and follows new ones while the reader is
  // at the bottom (or wrote them); loading older ones keeps the view where it was.
  const atBottom = useRef(true);
  const olderFrom = useRef<number | null>(null);
  useEffect(() => {
    const onScroll = () => (atBottom.current = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 160);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useLayoutEffect(() => {
    if (olderFrom.current !== null) {
      window.scrollTo(0, window.scrollY + document.documentElement.scrollHeight - olderFrom.current);
      olderFrom.current = null;
    } else if (atBottom.current) window.scrollTo(0, document.documentElement.scrollHeight);
  }, [messages.length, pending.length, convo.status]);

  // "Seen": what is on screen while the page is visible is read.
  const newest = messages.at(-1);
  const readUpTo = useRef<string | null>(null);
  const markSeen = useCallback(() => {
    if (!conversationId || !newest || document.visibilityState !== 'visible') return;
    if (newest.sender_id === me && !conversation?.unread_count) return;
    if (readUpTo.current === newest.id) return;
    readUpTo.current = newest.id;
    void markRead(conversationId, newest.id).catch(() => (readUpTo.current = null));
  }, [conversationId, newest, me, conversation?.unread_count]);
  useEffect(() => {
    markSeen();
    document.addEventListener('visibilitychange', markSeen);
    return () => document.removeEventListener('visibilitychange', markSeen);
  }, [markSeen]);

  const send = useCallback(
    async (body: string, key: string = `${Date.now()}-${Math.random().toString(36).slice(2)}`) => {
      setPending((p) => [...p.filter((x) => x.key !== key), { key, body, failed: null }]);
      atBottom.current = true;
      try {
        const sent = conversationId ? await sendInConversation(conversationId, body) : await sendToMember(memberId!, body);
        if (!conversationId) {
          convo.refreshLists();
          navigate(`/messages/${sent.conversation_id}`, { replace: true });
          return;
        }
        convo.merge([sent.message]);
        setPending((p) => p.filter((x) => x.key !== key));
        convo.refreshLists();
      } catch (err) {
        const reason = err instanceof ApiRequestError ? err.message : t('messages.notSent');
        setPending((p) => p.map((x) => (x.key === key ? { ...x, failed: reason } : x)));
      }
    },
    [conversationId, memberId, convo, navigate],
  );

  if (convo.status === 'loading' || !other) return <ConversationSkeleton />;
  if (convo.status === 'error') {
    const missing = convo.error instanceof ApiRequestError && convo.error.status === 404;
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">{t(missing ? 'messages.conversationNotFound' : 'messages.conversationFailed')}</h1>
        <Link to="/messages" className="mt-6 inline-flex font-semibold text-brand-700 hover:underline dark:text-brand-300">
          {t('messages.backToMessages')}
        </Link>
      </div>
    );
  }

  const waitingForMe = conversation?.status === 'request' && !conversation.requested_by_me;
  const waitingForThem = conversation?.status === 'request' && conversation.requested_by_me;
  const canWrite = conversation ? conversation.can_send && !waitingForMe : true;
  const lastMine = [...messages].reverse().find((m) => m.sender_id === me);

  return (
    <div className="mx-auto flex min-h-[calc(100dvh-4rem)] max-w-3xl flex-col border-line sm:border-x">
      <header className="sticky top-[calc(4rem+env(safe-area-inset-top))] z-30 flex items-center gap-3 border-b border-line bg-surface/95 px-3 py-2.5 backdrop-blur sm:px-4">
        <Link to="/messages" aria-label={t('messages.backToMessages')} className="inline-flex size-10 items-center justify-center rounded-xl text-ink hover:bg-surface-sunken">
          <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </Link>
        <Link to={`/members/${other.id}`} className="group flex min-w-0 items-center gap-3 rounded-xl">
          <UserAvatar name={other.name} src={other.avatar} className="size-10" />
          <span className="min-w-0">
            <h1 dir="auto" className="truncate text-base font-semibold text-ink group-hover:underline" data-testid="conversation-name">
              {other.name}
            </h1>
            <span className="block text-xs text-ink-muted">{t(waitingForThem ? 'messages.requestSentStatus' : waitingForMe ? 'messages.requestStatus' : 'messages.viewProfile')}</span>
          </span>
        </Link>
      </header>

      <div role="log" aria-label={t('messages.logLabel', { name: other.name })} aria-live="polite" className="flex-1 px-3 py-4 sm:px-4" data-testid="message-log">
        {convo.hasMoreBefore && (
          <div className="mb-4 text-center">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                olderFrom.current = document.documentElement.scrollHeight;
                void convo.loadOlder();
              }}
            >
              {t('messages.showEarlier')}
            </Button>
          </div>
        )}
        {messages.length === 0 && pending.length === 0 && (
          <div className="mx-auto mt-10 max-w-sm text-center">
            <UserAvatar name={other.name} src={other.avatar} sizes="4rem" className="mx-auto size-16 text-xl" />
            <p className="mt-3 font-semibold text-ink">{t(asRequest ? 'messages.sendRequestTo' : 'messages.sayHello', { name: other.name })}</p>
            <p className="mt-1 text-sm text-ink-muted">
              {asRequest ? t('messages.requestIntro') : t('messages.plainText', { max: MESSAGE_MAX })}
            </p>
          </div>
        )}
        <ol className="space-y-1">
          {messages.map((m, i) => {
            const prev = messages[i - 1];
            const next = messages[i + 1];
            const newDay = !prev || !sameDay(prev.created_at, m.created_at);
            const grouped = next && next.sender_id === m.sender_id && sameDay(next.created_at, m.created_at);
            return (
              <Fragment key={m.id}>
                {newDay && <DaySeparator at={m.created_at} />}
                <Bubble m={m} mine={m.sender_id === me} tail={!grouped} />
                {m.id === lastMine?.id && pending.length === 0 && <Receipt conversation={conversation} message={m} />}
              </Fragment>
            );
          })}
          {pending.map((p) => (
            <PendingBubble key={p.key} p={p} onRetry={() => void send(p.body, p.key)} />
          ))}
        </ol>
      </div>

      {waitingForMe && conversation && <RequestBar conversation={conversation} onAccepted={() => void convo.catchUp()} onIgnored={() => {
        toast.toast({ type: 'info', title: t('messages.requestIgnored'), message: t('connections.theyNotTold', { name: other.name }) });
        convo.refreshLists();
        navigate('/messages?tab=requests');
      }} />}
      <div className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 border-t border-line bg-surface/95 px-3 py-2.5 backdrop-blur sm:px-4 lg:bottom-0">
        {canWrite && !waitingForThem ? (
          <Composer onSend={(body) => void send(body)} placeholder={asRequest ? t('messages.writeRequest') : t('messages.messageName', { name: other.name })} />
        ) : (
          <p className="flex items-center justify-center gap-2 py-2 text-center text-sm text-ink-muted" data-testid="composer-closed">
            {waitingForThem ? (
              <>
                <Clock aria-hidden="true" className="size-4 shrink-0" /> {t('messages.waitingForThem', { name: other.name })}
              </>
            ) : waitingForMe ? (
              t('messages.acceptToReply')
            ) : (
              t('messages.cannotReply')
            )}
          </p>
        )}
      </div>
    </div>
  );
}

function DaySeparator({ at }: { at: string }) {
  return (
    <li className="flex items-center justify-center py-3" data-testid="day-separator">
      <span className="rounded-full bg-surface-sunken px-3 py-1 text-xs font-semibold text-ink-muted">{dayLabel(at)}</span>
    </li>
  );
}

function Bubble({ m, mine, tail }: { m: MessageDto; mine: boolean; tail: boolean }) {
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start', tail && 'pb-1.5')} data-testid={mine ? 'message-mine' : 'message-theirs'}>
      <div
        className={cn(
          'max-w-[82%] rounded-2xl px-3.5 py-2 text-[15px] leading-snug shadow-sm sm:max-w-[70%]',
          mine ? 'bg-brand-700 text-white dark:bg-brand-600' : 'border border-line bg-surface-raised text-ink',
          tail && (mine ? 'rounded-ee-md' : 'rounded-es-md'),
        )}
      >
        <p dir="auto" className="break-words whitespace-pre-wrap">
          <MessageText text={m.body} mine={mine} />
        </p>
        <time dateTime={m.created_at} className={cn('mt-0.5 block text-end text-[11px]', mine ? 'text-white/75' : 'text-ink-muted')}>
          {bubbleTime(m.created_at)}
        </time>
      </div>
    </li>
  );
}

function PendingBubble({ p, onRetry }: { p: Pending; onRetry: () => void }) {
  return (
    <li className="flex flex-col items-end pb-1.5" data-testid={p.failed ? 'message-failed' : 'message-sending'}>
      <div className={cn('max-w-[82%] rounded-2xl rounded-ee-md px-3.5 py-2 text-[15px] leading-snug text-white shadow-sm sm:max-w-[70%]', p.failed ? 'bg-red-700' : 'bg-brand-700/70 dark:bg-brand-600/70')}>
        <p dir="auto" className="break-words whitespace-pre-wrap">{p.body}</p>
      </div>
      {p.failed ? (
        <p role="alert" className="mt-1 flex items-center gap-1.5 text-xs text-red-700 dark:text-red-400">
          <AlertCircle aria-hidden="true" className="size-3.5" /> {p.failed}
          <Button variant="link" size="sm" onClick={onRetry} className="ms-1 h-auto text-xs">
            <RotateCw aria-hidden="true" className="size-3.5" /> {t('messages.retry')}
          </Button>
        </p>
      ) : (
        <p className="mt-1 text-xs text-ink-muted">{t('connect.sending')}</p>
      )}
    </li>
  );
}

function Receipt({ conversation, message }: { conversation: ConversationDto | null; message: MessageDto }) {
  const seen = conversation && BigInt(conversation.other_last_read_id) >= BigInt(message.id);
  return (
    <li className="flex justify-end pb-1 text-xs text-ink-muted" data-testid="receipt">
      {seen ? (
        <span className="inline-flex items-center gap-1 font-semibold text-brand-700 dark:text-brand-300">
          <CheckCheck aria-hidden="true" className="size-3.5" /> {t('messages.seen')}
        </span>
      ) : (
        <span className="inline-flex items-center gap-1">
          <Check aria-hidden="true" className="size-3.5" /> {t('messages.sent')}
        </span>
      )}
    </li>
  );
}

function RequestBar({ conversation, onAccepted, onIgnored }: { conversation: ConversationDto; onAccepted: () => void; onIgnored: () => void }) {
  const [busy, setBusy] = useState(false);
  const act = async (fn: () => Promise<unknown>, then: () => void) => {
    setBusy(true);
    try {
      await fn();
      then();
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label={t('messages.requestStatus')} className="mx-3 mb-3 rounded-card border border-brand-200 bg-brand-50 p-4 sm:mx-4 dark:border-brand-800 dark:bg-brand-900/40">
      <p className="font-semibold text-ink">{t('messages.wouldLike', { name: conversation.other.name })}</p>
      <p className="mt-1 text-sm text-ink-muted">{t('messages.requestBarText')}</p>
      <div className="mt-3 flex gap-2">
        <Button disabled={busy} onClick={() => void act(() => acceptRequest(conversation.id), onAccepted)} data-testid="accept-request">
          {t('connect.accept')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void act(() => ignoreRequest(conversation.id), onIgnored)} data-testid="ignore-request">
          {t('messages.ignore')}
        </Button>
      </div>
    </section>
  );
}

function ConversationSkeleton() {
  return (
    <div className="mx-auto max-w-3xl space-y-3 px-4 py-6" aria-label={t('messages.loadingConversation')}>
      <Skeleton className="h-10 w-48" />
      <Skeleton className="ms-auto h-12 w-2/3 rounded-2xl" />
      <Skeleton className="h-12 w-1/2 rounded-2xl" />
      <Skeleton className="ms-auto h-12 w-1/3 rounded-2xl" />
    </div>
  );
}
