import type { Geocoder } from '../geocoding/geocoder';

export const NO_COORDINATES_WARNING =
  'We could not place this address on the map, so the venue was saved without coordinates and will not appear in nearby searches. Check the address and save again.';

const usable = (lat: unknown, lng: unknown) =>
  typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/**
 * Coordinates for a venue: the ones sent when usable, else the address geocoded. docs/product.md §5:
 * non-finite coordinates only warn — the venue is saved without them.
 */
export async function resolveCoordinates(
  geocoder: Geocoder,
  input: { address: string; latitude?: number | null; longitude?: number | null },
): Promise<{ latitude: number | null; longitude: number | null; warnings: string[] }> {
  if (usable(input.latitude, input.longitude)) return { latitude: input.latitude!, longitude: input.longitude!, warnings: [] };
  const hit = await geocoder.geocode(input.address).catch(() => null);
  if (hit) return { latitude: hit.lat, longitude: hit.lng, warnings: [] };
  return { latitude: null, longitude: null, warnings: [NO_COORDINATES_WARNING] };
}
