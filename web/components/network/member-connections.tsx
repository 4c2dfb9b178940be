import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../ui/card';
import { UserAvatar } from '../user-avatar';
import { t } from '../../lib/i18n';
import { useMemberConnections } from './connections-api';
import { connectionCountText } from './follow-api';

/**
 * A member's connections on their profile (issue 26): the count and a few names, only when the
 * owner shows them ("Show my connections on my profile"); the server decides, this only shows.
 */
export function MemberConnections({ memberId, isSelf }: { memberId: string; isSelf: boolean }) {
  const { data } = useMemberConnections(memberId);
  if (!data?.shown || data.count === null) return null;
  if (data.count === 0 && !isSelf) return null;
  return (
    <section aria-labelledby="member-connections">
      <Card className="space-y-3">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="member-connections" className="flex items-center gap-2 text-lg font-semibold text-ink">
            <Users aria-hidden="true" className="size-5 text-ink-muted" /> {t('connections.heading')}
          </h2>
          <span className="text-sm text-ink-muted" data-testid="connection-count">
            {connectionCountText(data.count, data.count_capped)}
          </span>
        </div>
        {data.members.length > 0 ? (
          <ul className="grid gap-2 sm:grid-cols-2">
            {data.members.map((m) => (
              <li key={m.id}>
                <Link to={`/members/${m.id}`} className="flex items-center gap-3 rounded-xl border border-line px-3 py-2 hover:bg-surface-sunken">
                  <UserAvatar name={m.name} src={m.avatar} sizes="2.5rem" className="size-10" />
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-ink">{m.name || t('network.aMember')}</span>
                    {m.headline && <span className="block truncate text-sm text-ink-muted">{m.headline}</span>}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-ink-muted">{t('connections.noneYet')}</p>
        )}
        {isSelf && (
          <Link to="/connections" className="inline-block text-sm font-semibold text-brand-700 underline dark:text-brand-300">
            {t('connections.seeAll')}
          </Link>
        )}
      </Card>
    </section>
  );
}
