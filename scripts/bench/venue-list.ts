// Benchmark (issue 4): requests/s of the first page of GET /api/venues with 10,000 venues and
// 100,000 ratings, as a ratio to a bare Fastify route returning a constant JSON body of the
// same size, both measured in this run on 127.0.0.1. Target: ratio ≥ 0.3.
// `npm run bench:venues` (BENCH_SECONDS, BENCH_CONNECTIONS to change the load; bounded).
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createDb } from '../../server/db/client';
import { startEmbedded } from '../../server/db/embedded';
import { runMigrations } from '../../server/db/migrate';
import { transportFor } from '../../server/email/transport';

const VENUES = 10_000;
const RATERS = 10; // 10 raters × 10,000 venues = 100,000 ratings (one per venue and user)
const SECONDS = Math.min(60, Number(process.env.BENCH_SECONDS ?? 10));
const CONNECTIONS = Math.min(100, Number(process.env.BENCH_CONNECTIONS ?? 10));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

// The load generator runs in its own process so it does not share the server's event loop.
const AUTOCANNON = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/autocannon/autocannon.js');
function run(url: string, headers: Record<string, string>, duration: number) {
  const args = [AUTOCANNON, '-c', String(CONNECTIONS), '-d', String(duration), '-j', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]), url];
  return new Promise<autocannon.Result>((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 10 * 1024 * 1024 }, (err, stdout) => (err ? reject(err) : resolve(JSON.parse(stdout) as autocannon.Result)));
  });
}

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-bench-venues-'));
const pg = await startEmbedded({ dataDir: dir, port: await freePort() });
const db = createDb(pg.url, 10);
const stopAll: Array<() => Promise<unknown>> = [];
try {
  await runMigrations(db);
  const t0 = Date.now();
  await db.$client.query(`
    insert into users (email, password_hash) select 'bench' || g || '@example.com', 'x' from generate_series(1, ${RATERS + 1}) g;
    insert into profiles (id, email, name, membership_number, role)
      select id, email, 'Bench ' || email, 'CC' || lpad((row_number() over ())::text, 10, '0'), 'venue' from users;
    insert into venues (name, description, address, latitude, longitude, capacity, venue_type, amenities, images, cover_image_url, owner_id, owner_name, default_booking_rate, created_at)
      select 'Venue ' || g, 'A bright room for meetups number ' || g, g || ' High Street, Town ' || (g % 500) || ', United Kingdom',
             50 + (g % 1000) / 100.0, -3 + (g % 700) / 100.0, 10 + g % 300, 'event_space', array['Wi-Fi','Projector'],
             array['/storage/v1/object/public/venue-images/00000000-0000-4000-8000-000000000000/' || g || '.jpg'],
             '/storage/v1/object/public/venue-images/00000000-0000-4000-8000-000000000000/' || g || '.jpg',
             (select id from users where email = 'bench1@example.com'), 'Bench Owner', 1000 + g, now() - g * interval '1 minute'
      from generate_series(1, ${VENUES}) g;
    insert into venue_ratings (venue_id, user_id, score, comment)
      select v.id, u.id, 1 + (abs(hashtext(v.id::text || u.id::text)) % 5), null
      from venues v cross join (select id from users where email <> 'bench1@example.com') u;
    analyze;
  `);
  const { rows } = await db.$client.query<{ v: string; r: string }>('select (select count(*) from venues) as v, (select count(*) from venue_ratings) as r');
  console.log(`Seeded ${rows[0].v} venues and ${rows[0].r} ratings in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  if (process.env.BENCH_EXPLAIN) {
    const plan = await db.$client.query(`explain analyze select v.id, r.rating_avg from venues v left join lateral (select avg(score)::float8 as rating_avg, count(*)::int as rating_count from venue_ratings where venue_id = v.id) r on true order by v.created_at desc, v.id desc limit 25`);
    console.log(plan.rows.map((x: Record<string, string>) => x['QUERY PLAN']).join('\n'));
  }
  const dataDir = path.join(dir, 'app');
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: pg.url, LOG_LEVEL: 'silent', SEED_DEMO: 'false', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  const app = await buildApp({ config, db, emailTransport: transportFor(config) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  stopAll.push(() => app.close());
  const appPort = (app.server.address() as net.AddressInfo).port;
  // Sign-up answers without a session (confirmation pending): the password grant signs in.
  const reader = { email: 'bench-reader@example.com', password: 'bench-password-1' };
  await app.inject({ method: 'POST', url: '/auth/v1/signup', payload: { ...reader, data: { name: 'Reader' } } });
  const signIn = await app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: reader });
  const token = signIn.json().access_token as string;
  const headers = { authorization: `Bearer ${token}` };
  const first = await fetch(`http://127.0.0.1:${appPort}/api/venues`, { headers });
  const body = await first.text();
  const parsed = JSON.parse(body) as { venues: Array<{ rating: { count: number } }> };
  if (first.status !== 200 || parsed.venues.length !== 24 || parsed.venues[0].rating.count !== RATERS) throw new Error(`unexpected first page: ${first.status} ${body.slice(0, 200)}`);

  if (process.env.BENCH_INJECT) {
    // Diagnostic: sequential in-process timings (no network), less sensitive to a busy machine.
    const timeIt = async (label: string, url: string) => {
      for (let i = 0; i < 50; i++) await app.inject({ url, headers });
      const t1 = performance.now();
      for (let i = 0; i < 500; i++) await app.inject({ url, headers });
      console.log(`${label.padEnd(28)} ${((performance.now() - t1) / 500).toFixed(2)} ms per request (inject)`);
    };
    await timeIt('GET /api/venues (page 1)', '/api/venues');
    await timeIt('GET /api/health + Bearer', '/api/health');
  }
  // The baseline: a bare Fastify route answering the same bytes.
  const bare = Fastify({ logger: false });
  bare.get('/api/venues', (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  stopAll.push(() => bare.close());
  const barePort = (bare.server.address() as net.AddressInfo).port;

  console.log(`First page: 24 venues, ${body.length} bytes. Load: ${CONNECTIONS} connections, ${SECONDS} s each, after a 2 s warm-up.`);
  await run(`http://127.0.0.1:${barePort}/api/venues`, {}, 2);
  const baseline = await run(`http://127.0.0.1:${barePort}/api/venues`, {}, SECONDS);
  await run(`http://127.0.0.1:${appPort}/api/venues`, headers, 2);
  const real = await run(`http://127.0.0.1:${appPort}/api/venues`, headers, SECONDS);
  // Diagnostic: the same app answering a trivial route with the same Bearer token, i.e. the
  // floor set by the per-request session check every signed-in route pays.
  const authFloor = await run(`http://127.0.0.1:${appPort}/api/health`, headers, Math.max(3, Math.round(SECONDS / 2)));
  if (real.non2xx > 0 || baseline.non2xx > 0) throw new Error(`non-2xx answers: app ${real.non2xx}, bare ${baseline.non2xx}`);
  const ratio = real.requests.average / baseline.requests.average;
  const line = (name: string, r: autocannon.Result) =>
    `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms`;
  console.log(line('bare Fastify, constant JSON', baseline));
  console.log(line('GET /api/venues (page 1)', real));
  console.log(line('GET /api/health + Bearer', authFloor));
  console.log(`ratio ${ratio.toFixed(2)} (target ≥ 0.30): ${ratio >= 0.3 ? 'met' : 'NOT met'}`);
} finally {
  for (const stop of stopAll.reverse()) await stop().catch(() => {});
  await db.$client.end().catch(() => {});
  await pg.stop().catch(() => {});
  await fs.rm(dir, { recursive: true, force: true });
}
