// Benchmark (issue 28): one admin broadcast pushed to 10,000 devices.
//  1. the request's time (POST /functions/v1/admin-send-notifications, in-process inject): it
//     records the broadcast and enqueues one job. Target ≤ 200 ms; shown with a ratio to a
//     trivial request (GET /api/health) measured in the same run.
//  2. the time from the request until the local push service (tests/helpers/push-service.ts, on
//     127.0.0.1, checking every VAPID JWT and decrypting every payload) has received all 10,000
//     pushes, sent by this app's own job runner (one job per device). Target ≤ 60 s; shown beside
//     the time the same broadcast took to write its in-app notifications (the baseline).
// `npm run bench:push` (BENCH_DEVICES to change the number of devices; bounded).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createDb } from '../../server/db/client';
import { startEmbedded } from '../../server/db/embedded';
import { runMigrations } from '../../server/db/migrate';
import { freePort } from '../../tests/helpers/free-port';
import { appWithAdmin, healthTimes } from './admin-app';
import { startPushService } from '../../tests/helpers/push-service';

const DEVICES = Math.min(50_000, Number(process.env.BENCH_DEVICES ?? 10_000));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x: number) => `${x.toFixed(1)} ms`;

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-bench-push-'));
const pg = await startEmbedded({ dataDir: dir, port: await freePort() });
const db = createDb(pg.url);
const ps = await startPushService();
try {
  await runMigrations(db);
  const t0 = Date.now();
  // One member per device, each device a subscription of the local push service (its keys kept there).
  const subs = Array.from({ length: DEVICES }, () => ps.subscription());
  await db.$client.query(`
    insert into users (email, password_hash) select 'member' || g || '@bench.example', 'x' from generate_series(1, ${DEVICES}) g;
    insert into profiles (id, email, name, membership_number, role)
      select id, email, 'Member', 'CC' || lpad((row_number() over ())::text, 10, '0'), 'basic' from users;`);
  await db.$client.query(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth, user_agent)
     select u.id, s.endpoint, s.p256dh, s.auth, 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36'
     from (select id, row_number() over (order by email) as n from users) u
     join unnest($1::text[], $2::text[], $3::text[]) with ordinality as s(endpoint, p256dh, auth, n) on s.n = u.n`,
    [subs.map((s) => s.endpoint), subs.map((s) => s.keys.p256dh), subs.map((s) => s.keys.auth)],
  );
  await db.$client.query('analyze');
  console.log(`Seeded ${DEVICES.toLocaleString('en-GB')} members with a device each in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const { app, headers } = await appWithAdmin(db, path.join(dir, 'app'), pg.url, { PUSH_SERVICE_ORIGINS: ps.origin });

  const health = await healthTimes(app);

  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/functions/v1/admin-send-notifications',
    headers,
    payload: { title: 'Maintenance tonight', message: 'The site rests from 02:00 to 02:30 UTC.', type: 'info', mode: 'broadcast', idempotencyKey: randomUUID() },
  });
  const answered = performance.now();
  if (res.statusCode !== 200) throw new Error(`broadcast failed: ${res.statusCode} ${res.body}`);
  let inApp = 0;
  const progress = setInterval(() => console.log(`  … ${ps.received.length.toLocaleString('en-GB')} pushes received after ${((performance.now() - started) / 1000).toFixed(1)} s`), 10_000);
  const watchInApp = (async () => {
    for (;;) {
      const { rows } = await db.$client.query(`select delivered_at from broadcasts where title = 'Maintenance tonight'`);
      if (rows[0]?.delivered_at) return (inApp = performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  await ps.waitFor(() => ps.received.length >= DEVICES, 600_000);
  const done = performance.now();
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(progress);
  await watchInApp;
  const refused = ps.refused.length;
  const devicesReached = new Set(ps.received.map((r) => r.token)).size;
  const request = answered - started;
  const delivery = done - started;
  const base = median(health);
  console.log(`\nBroadcast pushed to ${DEVICES.toLocaleString('en-GB')} devices (${devicesReached.toLocaleString('en-GB')} distinct devices reached, ${refused} refused by the push service, every JWT checked and payload decrypted):`);
  console.log(`  request:  ${ms(request)}  (target ≤ 200 ms)  ${request <= 200 ? 'OK' : 'MISSED'}  — ${(request / base).toFixed(1)}× a trivial request (GET /api/health, ${ms(base)})`);
  console.log(`  delivery: ${(delivery / 1000).toFixed(2)} s  (target ≤ 60 s)  ${delivery <= 60_000 && devicesReached === DEVICES ? 'OK' : 'MISSED'}  — ${(DEVICES / (delivery / 1000)).toFixed(0)} pushes/s; baseline: the in-app notifications of the same broadcast written in ${(inApp / 1000).toFixed(2)} s (${(delivery / inApp).toFixed(1)}×)`);
  console.log(`  CPU of this process (app, its job runners and the push service together): ${((cpu.user + cpu.system) / 1000 / DEVICES).toFixed(2)} ms a push`);
  console.log(`  load average: ${os.loadavg().map((l) => l.toFixed(1)).join(', ')}`);
  await app.close();
} finally {
  await ps.close();
  await db.$client.end().catch(() => {});
  await pg.stop();
  await fs.rm(dir, { recursive: true, force: true });
}
