// Benchmark (issue 13): requests/s of a route without database work (GET /api/health) through
// the whole production stack — the compiled server (dist/server/main.js) as `npm start` runs it,
// every plugin and hook, helmet's headers, compression, request logging at the default level —
// as a ratio to a bare Fastify hello-world process, both measured in this run on 127.0.0.1 and
// alternated so they share the machine's noise. Target: ratio ≥ 0.7.
// `npm run bench:stack` (BENCH_SECONDS per round, BENCH_CONNECTIONS; bounded).
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
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
  const results = { app: [] as autocannon.Result[], bare: [] as autocannon.Result[] };
  for (let i = 0; i < ROUNDS; i++) {
    results.bare.push(await load(bareUrl, SECONDS));
    results.app.push(await load(appUrl, SECONDS));
  }
  const all = [...results.app, ...results.bare];
  if (all.some((r) => r.non2xx > 0 || r.errors > 0)) throw new Error('non-2xx answers or errors under load');
  const rps = (rs: autocannon.Result[]) => rs.reduce((s, r) => s + r.requests.average, 0) / rs.length;
  const line = (name: string, rs: autocannon.Result[]) =>
    `${name.padEnd(34)} ${rps(rs).toFixed(0).padStart(7)} req/s   p50 ${rs.at(-1)!.latency.p50} ms   p99 ${rs.at(-1)!.latency.p99} ms`;
  console.log(line('bare Fastify hello-world', results.bare));
  console.log(line('app, whole stack (dist/server)', results.app));
  // Each round's pair ran back to back; the median of their ratios resists a burst of load
  // from elsewhere on the machine better than the ratio of the means.
  const ratios = results.app.map((r, i) => r.requests.average / results.bare[i].requests.average).sort((a, b) => a - b);
  const ratio = ratios[Math.floor(ratios.length / 2)];
  console.log(`ratios per round: ${ratios.map((r) => r.toFixed(2)).join(', ')}; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
  console.log(`ratio (median) ${ratio.toFixed(2)} (target ≥ 0.70): ${ratio >= 0.7 ? 'met' : 'NOT met'}`);
} finally {
  for (const p of procs) {
    p.kill('SIGTERM');
    if (p.exitCode === null) await new Promise((r) => p.once('exit', r));
  }
  await fs.rm(dir, { recursive: true, force: true });
}
