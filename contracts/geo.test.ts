import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM } from './constants';
import { boundingBox, formatDistanceKm, hasFiniteCoordinates, haversineKm, inBoundingBox, isWithinRadius } from './geo';

const kmPerDegree = (Math.PI * EARTH_RADIUS_KM) / 180; // along a meridian, ≈ 111.195 km

/** The point reached from `from` after `km` along the initial bearing (degrees), on the sphere. */
function destination(from: { lat: number; lng: number }, bearingDeg: number, km: number) {
  const d = km / EARTH_RADIUS_KM;
  const b = (bearingDeg * Math.PI) / 180;
  const la = (from.lat * Math.PI) / 180;
  const lo = (from.lng * Math.PI) / 180;
  const lat = Math.asin(Math.sin(la) * Math.cos(d) + Math.cos(la) * Math.sin(d) * Math.cos(b));
  const lng = lo + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(la), Math.cos(d) - Math.sin(la) * Math.sin(lat));
  const wrapped = ((((lng * 180) / Math.PI + 540) % 360) + 360) % 360 - 180;
  return { lat: (lat * 180) / Math.PI, lng: wrapped };
}

describe('haversineKm', () => {
  it('uses the 6371 km earth radius', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(kmPerDegree, 9);
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
  });
  it('London to Paris is about 343.5 km', () => {
    expect(haversineKm({ lat: 51.5074, lng: -0.1278 }, { lat: 48.8566, lng: 2.3522 })).toBeCloseTo(343.5, 0);
  });
  it('is symmetric and zero for the same point', () => {
    const a = { lat: 12.3, lng: 45.6 };
    const b = { lat: -7.8, lng: -120.1 };
    expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 9);
    expect(haversineKm(a, a)).toBe(0);
  });
});

describe('isWithinRadius: boundary cases', () => {
  const centre = { lat: 51.5, lng: -0.12 };

  it('counts a point exactly at the radius (north, east, south-west) and not one just beyond', () => {
    for (const bearing of [0, 90, 225]) {
      expect(isWithinRadius(centre, destination(centre, bearing, 10), 10)).toBe(true);
      expect(isWithinRadius(centre, destination(centre, bearing, 10.001), 10)).toBe(false);
    }
    // Along a meridian the exact distance is a whole number of degrees of latitude.
    expect(isWithinRadius({ lat: 0, lng: 0 }, { lat: 1, lng: 0 }, kmPerDegree)).toBe(true);
  });

  it('works across the antimeridian', () => {
    const fiji = { lat: -17.7, lng: 179.99 };
    const across = { lat: -17.7, lng: -179.99 }; // ≈ 2.1 km away on the other side of ±180°
    expect(haversineKm(fiji, across)).toBeLessThan(3);
    expect(isWithinRadius(fiji, across, 5)).toBe(true);
    const box = boundingBox(fiji, 5);
    expect(box.lngRanges).toHaveLength(2);
    expect(inBoundingBox(box, across)).toBe(true);
    expect(inBoundingBox(box, { lat: -17.7, lng: 0 })).toBe(false);
  });

  it('works at and near the poles', () => {
    const north = { lat: 90, lng: 0 };
    // Every longitude at 89.95° is ≈ 5.56 km from the pole.
    for (const lng of [-180, -90, 0, 45, 179.9]) {
      expect(isWithinRadius(north, { lat: 89.95, lng }, 10)).toBe(true);
      expect(inBoundingBox(boundingBox(north, 10), { lat: 89.95, lng })).toBe(true);
    }
    const nearSouth = { lat: -89.99, lng: 30 };
    const otherSide = { lat: -89.99, lng: -150 }; // across the pole, ≈ 2.2 km
    expect(isWithinRadius(nearSouth, otherSide, 10)).toBe(true);
    expect(boundingBox(nearSouth, 10).lngRanges).toEqual([[-180, 180]]);
    expect(boundingBox(nearSouth, 10).minLat).toBe(-90);
  });

  it('ignores missing or non-finite coordinates', () => {
    expect(isWithinRadius(centre, { lat: null, lng: -0.12 }, 50)).toBe(false);
    expect(isWithinRadius(centre, { lat: 51.5, lng: undefined }, 50)).toBe(false);
    expect(isWithinRadius(centre, { lat: Number.NaN, lng: 0 }, 50)).toBe(false);
    expect(isWithinRadius(centre, { lat: Infinity, lng: 0 }, 50)).toBe(false);
    expect(hasFiniteCoordinates(91, 0)).toBe(false);
    expect(hasFiniteCoordinates(0, -181)).toBe(false);
    expect(hasFiniteCoordinates(-90, 180)).toBe(true);
  });
});

describe('boundingBox', () => {
  it('contains every point of the circle (random centres and bearings)', () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 2000; i++) {
      const c = { lat: rand() * 178 - 89, lng: rand() * 360 - 180 };
      const r = 1 + rand() * 49;
      const p = destination(c, rand() * 360, r * rand());
      expect(inBoundingBox(boundingBox(c, r), p)).toBe(true);
    }
  });

  it('is tight: about ±0.09° of latitude for 10 km', () => {
    const box = boundingBox({ lat: 0, lng: 0 }, 10);
    expect(box.maxLat).toBeCloseTo(10 / kmPerDegree, 6);
    expect(box.lngRanges[0][1]).toBeCloseTo(10 / kmPerDegree, 6);
  });
});

describe('formatDistanceKm', () => {
  it('formats metres and kilometres', () => {
    expect(formatDistanceKm(0.853)).toBe('850 m');
    expect(formatDistanceKm(3.44)).toBe('3.4 km');
    expect(formatDistanceKm(27.4)).toBe('27 km');
  });
});
