import { parseStorageUrl } from '../../contracts/storage';
import { forbidden } from '../errors';
import { countryCodeFor, countryName } from '../geocoding/countries';
import { gazetteerLookup } from '../geocoding/gazetteer';
import { normalisePlace } from '../geocoding/normalise';
import { ownerOfPath } from '../storage/paths';

/**
 * "Leeds, United Kingdom" for a venue address, from the offline gazetteer (no paid service):
 * read once when a venue is copied onto a meetup, so lists never look it up. Null when the
 * address names no known town.
 */
export async function placeOf(address: string): Promise<string | null> {
  if (!address.trim()) return null;
  return (await gazetteerLookup(address).catch(() => null))?.label ?? null;
}

/** For meetups written before venue_place existed: the country an address ends with, if any. */
export function countryOfAddress(address: string): string | null {
  const last = address.split(',').at(-1) ?? '';
  const code = countryCodeFor(normalisePlace(last));
  return code ? countryName(code) : null;
}

/** A meetup's cover must be a picture its organiser uploaded (their own meetup-images folder). */
export function assertOwnCover(url: string | null, userId: string, unchanged?: string | null) {
  if (!url || url === unchanged) return;
  const parsed = parseStorageUrl(url);
  if (!parsed || parsed.bucket !== 'meetup-images' || ownerOfPath('meetup-images', parsed.path) !== userId) {
    throw forbidden('api.meetups.ownCoverOnly');
  }
}
