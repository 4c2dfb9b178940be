// Nearby search at scale (issue 30, decision 0062): each meetup's place as a point on the unit
// sphere in a GiST index (the `cube` extension), so "nearest first" is a KNN walk of the index
// that stops after the rows it needs, and "within the radius" is a box the index answers. The
// straight-line (chord) distance between two points on a sphere grows with the great-circle
// distance, so ordering by it is ordering by great-circle distance, exactly.
// The expressions below are the index's (schema/meetups.ts meetups_nearby_idx): a query must
// repeat them exactly for the index to apply, so both come from here.
import { sql, type SQL } from 'drizzle-orm';
import { RADIUS_TOLERANCE_KM, type LatLng } from '../../contracts/geo';
import { EARTH_RADIUS_KM } from '../../contracts/constants';

/** The unit-sphere point of latitude/longitude in degrees (immutable functions only). */
const unitPoint = (lat: SQL, lng: SQL) => sql`cube(array[cos(radians(${lat})) * cos(radians(${lng})), cos(radians(${lat})) * sin(radians(${lng})), sin(radians(${lat}))])`;

/** The meetup's place on the unit sphere: the indexed expression. */
export function earthPointSql(table = '"meetups"'): SQL {
  return unitPoint(sql.raw(`${table}."latitude"`), sql.raw(`${table}."longitude"`));
}

/**
 * Which meetups the index holds: approved ones with a usable place. NULL, NaN and ±Infinity fall
 * outside these ranges in PostgreSQL, so they are never indexed (cos(Infinity) is an error).
 */
export function earthIndexedSql(table = '"meetups"'): SQL {
  return sql.raw(`${table}."booking_status" = 'approved' and ${table}."latitude" between -90 and 90 and ${table}."longitude" between -180 and 180`);
}

/**
 * The index conditions for "within radiusKm of the centre", nearest first: a box around the
 * chord-ball (answered by the index), the chord distance itself, and the KNN order. A hair wider
 * than the radius: the exact great-circle check (contracts/geo.ts isWithinRadius) runs on the rows.
 */
export function nearestWithin(centre: LatLng, radiusKm: number): { where: SQL; order: SQL } {
  const angle = Math.min(Math.PI, (radiusKm + RADIUS_TOLERANCE_KM) / EARTH_RADIUS_KM);
  const chord = 2 * Math.sin(angle / 2) + 1e-9;
  const here = unitPoint(sql`${centre.lat}::float8`, sql`${centre.lng}::float8`);
  const point = earthPointSql();
  return {
    where: sql`${earthIndexedSql()} and cube_enlarge(${here}, ${chord}::float8, 3) @> ${point} and ${point} <-> ${here} <= ${chord}::float8`,
    order: sql`${point} <-> ${here}`,
  };
}
