import { ArrowLeft, CalendarPlus, Check, Clock, Crown, Hourglass, Mail, MapPin, Pencil, Timer, Users, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PRICE_PROFESSIONAL_PENCE } from '../../../contracts/constants';
import { formatMoney } from '../../../contracts/format';
import { venueTypeName } from '../../components/venue/venue-type';
import { activeLocale, t } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { LocationMap } from '../../components/map/location-map';
import { osmLink } from '../../components/map/types';
import { Card } from '../../components/ui/card';
import { ShareButton } from '../../components/ui/share-button';
import { PageSkeleton } from '../../components/ui/skeleton';
import { ApiRequestError } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { publicLink, useSite } from '../../lib/site';
import { useVenue } from './api';
import { DeleteVenueButton } from './delete-venue-dialog';
import { useVenuesLive } from './live';
import { RatingPanel } from './rating-panel';
import { ratingNumber, StarsDisplay } from '../../components/venue/stars';
import { VenueGallery } from './venue-gallery';
import { VenueWeek } from '../../components/venue/venue-week';
import { VenueMeetups } from './venue-meetups';
import { FollowButton } from '../../components/network/follow-button';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-line bg-surface-raised p-3.5">
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        <span aria-hidden="true" className="text-brand-700 dark:text-brand-300">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 font-semibold break-words text-ink">{children}</dd>
    </div>
  );
}


