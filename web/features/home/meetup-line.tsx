import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { clockIn, dateParts } from '../../../contracts/format';
import type { HomeMeetupDto } from '../../../contracts/home';
import { Badge } from '../../components/ui/badge';
import { t } from '../../lib/i18n';

const RELATION = {
  organising: { label: 'home.line.organising', tone: 'brand' },
  attending: { label: 'home.line.going', tone: 'success' },
  following: { label: 'home.line.new', tone: 'brand' },
  hosting: { label: 'home.line.atYourVenue', tone: 'neutral' },
} as const;

/**
 * A meetup as one line: its day, then the title (up to two lines, so a phone shows it whole), the
 * time in the venue's own zone ('18:00 GMT') and where, then why it is here. `extra` replaces
 * the relation badge (e.g. a request's answer-by time).
 */
export function MeetupLine({ meetup: m, extra }: { meetup: HomeMeetupDto; extra?: ReactNode }) {
  const day = dateParts(m.date);
  const pending = m.booking_status === 'pending' && m.relation === 'organising';
  const look = RELATION[m.relation];
  const note = m.relation === 'following' && m.via ? t('home.line.from', { name: m.via }) : m.relation === 'hosting' ? t('home.line.organisedBy', { name: m.organizer_name || t('home.line.aMember') }) : null;
  return (
    <li className="flex min-w-0 items-start gap-3 py-3">
      <div aria-hidden="true" className="flex w-12 shrink-0 flex-col items-center rounded-xl border border-line bg-surface-sunken py-1.5 leading-none">
        <span className="text-[0.65rem] font-semibold uppercase tracking-wide text-ink-muted">{day.weekday}</span>
        <span className="mt-0.5 text-lg font-bold text-ink">{day.day}</span>
        <span className="text-[0.65rem] font-semibold uppercase text-brand-700 dark:text-brand-300">{day.month}</span>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 items-start justify-between gap-3">
          <Link to={`/meetups/${m.id}`} className="line-clamp-2 min-w-0 font-semibold leading-snug text-ink hover:underline focus-visible:underline">
            {m.title}
          </Link>
          <span className="hidden shrink-0 sm:block">{extra ?? <RelationBadge pending={pending} look={look} />}</span>
        </div>
        <p className="mt-0.5 truncate text-sm text-ink-muted">
          <span className="sr-only">{`${day.weekday} ${day.day} ${day.month}, `}</span>
          <time dateTime={m.starts_at}>{clockIn(m.starts_at, m.time_zone, { zoneName: true })}</time>
          {m.venue_name && ` · ${m.venue_name}`}
          {m.venue_place && `, ${m.venue_place.split(',')[0]}`}
        </p>
        <div className="mt-1 flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="sm:hidden">{extra ?? <RelationBadge pending={pending} look={look} />}</span>
          {note && <span className="truncate text-xs text-ink-muted">{note}</span>}
        </div>
      </div>
    </li>
  );
}

function RelationBadge({ pending, look }: { pending: boolean; look: (typeof RELATION)[keyof typeof RELATION] }) {
  return pending ? <Badge tone="warning">{t('home.line.awaitingVenue')}</Badge> : <Badge tone={look.tone}>{t(look.label)}</Badge>;
}
