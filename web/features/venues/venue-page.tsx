import { ArrowLeft, CalendarPlus, Check, Clock, Crown, Hourglass, Mail, MapPin, Pencil, Timer, Users, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PRICE_PROFESSIONAL_PENCE } from '../../../contracts/constants';
import { venueTypeLabel } from '../../../contracts/venues';
import { formatMoney, formatPounds } from '../../../contracts/format';
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
import { StarsDisplay } from '../../components/venue/stars';
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

const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;

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
        <Alert tone={missing ? 'info' : 'error'} title={missing ? 'Venue not found' : 'This venue could not be loaded'}>
          {missing ? 'It may have been removed by its owner.' : 'Check your connection and try again.'}
        </Alert>
        <Link to="/venues" className={buttonClasses('secondary', 'md', 'mt-4')}>
          <ArrowLeft aria-hidden="true" className="size-4" /> All venues
        </Link>
      </div>
    );
  }

  const mapUrl = v.latitude !== null && v.longitude !== null ? osmLink({ lat: v.latitude, lng: v.longitude }) : null;
  return (
    <article className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <Link to="/venues" className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
        <ArrowLeft aria-hidden="true" className="size-4" /> All venues
      </Link>
      <div className="mt-2">
        <VenueGallery images={v.images} name={v.name} />
      </div>

      <header className="mt-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Badge>{venueTypeLabel(v.venue_type)}</Badge>
            {v.instant_booking && (
              <Badge tone="success">
                <Zap aria-hidden="true" className="mr-1 size-3.5" /> Instant booking
              </Badge>
            )}
          </div>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{v.name}</h1>
          <p className="mt-2 flex items-start gap-1.5 text-ink-muted">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              {v.address}
              {mapUrl && (
                <>
                  {' · '}
                  <a href={mapUrl} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline dark:text-brand-300">
                    Open map<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </>
              )}
            </span>
          </p>
          <div className="mt-2 flex items-center gap-2 text-sm text-ink-muted">
            <StarsDisplay value={v.rating.average} />
            {v.rating.count > 0 ? `${v.rating.average?.toFixed(1)} · ${v.rating.count} ${v.rating.count === 1 ? 'rating' : 'ratings'}` : 'No ratings yet'}
          </div>
          <FollowButton kind="venue" id={v.id} name={v.name} className="mt-3" />
        </div>
        <div className="flex flex-wrap gap-2">
          {/* The partner's public page when published (anyone can open it), else this page. */}
          <ShareButton url={publicLink(site, v.partner?.is_public ? `/v/${v.partner.slug}` : `/venues/${v.id}`)} title={v.name} />
          {v.abilities.edit && (
            <Link to={`/venues/${v.id}/edit`} className={buttonClasses('secondary')}>
              <Pencil aria-hidden="true" className="size-4" /> Edit
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
                About this venue
              </h2>
              <div className="mt-2 space-y-3 leading-7 text-ink-muted">
                {v.description.split(/\n{2,}/).map((para, i) => (
                  <p key={i}>{para}</p>
                ))}
              </div>
            </section>
          )}
          <section aria-labelledby="details-heading">
            <h2 id="details-heading" className="text-xl font-semibold text-ink">
              Details
            </h2>
            <dl className="mt-3 grid gap-3 sm:grid-cols-2">
              <Fact icon={<Users className="size-5" />} label="Capacity">
                Up to {v.capacity} people
              </Fact>
              <Fact icon={<Hourglass className="size-5" />} label="Minimum booking">
                {hours(v.min_booking_hours)}
              </Fact>
              <Fact icon={<Timer className="size-5" />} label="Setup time">
                {v.setup_time > 0 ? `${v.setup_time} minutes` : 'None needed'}
              </Fact>
              <Fact icon={<Clock className="size-5" />} label="Weekends">
                {v.weekend_available ? 'Available' : 'Weekdays only'}
              </Fact>
            </dl>
          </section>
          {v.amenities.length > 0 && (
            <section aria-labelledby="amenities-heading">
              <h2 id="amenities-heading" className="text-xl font-semibold text-ink">
                Amenities
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {v.amenities.map((a) => (
                  <li key={a} className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface-raised px-3 py-1.5 text-sm font-medium text-ink">
                    <Check aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" /> {a}
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
            <p className="text-sm text-ink-muted">Rate</p>
            <p className="mt-1 text-3xl font-bold text-ink" data-testid="venue-rate">
              {v.default_booking_rate > 0 ? formatMoney(v.default_booking_rate, v.currency) : 'Free'}
              {v.default_booking_rate > 0 && <span className="text-base font-medium text-ink-muted"> / hour</span>}
            </p>
            <p className="mt-1 text-sm text-ink-muted">Minimum {hours(v.min_booking_hours)}. The host confirms each booking{v.instant_booking ? ' instantly' : ''}.</p>
            {role === 'professional' && (
              <Link to={`/create-meetup?venueId=${v.id}`} className={buttonClasses('primary', 'lg', 'mt-4 w-full')}>
                <CalendarPlus aria-hidden="true" className="size-5" /> Book this venue
              </Link>
            )}
            {/* A basic member cannot book: say what would let them, instead of showing nothing. */}
            {role === 'basic' && (
              <div className="mt-4 rounded-xl bg-brand-50 p-4 dark:bg-brand-900/40" data-testid="upgrade-prompt">
                <p className="font-semibold text-ink">Want to hold a meetup here?</p>
                <p className="mt-1 text-sm text-ink-muted">Professional Partners ({formatPounds(PRICE_PROFESSIONAL_PENCE)} a year) book partner venues for their meetups.</p>
                <Link to={`/upgrade-account?returnTo=${encodeURIComponent(`/venues/${v.id}`)}`} className={buttonClasses('primary', 'md', 'mt-3 w-full')}>
                  <Crown aria-hidden="true" className="size-4" /> Become a Professional Partner
                </Link>
              </div>
            )}
          </Card>
          <Card className="space-y-3">
            <p className="text-sm text-ink-muted">Hosted by</p>
            <p className="font-semibold text-ink">{v.partner?.display_name ?? v.owner_name}</p>
            {v.partner && (
              <Link to={`/v/${v.partner.slug}`} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline dark:text-brand-300">
                View partner page{!v.partner.is_public && ' (not published yet)'}
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
