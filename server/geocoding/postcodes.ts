import type { GeocodeResult } from './types';

const FULL = /^([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})$/i;
const OUTWARD = /^[A-Z]{1,2}\d[A-Z\d]?$/i;

/** "EC4Y 1AA" or "EC4Y": text that is a UK postcode or its outward part, normalised; else null. */
export function ukPostcode(text: string): { kind: 'full' | 'outward'; code: string } | null {
  const t = text.trim().toUpperCase();
  const full = FULL.exec(t);
  if (full) return { kind: 'full', code: `${full[1]} ${full[2]}` };
  if (OUTWARD.test(t)) return { kind: 'outward', code: t };
  return null;
}

type Answer = { status?: number; result?: { postcode?: string; outcode?: string; latitude?: number; longitude?: number; admin_district?: string | string[] } | null };

/** A postcodes.io-compatible look-up: /postcodes/{code} or /outcodes/{code}. */
export async function postcodeLookup(text: string, opts: { baseUrl: string; timeoutMs?: number }): Promise<GeocodeResult | null> {
  const pc = ukPostcode(text);
  if (!pc) return null;
  const url = `${opts.baseUrl}/${pc.kind === 'full' ? 'postcodes' : 'outcodes'}/${encodeURIComponent(pc.code)}`;
  const res = await fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 5000), headers: { accept: 'application/json' } });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`Postcode service answered ${res.status}`);
  const { result } = (await res.json()) as Answer;
  if (!result || typeof result.latitude !== 'number' || typeof result.longitude !== 'number') return null;
  const district = Array.isArray(result.admin_district) ? result.admin_district[0] : result.admin_district;
  const code = result.postcode ?? result.outcode ?? pc.code;
  return { lat: result.latitude, lng: result.longitude, label: district ? `${code}, ${district}` : code };
}
