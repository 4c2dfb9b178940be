import { Inbox, MessageSquare, ShieldAlert, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import type { HomeDto } from '../../../contracts/home';
import { buttonClasses } from '../../components/ui/button';
import { UserAvatar } from '../../components/user-avatar';
import { EmptyState, HomeCard } from './home-card';
import { t } from '../../lib/i18n';

/** Connection requests waiting for the member: the count and the newest few. */
export function RequestsCard({ requests }: { requests: HomeDto['connection_requests'] }) {
  return (
    <HomeCard id="home-requests" title={t('home.cards.requestsTitle')} icon={UserPlus} count={requests.count} more={{ to: '/connections', label: t(requests.count ? 'home.cards.answer' : 'home.cards.connections') }}>
      {requests.count === 0 ? (
        <p className="py-2 text-sm text-ink-muted">{t('home.cards.noRequests')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {requests.latest.map((r) => (
            <li key={r.id} className="flex min-w-0 items-center gap-3 py-2.5">
              <UserAvatar name={r.member.name} src={r.member.avatar} />
              <div className="min-w-0 flex-1">
                <Link to={`/members/${r.member.id}`} className="block truncate font-semibold text-ink hover:underline">
                  {r.member.name}
                </Link>
                <p className="truncate text-sm text-ink-muted">{r.note ? `“${r.note}”` : (r.member.headline ?? t('home.cards.wantsToConnect'))}</p>
              </div>
            </li>
          ))}
          {requests.count > requests.latest.length && <li className="py-2 text-sm text-ink-muted">{t('home.cards.moreRequests', { count: requests.count - requests.latest.length })}</li>}
        </ul>
      )}
    </HomeCard>
  );
}

/** Unread messages: how many, and the way to the inbox. */
export function MessagesCard({ unread }: { unread: number }) {
  return (
    <HomeCard id="home-messages" title={t('home.cards.messagesTitle')} icon={MessageSquare} count={unread}>
      <div className="flex items-center justify-between gap-3 py-1">
        <p className="text-sm text-ink-muted">{unread ? <span className="font-semibold text-ink">{t('home.cards.unreadMessages', { count: unread })}</span> : t('home.cards.allCaughtUp')}</p>
        <Link to="/messages" className={buttonClasses(unread ? 'primary' : 'secondary', 'sm')}>
          <Inbox aria-hidden="true" className="size-4" />
          {t('home.cards.openInbox')}
        </Link>
      </div>
    </HomeCard>
  );
}

/** Admins: reports waiting in the moderation queue. */
export function ModerationCard({ open }: { open: number }) {
  return (
    <HomeCard id="home-moderation" title={t('home.cards.moderationTitle')} icon={ShieldAlert} count={open}>
      {open === 0 ? (
        <EmptyState icon={ShieldAlert} title={t('home.cards.noOpenReports')}>
          {t('home.cards.noOpenReportsText')}
        </EmptyState>
      ) : (
        <div className="flex items-center justify-between gap-3 py-1">
          <p className="text-sm text-ink">
            {t('home.cards.openReports', { count: open })}
          </p>
          <Link to="/admin" className={buttonClasses('primary', 'sm')}>
            {t('home.cards.review')}
          </Link>
        </div>
      )}
    </HomeCard>
  );
}
