import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useVenue } from './api';
import { DeleteVenueButton } from './delete-venue-dialog';
import { VenueForm } from './venue-form';
import { t } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';

/** /venues/{venueId}/edit: the owner (or an admin) edits every field. */
export default function EditVenuePage() {
  const { venueId } = useParams();
  const { data: venue, isPending, error } = useVenue(venueId);
  if (isPending) return <PageSkeleton />;
  if (error || !venue) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Alert tone="error" title={t('venues.page.notFound')}>
          {t('venues.edit.maybeRemoved')}
        </Alert>
      </div>
    );
  }
  if (!venue.abilities.edit) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Alert tone="info" title={t('venues.edit.ownerOnly')}>
          <Link to={`/venues/${venue.id}`} className="font-semibold underline">
            {richText(t('venues.edit.backTo'), { name: () => <bdi>{venue.name}</bdi> })}
          </Link>
        </Alert>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <Link to={`/venues/${venue.id}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" /> <bdi>{venue.name}</bdi>
      </Link>
      <header className="mt-2 mb-6 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('venues.edit.title')}</h1>
        {venue.abilities.delete && <DeleteVenueButton venueId={venue.id} name={venue.name} />}
      </header>
      <VenueForm venue={venue} />
    </div>
  );
}
