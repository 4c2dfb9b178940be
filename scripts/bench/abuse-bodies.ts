// Benchmark (issue 24, "cheap to refuse"; docs/decisions/0036): GET /api/health's p99 latency
// while 8 clients send maximal refused bodies — 1 MiB bodies (declared, and streamed without a
// length), JSON nested as deep as each route's limit allows, anonymous bodies to member-only
// routes — to /api/contact, /auth/v1/token, /auth/v1/signup, /api/newsletter/subscribe,
// /functions/v1/send-email, /api/venues and /api/newsletter/confirm|unsubscribe, as a ratio to
// its p99 without them, measured in the same run against the compiled server
// (dist/server/main.js, as `npm start` runs it) on 127.0.0.1, in alternating rounds so both
// share the machine's noise. Target: ratio ≤ 2.
//
// Where the attackers come from (X-Forwarded-For behind TRUST_PROXY=loopback), BENCH_ADDRESSES:
// `client` (default) — each client its own address, so the per-address limits of sign-in, the
// contact form and the newsletter box soon answer 429 from memory; `many` — a new address for
// every request, so those limits never stop them and every body pays the limit's database query
// before its size and shape checks (a botnet's worst case).
// `npm run bench:abuse` (BENCH_SECONDS per phase, BENCH_ROUNDS; bounded).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../tests/helpers/free-port';

const SECONDS = Math.min(30, Number(process.env.BENCH_SECONDS ?? 5));
const ROUNDS = Math.min(10, Number(process.env.BENCH_ROUNDS ?? 3));
const CLIENTS = 8;
const ADDRESSES = process.env.BENCH_ADDRESSES === 'many' ? 'many' : 'client';
// Where the attackers run. A real attacker's CPU is on another machine; on this one the
// attackers pushing megabytes would take the cores the server needs, and the figure would be
// the load generator's cost, not the server's. So by default (BENCH_PIN=0 to turn off) the
// server, its database and the prober share core 0 and the attackers have core 1 to
// themselves, in both phases alike, as load generators are kept apart from what they measure.
const PIN = process.env.BENCH_PIN !== '0' && os.cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;
const pinned = (core: number, cmd: string, args: string[]): [string, string[]] => (PIN ? ['taskset', ['-c', String(core), cmd, ...args]] : [cmd, args]);
if (PIN) spawnSync('taskset', ['-cp', '0', String(process.pid)], { stdio: 'ignore' });

if (!existsSync('dist/web/index.html')) spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (spawnSync('npm', ['run', '-s', 'build:server'], { stdio: 'inherit' }).status !== 0) process.exit(1);

