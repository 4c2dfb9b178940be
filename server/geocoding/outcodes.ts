import data from './data/uk-outcodes';
import { ukPostcode } from './postcodes';
import type { GeocodeResult } from './types';

// UK postcode districts offline (issue 27, docs/decisions/0055): ~3,000 outward codes with the
// centroid of their postcodes (ONS Postcode Lookup, Open Government Licence; see
// data/README.md), so "BS1 5UH" finds Bristol's BS1 with no service configured. A configured
// postcode or geocoding service is asked first and answers to the street.

type District = { lat: number; lng: number; town: string };
let table: Map<string, District> | null = null;

function districts() {
  if (table) return table;
  table = new Map();
  for (const line of data.split('\n').slice(1)) {
    const [outcode, lat, lng, town] = line.split(',');
    if (outcode) table.set(outcode, { lat: Number(lat), lng: Number(lng), town });
  }
  return table;
}

/** A full postcode or an outward code → its district's centroid, "BS1 5UH, Bristol"; else null. */
export function postcodeDistrict(text: string): (GeocodeResult & { code: string; town: string }) | null {
  const pc = ukPostcode(text);
  if (!pc) return null;
  const d = districts().get(pc.kind === 'full' ? pc.code.split(' ')[0] : pc.code);
  return d ? { lat: d.lat, lng: d.lng, label: `${pc.code}, ${d.town}`, code: pc.code, town: d.town } : null;
}
