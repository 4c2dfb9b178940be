import { and, between, or, type SQL } from 'drizzle-orm';
import { boundingBox, haversineKm, isWithinRadius, type LatLng } from '../../contracts/geo';
import { meetups } from '../db/schema/index';

/**
 * The index prefilter for nearby search: the bounding box of the search circle as range
 * conditions on (latitude, longitude), which the meetups_lat_lng_idx b-tree answers without
 * reading rows outside the box. Rows with missing coordinates never match (NULL); NaN and
 * ±Infinity sort outside every finite range in PostgreSQL, so they never match either.
 * See docs/decisions for the measurements.
 */
export function nearbyFilter(centre: LatLng, radiusKm: number): SQL {
  const box = boundingBox(centre, radiusKm);
  const lng = box.lngRanges.map(([lo, hi]) => between(meetups.longitude, lo, hi));
  return and(between(meetups.latitude, box.minLat, box.maxLat), lng.length === 1 ? lng[0] : or(...lng))!;
}

/**
 * The exact step: keeps rows whose great-circle distance (earth radius 6371 km) is within the
 * radius, nearest first, each with its distance.
 */
export function withinRadiusSorted<T extends { latitude: number | null; longitude: number | null }>(rows: T[], centre: LatLng, radiusKm: number): (T & { distanceKm: number })[] {
  return rows
    .filter((r) => isWithinRadius(centre, { lat: r.latitude, lng: r.longitude }, radiusKm))
    .map((r) => ({ ...r, distanceKm: haversineKm(centre, { lat: r.latitude!, lng: r.longitude! }) }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}
