import type { GeocodeResult } from './types';

type Feature = { center?: [number, number]; geometry?: { coordinates?: [number, number] }; place_name?: string };

/**
 * docs/decisions/0012-geocoding.md: GET the maps service's geocoding endpoint with the place text, limit=1,
 * language=en and the key; reads features[0] centre or geometry coordinates and place_name.
 */
export async function mapboxLookup(text: string, opts: { token: string; baseUrl: string; timeoutMs?: number }): Promise<GeocodeResult | null> {
  const url =
    `${opts.baseUrl}/geocoding/v5/mapbox.places/${encodeURIComponent(text)}.json` +
    `?limit=1&language=en&access_token=${encodeURIComponent(opts.token)}`;
  const res = await fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 5000), headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`Geocoding service answered ${res.status}`);
  const data = (await res.json()) as { features?: Feature[] };
  const f = data.features?.[0];
  const coords = f?.center ?? f?.geometry?.coordinates;
  if (!f || !coords) return null;
  const [lng, lat] = coords.map(Number);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return { lat, lng, label: f.place_name || text };
}
