import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM } from '../../contracts/constants';
import { meetups } from '../../server/db/schema/index';
import { captureQueries } from '../helpers/query-capture';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dayFromNow, insertMeetup, member, type Member } from '../helpers/meetup-fixtures';

// Nearby search (docs/product.md §5): finite coordinates within the radius by great-circle distance,
// computed by the server behind an index-backed bounding-box prefilter.
let t: TestApp;
let pro: Member;
let organiserId: string;
const deg = (km: number) => (km / EARTH_RADIUS_KM) * (180 / Math.PI); // km along a meridian → degrees

beforeAll(async () => {
  t = await createTestApp();
  pro = await member(t, 'professional');
  organiserId = (await member(t, 'professional')).id;
});
afterAll(() => t.close());

async function place(title: string, latitude: number | null, longitude: number | null, over: Partial<typeof meetups.$inferInsert> = {}) {
  return insertMeetup(t.db, organiserId, { title, latitude, longitude, date: dayFromNow(12), ...over });
}
async function nearby(lat: number, lng: number, radius: number) {
  const res = await t.app.inject({ url: `/api/meetups?lat=${lat}&lng=${lng}&radius=${radius}&limit=100`, headers: pro.headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { count: body.nearby.count as number, titles: (body.meetups as { title: string; distance_km: number }[]).map((m) => m.title), body };
}

describe('nearby search boundaries', () => {
  it('includes a meetup exactly at the radius and excludes one just beyond; nearest first with distances', async () => {
    await place('Centre', 10, 20);
    await place('Exactly 10 km north', 10 + deg(10), 20);
    await place('10.01 km south', 10 - deg(10.01), 20);
    await place('3 km east', 10, 20 + deg(3) / Math.cos((10 * Math.PI) / 180));
    const r = await nearby(10, 20, 10);
    expect(r.titles).toEqual(['Centre', '3 km east', 'Exactly 10 km north']);
    expect(r.count).toBe(3);
    expect(r.body.nearby).toEqual({ count: 3, radius: 10, lat: 10, lng: 20 });
    expect(r.body.meetups[2].distance_km).toBeCloseTo(10, 6);
  });

  it('works across the antimeridian', async () => {
    await place('Fiji west side', -17.5, 179.98);
    await place('Fiji east side', -17.5, -179.98); // ≈ 4.2 km from the west side
    await place('Far east', -17.5, -179.5);
    expect((await nearby(-17.5, 179.98, 10)).titles).toEqual(['Fiji west side', 'Fiji east side']);
    expect((await nearby(-17.5, -179.99, 10)).titles.sort()).toEqual(['Fiji east side', 'Fiji west side']);
  });

  it('works at the poles, where every longitude is near', async () => {
    await place('South Pole station', -90, 0);
    await place('Near pole, far side', -89.95, 170); // ≈ 5.6 km from the pole
    await place('Near pole, this side', -89.95, -10);
    expect((await nearby(-90, 0, 10)).count).toBe(3);
    expect((await nearby(-89.95, 170, 12)).titles).toEqual(['Near pole, far side', 'South Pole station', 'Near pole, this side']); // ≈ 0, 5.6, 11.1 km
    expect((await nearby(-89.95, 170, 10)).titles).toEqual(['Near pole, far side', 'South Pole station']);
  });

  it('ignores meetups with missing or non-finite coordinates, and only shows what the viewer may see', async () => {
    await place('No coordinates', null, null);
    await place('Only latitude', 40, null);
    await t.db.execute(sql`insert into meetups (title, date, time, organizer_id, booking_status, latitude, longitude) values ('NaN place', ${dayFromNow(5)}, '10:00', ${organiserId}, 'approved', 'NaN', 0), ('Infinite place', ${dayFromNow(5)}, '10:00', ${organiserId}, 'approved', 'Infinity', 'Infinity')`);
    await place('Pending nearby', 40, 0.001, { bookingStatus: 'pending', approvedAt: null });
    await place('Approved nearby', 40, 0.002);
    await place('Past nearby', 40, 0.003, { date: dayFromNow(-5) });
    const r = await nearby(40, 0, 50);
    expect(r.titles).toEqual(['Approved nearby']);
    expect(r.count).toBe(1);
  });

  it('validates the radius (integer 1 to 50) and needs both coordinates', async () => {
    for (const q of ['lat=1&lng=2&radius=0', 'lat=1&lng=2&radius=51', 'lat=1&lng=2&radius=2.5', 'lat=1', 'lat=91&lng=0&radius=5']) {
      expect((await t.app.inject({ url: `/api/meetups?${q}`, headers: pro.headers })).statusCode, q).toBe(400);
    }
    expect((await t.app.inject({ url: '/api/meetups?lat=1&lng=2', headers: pro.headers })).json().nearby.radius).toBe(10);
  });
});

describe('nearby at scale (issue 30, decision 0062)', () => {
  it('walks meetups_nearby_idx nearest first and stops after 1,001 rows: the count says "1,000+" and the page is the nearest', async () => {
    // 1,500 approved upcoming meetups within about 1 km of a centre nobody else uses, and past ones nearer still.
    await t.db.execute(sql`
      insert into meetups (title, date, time, organizer_id, booking_status, latitude, longitude)
      select 'Crowd ' || g, (now() + interval '10 days')::date, '18:00', ${organiserId}, 'approved', -33.9 + (g % 40) * 0.0002, 18.4 + (g / 40) * 0.0003
      from generate_series(1, 1500) g`);
    await t.db.execute(sql`
      insert into meetups (title, date, time, organizer_id, booking_status, latitude, longitude)
      select 'Over ' || g, (now() - interval '10 days')::date, '18:00', ${organiserId}, 'approved', -33.9 + g * 0.00001, 18.4
      from generate_series(1, 200) g`);
    await t.db.execute(sql`analyze meetups`);
    const res = await t.app.inject({ url: '/api/meetups?lat=-33.9&lng=18.4&radius=5&limit=20', headers: pro.headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.nearby.count).toBe(1000);
    expect(body.total_capped).toBe(true);
    const distances = (body.meetups as { title: string; distance_km: number }[]).map((m) => m.distance_km);
    expect(distances).toHaveLength(20);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect((body.meetups as { title: string }[]).every((m) => m.title.startsWith('Crowd '))).toBe(true);
    expect(distances[0]).toBeLessThan(0.1); // the crowd starts at the centre

    // The plan the route runs (bitmap scans off for that one statement): an ordered walk of the index under a LIMIT.
    const queries = await captureQueries(() => t.app.inject({ url: '/api/meetups?lat=-33.9&lng=18.4&radius=5', headers: pro.headers }));
    const knn = queries.find((q) => q.text.includes('<->'))!;
    expect(knn).toBeDefined();
    const client = await t.db.$client.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_bitmapscan = off');
      const plan = (await client.query({ text: `explain ${knn.text}`, values: knn.values })).rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
      await client.query('rollback');
      expect(plan).toMatch(/^Limit/);
      expect(plan).toMatch(/Index Scan using meetups_nearby_idx/);
      expect(plan).toMatch(/Order By: \(cube/);
      expect(plan).not.toMatch(/Seq Scan on meetups|Sort Key/);
    } finally {
      client.release();
    }
  });
});
