import { Building2, Gauge } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useSession } from '../../lib/session';
import { useVenueLimit } from './api';
import { VenueForm } from './venue-form';
import { t } from '../../lib/i18n';

/** /create-venue: the form, or why the owner cannot add another venue (docs/product.md §5 venue limit). */
export default function CreateVenuePage() {
  const { role } = useSession();
  const limit = useVenueLimit(role === 'venue');
  if (role !== 'venue') return <OnlyVenuePartners />;
  if (limit.isPending) return <PageSkeleton />;
  const reached = limit.data && !limit.data.can_create;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="mb-6">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t('venues.addVenue')}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('venues.create.title')}</h1>
        {limit.data && !reached && (
          <p className="mt-2 text-ink-muted">
            {t('venues.create.intro', { count: limit.data.venue_count, max: limit.data.max_venues_allowed })}
          </p>
        )}
      </header>
      {reached ? <LimitReached count={limit.data!.venue_count} max={limit.data!.max_venues_allowed} /> : <VenueForm />}
    </div>
  );
}

function LimitReached({ count, max }: { count: number; max: number }) {
  return (
    <section className="rounded-card border border-amber-300 bg-amber-50 p-6 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-50" data-testid="venue-limit-reached">
      <Gauge aria-hidden="true" className="size-8 text-amber-700 dark:text-amber-300" />
      <h2 className="mt-3 text-xl font-semibold">{t('venues.create.limitTitle')}</h2>
      <p className="mt-2 leading-7">
        {t('venues.create.limitBody', { max, count })}
      </p>
      <p className="mt-2 leading-7">
        {t('venues.create.limitHow')}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to="/contact-us?subject=Venue%20limit" className={buttonClasses('primary')}>
          {t('venues.askHigherLimit')}
        </Link>
        <Link to="/venue-management" className={buttonClasses('secondary')}>
          {t('venues.create.manage')}
        </Link>
      </div>
    </section>
  );
}

function OnlyVenuePartners() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 text-center">
      <span aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
        <Building2 className="size-7" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-ink">{t('venues.create.onlyPartnersTitle')}</h1>
      <p className="mt-2 text-ink-muted">{t('venues.create.onlyPartnersBody')}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Link to="/venue-partner" className={buttonClasses('primary')}>
          {t('venues.manage.aboutPartners')}
        </Link>
        <Link to="/venues" className={buttonClasses('secondary')}>
          {t('venues.manage.browse')}
        </Link>
      </div>
    </div>
  );
}
