// `npm run bench:scale` (issue 30, decision 0058): each list's median and p95 server time on the
// scale data set at 10,000 meetups (SMALL, SCALE 0.01) and at 1,000,000 (LARGE, SCALE 1), and
// the ratio of the two. Targets: p95 ≤ 50 ms at the large size and ≤ 2× the small figure.
// Server time is the in-process request (app.inject: routing, auth, queries, serialisation),
// without the network. Each size gets its own embedded PostgreSQL in a temp folder (BENCH_DIR to
// choose the disk: the 1,000,000 set is ~10 GB), removed afterwards.
//   npm run bench:scale                      (SMALL=0.01 LARGE=1 SAMPLES=100)
//   LARGE=0.1 npm run bench:scale            (a 100,000-meetup run on a small machine)
//   LARGE_DATABASE_URL=postgres://… LARGE=1 npm run bench:scale
//                                            (the large size read from a database seeded before with
//                                             `SCALE=1 npm run seed:scale`, not seeded again: ~10 min saved)
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { hashPassword } from '../../server/auth/passwords';
import { loadConfig } from '../../server/config';
import { createDb } from '../../server/db/client';
import { startEmbedded } from '../../server/db/embedded';
import { runMigrations } from '../../server/db/migrate';
import { SCALE_PASSWORD, scaleEmail, scaleSizes, seedScale } from '../../server/db/seed-scale';
import { transportFor } from '../../server/email/transport';
import { freePort } from '../../tests/helpers/free-port';
import { firstMeetupsSitemap, SCALE_MEETUP_SQL, scaleLists, scaleOrganiserId, type ScaleCaller } from '../../tests/helpers/scale-lists';

const SMALL = Number(process.env.SMALL ?? 0.01);
const LARGE = Number(process.env.LARGE ?? 1);
// 100 a list: p95 of 40 was the 38th of 40, close to the slowest, and swung ±0.5 in ratio between runs.
const SAMPLES = Number(process.env.SAMPLES ?? 100);
/** LISTS=sitemap,nearby: only the lists whose label contains one of these words (a quicker re-measure). */
const LISTS = process.env.LISTS?.split(',').map((w) => w.trim().toLowerCase()).filter(Boolean);
/** Admins: requests rotate among them so the admin lists' 240 a minute per caller never cuts a run. */
const ADMINS = [3, 4, 5, 6];
const log = (m: string) => console.error(`[bench] ${m}`);

