import { Link } from 'react-router';
import type { AttendeeListDto } from '../../../contracts/meetup-attendees';
import { Card } from '../../components/ui/card';
import { UserAvatar } from '../../components/user-avatar';
import { t } from '../../lib/i18n';

const FACES = 5;

/** Issue 15 "who's going": the first few faces and names, then "+N". Names lead to member pages. */
export function WhosGoing({ list }: { list: AttendeeListDto }) {
  const shown = list.attendees.slice(0, FACES);
  const more = list.attendees.length - shown.length;
  return (
    <Card className="space-y-3" data-testid="whos-going">
      <h2 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{t('meetups.attendees.whosGoing')}</h2>
      {shown.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('meetups.attendees.nobody')}</p>
      ) : (
        <ul className="space-y-2">
          {shown.map((p) => (
            <li key={p.id} className="flex items-center gap-2">
              <UserAvatar name={p.name} src={p.avatar} className="size-8" />
              {/* A private profile's name is plain text: the link would lead to "This profile is private". */}
              {p.profile_open ? (
                <Link to={`/members/${p.id}`} className="min-w-0 truncate text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
                  {p.name}
                </Link>
              ) : (
                <span dir="auto" className="min-w-0 truncate text-sm font-medium text-ink">{p.name}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {more > 0 && <p className="text-sm font-semibold text-ink-muted">{t('meetups.attendees.more', { count: more })}</p>}
      {list.waitlist.length > 0 && <p className="text-sm text-ink-muted">{t('meetups.attendees.onWaitlist', { count: list.waitlist.length })}</p>}
    </Card>
  );
}
