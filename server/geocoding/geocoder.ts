import type { Config } from '../config';
import { gazetteerLookup } from './gazetteer';
import { postcodeDistrict } from './outcodes';
import { mapboxLookup } from './mapbox';
import { postcodeLookup, ukPostcode } from './postcodes';
import type { GeocodeResult } from './types';

export type { GeocodeResult } from './types';

export type Geocoder = {
  /** docs/product.md §3 Geocoding result for a place, postcode or address, or null when nothing matches. */
  geocode: (text: string, opts?: { country?: string | null }) => Promise<GeocodeResult | null>;
  source: 'mapbox' | 'gazetteer';
};

/**
 * Address → coordinates. A UK postcode goes to POSTCODES_API_URL when set (postcodes.io).
 * With MAPBOX_TOKEN the Mapbox-style endpoint (decision 0012) answers next; when they fail or
 * find nothing, a UK postcode gets its district from the shipped table (issue 27) and anything
 * else the offline gazetteer, ranked as the suggestions are (the member's country first).
 */
export function geocoderFor(config: Pick<Config, 'mapboxToken' | 'mapboxBaseUrl'> & Partial<Pick<Config, 'postcodesApiUrl'>>, log?: (msg: string, err: unknown) => void): Geocoder {
  const token = config.mapboxToken;
  return {
    source: token ? 'mapbox' : 'gazetteer',
    async geocode(text, opts = {}) {
      const query = text.trim().slice(0, 300);
      if (!query) return null;
      // A UK postcode goes to the postcode service when one is configured.
      if (config.postcodesApiUrl && ukPostcode(query)) {
        try {
          const hit = await postcodeLookup(query, { baseUrl: config.postcodesApiUrl });
          if (hit) return hit;
        } catch (err) {
          log?.('postcode service failed', err);
        }
      }
      if (token) {
        try {
          const hit = await mapboxLookup(query, { token, baseUrl: config.mapboxBaseUrl });
          if (hit) return hit;
        } catch (err) {
          log?.('geocoding service failed; using the offline gazetteer', err);
        }
      }
      if (ukPostcode(query)) return postcodeDistrict(query);
      return gazetteerLookup(query, opts);
    },
  };
}
