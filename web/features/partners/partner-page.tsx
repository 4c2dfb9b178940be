import { IMAGE_SIZES } from '../../../contracts/storage';
import { useQuery } from '@tanstack/react-query';
import { Building2, Eye, Globe, MapPin } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { PartnerPageDto } from '../../../contracts/partners';
import { SSR_KEYS } from '../../../contracts/ssr';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { ShareButton } from '../../components/ui/share-button';
import { PageSkeleton } from '../../components/ui/skeleton';
import { api, ApiRequestError, retryServerFaults } from '../../lib/api';
import { useSession } from '../../lib/session';
import { publicLink, useSite } from '../../lib/site';
import { usePageMeta } from '../../lib/page-meta';
import { VenueCard } from '../../components/venue/venue-card';
import { StoredImage } from '../../components/stored-image';
import { FollowButton } from '../../components/network/follow-button';
import { t } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { HydrateLater } from '../../lib/hydrate-later';

function Logo({ url, name }: { url: string | null; name: string }) {
  return <StoredImage src={url} sizes={IMAGE_SIZES.tile} alt={url ? t('venues.partner.logo', { name }) : ''} fit="contain" icon={Building2} iconClassName="size-10" className="size-20 rounded-2xl border border-line bg-white p-1 sm:size-24" />;
}

/** /v/{slug}: a published venue partner's public page with its venues (docs/product.md §2). */
export default function PartnerPage() {
  const { slug = '' } = useParams();
  const { status } = useSession();
  const site = useSite();
  const { data, isPending, error } = useQuery({
    // The session decides what an unpublished page shows, so refetch when it settles.
    queryKey: SSR_KEYS.partnerPage(slug, status),
    queryFn: ({ signal }) => api<PartnerPageDto>(`/api/partners/by-slug/${encodeURIComponent(slug)}`, { signal }),
    retry: retryServerFaults,
    enabled: status !== 'loading',
  });
  usePageMeta(data?.partner.display_name, data?.partner.short_bio || undefined);

  if (status === 'loading' || isPending) return <PageSkeleton />;
  if (error || !data) {
    const missing = error instanceof ApiRequestError && error.status === 404;
    return (
      <div className="mx-auto max-w-2xl px-4 py-12 text-center">
        <h1 className="text-2xl font-bold text-ink">{missing ? t('venues.partner.notFound') : t('venues.partner.loadFailed')}</h1>
        <p className="mt-2 text-ink-muted">{missing ? t('venues.partner.notFoundHint') : t('venues.checkConnection')}</p>
        <Link to="/partners" className={buttonClasses('primary', 'md', 'mt-5')}>
          {t('venues.partner.seeAll')}
        </Link>
      </div>
    );
  }
  const p = data.partner;
  const place = [p.location_city, p.location_country].filter(Boolean).join(', ');
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      {!p.is_public && (
        <Alert tone="info" title={t('venues.partner.notPublished')} className="mb-6">
          <span className="inline-flex items-center gap-1.5">
            <Eye aria-hidden="true" className="size-4" /> {t('venues.partner.notPublishedBody')}
          </span>
        </Alert>
      )}
      <header className="rounded-card border border-line bg-surface-raised p-5 shadow-sm sm:p-8">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <Logo url={p.logo_url} name={p.display_name} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap gap-2">
              <Badge>{t('venues.partner.badge')}</Badge>
              {p.sector && (
                <Badge tone="neutral">
                  <bdi>{p.sector}</bdi>
                </Badge>
              )}
            </div>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl" dir="auto">
              {p.display_name}
            </h1>
            <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-ink-muted">
              {place && (
                <span className="inline-flex items-center gap-1.5">
                  <MapPin aria-hidden="true" className="size-4" /> <bdi>{place}</bdi>
                </span>
              )}
              {p.website_url && (
                <a href={p.website_url} target="_blank" rel="noreferrer nofollow" className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline sm:min-h-0 dark:text-brand-300">
                  <Globe aria-hidden="true" className="size-4" /> {p.website_url.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                  <span className="sr-only"> {t('venues.page.newTab')}</span>
                </a>
              )}
            </div>
            {p.short_bio && (
              <p className="mt-4 max-w-3xl leading-7 text-ink" dir="auto">
                {p.short_bio}
              </p>
            )}
            <FollowButton kind="partner" id={p.id} name={p.display_name} className="mt-4" />
            <div className="mt-4 flex flex-wrap gap-2">
              {/* Only a published page is worth sharing: others would meet a not-found page. */}
              {p.is_public && <ShareButton url={publicLink(site, `/v/${p.slug}`)} title={p.display_name} size="sm" />}
              {data.viewer_is_owner && (
                <Link to="/profile#partner-profile" className={buttonClasses('secondary', 'sm')}>
                  {t('venues.partner.edit')}
                </Link>
              )}
            </div>
          </div>
        </div>
      </header>
      {/* The venues: hydrated in a task after the header's (web/lib/hydrate-later.tsx). */}
      <HydrateLater>
        <section aria-labelledby="partner-venues" className="mt-8">
          <h2 id="partner-venues" className="text-xl font-semibold text-ink">
            {t('venues.partner.venues', { count: data.venues.length })}
          </h2>
          {data.venues.length === 0 ? (
            <p className="mt-3 text-ink-muted">{t('venues.partner.noVenues')}</p>
          ) : (
            <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {data.venues.map((v, i) => (
                // The first venue's picture is the largest on a phone's first screen (LCP): not lazy.
                <VenueCard key={v.id} venue={v} priority={i === 0} />
              ))}
            </ul>
          )}
          {status !== 'signedIn' && data.venues.length > 0 && (
            <p className="mt-4 text-sm text-ink-muted">
              {richText(t('venues.partner.signIn'), {
                link: (words) => (
                  <Link to="/login" className="font-semibold text-brand-700 underline dark:text-brand-300">
                    {words}
                  </Link>
                ),
              })}
            </p>
          )}
        </section>
      </HydrateLater>
    </div>
  );
}