type Figures = Record<string, { p50: number; p95: number }>;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function measureAt(scale: number, seeded?: string): Promise<{ figures: Figures; seedSeconds: number; size: string; meetups: number }> {
  const dir = await fs.mkdtemp(path.join(process.env.BENCH_DIR ?? os.tmpdir(), 'cc-bench-scale-'));
  await fs.chmod(dir, 0o755); // the embedded server runs as its own user and must reach pg/ inside
  const pg = seeded ? null : await startEmbedded({ dataDir: path.join(dir, 'pg'), port: await freePort(), log });
  const db = createDb(seeded ?? pg!.url, 10);
  try {
    let seedSeconds = 0;
    if (pg) {
      await runMigrations(db);
      const client = await db.$client.connect();
      const t0 = performance.now();
      try {
        await seedScale(client, { scale, passwordHash: await hashPassword(SCALE_PASSWORD), log });
      } finally {
        client.release();
      }
      seedSeconds = (performance.now() - t0) / 1000;
    }
    const { rows } = await db.$client.query<{ size: string }>(`select pg_size_pretty(pg_database_size(current_database())) as size`);
    const sizes = scaleSizes(scale);
    const config = loadConfig({ DATA_DIR: path.join(dir, 'app'), DATABASE_URL: seeded ?? pg!.url, LOG_LEVEL: 'silent', ADMIN_EMAILS: ADMINS.map(scaleEmail).join(','), AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
    const app = await buildApp({ config, db, emailTransport: transportFor(config) });
    try {
      const signIn = async (n: number) => {
        const res = await app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: scaleEmail(n), password: SCALE_PASSWORD } });
        if (res.statusCode !== 200) throw new Error(`sign-in of member ${n}: ${res.body}`);
        return { authorization: `Bearer ${res.json().access_token}` };
      };
      const as: Partial<Record<ScaleCaller, Record<string, string>>> = {
        organiser: await signIn(1),
        owner: await signIn(sizes.members),
        member: await signIn(12_345 % sizes.members),
      };
      const admins = await Promise.all(ADMINS.map(signIn));
      let turn = 0;
      const headersOf = (who: ScaleCaller) => (who === 'admin' ? admins[turn++ % admins.length] : (as[who] ?? {}));
      const figures: Figures = {};
      const ctx = {
        meetup: (await db.$client.query<{ id: string }>(SCALE_MEETUP_SQL, [scaleOrganiserId()])).rows[0].id,
        sitemapFile: firstMeetupsSitemap((await app.inject({ url: '/sitemap.xml' })).body),
      };
      log(`${scale}: sitemap meetups file ${ctx.sitemapFile}`);
      for (const [label, call] of Object.entries(scaleLists(ctx))) {
        if (LISTS && !LISTS.some((w) => label.toLowerCase().includes(w))) continue;
        const once = async () => {
          if (call.afterWrite) await db.$client.query('update meetup_list_versions set version = version + 1 where shard = 0');
          const t = performance.now();
          const res = await app.inject({ method: call.method ?? 'GET', url: call.url, headers: headersOf(call.who), payload: call.payload });
          if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          return performance.now() - t;
        };
        // Each list starts on a collected heap, so it does not pay for the garbage of the list before.
        (globalThis as { gc?: () => void }).gc?.();
        for (let i = 0; i < 3; i++) await once();
        const xs: number[] = [];
        for (let i = 0; i < SAMPLES; i++) xs.push(await once());
        figures[label] = { p50: pct(xs, 50), p95: pct(xs, 95) };
        log(`${scale}: ${label} p50 ${figures[label].p50.toFixed(1)} ms, p95 ${figures[label].p95.toFixed(1)} ms`);
      }
      return { figures, seedSeconds, size: rows[0].size, meetups: sizes.meetups };
    } finally {
      await app.close();
    }
  } finally {
    await db.$client.end();
    await pg?.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const small = await measureAt(SMALL);
const large = await measureAt(LARGE, process.env.LARGE_DATABASE_URL);
const n = (x: number) => x.toLocaleString('en-GB');
console.log(`\nbench:scale — ${SAMPLES} requests a list, in process (app.inject), one at a time`);
const largeSeed = process.env.LARGE_DATABASE_URL ? 'seeded before' : `in ${large.seedSeconds.toFixed(0)} s`;
console.log(`seed: ${n(small.meetups)} meetups in ${small.seedSeconds.toFixed(0)} s (${small.size}); ${n(large.meetups)} meetups ${largeSeed} (${large.size})\n`);
console.log(`| list | p50 @ ${n(small.meetups)} | p95 @ ${n(small.meetups)} | p50 @ ${n(large.meetups)} | p95 @ ${n(large.meetups)} | p95 ratio | p95 ≤ 50 ms and ≤ 2× |`);
console.log('|---|---|---|---|---|---|---|');
for (const label of Object.keys(small.figures)) {
  const a = small.figures[label];
  const b = large.figures[label];
  const ratio = b.p95 / a.p95;
  console.log(`| ${label} | ${a.p50.toFixed(1)} ms | ${a.p95.toFixed(1)} ms | ${b.p50.toFixed(1)} ms | ${b.p95.toFixed(1)} ms | ${ratio.toFixed(2)} | ${b.p95 <= 50 && ratio <= 2 ? 'yes' : 'no'} |`);
}
process.exit(0);
