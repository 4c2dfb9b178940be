import { Inbox, MessageSquare, ShieldAlert, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { plural } from '../../../contracts/format';
import type { HomeDto } from '../../../contracts/home';
import { buttonClasses } from '../../components/ui/button';
import { UserAvatar } from '../../components/user-avatar';
import { EmptyState, HomeCard } from './home-card';

/** Connection requests waiting for the member: the count and the newest few. */
export function RequestsCard({ requests }: { requests: HomeDto['connection_requests'] }) {
  return (
    <HomeCard id="home-requests" title="Connection requests" icon={UserPlus} count={requests.count} more={{ to: '/connections', label: requests.count ? 'Answer' : 'Connections' }}>
      {requests.count === 0 ? (
        <p className="py-2 text-sm text-ink-muted">No requests waiting. When someone asks to connect, you will find them here.</p>
      ) : (
        <ul className="divide-y divide-line">
          {requests.latest.map((r) => (
            <li key={r.id} className="flex min-w-0 items-center gap-3 py-2.5">
              <UserAvatar name={r.member.name} src={r.member.avatar} />
              <div className="min-w-0 flex-1">
                <Link to={`/members/${r.member.id}`} className="block truncate font-semibold text-ink hover:underline">
                  {r.member.name}
                </Link>
                <p className="truncate text-sm text-ink-muted">{r.note ? `“${r.note}”` : (r.member.headline ?? 'Wants to connect')}</p>
              </div>
            </li>
          ))}
          {requests.count > requests.latest.length && <li className="py-2 text-sm text-ink-muted">and {plural(requests.count - requests.latest.length, 'more request')}</li>}
        </ul>
      )}
    </HomeCard>
  );
}

/** Unread messages: how many, and the way to the inbox. */
export function MessagesCard({ unread }: { unread: number }) {
  return (
    <HomeCard id="home-messages" title="Messages" icon={MessageSquare} count={unread}>
      <div className="flex items-center justify-between gap-3 py-1">
        <p className="text-sm text-ink-muted">{unread ? <span className="font-semibold text-ink">{plural(unread, 'unread message')}</span> : 'You’re all caught up.'}</p>
        <Link to="/messages" className={buttonClasses(unread ? 'primary' : 'secondary', 'sm')}>
          <Inbox aria-hidden="true" className="size-4" />
          Open inbox
        </Link>
      </div>
    </HomeCard>
  );
}

/** Admins: reports waiting in the moderation queue. */
export function ModerationCard({ open }: { open: number }) {
  return (
    <HomeCard id="home-moderation" title="Moderation queue" icon={ShieldAlert} count={open}>
      {open === 0 ? (
        <EmptyState icon={ShieldAlert} title="No open reports">
          Reports of members and messages will wait here for a decision.
        </EmptyState>
      ) : (
        <div className="flex items-center justify-between gap-3 py-1">
          <p className="text-sm text-ink">
            <span className="font-semibold">{plural(open, 'open report')}</span> waiting for review
          </p>
          <Link to="/admin" className={buttonClasses('primary', 'sm')}>
            Review
          </Link>
        </div>
      )}
    </HomeCard>
  );
}
