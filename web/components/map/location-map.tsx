import { useMemo } from 'react';
import { cn } from '../../lib/cn';
import { MapFrame } from './map-frame';
import { osmLink, type MapMarker } from './types';
import { t } from '../../lib/i18n';

/**
 * "Where it is": a small map of one place (venue and meetup pages), below the fold and lazy, with
 * a plain OpenStreetMap link for directions. Nothing is shown for a place without coordinates.
 */
type Props = { name: string; address?: string; latitude: number | null; longitude: number | null; headingClassName?: string };

export function LocationMap({ name, address, latitude, longitude, headingClassName = 'text-xl' }: Props) {
  const markers = useMemo<MapMarker[]>(
    () => (latitude !== null && longitude !== null ? [{ id: 'place', lat: latitude, lng: longitude, label: name, entries: [{ label: name, detail: address }] }] : []),
    [name, address, latitude, longitude],
  );
  if (latitude === null || longitude === null) return null;
  const at = { lat: latitude, lng: longitude };
  return (
    <section aria-labelledby="location-heading" data-testid="location-map">
      <h2 id="location-heading" className={cn('font-semibold text-ink', headingClassName)}>
        {t('map.location')}
      </h2>
      <MapFrame className="mt-3 h-56 sm:h-64" center={at} zoom={15} label={t('map.mapOf', { name })} markers={markers} />
      <a href={osmLink(at)} target="_blank" rel="noopener noreferrer" className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline dark:text-brand-300">
        {t('map.openOsm')}<span className="sr-only">{t('common.newTab')}</span>
      </a>
    </section>
  );
}
