import type { MessageId } from '../../contracts/i18n/messages';
import type { Geocoder } from '../geocoding/geocoder';

// The warnings are message ids: the route says them in the owner's language.
const NO_COORDINATES_WARNING: MessageId = 'api.venues.notPlaced';
const UNUSABLE_PIN_WARNING: MessageId = 'api.venues.unusablePin';

const usable = (lat: unknown, lng: unknown) =>
  typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/**
 * Coordinates for a venue: the ones sent when usable (the owner's map pin, docs/decisions/0026),
 * else the address geocoded. docs/product.md §5: unusable coordinates only warn — the venue is
 * kept, placed from its address or without coordinates.
 */
export async function resolveCoordinates(
  geocoder: Geocoder,
  input: { address: string; latitude?: number | null; longitude?: number | null },
): Promise<{ latitude: number | null; longitude: number | null; warnings: MessageId[] }> {
  if (usable(input.latitude, input.longitude)) return { latitude: input.latitude!, longitude: input.longitude!, warnings: [] };
  // A pin was sent but is not a place on Earth (or only half of it): say so, never store it.
  const sent = input.latitude != null || input.longitude != null;
  const pinWarning = sent ? [UNUSABLE_PIN_WARNING] : [];
  const hit = await geocoder.geocode(input.address).catch(() => null);
  if (hit) return { latitude: hit.lat, longitude: hit.lng, warnings: pinWarning };
  return { latitude: null, longitude: null, warnings: [NO_COORDINATES_WARNING, ...pinWarning] };
}