// The attackers, in a process of their own (so their work does not delay the prober's event
// loop): CLIENTS loops, each sending one refused body after another over a new connection.
const ATTACKER = `
import net from 'node:net';
const port = Number(process.env.PORT);
const MiB = 1024 * 1024;
const deep = (n) => '['.repeat(n) + ']'.repeat(n);
const many = process.env.ADDRESSES === 'many';
const kinds = [
  { path: '/api/contact', body: Buffer.alloc(MiB, 'x'), declared: true },
  { path: '/auth/v1/token?grant_type=password', body: Buffer.alloc(MiB, 'x'), declared: true },
  { path: '/api/newsletter/subscribe', body: Buffer.alloc(MiB, 'x'), declared: false },
  { path: '/api/contact', body: Buffer.from('['.repeat(32 * 1024 - 1)), declared: true },
  { path: '/auth/v1/token?grant_type=password', body: Buffer.from(deep(4 * 1024 - 1)), declared: true },
  { path: '/auth/v1/signup', body: Buffer.from('['.repeat(8 * 1024 - 1)), declared: false },
  { path: '/functions/v1/send-email', body: Buffer.from(deep(MiB / 2)), declared: true },
  { path: '/api/venues', body: Buffer.from('['.repeat(32 * 1024 - 1)), declared: true },
  { path: '/api/newsletter/confirm', body: Buffer.from(deep(4 * 1024 - 1)), declared: true },
  { path: '/api/newsletter/unsubscribe', body: Buffer.from('{"token":[' + '0,'.repeat(4 * 1024 - 8) + '0]}'), declared: false },
];
// BENCH_SMALL_ONLY=1: only the bodies up to the routes' limits (no 1 MiB transfers), to tell
// the cost of receiving a megabyte from the cost of refusing it.
if (process.env.SMALL_ONLY === '1') kinds.splice(0, kinds.length, ...kinds.filter((k) => k.body.length <= 64 * 1024));
// The control: the same clients flooding the cheapest valid request (GET /api/health, a new
// connection each), to tell the cost of refusing from the cost of a flood of connections.
if (process.env.CONTROL === '1') kinds.splice(0, kinds.length, { path: '/api/health', method: 'GET' });
const counts = {};
let sent = 0;
let n = 0;
function once(kind, client) {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    const address = many ? '10.' + ((n >> 16) & 255) + '.' + ((n >> 8) & 255) + '.' + (n & 255) : '10.9.9.' + client;
    n++;
    const length = kind.declared ? 'content-length: ' + kind.body.length : 'transfer-encoding: chunked';
    if (kind.method === 'GET') s.write('GET ' + kind.path + ' HTTP/1.1\\r\\nhost: 127.0.0.1\\r\\nconnection: close\\r\\n\\r\\n');
    else s.write('POST ' + kind.path + ' HTTP/1.1\\r\\nhost: 127.0.0.1\\r\\ncontent-type: application/json\\r\\nx-forwarded-for: ' + address + '\\r\\n' + length + '\\r\\n\\r\\n');
    if (kind.method === 'GET') {} else if (kind.declared) s.write(kind.body);
    else s.write(Buffer.concat([Buffer.from(kind.body.length.toString(16) + '\\r\\n'), kind.body, Buffer.from('\\r\\n0\\r\\n\\r\\n')]));
    let head = '';
    s.on('data', (d) => {
      if (!head) {
        head = d.toString('latin1', 0, 12);
        const status = head.slice(9, 12);
        counts[status] = (counts[status] ?? 0) + 1;
        sent++;
        s.destroy();
        resolve();
      }
    });
    s.on('error', () => {});
    s.on('close', () => resolve());
  });
}
let running = true;
process.on('message', (m) => { if (m === 'stop') running = false; });
await Promise.all(Array.from({ length: Number(process.env.CLIENTS) }, async (_, c) => {
  for (let i = c; running; i++) await once(kinds[i % kinds.length], c);
}));
// The IPC channel would keep this process alive: exit once the parent has the report.
process.send({ sent, counts }, () => process.exit(0));
`;

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function get(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    http
      .get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - start) : reject(new Error(`health ${res.statusCode}`))));
      })
      .on('error', reject);
  });
}

/**
 * /api/health latencies (ms) for `seconds`, as a visitor would see them: one request every
 * PACE_MS (or right after the previous answer when that took longer), not back to back, so the
 * prober does not load the machine itself.
 */
const PACE_MS = 2;
async function probe(port: number, seconds: number): Promise<number[]> {
  const out: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const ms = await get(port);
    out.push(ms);
    if (ms < PACE_MS) await new Promise((r) => setTimeout(r, PACE_MS - ms));
  }
  return out;
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];

