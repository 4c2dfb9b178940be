// Benchmark (issue 28): one admin broadcast pushed to 10,000 devices.
//  1. the request's time (POST /functions/v1/admin-send-notifications, in-process inject): it
//     records the broadcast and enqueues one job. Target ≤ 200 ms; shown with a ratio to a
//     trivial request (GET /api/health) measured in the same run.
//  2. the time from the request until the local push service (tests/helpers/push-service.ts, on
//     127.0.0.1 in a process of its own, checking every VAPID JWT and decrypting every payload)
//     has received all 10,000 pushes, sent by this app's own job runner (jobs of PUSH_BATCH
//     devices, decision 0061). Target ≤ 60 s; shown beside the time the same broadcast took to
//     write its in-app notifications (the baseline).
//  3. CPU a push, which the machine's load changes far less than the times above: this process
//     (the app and its job runners), PostgreSQL's processes (from /proc) and, apart, the push
//     service's process.
// `npm run bench:push` (BENCH_DEVICES to change the number of devices; bounded).
import { fork } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createDb } from '../../server/db/client';
import { startEmbedded } from '../../server/db/embedded';
import { runMigrations } from '../../server/db/migrate';
import { SEND_CONCURRENCY } from '../../server/push/deliver';
import { PUSH_BATCH } from '../../server/push/queue';
import { freePort } from '../../tests/helpers/free-port';
import type { TestSubscription } from '../../tests/helpers/push-service';
import { appWithAdmin, healthTimes } from './admin-app';

const DEVICES = Math.min(50_000, Number(process.env.BENCH_DEVICES ?? 10_000));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x: number) => `${x.toFixed(1)} ms`;
const n = (x: number) => x.toLocaleString('en-GB');

/** CPU seconds (user + system) of the embedded PostgreSQL: the postmaster, its reaped children and those alive. */
async function postgresCpu(dataDir: string): Promise<number> {
  const pid = Number((await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
  const stat = async (p: string) => (await fs.readFile(`/proc/${p}/stat`, 'utf8').catch(() => '')).replace(/^.*\) /, '').split(' ');
  const own = await stat(String(pid));
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const p of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    const f = await stat(p);
    if (Number(f[1]) === pid) ticks += Number(f[11]) + Number(f[12]);
  }
  return ticks / 100; // USER_HZ
}

type Stats = { received: number; devices: number; refused: number; connections: number; cpuMs: number };

/** The push service in its own process (push-service-process.ts), asked over IPC. */
async function pushServiceProcess() {
  const child = fork(fileURLToPath(new URL('./push-service-process.ts', import.meta.url)), { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const waiting = new Map<number, (v: unknown) => void>();
  let origin = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`push service exited (${code})`)));
    child.on('message', (m: { id: number; value: unknown }) => {
      if (m.id === 0) {
        origin = m.value as string;
        resolve();
      }
      waiting.get(m.id)?.(m.value);
      waiting.delete(m.id);
    });
  });
  await ready;
  let next = 1;
  const ask = <T>(kind: string, extra: object = {}) =>
    new Promise<T>((resolve) => {
      const id = next++;
      waiting.set(id, resolve as (v: unknown) => void);
      child.send({ id, kind, ...extra });
    });
  return {
    origin,
    subscriptions: (count: number) => ask<TestSubscription[]>('subscriptions', { n: count }),
    stats: () => ask<Stats>('stats'),
    close: () => ask('close').catch(() => child.kill()),
  };
}

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-bench-push-'));
const pg = await startEmbedded({ dataDir: dir, port: await freePort() });
const db = createDb(pg.url);
const ps = await pushServiceProcess();
try {
  await runMigrations(db);
  const t0 = Date.now();
  // One member per device, each device a subscription of the local push service (its keys kept there).
  const subs = await ps.subscriptions(DEVICES);
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
  console.log(`Seeded ${n(DEVICES)} members with a device each in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const { app, headers } = await appWithAdmin(db, path.join(dir, 'app'), pg.url, { PUSH_SERVICE_ORIGINS: ps.origin });

  const health = await healthTimes(app);

  const before = { cpu: process.cpuUsage(), pg: await postgresCpu(dir), ps: await ps.stats() };
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
  const watchInApp = (async () => {
    for (;;) {
      const { rows } = await db.$client.query(`select delivered_at from broadcasts where title = 'Maintenance tonight'`);
      if (rows[0]?.delivered_at) return (inApp = performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  let after = before.ps;
  let lastReport = started;
  while (after.received < DEVICES && performance.now() - started < 600_000) {
    await new Promise((r) => setTimeout(r, 50));
    after = await ps.stats();
    if (performance.now() - lastReport > 10_000) {
      lastReport = performance.now();
      console.log(`  … ${n(after.received)} pushes received after ${((lastReport - started) / 1000).toFixed(1)} s`);
    }
  }
  const done = performance.now();
  const cpu = process.cpuUsage(before.cpu);
  const pgCpu = (await postgresCpu(dir)) - before.pg;
  await watchInApp;
  const request = answered - started;
  const delivery = done - started;
  const base = median(health);
  const perPush = (msTotal: number) => `${(msTotal / DEVICES).toFixed(2)} ms`;
  const appMs = (cpu.user + cpu.system) / 1000;
  console.log(`\nBroadcast pushed to ${n(DEVICES)} devices (${n(after.devices)} distinct devices reached, ${after.refused} refused by the push service, every JWT checked and payload decrypted):`);
  console.log(`  request:  ${ms(request)}  (target ≤ 200 ms)  ${request <= 200 ? 'OK' : 'MISSED'}  — ${(request / base).toFixed(1)}× a trivial request (GET /api/health, ${ms(base)})`);
  console.log(`  delivery: ${(delivery / 1000).toFixed(2)} s  (target ≤ 60 s)  ${delivery <= 60_000 && after.devices === DEVICES ? 'OK' : 'MISSED'}  — ${(DEVICES / (delivery / 1000)).toFixed(0)} pushes/s; baseline: the in-app notifications of the same broadcast written in ${(inApp / 1000).toFixed(2)} s (${(delivery / inApp).toFixed(1)}×)`);
  console.log(`  CPU a push (the load stretches times, not these): ${perPush(appMs + pgCpu * 1000)} = app and job runner ${perPush(appMs)} + PostgreSQL ${perPush(pgCpu * 1000)}; the push service's process besides: ${perPush(after.cpuMs - before.ps.cpuMs)}`);
  console.log(`  connections opened to the push service: ${n(after.connections - before.ps.connections)}; ${Math.ceil(DEVICES / PUSH_BATCH)} push jobs of ≤ ${PUSH_BATCH} devices, ≤ ${SEND_CONCURRENCY} requests in flight each`);
  console.log(`  load average: ${os.loadavg().map((l) => l.toFixed(1)).join(', ')}`);
  await app.close();
} finally {
  await ps.close();
  await db.$client.end().catch(() => {});
  await pg.stop();
  await fs.rm(dir, { recursive: true, force: true });
}
