// Benchmark (issue 26): a new approved meetup reaching every follower of its organiser.
// Measured from the venue owner's approval (POST /api/meetups/{id}/approve, in-process inject)
// until the fan-out job has committed: every in-app notification written (and published to live
// sockets) and one email job queued per follower whose preferences allow it. Target ≤ 60 s for
// 100,000 followers; the baseline is the same with 1,000 followers, measured in the same run on
// the same database. Followers are inserted with set-based SQL (generate_series), not the API.
// `npm run bench:follows` (BENCH_FOLLOWERS to change the audience; bounded).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createDb, type Db } from '../../server/db/client';
import { startEmbedded } from '../../server/db/embedded';
import { runMigrations } from '../../server/db/migrate';
import { transportFor } from '../../server/email/transport';
import { bearer, signUp } from '../../tests/helpers/auth';
import { freePort } from '../../tests/helpers/free-port';
import { dayFromNow, insertMeetup, insertVenue } from '../../tests/helpers/meetup-fixtures';
import { setRole } from '../../tests/helpers/roles';

const FOLLOWERS = Math.min(500_000, Number(process.env.BENCH_FOLLOWERS ?? 100_000));
const BASELINE = 1_000;

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-bench-follows-'));
const pg = await startEmbedded({ dataDir: dir, port: await freePort() });
const db = createDb(pg.url);

/** `n` members (users + profiles) named `prefix…`, every one following `organiserId` and a share of them `venueId` too. */
async function seedFollowers(prefix: string, code: string, n: number, organiserId: string, venueId: string) {
  await db.$client.query(`
    insert into users (email, password_hash) select '${prefix}' || g || '@bench.example', 'x' from generate_series(1, ${n}) g;
    insert into profiles (id, email, name, membership_number, role)
      select id, email, 'Follower', '${code}' || lpad((row_number() over ())::text, 10, '0'), 'basic' from users where email like '${prefix}%';
    insert into follows (follower_id, organiser_id) select id, '${organiserId}' from users where email like '${prefix}%';
    -- A fifth also follow the venue: they must hear once.
    insert into follows (follower_id, venue_id) select id, '${venueId}' from users where email like '${prefix}%' and random() < 0.2;
    analyze;
  `);
}

const count = async (q: string, params: unknown[]) => Number((await db.$client.query(q, params)).rows[0].n);

try {
  await runMigrations(db);
  const config = loadConfig({ DATA_DIR: path.join(dir, 'app'), DATABASE_URL: pg.url, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  const app = await buildApp({ config, db, emailTransport: transportFor(config) });
  await app.ready(); // starts this instance's job runner
  const person = async (email: string, role: 'professional' | 'venue') => {
    const { session } = await signUp(app, { email, name: email.split('@')[0], db: db as Db });
    await setRole(db, session.user.id, role);
    return { id: session.user.id, headers: bearer(session.access_token) };
  };
  const owner = await person('owner@bench.example', 'venue');

  /** Approves a pending meetup by `organiserId` at `venueId`; resolves with the time until its fan-out committed. */
  async function approveAndWait(organiserId: string, venueId: string, days: number) {
    const m = await insertMeetup(db, organiserId, { title: 'Bench meetup', venueId, venueName: 'Bench Hall', date: dayFromNow(days), bookingStatus: 'pending', approvedAt: null });
    const since = new Date();
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url: `/api/meetups/${m.id}/approve`, headers: owner.headers });
    if (res.statusCode !== 200) throw new Error(`approve failed: ${res.statusCode} ${res.body}`);
    const answered = performance.now() - started;
    for (;;) {
      if ((await count(`select count(*)::int as n from job_runs where key = $1`, [`followed_meetup_fanout:${m.id}`])) > 0) break;
      if (performance.now() - started > 300_000) throw new Error('fan-out did not finish in 5 minutes');
      await new Promise((r) => setTimeout(r, 20));
    }
    const delivered = performance.now() - started;
    const notes = await count(`select count(*)::int as n from notifications where type = 'followed_meetup' and data->>'meetupId' = $1`, [m.id]);
    // Queued by the fan-out: still waiting, or already run by this instance's runner.
    const emails = await count(`select count(*)::int as n from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
       where t.identifier = 'followed_meetup_email' and j.payload->>'meetupId' = $1`, [m.id]);
    const ran = await count(`select count(*)::int as n from job_runs where key like 'followed_meetup_email:%' and done_at >= $1`, [since]);
    return { answered, delivered, notes, emails: emails + ran };
  }

  /**
   * Drops the baseline's email jobs still waiting (and waits for those under way), so the next
   * measurement starts on a quiet runner: sending 1,000 emails takes longer than the fan-out.
   */
  async function quietQueue() {
    await db.$client.query(`delete from graphile_worker._private_jobs where locked_at is null`);
    for (let i = 0; i < 600; i++) {
      if ((await count(`select count(*)::int as n from graphile_worker.jobs`, [])) === 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const t0 = Date.now();
  const small = await person('small-organiser@bench.example', 'professional');
  const smallVenue = (await insertVenue(db, owner.id, { name: 'Small Hall' })).id;
  await seedFollowers('follower-small-', 'FS', BASELINE, small.id, smallVenue);
  const big = await person('big-organiser@bench.example', 'professional');
  const bigVenue = (await insertVenue(db, owner.id, { name: 'Big Hall' })).id;
  await seedFollowers('follower-big-', 'FB', FOLLOWERS, big.id, bigVenue);
  console.log(`Seeded ${(BASELINE + FOLLOWERS).toLocaleString('en-GB')} followers in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const base = await approveAndWait(small.id, smallVenue, 40);
  console.log(`  baseline ${BASELINE.toLocaleString('en-GB')} followers: approval answered in ${base.answered.toFixed(1)} ms, delivered in ${(base.delivered / 1000).toFixed(2)} s (${base.notes} notifications, ${base.emails} emails queued)`);
  await quietQueue();
  const run = await approveAndWait(big.id, bigVenue, 41);
  console.log(`  ${FOLLOWERS.toLocaleString('en-GB')} followers: approval answered in ${run.answered.toFixed(1)} ms, delivered in ${(run.delivered / 1000).toFixed(2)} s (${run.notes.toLocaleString('en-GB')} notifications, ${run.emails.toLocaleString('en-GB')} emails queued)`);
  if (run.notes !== FOLLOWERS || base.notes !== BASELINE) throw new Error('a follower did not get exactly one notification');

  console.log(`\nFollow fan-out (${new Date().toISOString()}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}):`);
  console.log(`  ${FOLLOWERS.toLocaleString('en-GB')} followers delivered in ${(run.delivered / 1000).toFixed(2)} s (target ≤ 60 s)  ${run.delivered <= 60_000 ? 'OK' : 'MISSED'}`);
  console.log(`  baseline ${BASELINE.toLocaleString('en-GB')} followers: ${(base.delivered / 1000).toFixed(2)} s — ${(run.delivered / base.delivered).toFixed(1)}× for ${(FOLLOWERS / BASELINE).toFixed(0)}× the followers`);
  console.log(`  per follower: ${((run.delivered * 1000) / FOLLOWERS).toFixed(1)} µs; the approval request itself: ${run.answered.toFixed(1)} ms (baseline ${base.answered.toFixed(1)} ms)`);
  await app.close();
} finally {
  await db.$client.end().catch(() => {});
  await pg.stop();
  await fs.rm(dir, { recursive: true, force: true });
}