function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function attack<T>(port: number, during: () => Promise<T>, control = false) {
  const file = path.resolve('.tmp/bench-abuse-attacker.mjs');
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, ATTACKER);
  const [attackCmd, attackArgs] = pinned(1, process.execPath, [file]);
  const child = spawn(attackCmd, attackArgs, { env: { ...process.env, PORT: String(port), CLIENTS: String(CLIENTS), ADDRESSES, CONTROL: control ? '1' : '0', SMALL_ONLY: process.env.BENCH_SMALL_ONLY ?? '0' }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const report = new Promise<{ sent: number; counts: Record<string, number> }>((resolve) => child.once('message', (m) => resolve(m as never)));
  // Let the attack reach full speed before measuring.
  await new Promise((r) => setTimeout(r, 500));
  const result = await during();
  child.send('stop');
  const done = await report;
  await new Promise((r) => child.once('exit', r));
  return { result, ...done };
}

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-bench-abuse-'));
let app: ChildProcess | null = null;
try {
  const port = await freePort();
  const [appCmd, appArgs] = pinned(0, process.execPath, ['dist/server/main.js']);
  app = spawn(appCmd, appArgs, {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dir,
      EMBEDDED_PG_PORT: String(await freePort()),
      SEED_DEMO: 'false',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      LOG_FORMAT: 'json',
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (app.exitCode !== null) throw new Error(`server exited with ${app.exitCode}`);
    if (await get(port).then(() => true, () => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log(`GET /api/health p99, ${ROUNDS} rounds of ${SECONDS} s quiet then ${SECONDS} s under ${CLIENTS} clients sending refused bodies (${ADDRESSES === 'many' ? 'a new address for every request' : 'each client from its own address'}; ${PIN ? 'server, database and prober on core 0, attackers on core 1' : 'all processes on every core'}).`);
  await probe(port, 1); // warm-up
  const rounds: { quiet: number[]; busy: number[]; control: number[]; sent: number; counts: Record<string, number>; cpuPerRefusalUs: number | null }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const cpuStart = cpuSeconds(app.pid);
    const quiet = await probe(port, SECONDS);
    const cpuBefore = cpuSeconds(app.pid);
    const quietRate = quiet.length / SECONDS;
    const busy = await attack(port, () => probe(port, SECONDS));
    const cpuAfter = cpuSeconds(app.pid);
    // The server's CPU time a refused body: its CPU in the busy phase, less what its health
    // requests cost at the quiet phase's CPU a request, over the refusals (during the probe and
    // the 0.5 s ramp-up before it).
    const healthCpu = cpuStart === null || cpuBefore === null ? null : (cpuBefore - cpuStart) / quiet.length;
    const cpuPerRefusalUs = healthCpu === null || cpuAfter === null ? null : Math.max(0, ((cpuAfter - cpuBefore! - healthCpu * busy.result.length) * 1e6) / busy.sent);
    const control = await attack(port, () => probe(port, SECONDS), true);
    rounds.push({ quiet, busy: busy.result, control: control.result, sent: busy.sent, counts: busy.counts, cpuPerRefusalUs });
    const ratio = pct(busy.result, 99) / pct(quiet, 99);
    console.log(
      `round ${i + 1}: quiet p50 ${pct(quiet, 50).toFixed(2)} ms p99 ${pct(quiet, 99).toFixed(2)} ms (${quietRate.toFixed(0)} req/s) | ` +
        `busy p50 ${pct(busy.result, 50).toFixed(2)} ms p99 ${pct(busy.result, 99).toFixed(2)} ms | ratio ${ratio.toFixed(2)} | ` +
        `${(busy.sent / (SECONDS + 0.5)).toFixed(0)} refused bodies/s ${JSON.stringify(busy.counts)}` +
        (cpuPerRefusalUs === null ? '' : ` | server CPU ≈ ${cpuPerRefusalUs.toFixed(0)} µs a refusal`) +
        ` | control (${CLIENTS} clients flooding GET /api/health, ${(control.sent / (SECONDS + 0.5)).toFixed(0)}/s): p99 ${pct(control.result, 99).toFixed(2)} ms, ratio ${(pct(control.result, 99) / pct(quiet, 99)).toFixed(2)}`,
    );
  }
  const ratios = rounds.map((r) => pct(r.busy, 99) / pct(r.quiet, 99)).sort((a, b) => a - b);
  const ratio = ratios[Math.floor(ratios.length / 2)];
  const ok = rounds.every((r) => Object.keys(r.counts).every((s) => s.startsWith('4')));
  console.log(`every refused body answered 4xx: ${ok ? 'yes' : 'NO'}; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
  console.log(`p99 ratio (median of rounds) ${ratio.toFixed(2)} (target ≤ 2.00): ${ratio <= 2 ? 'met' : 'NOT met'}`);
  const controls = rounds.map((r) => pct(r.control, 99) / pct(r.quiet, 99)).sort((a, b) => a - b);
  const control = controls[Math.floor(controls.length / 2)];
  console.log(`control, the same clients flooding the cheapest valid request: p99 ratio ${control.toFixed(2)} (refused bodies ÷ that flood: ${(ratio / control).toFixed(2)})`);
} finally {
  agent.destroy();
  if (app) {
    app.kill('SIGTERM');
    if (app.exitCode === null) await new Promise((r) => app!.once('exit', r));
  }
  await fs.rm(dir, { recursive: true, force: true });
}
