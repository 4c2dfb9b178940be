import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { formatDistanceKm } from '../../../contracts/geo';
import type { MeetupDto } from '../../../contracts/meetups';
import { MapFrame } from '../../components/map/map-frame';
import type { MapMarker } from '../../components/map/types';

/** The map view of nearby results: one marker per meetup, each opening the meetup (issue 14). */
export function NearbyMap({ meetups, centre }: { meetups: MeetupDto[]; centre: { lat: number; lng: number } }) {
  const navigate = useNavigate();
  const markers = useMemo<MapMarker[]>(
    () =>
      meetups
        .filter((m) => m.latitude !== null && m.longitude !== null)
        .map((m) => ({
          id: m.id,
          lat: m.latitude!,
          lng: m.longitude!,
          label: m.title,
          detail: [m.venue_name, m.distance_km !== undefined ? `${formatDistanceKm(m.distance_km)} away` : null].filter(Boolean).join(' · '),
          href: `/meetups/${m.id}`,
        })),
    [meetups],
  );
  return (
    <div data-testid="nearby-map">
      <MapFrame className="h-[60vh] min-h-80" center={centre} zoom={12} label="Map of meetups nearby" markers={markers} onOpen={(href) => navigate(href)} />
      <p className="mt-2 text-sm text-ink-muted">Select a marker to see the meetup. The list view holds the same meetups.</p>
    </div>
  );
}
