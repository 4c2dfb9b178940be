// A day of real traffic (issue 30, `npm run bench:load`): a mix of what visitors and members do,
// replayed against the built app until its p99 passes 250 ms; that rate is the capacity. Then 80%
// of it is held for BENCH_HOLD_MINUTES (10 by default) with realtime sockets open, and the hold
// must end with 0 errors (5xx, resets, timeouts) and flat memory (the app's RSS after a full garbage
// collection at the end within ±10% of the same after the first minute; decision 0082).
//
// The mix per request (weights): visitors — public meetup page, home page and its counts, sitemap (35); members —
// the meetups list (20), a meetup (10), venues (8), notifications (6), member home (6), searching
// (10); joining and leaving (6); commenting on a meetup they joined (4); messaging (3); venue owners
// reviewing and deciding on their bookings (2). Refusals by policy or rate limit (4xx) are
// counted per action and reported, not hidden; they are not errors.
//
//   npm run bench:load                                  the demo data, one instance
//   BENCH_INSTANCES=2 npm run bench:load                 two instances behind a round-robin proxy in Node
//                                                        (compose.yaml's shape without Docker: Caddy → 2 apps → 1 PostgreSQL)
//   BENCH_INSTANCES=2 BENCH_PROXY=caddy npm run bench:load   the same behind the real Caddy with deploy/Caddyfile
//                                                        (`apt-get install -y caddy`; without it, the Node proxy, said so)
//   BENCH_DATABASE_URL=postgres://… npm run bench:load   whatever database is seeded (e.g. npm run seed:scale); nothing
//                                                        in it is changed but sessions, attendances, comments and messages of the run
//   BENCH_HOLD_MINUTES=1 BENCH_STEP_SECONDS=8 BENCH_SOCKETS=300 BENCH_MEMBERS=200
// Builds nothing: run `npm run build` first (it uses dist/server/main.js when present, else server/main.ts through tsx).
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { loadSigner } from '../../server/auth/tokens';
import { createDb } from '../../server/db/client';
import { startEmbedded } from '../../server/db/embedded';
import { runMigrations } from '../../server/db/migrate';
import { seedDemoIfEmpty } from '../../server/db/seed';
import { loadConfig } from '../../server/config';
import { freePort } from '../../tests/helpers/free-port';
import { caddyProxy } from './caddy-proxy';
import { inspectMemory, type Memory, type MemoryProbe } from './inspect-memory';
import { roundRobinProxy } from '../../tests/helpers/round-robin-proxy';
import { startApp, stopApp, type Run } from '../../tests/helpers/spawn-app';

const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);
const HOLD_MINUTES = Number(process.env.BENCH_HOLD_MINUTES ?? 10);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 10);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 300);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const P99_LIMIT_MS = 250;
const PROXY = process.env.BENCH_PROXY ?? (INSTANCES > 1 ? 'node' : 'none');
if (!['none', 'node', 'caddy'].includes(PROXY) || (PROXY === 'none' && INSTANCES > 1)) throw new Error(`BENCH_PROXY=${PROXY}: use node or caddy (none only for one instance)`);
// Memory is judged after a full garbage collection (decision 0082): each app listens on an
// inspector port (127.0.0.1 only) through which the bench forces one after the first minute and at
// the end, and reads process.memoryUsage(). Raw RSS follows V8's collection cycle (a saw between
// ~0.3 and ~1 GB at 80% load), so two raw samples say nothing about a leak; they are reported too.
// BENCH_INSPECT=1 prints the heap every 10 s; BENCH_HEAPSNAPSHOT_DIR also writes a heap snapshot of
// instance 1 at both points (compare with scripts/bench/heap-diff.ts; a snapshot stalls the app
// for seconds and leaves its RSS high: for diagnosis only).
// BENCH_INSPECT=0 starts the apps without the inspector and judges raw RSS (as before 0082).
const INSPECT = process.env.BENCH_INSPECT !== '0';
const VERBOSE = process.env.BENCH_INSPECT === '1';
const SNAPSHOT_DIR = process.env.BENCH_HEAPSNAPSHOT_DIR;
const STEPS = [2, 4, 8, 16, 32, 64, 128, 256];