/** /venues/{venueId}: gallery, every venue field, rate in pounds, ratings, meetups here, actions by role. */
export default function VenuePage() {
  const { venueId } = useParams();
  const { role } = useSession();
  const site = useSite();
  const { data: v, isPending, error } = useVenue(venueId);
  useVenuesLive();
  usePageMeta(v?.name);

  if (isPending) return <PageSkeleton />;
  if (error || !v) {
    const missing = error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Alert tone={missing ? 'info' : 'error'} title={missing ? t('venues.page.notFound') : t('venues.page.loadFailed')}>
          {missing ? t('venues.page.maybeRemoved') : t('venues.checkConnection')}
        </Alert>
        <Link to="/venues" className={buttonClasses('secondary', 'md', 'mt-4')}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" /> {t('venues.page.allVenues')}
        </Link>
      </div>
    );
  }

  const mapUrl = v.latitude !== null && v.longitude !== null ? osmLink({ lat: v.latitude, lng: v.longitude }) : null;
  return (
    <article className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <Link to="/venues" className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" /> {t('venues.page.allVenues')}
      </Link>
      <div className="mt-2">
        <VenueGallery images={v.images} name={v.name} />
      </div>

      <header className="mt-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Badge>{venueTypeName(v.venue_type)}</Badge>
            {v.instant_booking && (
              <Badge tone="success">
                <Zap aria-hidden="true" className="me-1 size-3.5" /> {t('venues.instantBooking')}
              </Badge>
            )}
          </div>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl" dir="auto">
            {v.name}
          </h1>
          <p className="mt-2 flex items-start gap-1.5 text-ink-muted">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              <bdi>{v.address}</bdi>
              {mapUrl && (
                <>
                  {' · '}
                  <a href={mapUrl} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline dark:text-brand-300">
                    {t('venues.page.openMap')}
                    <span className="sr-only"> {t('venues.page.newTab')}</span>
                  </a>
                </>
              )}
            </span>
          </p>
          <div className="mt-2 flex items-center gap-2 text-sm text-ink-muted">
            <StarsDisplay value={v.rating.average} />
            {v.rating.count > 0 ? t('venues.page.ratingSummary', { average: ratingNumber(v.rating.average ?? 0), count: v.rating.count }) : t('venues.noRatingsYet')}
          </div>
          <FollowButton kind="venue" id={v.id} name={v.name} className="mt-3" />
        </div>
        <div className="flex flex-wrap gap-2">
          {/* The partner's public page when published (anyone can open it), else this page. */}
          <ShareButton url={publicLink(site, v.partner?.is_public ? `/v/${v.partner.slug}` : `/venues/${v.id}`)} title={v.name} />
          {v.abilities.edit && (
            <Link to={`/venues/${v.id}/edit`} className={buttonClasses('secondary')}>
              <Pencil aria-hidden="true" className="size-4" /> {t('venues.page.edit')}
            </Link>
          )}
          {v.abilities.delete && <DeleteVenueButton venueId={v.id} name={v.name} after={role === 'venue' ? '/venue-management' : '/venues'} />}
        </div>
      </header>

      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-8">
          {v.description && (
            <section aria-labelledby="about-heading">
              <h2 id="about-heading" className="text-xl font-semibold text-ink">
                {t('venues.page.about')}
              </h2>
              <div className="mt-2 space-y-3 leading-7 text-ink-muted">
                {v.description.split(/\n{2,}/).map((para, i) => (
                  <p key={i} dir="auto">
                    {para}
                  </p>
                ))}
              </div>
            </section>
          )}
          <section aria-labelledby="details-heading">
            <h2 id="details-heading" className="text-xl font-semibold text-ink">
              {t('venues.page.details')}
            </h2>
            <dl className="mt-3 grid gap-3 sm:grid-cols-2">
              <Fact icon={<Users className="size-5" />} label={t('venues.capacity')}>
                {t('venues.page.upToPeople', { count: v.capacity })}
              </Fact>
              <Fact icon={<Hourglass className="size-5" />} label={t('venues.page.minimumBooking')}>
                {t('venues.page.hours', { count: v.min_booking_hours })}
              </Fact>
              <Fact icon={<Timer className="size-5" />} label={t('venues.setupTime')}>
                {v.setup_time > 0 ? t('venues.page.minutes', { count: v.setup_time }) : t('venues.page.noneNeeded')}
              </Fact>
              <Fact icon={<Clock className="size-5" />} label={t('venues.weekends')}>
                {v.weekend_available ? t('venues.page.available') : t('venues.page.weekdaysOnly')}
              </Fact>
            </dl>
          </section>
          {v.amenities.length > 0 && (
            <section aria-labelledby="amenities-heading">
              <h2 id="amenities-heading" className="text-xl font-semibold text-ink">
                {t('venues.amenities')}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {v.amenities.map((a) => (
                  <li key={a} className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface-raised px-3 py-1.5 text-sm font-medium text-ink">
                    <Check aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" /> <bdi>{a}</bdi>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <LocationMap name={v.name} address={v.address} latitude={v.latitude} longitude={v.longitude} />
          <VenueWeek venueId={v.id} />
          <VenueMeetups venueId={v.id} />
          <RatingPanel venue={v} />
        </div>

        <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <Card>
            <p className="text-sm text-ink-muted">{t('venues.page.rate')}</p>
            <p className="mt-1 text-3xl font-bold text-ink" data-testid="venue-rate">
              {v.default_booking_rate > 0
                ? richText(t('venues.page.ratePerHour', { amount: formatMoney(v.default_booking_rate, v.currency, activeLocale()) }), {
                    unit: (words) => <span className="text-base font-medium text-ink-muted">{words}</span>,
                  })
                : t('venues.page.free')}
            </p>
            <p className="mt-1 text-sm text-ink-muted">
              {t(v.instant_booking ? 'venues.page.minimumInstant' : 'venues.page.minimumConfirm', { count: v.min_booking_hours })}
            </p>
            {role === 'professional' && (
              <Link to={`/create-meetup?venueId=${v.id}`} className={buttonClasses('primary', 'lg', 'mt-4 w-full')}>
                <CalendarPlus aria-hidden="true" className="size-5" /> {t('venues.page.book')}
              </Link>
            )}
            {/* A basic member cannot book: say what would let them, instead of showing nothing. */}
            {role === 'basic' && (
              <div className="mt-4 rounded-xl bg-brand-50 p-4 dark:bg-brand-900/40" data-testid="upgrade-prompt">
                <p className="font-semibold text-ink">{t('venues.page.upgradeTitle')}</p>
                <p className="mt-1 text-sm text-ink-muted">{t('venues.page.upgradeBody', { price: formatMoney(PRICE_PROFESSIONAL_PENCE, 'GBP', activeLocale()) })}</p>
                <Link to={`/upgrade-account?returnTo=${encodeURIComponent(`/venues/${v.id}`)}`} className={buttonClasses('primary', 'md', 'mt-3 w-full')}>
                  <Crown aria-hidden="true" className="size-4" /> {t('venues.page.becomePro')}
                </Link>
              </div>
            )}
          </Card>
          <Card className="space-y-3">
            <p className="text-sm text-ink-muted">{t('venues.page.hostedBy')}</p>
            <p className="font-semibold text-ink" dir="auto">{v.partner?.display_name ?? v.owner_name}</p>
            {v.partner && (
              <Link to={`/v/${v.partner.slug}`} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline dark:text-brand-300">
                {v.partner.is_public ? t('venues.page.viewPartner') : t('venues.page.viewPartnerUnpublished')}
              </Link>
            )}
            {v.contact_email && (
              <a href={`mailto:${v.contact_email}`} className="flex min-h-11 items-center gap-2 text-sm font-semibold break-all text-brand-700 underline dark:text-brand-300">
                <Mail aria-hidden="true" className="size-4 shrink-0" /> {v.contact_email}
              </a>
            )}
          </Card>
        </aside>
      </div>
    </article>
  );
}
