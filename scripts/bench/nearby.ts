// Nearby-search benchmark (issue 5, "Measured"): median latency of the server's nearby query
// (bounding-box prefilter on meetups_lat_lng_idx + exact haversine) over 10,000 and 1,000,000
// meetups spread over the globe, radius 10 km; the ratio of the two; and the ratio to an
// in-process haversine scan of the same 1,000,000 points.
//
// Bounded and local: its own embedded PostgreSQL in a temp folder on 127.0.0.1, a fixed number
// of queries, then everything is stopped and removed. Not part of `npm test`.
//   npm run bench:nearby            (QUERIES=200 SMALL=10000 LARGE=1000000 to change sizes)
import { sql } from 'drizzle-orm';
import { isWithinRadius } from '../../contracts/geo';
import { withBenchDatabase } from './bench-db';
import { users } from '../../server/db/schema/index';
import { listMeetups } from '../../server/meetups/queries';
import { createProfile } from '../../server/profiles/create-profile';

const QUERIES = Number(process.env.QUERIES ?? 200);
const SMALL = Number(process.env.SMALL ?? 10_000);
const LARGE = Number(process.env.LARGE ?? 1_000_000);
const RADIUS_KM = 10;

/** Deterministic centres, uniform over the sphere (same sequence for both sizes). */
function centres(n: number) {
  let seed = 42;
  const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  return Array.from({ length: n }, () => ({ lat: (Math.asin(2 * rand() - 1) * 180) / Math.PI, lng: rand() * 360 - 180 }));
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x: number) => `${x.toFixed(3)} ms`;

async function main() {
  const log = (m: string) => console.error(`[bench] ${m}`);
  await withBenchDatabase('nearby', async (db) => {
    const [user] = await db.insert(users).values({ email: 'bench@example.com', passwordHash: 'x' }).returning();
    await createProfile(db, { id: user.id, email: user.email, name: 'Bench Organiser' });
    await db.execute(sql`update profiles set role = 'professional' where id = ${user.id}`);
    const viewer = { userId: user.id, role: 'professional' as const, isAdmin: false };

    let rows = 0;
    /** Grows the table to n meetups, uniform over the sphere, all approved and upcoming. */
    const growTo = async (n: number) => {
      while (rows < n) {
        const batch = Math.min(200_000, n - rows);
        await db.execute(sql`
          insert into meetups (title, date, time, organizer_id, organizer_name, booking_status, latitude, longitude)
          select 'Meetup ' || g, (now() + interval '30 days')::date, '18:00', ${user.id}, 'Bench Organiser', 'approved',
                 degrees(asin(2 * random() - 1)), random() * 360 - 180
          from generate_series(1, ${batch}) g`);
        rows += batch;
        log(`${rows.toLocaleString('en-GB')} meetups`);
      }
      await db.execute(sql`vacuum analyze meetups`);
    };

    const points = centres(QUERIES);
    const measure = async () => {
      for (const c of points.slice(0, 20)) await listMeetups(db, viewer, { lat: c.lat, lng: c.lng, radius: RADIUS_KM, when: 'upcoming', limit: 50, offset: 0 }); // warm-up
      const times: number[] = [];
      let found = 0;
      for (const c of points) {
        const t0 = performance.now();
        const r = await listMeetups(db, viewer, { lat: c.lat, lng: c.lng, radius: RADIUS_KM, when: 'upcoming', limit: 50, offset: 0 });
        times.push(performance.now() - t0);
        found += r.total;
      }
      return { median: median(times), found };
    };

    await growTo(SMALL);
    const small = await measure();
    log(`${SMALL}: median ${ms(small.median)}`);
    await growTo(LARGE);
    const large = await measure();
    log(`${LARGE}: median ${ms(large.median)}`);

    // The same 1,000,000 points scanned in process with haversine (what "no index" costs at best).
    const { rows: all } = await db.$client.query<{ latitude: number; longitude: number }>('select latitude, longitude from meetups');
    const lat = Float64Array.from(all, (r) => r.latitude);
    const lng = Float64Array.from(all, (r) => r.longitude);
    const scanTimes: number[] = [];
    let scanFound = 0;
    for (const c of points.slice(0, Math.min(QUERIES, 50))) {
      const t0 = performance.now();
      for (let i = 0; i < lat.length; i++) if (isWithinRadius(c, { lat: lat[i], lng: lng[i] }, RADIUS_KM)) scanFound++;
      scanTimes.push(performance.now() - t0);
    }
    const scan = median(scanTimes);

    const c = points[0];
    const plan = await db.$client.query(
      `explain (analyze, buffers) select id from meetups where latitude between $1 and $2 and longitude between $3 and $4`,
      [c.lat - 0.09, c.lat + 0.09, c.lng - 0.15, c.lng + 0.15],
    );

    console.log(`\nNearby search, radius ${RADIUS_KM} km, ${QUERIES} queries per size (median of in-process calls to the API's query):`);
    console.log(`| meetups | median latency | meetups found per query (mean) |`);
    console.log(`|---|---|---|`);
    console.log(`| ${SMALL.toLocaleString('en-GB')} | ${ms(small.median)} | ${(small.found / QUERIES).toFixed(2)} |`);
    console.log(`| ${LARGE.toLocaleString('en-GB')} | ${ms(large.median)} | ${(large.found / QUERIES).toFixed(2)} |`);
    console.log(`\nratio ${LARGE.toLocaleString('en-GB')} / ${SMALL.toLocaleString('en-GB')}: ${(large.median / small.median).toFixed(2)}× (target ≤ 3× for ${LARGE / SMALL}× the data)`);
    console.log(`in-process haversine scan of the same ${all.length.toLocaleString('en-GB')} points: median ${ms(scan)} per query`);
    console.log(`indexed query vs in-process scan: ${(large.median / scan).toFixed(3)}× the time (scan is ${(scan / large.median).toFixed(1)}× slower)`);
    console.log(`\nplan of the prefilter at ${LARGE.toLocaleString('en-GB')} rows:\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
