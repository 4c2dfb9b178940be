import type { Config } from '../config';
import { gazetteerLookup } from './gazetteer';
import { mapboxLookup } from './mapbox';
import type { GeocodeResult } from './types';

export type { GeocodeResult } from './types';

export type Geocoder = {
  /** Spec §3 Geocoding result for a place, postcode or address, or null when nothing matches. */
  geocode: (text: string) => Promise<GeocodeResult | null>;
  source: 'mapbox' | 'gazetteer';
};

/**
 * Address → coordinates. With MAPBOX_TOKEN the Mapbox-style endpoint of spec §7 answers first;
 * when it fails or finds nothing, and always without a token, the offline gazetteer does.
 */
export function geocoderFor(config: Pick<Config, 'mapboxToken' | 'mapboxBaseUrl'>, log?: (msg: string, err: unknown) => void): Geocoder {
  const token = config.mapboxToken;
  return {
    source: token ? 'mapbox' : 'gazetteer',
    async geocode(text) {
      const query = text.trim().slice(0, 300);
      if (!query) return null;
      if (token) {
        try {
          const hit = await mapboxLookup(query, { token, baseUrl: config.mapboxBaseUrl });
          if (hit) return hit;
        } catch (err) {
          log?.('geocoding service failed; using the offline gazetteer', err);
        }
      }
      return gazetteerLookup(query);
    },
  };
}
