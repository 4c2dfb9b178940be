import { IMAGE_SIZES } from '../../../contracts/storage';
import { Pencil, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney } from '../../../contracts/format';
import { activeLocale, t } from '../../lib/i18n';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useVenueLimit, useVenueList } from './api';
import { StarsDisplay } from '../../components/venue/stars';
import { VenueImage } from '../../components/venue/venue-image';

/** A venue user's own venues with the limit of docs/product.md §5. */
export function MyVenuesSection() {
  const list = useVenueList({ owner: 'me' }, { limit: 100 });
  const limit = useVenueLimit();
  const venues = list.data?.pages.flatMap((p) => p.venues) ?? [];
  return (
    <Card className="space-y-4" data-section="my-venues">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-ink">{t('venues.my.title')}</h2>
          {limit.data && (
            <p className="text-sm text-ink-muted">
              {t('venues.my.listed', { count: limit.data.venue_count, max: limit.data.max_venues_allowed })}
            </p>
          )}
        </div>
        {limit.data?.can_create && (
          <Link to="/create-venue" className={buttonClasses('primary', 'sm')}>
            <Plus aria-hidden="true" className="size-4" /> {t('venues.addVenue')}
          </Link>
        )}
      </div>
      {list.isPending ? (
        <Skeleton className="h-20" />
      ) : venues.length === 0 ? (
        <p className="text-ink-muted">{t('venues.my.empty')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {venues.map((v) => (
            <li key={v.id} className="flex items-center gap-3 py-3">
              <VenueImage src={v.cover_thumbnail_url} sizes={IMAGE_SIZES.tile} alt="" className="h-14 w-20 shrink-0 rounded-lg" />
              <div className="min-w-0 flex-1">
                <Link to={`/venues/${v.id}`} className="block truncate font-semibold text-ink hover:underline" dir="auto">
                  {v.name}
                </Link>
                <p className="flex items-center gap-2 text-sm text-ink-muted">
                  <StarsDisplay value={v.rating.average} />
                  <span>{v.default_booking_rate > 0 ? t('venues.my.perHour', { amount: formatMoney(v.default_booking_rate, v.currency, activeLocale()) }) : t('venues.page.free')}</span>
                </p>
              </div>
              <Link to={`/venues/${v.id}/edit`} className={buttonClasses('ghost', 'icon')} aria-label={t('venues.my.editName', { name: v.name })}>
                <Pencil aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {limit.data && !limit.data.can_create && (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-50">
          {t('venues.my.limitReached', { max: limit.data.max_venues_allowed })}{' '}
          <Link to="/contact-us?subject=Venue%20limit" className="font-semibold underline">
            {t('venues.askHigherLimit')}
          </Link>
        </p>
      )}
    </Card>
  );
}