type Member = { id: string; token: string };
type Ctx = { member?: Member; joined?: string; last?: string };
const tally = new Map<string, Map<number, number>>();
const count = (action: string, status: number) => {
  const m = tally.get(action) ?? new Map<number, number>();
  m.set(status, (m.get(status) ?? 0) + 1);
  tally.set(action, m);
};

const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-bench-load-'));
const stops: Array<() => Promise<unknown>> = [];
try {
  let url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    // A folder of its own: embedded PostgreSQL's server user must reach it (as bench-db.ts does).
    const pgDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-bench-load-pg-'));
    const pg = await startEmbedded({ dataDir: pgDir, port: await freePort() });
    stops.push(() => fs.rm(pgDir, { recursive: true, force: true }));
    stops.push(pg.stop);
    url = pg.url;
  }
  const db = createDb(url, 4);
  stops.push(() => db.$client.end());
  await runMigrations(db);
  await seedDemoIfEmpty(db, loadConfig({ DATA_DIR: path.join(tmp, 'seed'), DATABASE_URL: url, LOG_LEVEL: 'silent', SEED_DEMO: 'true' }));

  // Members with sessions of their own, minted like sign-in does (no password is touched).
  const signer = await loadSigner(db, 'civic-connect');
  const q = async <T>(text: string, values: unknown[] = []) => (await db.$client.query(text, values)).rows as T[];
  const people = await q<{ id: string; email: string }>(
    `select u.id, u.email from users u join profiles p on p.id = u.id where p.role = 'professional' and u.email_confirmed_at is not null and not u.is_suspended order by u.id limit $1`,
    [MEMBERS],
  );
  const owners = await q<{ id: string; email: string }>(`select distinct u.id, u.email from users u join venues v on v.owner_id = u.id where not u.is_suspended limit 20`);
  const mint = async (u: { id: string; email: string }): Promise<Member> => {
    const [s] = await q<{ id: string }>('insert into auth_sessions (user_id) values ($1) returning id', [u.id]);
    return { id: u.id, token: (await signer.sign({ sub: u.id, email: u.email, session_id: s.id, role: 'authenticated' })).token };
  };
  const members = await Promise.all(people.map(mint));
  const venueOwners = await Promise.all(owners.map(mint));
  const meetups = (await q<{ id: string }>(`select id from meetups where booking_status = 'approved' and date >= current_date order by date limit 500`)).map((r) => r.id);
  const words = ['data', 'civic', 'design', 'climate', 'transport', 'meetup', 'open', 'housing'];
  console.log(`Data: ${members.length} professionals signed in, ${venueOwners.length} venue owners, ${meetups.length} upcoming approved meetups; ${INSTANCES} instance(s); ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}`);
  if (!members.length || !meetups.length) throw new Error('the database has no professionals or upcoming meetups to load');

  // The built app, INSTANCES times, on one database; a round-robin proxy in front of two or more.
  const built = existsSync('dist/server/main.js');
  const apps: Run[] = [];
  const ports: number[] = [];
  const inspectPorts: number[] = [];
  for (let i = 0; i < INSTANCES; i++) {
    const port = await freePort();
    const inspectPort = await freePort();
    const inspect = INSPECT ? [`--inspect=127.0.0.1:${inspectPort}`] : [];
    if (INSPECT) inspectPorts.push(inspectPort);
    const env = { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url, DATA_DIR: path.join(tmp, `app${i}`), SEED_DEMO: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'production', REALTIME_MAX_SOCKETS_PER_IP: String(SOCKETS + 50),
      // Several tabs per member when the data has fewer members than sockets (the demo has 8 professionals).
      REALTIME_MAX_SOCKETS_PER_ACCOUNT: String(Math.min(1000, Math.ceil(SOCKETS / members.length) + 1)), TRUST_PROXY: PROXY === 'none' ? 'false' : '1', AUTH_RATE_LIMIT_PER_MINUTE: '100000' };
    const run = startApp(env, { cmd: process.execPath, args: [...inspect, ...(built ? ['dist/server/main.js'] : ['--import', 'tsx', 'server/main.ts'])] });
    apps.push(run);
    // An instance that stops before the bench stops it is said at once, with its last words.
    let stopping = false;
    void run.exited.then((code) => {
      if (!stopping) console.log(`\nInstance ${i + 1} (pid ${run.proc.pid}) exited during the run: code ${code}, signal ${run.proc.signalCode}; its last output:\n${run.output().slice(-3000)}`);
    });
    stops.push(() => ((stopping = true), stopApp(run)));
    ports.push(port);
  }
  // Ready when each instance answers its health check (up to 2 minutes on a busy machine).
  for (const port of ports) for (let i = 0; i < 600 && !(await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok).catch(() => false)); i++) await new Promise((r) => setTimeout(r, 200));
  const probes: MemoryProbe[] = inspectPorts.map(inspectMemory);
  const heap = async (gc = false): Promise<Memory> => {
    if (!INSPECT) return { rss: await rss(), heapTotal: NaN, heapUsed: NaN, external: NaN, arrayBuffers: NaN };
    const all = await Promise.all(probes.map((p) => p.memory({ gc })));
    const sum = (k: keyof Memory) => all.reduce((s, m) => s + m[k], 0);
    return { rss: sum('rss'), heapTotal: sum('heapTotal'), heapUsed: sum('heapUsed'), external: sum('external'), arrayBuffers: sum('arrayBuffers') };
  };
  const fmt = (m: Memory) => `rss ${m.rss.toFixed(0)}, heapTotal ${m.heapTotal.toFixed(0)}, heapUsed ${m.heapUsed.toFixed(0)}, external ${m.external.toFixed(0)}, arrayBuffers ${m.arrayBuffers.toFixed(0)} MB`;
  let base = `http://127.0.0.1:${ports[0]}`;
  let proxied = 'no proxy';
  if (PROXY === 'caddy') {
    const caddy = await caddyProxy(ports, path.join(tmp, 'caddy'));
    if (caddy) {
      stops.push(() => caddy.close());
      base = caddy.url;
      proxied = `Caddy ${caddy.version.split(' ')[0]} (deploy/Caddyfile's reverse_proxy), pid ${caddy.pid}`;
    } else console.log('BENCH_PROXY=caddy: no `caddy` on PATH (Debian: apt-get install -y caddy); using the round-robin proxy in Node instead');
  }
  if (PROXY === 'node' || (PROXY === 'caddy' && proxied === 'no proxy')) {
    const proxy = await roundRobinProxy(ports.map((p) => `http://127.0.0.1:${p}`));
    stops.push(() => proxy.close());
    base = proxy.url;
    proxied = 'round-robin proxy in Node (tests/helpers/round-robin-proxy.ts)';
  }
  console.log(`Target: ${base} (${built ? 'built dist/server/main.js' : 'server/main.ts via tsx — run npm run build for the built app'}; ${proxied})`);

  // Realtime sockets held open all along, as signed-in members' tabs would be.
  const sockets: WebSocket[] = [];
  let socketErrors = 0;
  for (let i = 0; i < SOCKETS; i++) {
    const m = members[i % members.length];
    const ws = new WebSocket(`${base.replace('http', 'ws')}/realtime`);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', access_token: m.token })));
    ws.on('error', () => socketErrors++);
    ws.on('message', () => {});
    sockets.push(ws);
  }
  stops.push(async () => sockets.forEach((s) => s.terminate()));

  const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];
  let nextMember = 0;
  const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  type Req = { method: string; path: string; headers?: Record<string, string>; body?: string };
  const MIX: Array<[number, string, (c: Ctx) => Req]> = [
    [10, 'visitor: public meetup page', () => ({ method: 'GET', path: `/m/${pick(meetups)}` })],
    [10, 'visitor: home page', () => ({ method: 'GET', path: '/' })],
    // What the home page asks once open: its counts strip (decision 0089).
    [10, 'visitor: home page counts', () => ({ method: 'GET', path: '/api/stats' })],
    [5, 'visitor: sitemap', () => ({ method: 'GET', path: '/sitemap.xml' })],
    [20, 'member: meetups list', () => ({ method: 'GET', path: pick(['/api/meetups?when=upcoming&limit=20', '/api/meetups?when=all&mine=any&limit=20', '/api/meetups?when=past&limit=20']) })],
    [10, 'member: a meetup', () => ({ method: 'GET', path: `/api/meetups/${pick(meetups)}` })],
    [8, 'member: venues', () => ({ method: 'GET', path: '/api/venues' })],
    [6, 'member: notifications', () => ({ method: 'GET', path: '/api/notifications' })],
    [6, 'member: home', () => ({ method: 'GET', path: '/api/home' })],
    [10, 'member: search', () => ({ method: 'GET', path: `/api/meetups?when=upcoming&limit=20&q=${pick(words)}` })],
    [6, 'member: join or leave', (c) => {
      if (c.joined) {
        const id = c.joined;
        c.joined = undefined;
        return { method: 'POST', path: `/api/meetups/${id}/attendance`, ...json({ attending: false }) };
      }
      c.joined = pick(meetups);
      return { method: 'POST', path: `/api/meetups/${c.joined}/attendance`, ...json({ attending: true }) };
    }],
    [4, 'member: comment', (c) => ({ method: 'POST', path: `/api/meetups/${c.joined ?? pick(meetups)}/comments`, ...json({ body: `Looking forward to it (${Date.now()})` }) })],
    [3, 'member: message', () => ({ method: 'POST', path: `/api/messages/with/${pick(members).id}`, ...json({ body: `See you there (${Date.now()})` }) })],
    [2, 'owner: bookings to decide', () => ({ method: 'GET', path: '/api/venue-management' })],
  ];
  const totalWeight = MIX.reduce((s, [w]) => s + w, 0);
  const choose = (c: Ctx): Req => {
    let r = Math.random() * totalWeight;
    for (const [w, name, make] of MIX) {
      if ((r -= w) < 0) {
        c.last = name;
        const req = make(c);
        const who = name.startsWith('owner') && venueOwners.length ? pick(venueOwners) : c.member!;
        // Every field set each time: autocannon may hand the last request back as the template.
        return { body: undefined, ...req, headers: name.startsWith('visitor') ? { ...req.headers } : { ...req.headers, authorization: `Bearer ${who.token}` } };
      }
    }
    throw new Error('unreachable');
  };

  const run = (connections: number, seconds: number, overallRate?: number) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const inst = autocannon(
        {
          url: base,
          connections,
          duration: seconds,
          timeout: 10,
          ...(overallRate ? { overallRate } : {}),
          requests: [
            {
              setupRequest: (req: Record<string, unknown>, context: Ctx) => {
                context.member ??= members[nextMember++ % members.length];
                return { ...req, ...choose(context) };
              },
              onResponse: (status: number, _body: string, context: Ctx) => count(context.last ?? '?', status),
            },
          ],
        } as unknown as autocannon.Options,
        (err, result) => (err ? reject(err) : resolve(result)),
      );
      void inst;
    });
  const errorsOf = (r: autocannon.Result) => r.errors + r.timeouts + ((r as unknown as { '5xx': number })['5xx'] ?? 0);
  const rss = async () => {
    let kb = 0;
    for (const a of apps) kb += Number(/VmRSS:\s+(\d+)/.exec(await fs.readFile(`/proc/${a.proc.pid}/status`, 'utf8').catch(() => ''))?.[1] ?? 0);
    return kb / 1024;
  };

  // Ramp: double the connections until p99 passes 250 ms; the last rate under it is the capacity.
  // Warm-up until the app answers (first server renders, JIT): 10 s.
  await run(2, 10);
  let capacity = 0;
  let capacityConnections = STEPS[0];
  console.log('\n| connections | req/s | p50 ms | p99 ms | errors |');
  console.log('|--:|--:|--:|--:|--:|');
  for (const c of STEPS) {
    const r = await run(c, STEP_SECONDS);
    console.log(`| ${c} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${errorsOf(r)} |`);
    // A step that completed nothing (a machine too busy to answer) is past the limit, not a pass at 0 ms.
    if (r.latency.p99 > P99_LIMIT_MS || r.requests.total === 0) break;
    capacity = r.requests.average;
    capacityConnections = c;
  }
  console.log(`\nCapacity at p99 ≤ ${P99_LIMIT_MS} ms: ${capacity.toFixed(0)} req/s (${capacityConnections} connections, ${INSTANCES} instance(s))`);

  // Hold 80% of it, memory sampled every 10 s.
  const target = Math.max(1, Math.floor(capacity * 0.8));
  console.log(`Holding ${target} req/s for ${HOLD_MINUTES} min with ${SOCKETS} realtime sockets open…`);
  tally.clear();
  const samples: Array<[number, number]> = [];
  const t0 = Date.now();
  let settled: Memory | null = null;
  let sampling = Promise.resolve();
  const sampler = setInterval(() => {
    sampling = sampling.then(async () => {
      if (apps.some((a) => a.proc.exitCode !== null || a.proc.signalCode !== null)) return;
      const s = (Date.now() - t0) / 1000;
      samples.push([s, await rss()]);
      const first = s >= 60 && !settled;
      if (!first && !VERBOSE) return;
      const m = await heap(first);
      if (first) {
        settled = m;
        if (SNAPSHOT_DIR) await probes[0].snapshot(path.join(SNAPSHOT_DIR, 'after-1-minute.heapsnapshot'));
      }
      if (VERBOSE || first) console.log(`  ${s.toFixed(0)} s: ${fmt(m)}${first ? ' (after a forced GC)' : ''}`);
    }).catch((err) => console.log(`  memory reading failed: ${String(err)}`));
  }, 10_000);
  const hold = await run(Math.max(capacityConnections, 4), Math.round(HOLD_MINUTES * 60), target);
  clearInterval(sampler);
  await sampling;
  const rawEnd = await rss();
  const gone = apps.filter((a) => a.proc.exitCode !== null || a.proc.signalCode !== null).length;
  if (gone) throw new Error(`${gone} instance(s) exited during the hold (see above): no result`);
  const endHeap = await heap(true);
  if (SNAPSHOT_DIR) await probes[0].snapshot(path.join(SNAPSHOT_DIR, 'end.heapsnapshot'));
  // Without a minute of hold (short diagnosis runs), the first reading is the start.
  const start = (settled as Memory | null) ?? endHeap;
  const drift = start.rss ? (endHeap.rss - start.rss) / start.rss : 0;
  const rawAfter = samples.filter(([s]) => s >= 60);
  const rawSettled = rawAfter[0]?.[1] ?? samples[0]?.[1] ?? 0;
  const raws = samples.map(([, mb]) => mb);
  const errors = errorsOf(hold);
  console.log(`\nHold: ${hold.requests.average.toFixed(0)} req/s, p50 ${hold.latency.p50} ms, p99 ${hold.latency.p99} ms, ${hold.requests.total} requests, errors ${errors}, socket errors ${socketErrors}, open sockets ${sockets.filter((s) => s.readyState === WebSocket.OPEN).length}/${SOCKETS}`);
  if (!INSPECT) console.log('BENCH_INSPECT=0: no inspector, no forced GC; the "after a full GC" figures below are raw RSS');
  console.log(`App memory after a full GC (all instances): ${fmt(start)} after the first minute → ${fmt(endHeap)} at the end`);
  console.log(`  RSS after a full GC: ${start.rss.toFixed(0)} → ${endHeap.rss.toFixed(0)} MB (${(drift * 100).toFixed(1)}%; flat = within ±10%: ${Math.abs(drift) <= 0.1 ? 'yes' : 'NO'}); heap used ${start.heapUsed.toFixed(0)} → ${endHeap.heapUsed.toFixed(0)} MB`);
  console.log(`  Raw RSS (V8 collects when it chooses): ${rawSettled.toFixed(0)} MB after the first minute → ${rawEnd.toFixed(0)} MB at the end; ${Math.min(...raws).toFixed(0)}–${Math.max(...raws).toFixed(0)} MB over the hold`);
  console.log('\n| action (hold) | answers by status |');
  console.log('|---|---|');
  for (const [, name] of MIX) console.log(`| ${name} | ${[...(tally.get(name) ?? new Map<number, number>())].map(([st, n]) => `${st}: ${n}`).join(', ')} |`);
  const open = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
  console.log(`\nResult: ${errors === 0 && socketErrors === 0 && open === SOCKETS && Math.abs(drift) <= 0.1 ? 'PASS' : 'FAIL'} (0 errors, every socket still open, flat memory: RSS after a full GC)`);
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => {});
  await fs.rm(tmp, { recursive: true, force: true });
}
process.exit(0);
