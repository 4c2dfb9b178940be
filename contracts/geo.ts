// Great-circle maths for nearby search (docs/product.md §5 "Nearby count", §9 earth radius 6371 km).
// Shared by the server (which computes nearby results) and the web app (which shows distances).
import { EARTH_RADIUS_KM } from './constants';

export type LatLng = { lat: number; lng: number };

/**
 * Distances within this many kilometres of the radius count as inside it (1 mm). Points placed
 * exactly on the circle must not drop out because of floating-point rounding.
 */
export const RADIUS_TOLERANCE_KM = 1e-6;

const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;

/** True for a usable coordinate pair: finite numbers within ±90 latitude and ±180 longitude. */
export function hasFiniteCoordinates(lat: unknown, lng: unknown): boolean {
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/** Great-circle distance in kilometres by the haversine formula on a sphere of 6371 km. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const s = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  // Clamp: rounding can push s a hair above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, Math.max(0, s))));
}

/** Whether a point with (possibly missing) coordinates lies within radiusKm of the centre. */
export function isWithinRadius(centre: LatLng, point: { lat: number | null | undefined; lng: number | null | undefined }, radiusKm: number): boolean {
  if (!hasFiniteCoordinates(point.lat, point.lng)) return false;
  return haversineKm(centre, { lat: point.lat as number, lng: point.lng as number }) <= radiusKm + RADIUS_TOLERANCE_KM;
}

/** A latitude band plus one or two longitude ranges (two when the box crosses ±180°). */
export type BoundingBox = { minLat: number; maxLat: number; lngRanges: [number, number][] };

/**
 * The smallest latitude/longitude box that contains every point within radiusKm of the centre
 * (J. Matuschek, "Finding Points Within a Distance of a Latitude/Longitude"). It is the index
 * prefilter: rows outside it are never read; rows inside it are then checked by haversine.
 * - Near a pole (the circle contains it) every longitude is possible.
 * - Across the antimeridian the longitude range splits in two.
 * The box is widened by a hair so points exactly on the circle survive the prefilter.
 */
export function boundingBox(centre: LatLng, radiusKm: number): BoundingBox {
  const angular = (radiusKm + RADIUS_TOLERANCE_KM) / EARTH_RADIUS_KM + 1e-12;
  const lat = toRad(centre.lat);
  const minLat = lat - angular;
  const maxLat = lat + angular;
  if (angular >= Math.PI / 2 || maxLat >= Math.PI / 2 || minLat <= -Math.PI / 2) {
    return { minLat: Math.max(-90, toDeg(minLat)), maxLat: Math.min(90, toDeg(maxLat)), lngRanges: [[-180, 180]] };
  }
  const dLng = toDeg(Math.asin(Math.min(1, Math.sin(angular) / Math.cos(lat))));
  const lo = centre.lng - dLng;
  const hi = centre.lng + dLng;
  let lngRanges: [number, number][];
  if (dLng >= 180) lngRanges = [[-180, 180]];
  else if (lo < -180) lngRanges = [[lo + 360, 180], [-180, hi]];
  else if (hi > 180) lngRanges = [[lo, 180], [-180, hi - 360]];
  else lngRanges = [[lo, hi]];
  return { minLat: toDeg(minLat), maxLat: toDeg(maxLat), lngRanges };
}

/** Whether a point lies in the box (used by tests and by in-memory filtering). */
export function inBoundingBox(box: BoundingBox, p: LatLng): boolean {
  return p.lat >= box.minLat && p.lat <= box.maxLat && box.lngRanges.some(([a, b]) => p.lng >= a && p.lng <= b);
}

/** Human distance: '850 m', '3.4 km', '27 km'. */
export function formatDistanceKm(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  if (km < 10) return `${km.toFixed(1)} km`;
  return `${Math.round(km)} km`;
}

/**
 * An OpenStreetMap link to a point: directions for anyone, with no tiles of ours and no script
 * (the server-rendered /m/ page, and every map's "Open in OpenStreetMap").
 */
export const osmLink = (p: { lat: number; lng: number }, zoom = 17) =>
  `https://www.openstreetmap.org/?mlat=${p.lat.toFixed(6)}&mlon=${p.lng.toFixed(6)}#map=${zoom}/${p.lat.toFixed(6)}/${p.lng.toFixed(6)}`;
