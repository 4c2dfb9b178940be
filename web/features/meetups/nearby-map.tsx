import { useMemo } from 'react';
import { t } from '../../lib/i18n';
import { useNavigate } from 'react-router';
import { distanceText } from './labels';
import type { MeetupDto } from '../../../contracts/meetups';
import { MapFrame } from '../../components/map/map-frame';
import type { MapMarker } from '../../components/map/types';

/** The map view of nearby results: a marker per place, its popup linking each meetup there (issue 14). */
export function NearbyMap({ meetups, centre }: { meetups: MeetupDto[]; centre: { lat: number; lng: number } }) {
  const navigate = useNavigate();
  const markers = useMemo(() => markersOf(meetups), [meetups]);
  return (
    <div data-testid="nearby-map">
      <MapFrame className="h-[60vh] min-h-80" center={centre} zoom={12} label={t('meetups.nearby.mapLabel')} markers={markers} onOpen={(href) => navigate(href)} />
      <p className="mt-2 text-sm text-ink-muted">{t('meetups.nearby.mapHint')}</p>
    </div>
  );
}

/** One marker per place: meetups at the same spot (~10 m) share it, so pins never cover each other. */
function markersOf(meetups: MeetupDto[]): MapMarker[] {
  const places = new Map<string, MapMarker & { venue: string }>();
  for (const m of meetups) {
    if (m.latitude === null || m.longitude === null) continue;
    const key = `${m.latitude.toFixed(4)},${m.longitude.toFixed(4)}`;
    const entry = {
      label: m.title,
      detail: [m.venue_name, m.distance_km !== undefined ? t('meetups.card.away', { distance: distanceText(m.distance_km) }) : null].filter(Boolean).join(' · '),
      href: `/meetups/${m.id}`,
    };
    const place = places.get(key);
    if (place) {
      place.entries.push(entry);
      place.label = place.venue ? t('meetups.nearby.atVenue', { count: place.entries.length, venue: place.venue }) : t('meetups.nearby.atOnePlace', { count: place.entries.length });
    } else places.set(key, { id: key, lat: m.latitude, lng: m.longitude, label: m.title, venue: m.venue_name, entries: [entry] });
  }
  return [...places.values()];
}
