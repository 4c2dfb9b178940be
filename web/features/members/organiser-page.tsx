import { ProfileUnavailable } from './profile-unavailable';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Globe2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { OrganiserPageDto } from '../../../contracts/follows';
import { SSR_KEYS } from '../../../contracts/ssr';
import { FollowButton } from '../../components/network/follow-button';
import { longDate } from '../../../contracts/format';
import { t } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { ShareButton } from '../../components/ui/share-button';
import { PageSkeleton } from '../../components/ui/skeleton';
import { UserAvatar } from '../../components/user-avatar';
import { api, ApiRequestError, retryServerFaults } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { publicLink, useSite } from '../../lib/site';

/**
 * /o/{id}: an organiser's public page (issue 26), for anyone — name, picture, headline, the
 * approved meetups they organise next and Follow (a visitor is asked to sign in first). The
 * server renders it for visitors (server/app.ts); a member who hides their profile is private.
 */
export default function OrganiserPage() {
  const { organiserId = '' } = useParams();
  const { status } = useSession();
  const site = useSite();
  const { data: o, isPending, error } = useQuery({
    queryKey: SSR_KEYS.organiserPage(organiserId, status),
    queryFn: ({ signal }) => api<OrganiserPageDto>(`/api/public/organisers/${encodeURIComponent(organiserId)}`, { signal }),
    retry: retryServerFaults,
    enabled: status !== 'loading',
  });
  usePageMeta(o?.name, o?.headline || undefined);

  if (status === 'loading' || isPending) return <PageSkeleton />;
  if (error || !o) {
    const hidden = error instanceof ApiRequestError && error.code === 'profile_hidden';
    const missing = error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
    return (
      <ProfileUnavailable
        hidden={hidden}
        title={t(hidden ? 'members.privateTitle' : missing ? 'organiser.notFoundTitle' : 'organiser.loadFailedTitle')}
        text={t(hidden ? 'organiser.privateText' : missing ? 'members.notFoundText' : 'network.checkConnection')}
      />
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:px-6 sm:py-10">
      <Card className="overflow-hidden p-0">
        <div aria-hidden="true" className="h-20 bg-gradient-to-r from-brand-700 via-brand-600 to-accent-500 sm:h-24" />
        <div className="-mt-12 flex flex-col items-center gap-3 px-5 pb-6 text-center sm:flex-row sm:items-start sm:text-start">
          <UserAvatar name={o.name} src={o.avatar} sizes="6rem" className="size-24 border-4 border-surface-raised text-2xl shadow-md" />
          <div className="min-w-0 flex-1 sm:mt-14">
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl" data-testid="organiser-name">
              {o.name}
            </h1>
            {o.headline && <p dir="auto" className="mt-1 text-ink-muted">{o.headline}</p>}
            <div className="mt-2 flex flex-wrap justify-center gap-2 sm:justify-start">
              <Badge>{t('organiser.badge')}</Badge>
              {o.country && (
                <Badge tone="neutral">
                  <Globe2 aria-hidden="true" className="me-1 inline size-3.5" />
                  {o.country}
                </Badge>
              )}
            </div>
            <div className="mt-4 flex flex-wrap items-center justify-center gap-3 sm:justify-start">
              <FollowButton kind="organiser" id={o.id} name={o.name} />
              <ShareButton url={publicLink(site, `/o/${o.id}`)} title={o.name} size="sm" />
            </div>
          </div>
        </div>
      </Card>
      <section aria-labelledby="organiser-upcoming">
        <Card className="space-y-4">
          <h2 id="organiser-upcoming" className="text-lg font-semibold text-ink">
            {t('organiser.upcoming')}
          </h2>
          {o.upcoming.length === 0 ? (
            <p className="text-ink-muted">{richText(t('organiser.noUpcoming', { name: o.name }), { name: (words) => <bdi>{words}</bdi> })}</p>
          ) : (
            <ul className="space-y-2">
              {o.upcoming.map((m) => (
                <li key={m.id}>
                  <Link to={`/m/${m.id}`} className="flex items-start gap-3 rounded-xl border border-line px-3 py-2.5 hover:bg-surface-sunken">
                    <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300" />
                    <span className="min-w-0">
                      <span dir="auto" className="block font-medium text-ink">{m.title}</span>
                      <span className="block text-sm text-ink-muted">
                        {longDate(m.date, { weekday: true })} · {m.time}
                        {m.venue_name && ` · ${m.venue_name}`}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </section>
    </div>
  );
}
