// Benchmark (issue 12): at one venue already holding 10,000 approved bookings,
//  1. bookings created per second with the overlap guarantee (approved rows, checked by the
//     exclusion constraint meetups_venue_occupancy_excl) as a ratio to plain inserts of the same
//     rows into the same table (rejected: neither partial GiST index looks at them), both in
//     this run, alternated to share the machine's noise. Target: ratio ≥ 0.5.
//  2. the median latency of GET /api/venues/{id}/availability for a month at that venue
//     (in-process inject, so no network; the bare query's median printed too). Target ≤ 5 ms.
// `npm run bench:bookings` (BENCH_SECONDS per round, BENCH_CONNECTIONS concurrent writers; bounded).
import fs from 'node:fs/promises';
import { freePort } from '../../tests/helpers/free-port';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { venueAvailability } from '../../server/bookings/availability';
import { loadConfig } from '../../server/config';
import { createDb } from '../../server/db/client';
import { startEmbedded } from '../../server/db/embedded';
import { runMigrations } from '../../server/db/migrate';
import { transportFor } from '../../server/email/transport';

const BOOKINGS = 10_000;
const SECONDS = Math.min(30, Number(process.env.BENCH_SECONDS ?? 4));
const CONNECTIONS = Math.min(32, Number(process.env.BENCH_CONNECTIONS ?? 8));
const ROUNDS = 3;
const SLOT_HOURS = 3; // each seeded booking holds 2 h of every 3 h, from 2027-01-04 00:00 UTC

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-bench-bookings-'));
const pg = await startEmbedded({ dataDir: dir, port: await freePort() });
const db = createDb(pg.url, CONNECTIONS + 2);
try {
  await runMigrations(db);
  const t0 = Date.now();
  // A venue without coordinates keeps UTC, so dates, times and ranges line up in plain SQL.
  await db.$client.query(`
    insert into users (email, password_hash) values ('bench-owner@example.com', 'x'), ('bench-organiser@example.com', 'x');
    insert into profiles (id, email, name, membership_number, role)
      select id, email, 'Bench', 'CC' || lpad((row_number() over ())::text, 10, '0'), 'professional' from users;
    insert into venues (name, owner_id, capacity, setup_time) select 'Bench Hall', id, 100, 0 from users where email = 'bench-owner@example.com';
    insert into meetups (title, date, time, duration, venue_id, organizer_id, booking_status, approved_at, occupies)
      select 'Booking ' || g, (s at time zone 'utc')::date, (s at time zone 'utc')::time, 120, v.id, u.id, 'approved', now(), tstzrange(s, s + interval '2 hours', '[)')
        from generate_series(0, ${BOOKINGS - 1}) g
        cross join lateral (select timestamptz '2027-01-04 00:00+00' + g * interval '${SLOT_HOURS} hours' as s) t
        cross join (select id from venues limit 1) v
        cross join (select id from users where email = 'bench-organiser@example.com') u;
    analyze;
  `);
  const { rows: ids } = await db.$client.query<{ venue: string; organiser: string; n: string }>(
    `select (select id from venues limit 1) as venue, (select id from users where email = 'bench-organiser@example.com') as organiser, (select count(*) from meetups) as n`,
  );
  const { venue, organiser } = ids[0];
  console.log(`Seeded ${ids[0].n} approved bookings at one venue in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  // New bookings go after the seeded ones, one free 2-hour slot each, so none is refused.
  let next = BOOKINGS;
  const insert = (status: 'approved' | 'rejected') => {
    const s = new Date(Date.UTC(2027, 0, 4) + next++ * SLOT_HOURS * 3_600_000);
    const e = new Date(s.getTime() + 2 * 3_600_000);
    return db.$client.query(
      `insert into meetups (title, date, time, duration, venue_id, organizer_id, booking_status, approved_at, occupies) values ('New', $1, $2, 120, $3, $4, $5, $6, $7)`,
      [s.toISOString().slice(0, 10), s.toISOString().slice(11, 16), venue, organiser, status, status === 'approved' ? new Date() : null, `[${s.toISOString()},${e.toISOString()})`],
    );
  };
  const measure = async (status: 'approved' | 'rejected', seconds: number) => {
    let done = 0;
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) {
          await insert(status);
          done++;
        }
      }),
    );
    return done / ((performance.now() - started) / 1000);
  };
  await measure('rejected', 1);
  await measure('approved', 1);
  const plain: number[] = [];
  const guarded: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    plain.push(await measure('rejected', SECONDS));
    guarded.push(await measure('approved', SECONDS));
  }
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const ratio = avg(guarded) / avg(plain);
  console.log(`Writers: ${CONNECTIONS} concurrent, ${ROUNDS} rounds of ${SECONDS} s each, alternated.`);
  console.log(`plain inserts (rejected rows)      ${avg(plain).toFixed(0).padStart(6)} rows/s   rounds ${plain.map((x) => x.toFixed(0)).join(', ')}`);
  console.log(`bookings with the overlap guarantee ${avg(guarded).toFixed(0).padStart(6)} rows/s   rounds ${guarded.map((x) => x.toFixed(0)).join(', ')}`);
  console.log(`ratio ${ratio.toFixed(2)} (target ≥ 0.50): ${ratio >= 0.5 ? 'met' : 'NOT met'}`);

  // The refusal path works at this size too: an overlapping approved insert is refused.
  const refused = await db.$client
    .query(`insert into meetups (title, date, time, duration, venue_id, organizer_id, booking_status, occupies) values ('Clash', '2027-02-01', '01:00', 60, $1, $2, 'approved', '[2027-02-01T01:00Z,2027-02-01T02:00Z)')`, [venue, organiser])
    .then(() => false, (e: { code?: string }) => e.code === '23P01');
  if (!refused) throw new Error('an overlapping approved booking was not refused');

  // Availability for a month in the middle of the seeded bookings (about 240 busy slots).
  const config = loadConfig({ DATA_DIR: path.join(dir, 'app'), DATABASE_URL: pg.url, LOG_LEVEL: 'silent', SEED_DEMO: 'false', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  const app = await buildApp({ config, db, emailTransport: transportFor(config) });
  try {
    // Sign-up answers without a session (confirmations on); the password grant gives one.
    await app.inject({ method: 'POST', url: '/auth/v1/signup', payload: { email: 'bench-reader@example.com', password: 'bench-password-1', data: { name: 'Reader' } } });
    const signIn = await app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: 'bench-reader@example.com', password: 'bench-password-1' } });
    if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
    const headers = { authorization: `Bearer ${signIn.json().access_token as string}` };
    const reader = signIn.json().user.id as string;
    // The reader has 20 pending requests that month (availability adds them, marked mine); then
    // statistics as autovacuum would leave them after this many writes.
    await db.$client.query(
      `insert into meetups (title, date, time, duration, venue_id, organizer_id, booking_status, occupies)
         select 'Pending ' || g, (s at time zone 'utc')::date, '01:00', 60, $1, $2, 'pending', tstzrange(s, s + interval '1 hour', '[)')
           from generate_series(1, 20) g cross join lateral (select timestamptz '2027-06-01 01:00+00' + g * interval '1 day' as s) t`,
      [venue, reader],
    );
    await db.$client.query('analyze meetups');
    const url = `/api/venues/${venue}/availability?from=2027-06-01&to=2027-06-30`;
    const first = await app.inject({ url, headers });
    const busy = (first.json() as { busy: unknown[] }).busy.length;
    if (first.statusCode !== 200 || busy < 250) throw new Error(`unexpected availability: ${first.statusCode} ${first.body.slice(0, 200)}`);
    for (let i = 0; i < 50; i++) await app.inject({ url, headers });
    const http: number[] = [];
    for (let i = 0; i < 500; i++) {
      const t1 = performance.now();
      await app.inject({ url, headers });
      http.push(performance.now() - t1);
    }
    const query: number[] = [];
    const v = { id: venue, latitude: null, longitude: null, weekendAvailable: true };
    for (let i = 0; i < 500; i++) {
      const t1 = performance.now();
      await venueAvailability(db, v, reader, '2027-06-01', '2027-06-30');
      query.push(performance.now() - t1);
    }
    // The floor every signed-in request pays (session check), for reading the figure above.
    const floor: number[] = [];
    for (let i = 0; i < 500; i++) {
      const t1 = performance.now();
      await app.inject({ url: '/api/health', headers });
      floor.push(performance.now() - t1);
    }
    console.log(`GET /api/health + Bearer: median ${median(floor).toFixed(2)} ms (inject)`);
    if (process.env.BENCH_EXPLAIN) {
      const plan = await db.$client.query(
        `explain analyze select lower(occupies), upper(occupies) from meetups where venue_id = $1 and booking_status = 'approved' and occupies && '[2027-06-01T00:00Z,2027-07-01T00:00Z)'::tstzrange`,
        [venue],
      );
      console.log(plan.rows.map((x: Record<string, string>) => x['QUERY PLAN']).join('\n'));
      const union = `select lower(occupies) as start, upper(occupies) as end, booking_status as status, organizer_id = $2 as mine from meetups where venue_id = $1 and booking_status = 'approved' and occupies && $3::tstzrange
        union all select lower(occupies), upper(occupies), booking_status, true from meetups where venue_id = $1 and booking_status = 'pending' and organizer_id = $2 and occupies && $3::tstzrange order by 1`;
      const args = [venue, reader, '[2027-06-01T00:00Z,2027-07-01T00:00Z)'];
      const p2 = await db.$client.query(`explain analyze ${union}`, args);
      console.log(p2.rows.map((x: Record<string, string>) => x['QUERY PLAN']).join('\n'));
      const raw: number[] = [];
      for (let i = 0; i < 200; i++) {
        const t1 = performance.now();
        await db.$client.query(union, args);
        raw.push(performance.now() - t1);
      }
      console.log(`raw pg union median ${median(raw).toFixed(2)} ms`);
      const empty: number[] = [];
      for (let i = 0; i < 200; i++) {
        const t1 = performance.now();
        await app.inject({ url: `/api/venues/${venue}/availability?from=2031-06-01&to=2031-06-30`, headers });
        empty.push(performance.now() - t1);
      }
      console.log(`availability of an empty month via inject: median ${median(empty).toFixed(2)} ms`);
    }
    const m = median(http);
    console.log(`availability, June 2027 (${busy} busy slots, 20 of them the reader's pending requests): median ${m.toFixed(2)} ms per request (inject, incl. session check), query alone ${median(query).toFixed(2)} ms`);
    console.log(`availability median ${m.toFixed(2)} ms (target ≤ 5 ms): ${m <= 5 ? 'met' : 'NOT met'}`);
  } finally {
    await app.close();
  }
} finally {
  await db.$client.end().catch(() => {});
  await pg.stop().catch(() => {});
  await fs.rm(dir, { recursive: true, force: true });
}
