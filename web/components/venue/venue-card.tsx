import { IMAGE_SIZES } from '../../../contracts/storage';
import { MapPin, Users, Zap } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { venueTypeName } from './venue-type';
import type { VenueSummaryDto } from '../../../contracts/venues';
import { formatMoney } from '../../../contracts/format';
import { ratingNumber, StarsDisplay } from './stars';
import { activeLocale, t, useMessages } from '../../lib/i18n';
import { VenueImage } from './venue-image';
import { richText } from '../../lib/rich-text';

/** One venue in a list: cover thumbnail, type, name, place, capacity, rate and rating. */
/** `priority`: the first card of a list, likely the page's largest picture (LCP): never lazy. */
type CardProps = { venue: VenueSummaryDto; headingLevel?: 'h2' | 'h3'; priority?: boolean };
export function VenueCard(props: CardProps) {
  // The home page (a core route) shows cards before the venues area's words may have loaded
  // (decision 0067): each card waits for that area alone in its own boundary, as a card-sized placeholder.
  return (
    <Suspense fallback={<li className="h-full min-h-72 min-w-0 animate-pulse rounded-card bg-surface-sunken" aria-hidden="true" />}>
      <CardWithWords {...props} />
    </Suspense>
  );
}

function CardWithWords({ venue: v, headingLevel = 'h3', priority }: CardProps) {
  useMessages(['venues']);
  const Heading = headingLevel;
  return (
    <li className="h-full min-w-0">
      <Link
        to={`/venues/${v.id}`}
        data-testid="venue-card"
        className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface-raised shadow-sm transition hover:border-brand-300 hover:shadow-md focus-visible:border-brand-500 dark:hover:border-brand-700"
      >
        <div className="relative aspect-[3/2] overflow-hidden bg-surface-sunken">
          <VenueImage src={v.cover_image_url ?? v.cover_thumbnail_url} sizes={IMAGE_SIZES.card} priority={priority} alt="" className="h-full w-full transition-transform duration-300 group-hover:scale-[1.03]" />
          <span className="absolute start-3 top-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-ink shadow-sm dark:bg-black/70 dark:text-white">
            {venueTypeName(v.venue_type)}
          </span>
          {v.instant_booking && (
            <span className="absolute end-3 top-3 inline-flex items-center gap-1 rounded-full bg-emerald-700 px-2.5 py-1 text-xs font-semibold text-white shadow-sm">
              <Zap aria-hidden="true" className="size-3.5" /> {t('venues.card.instant')}
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col p-4">
          <Heading className="text-base leading-snug font-semibold text-ink group-hover:text-brand-800 dark:group-hover:text-brand-200" dir="auto">
            {v.name}
          </Heading>
          <p className="mt-1 flex min-w-0 items-center gap-1.5 text-sm text-ink-muted">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {v.address ? (
              <span className="truncate" dir="auto">
                {v.address}
              </span>
            ) : (
              <span className="truncate">{t('venues.card.addressOnRequest')}</span>
            )}
          </p>
          <div className="mt-3 flex items-center gap-2 text-sm">
            <StarsDisplay value={v.rating.average} />
            <span className="text-ink-muted">{v.rating.count > 0 ? t('venues.card.ratingCount', { average: ratingNumber(v.rating.average ?? 0), count: v.rating.count }) : t('venues.noRatingsYet')}</span>
          </div>
          <div className="mt-auto flex items-end justify-between gap-2 pt-4">
            <span className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
              <Users aria-hidden="true" className="size-4" /> {t('venues.card.upTo', { capacity: v.capacity })}
            </span>
            <span className="text-sm text-ink-muted">
              {v.default_booking_rate > 0 ? (
                <>
                  {richText(t('venues.card.perHour', { amount: formatMoney(v.default_booking_rate, v.currency, activeLocale()) }), {
                    amount: (words) => <span className="text-base font-bold text-ink">{words}</span>,
                  })}
                </>
              ) : (
                <span className="font-semibold text-emerald-700 dark:text-emerald-400">{t('venues.card.freeToBook')}</span>
              )}
            </span>
          </div>
        </div>
      </Link>
    </li>
  );
}
