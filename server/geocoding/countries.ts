import countryList from 'country-list';
import { normalisePlace } from './normalise';

// Country names for labels and for reading "…, Ireland" or "…, UK" in a query.
const DISPLAY_OVERRIDES: Record<string, string> = {
  GB: 'United Kingdom',
  US: 'United States',
  KR: 'South Korea',
  KP: 'North Korea',
  RU: 'Russia',
  IR: 'Iran',
  SY: 'Syria',
  LA: 'Laos',
  MD: 'Moldova',
  TZ: 'Tanzania',
  TW: 'Taiwan',
  VE: 'Venezuela',
  BO: 'Bolivia',
  CD: 'DR Congo',
  CG: 'Republic of the Congo',
  PS: 'Palestine',
  VN: 'Vietnam',
  CZ: 'Czechia',
};

const ALIASES: Record<string, string> = {
  uk: 'GB',
  'u k': 'GB',
  britain: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  usa: 'US',
  'u s a': 'US',
  'u s': 'US',
  america: 'US',
  'united states of america': 'US',
  'czech republic': 'CZ',
  holland: 'NL',
  'the netherlands': 'NL',
  uae: 'AE',
  'south korea': 'KR',
  'republic of korea': 'KR',
  'north korea': 'KP',
  'viet nam': 'VN',
  'ivory coast': 'CI',
  turkiye: 'TR',
  'republic of ireland': 'IE',
  eire: 'IE',
};

let byName: Map<string, string> | null = null;
const display = new Map<string, string>();

function load() {
  if (byName) return byName;
  byName = new Map();
  for (const { code, name } of countryList.getData()) {
    const clean = name.replace(/\s*\(.*?\)\s*/g, ' ').replace(/\s*\[.*?\]\s*/g, ' ').trim();
    const shown = DISPLAY_OVERRIDES[code] ?? clean;
    display.set(code, shown);
    for (const n of [name, clean, shown]) byName.set(normalisePlace(n), code);
  }
  for (const [alias, code] of Object.entries(ALIASES)) byName.set(alias, code);
  return byName;
}

/** ISO code for a country name, alias or two-letter code (normalised text), else null. */
export function countryCodeFor(normalised: string): string | null {
  const map = load();
  if (map.has(normalised)) return map.get(normalised)!;
  if (/^[a-z]{2}$/.test(normalised) && display.has(normalised.toUpperCase())) return normalised.toUpperCase();
  return null;
}

export function countryName(code: string): string {
  load();
  return display.get(code) ?? code;
}
