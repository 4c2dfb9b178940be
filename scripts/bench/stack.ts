// Benchmark (issue 13): requests/s of a route without database work (GET /api/health) through
// the whole production stack — the compiled server (dist/server/main.js) as `npm start` runs it,
// every plugin and hook, helmet's headers, compression, request logging at the default level —
// as a ratio to a bare Fastify hello-world process, both measured in this run on 127.0.0.1 and
// alternated so they share the machine's noise. Target: ratio ≥ 0.5 with standard parts (issue 25,
// decision 0041: standard pino through Fastify's logger, @fastify/compress as it comes).
// `npm run bench:stack` (BENCH_SECONDS per round, BENCH_CONNECTIONS; bounded). It also prints
// each server's CPU time a request (from /proc, Linux), which the load generator's scheduling on
// the same cores disturbs less than requests/s.
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { freePort } from '../../tests/helpers/free-port';

const SECONDS = Math.min(30, Number(process.env.BENCH_SECONDS ?? 5));
const CONNECTIONS = Math.min(100, Number(process.env.BENCH_CONNECTIONS ?? 10));
const ROUNDS = Math.min(10, Number(process.env.BENCH_ROUNDS ?? 4));
const AUTOCANNON = path.resolve('node_modules/autocannon/autocannon.js');

if (!existsSync('dist/web/index.html')) spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (spawnSync('npm', ['run', '-s', 'build:server'], { stdio: 'inherit' }).status !== 0) process.exit(1);

// The load generator runs in its own process, so it does not share a server's event loop.
function load(url: string, duration: number) {
  const args = [AUTOCANNON, '-c', String(CONNECTIONS), '-d', String(duration), '-j', '-H', 'accept-encoding=gzip, deflate, br', url];
  return new Promise<autocannon.Result>((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 10 * 1024 * 1024 }, (err, stdout) => (err ? reject(err) : resolve(JSON.parse(stdout) as autocannon.Result)));
  });
}

async function ready(proc: ChildProcess, url: string) {
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

// CPU seconds (user + system, all threads) a process has used so far; null where /proc is missing.
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return null;
  }
}

// One round of load on a server, with that server's CPU time a request in microseconds.
async function measured(proc: ChildProcess, url: string, duration: number) {
  const before = cpuSeconds(proc.pid);
  const result = await load(url, duration);
  const after = cpuSeconds(proc.pid);
  const cpuUs = before === null || after === null ? null : ((after - before) * 1e6) / result.requests.total;
  return Object.assign(result, { cpuUs });
}

const HELLO = `import Fastify from 'fastify';
const app = Fastify();
app.get('/api/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });`;

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-bench-stack-'));
const procs: ChildProcess[] = [];
try {
  const helloFile = path.resolve('.tmp/bench-hello.mjs'); // inside the project, so it finds fastify
  await fs.mkdir(path.dirname(helloFile), { recursive: true });
  await fs.writeFile(helloFile, HELLO);
  const [appPort, barePort] = [await freePort(), await freePort()];
  // Production defaults (LOG_LEVEL info, JSON lines as with NODE_ENV=production); its log lines go
  // where a service's stdout goes.
  const app = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(appPort), DATA_DIR: dir, EMBEDDED_PG_PORT: String(await freePort()), SEED_DEMO: 'false', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info', LOG_FORMAT: process.env.BENCH_LOG_FORMAT ?? 'json' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const bare = spawn(process.execPath, [helloFile], { env: { ...process.env, PORT: String(barePort) }, stdio: 'ignore' });
  procs.push(app, bare);
  const appUrl = `http://127.0.0.1:${appPort}/api/health`;
  const bareUrl = `http://127.0.0.1:${barePort}/api/health`;
  await Promise.all([ready(app, appUrl), ready(bare, bareUrl)]);
  const headers = Object.fromEntries((await fetch(appUrl)).headers);
  console.log(`GET /api/health: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each, after a 2 s warm-up each.`);
  console.log(`security headers on the app's answer: ${['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy'].filter((h) => h in headers).join(', ')}`);
  await load(bareUrl, 2);
  await load(appUrl, 2);
  const results = { app: [] as Awaited<ReturnType<typeof measured>>[], bare: [] as Awaited<ReturnType<typeof measured>>[] };
  for (let i = 0; i < ROUNDS; i++) {
    results.bare.push(await measured(bare, bareUrl, SECONDS));
    results.app.push(await measured(app, appUrl, SECONDS));
  }
  const all = [...results.app, ...results.bare];
  if (all.some((r) => r.non2xx > 0 || r.errors > 0)) throw new Error('non-2xx answers or errors under load');
  const rps = (rs: autocannon.Result[]) => rs.reduce((s, r) => s + r.requests.average, 0) / rs.length;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const cpu = (rs: typeof results.app) => (rs.every((r) => r.cpuUs !== null) ? `   server CPU ${median(rs.map((r) => r.cpuUs!)).toFixed(1)} µs a request` : '');
  const line = (name: string, rs: typeof results.app) =>
    `${name.padEnd(34)} ${rps(rs).toFixed(0).padStart(7)} req/s   p50 ${rs.at(-1)!.latency.p50} ms   p99 ${rs.at(-1)!.latency.p99} ms${cpu(rs)}`;
  console.log(line('bare Fastify hello-world', results.bare));
  console.log(line('app, whole stack (dist/server)', results.app));
  // Each round's pair ran back to back; the median of their ratios resists a burst of load
  // from elsewhere on the machine better than the ratio of the means.
  const ratios = results.app.map((r, i) => r.requests.average / results.bare[i].requests.average).sort((a, b) => a - b);
  const ratio = ratios[Math.floor(ratios.length / 2)];
  console.log(`ratios per round: ${ratios.map((r) => r.toFixed(2)).join(', ')}; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
  console.log(`ratio (median) ${ratio.toFixed(2)} (target ≥ 0.50): ${ratio >= 0.5 ? 'met' : 'NOT met'}`);
  if (results.app.every((r) => r.cpuUs !== null)) {
    const cpuRatio = median(results.bare.map((r) => r.cpuUs!)) / median(results.app.map((r) => r.cpuUs!));
    console.log(`bare / app server CPU a request: ${cpuRatio.toFixed(2)} (the same comparison, less sensitive to the load generator's scheduling)`);
  }
} finally {
  for (const p of procs) {
    p.kill('SIGTERM');
    if (p.exitCode === null) await new Promise((r) => p.once('exit', r));
  }
  await fs.rm(dir, { recursive: true, force: true });
}
