// Benchmark (issue 9): POST /auth/v1/recover and /auth/v1/resend must not tell a known address
// from an unknown one by their answer time. Medians of BENCH_TRIES interleaved tries for each
// kind, in this run, on the real app (embedded PostgreSQL, outbox transport). Target: the two
// medians differ by less than 30 ms. `npm run bench:auth-timing`.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createDb } from '../../server/db/client';
import { startEmbedded } from '../../server/db/embedded';
import { runMigrations } from '../../server/db/migrate';
import { transportFor } from '../../server/email/transport';
import { freePort } from '../../tests/helpers/free-port';

const TRIES = Math.min(200, Number(process.env.BENCH_TRIES ?? 30));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-bench-auth-'));
const pg = await startEmbedded({ dataDir: dir, port: await freePort() });
const db = createDb(pg.url, 10);
try {
  await runMigrations(db);
  const config = loadConfig({ DATA_DIR: path.join(dir, 'app'), DATABASE_URL: pg.url, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  const app = await buildApp({ config, db, emailTransport: transportFor(config) });
  const post = (url: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url, payload });
  const known: string[] = [];
  for (let i = 0; i < TRIES; i++) {
    const email = `known${i}@bench.example`;
    await post('/auth/v1/signup', { email, password: 'a-long-bench-password', data: { name: 'Bench' } });
    known.push(email);
  }
  let worst = 0;
  for (const url of ['/auth/v1/recover', '/auth/v1/resend']) {
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < TRIES; i++) {
      for (const [kind, email] of [['known', known[i]], ['unknown', `nobody${i}@bench.example`]] as const) {
        const start = performance.now();
        const res = await post(url, { type: 'signup', email });
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
        times[kind].push(performance.now() - start);
      }
    }
    const diff = Math.abs(median(times.known) - median(times.unknown));
    worst = Math.max(worst, diff);
    console.log(`${url}: median known ${median(times.known).toFixed(2)} ms, unknown ${median(times.unknown).toFixed(2)} ms, difference ${diff.toFixed(2)} ms`);
  }
  console.log(`worst difference ${worst.toFixed(2)} ms (target < 30 ms): ${worst < 30 ? 'met' : 'NOT met'}`);
  await app.close();
} finally {
  await db.$client.end();
  await pg.stop();
  await fs.rm(dir, { recursive: true, force: true });
}
