// Benchmark (issue 13): how fast `npm start` is ready on existing data. A built tree and a data
// folder that was already seeded; each round starts `node scripts/start.mjs` (what `npm start`
// runs, without npm's own start-up) and times spawn → first 200 from /api/health, then stops it
// with SIGTERM. Baseline in the same run: a bare Fastify hello-world process, spawn → first 200.
// Target: ready in ≤ 2 s. `npm run bench:start` (BENCH_ROUNDS, default 3).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../tests/helpers/free-port';

const ROUNDS = Math.min(10, Number(process.env.BENCH_ROUNDS ?? 3));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (!existsSync('dist/web/index.html')) spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
spawnSync('npm', ['run', '-s', 'build:server'], { stdio: 'inherit' });

const HELLO = `import Fastify from 'fastify';
const app = Fastify();
app.get('/api/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });`;

/** Spawns `args` and resolves the milliseconds until /api/health answers 200, then stops it. */
async function timeToReady(args: string[], env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const t0 = performance.now();
  const proc = spawn(process.execPath, args, { env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((r) => proc.on('exit', r));
  try {
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${proc.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
      if (ok) return performance.now() - t0;
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    proc.kill('SIGTERM');
    await exited;
  }
}

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-bench-start-'));
try {
  const env = { DATA_DIR: dir, EMBEDDED_PG_PORT: String(await freePort()) };
  const first = await timeToReady(['scripts/start.mjs'], env); // creates and seeds the database
  const helloFile = path.join(process.cwd(), '.tmp', 'bench-hello.mjs'); // inside the project: resolves fastify
  await fs.mkdir(path.dirname(helloFile), { recursive: true });
  await fs.writeFile(helloFile, HELLO);
  const app: number[] = [];
  const hello: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    app.push(await timeToReady(['scripts/start.mjs'], env));
    hello.push(await timeToReady([helloFile], {}));
  }
  const a = median(app);
  const h = median(hello);
  console.log(`first start (empty folder: initialise, migrate, seed): ${(first / 1000).toFixed(2)} s`);
  console.log(`start on existing data: median ${(a / 1000).toFixed(2)} s of ${ROUNDS} (${app.map((x) => (x / 1000).toFixed(2)).join(', ')}) — target ≤ 2 s: ${a <= 2000 ? 'met' : 'NOT met'}`);
  console.log(`bare Fastify hello-world process: median ${(h / 1000).toFixed(2)} s; ratio app/hello ${(a / h).toFixed(1)}×`);
} finally {
  await fs.rm(dir, { recursive: true, force: true });
}
