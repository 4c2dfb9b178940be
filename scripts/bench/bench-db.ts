// What the socket benchmarks share (abuse-sockets.ts, realtime-fanout.ts): a migrated database
// and a scratch folder for the run, and the percentiles they report.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '../../server/db/client';
import { startEmbedded } from '../../server/db/embedded';
import { runMigrations } from '../../server/db/migrate';
import { freePort } from '../../tests/helpers/free-port';

/**
 * Runs `run` with a migrated database — BENCH_DATABASE_URL, or an embedded PostgreSQL of its own
 * in a temporary folder — and a scratch folder (`cc-bench-{name}-…`); all of it is closed and
 * removed afterwards, whatever happened.
 */
export async function withBenchDatabase(name: string, run: (db: Db, tmp: string) => Promise<void>) {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), `cc-bench-${name}-`));
  const pgDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-bench-pg-'));
  let stopDb = async () => {};
  let url = process.env.BENCH_DATABASE_URL;
  try {
    if (!url) {
      const pg = await startEmbedded({ dataDir: pgDir, port: await freePort() });
      url = pg.url;
      stopDb = pg.stop;
    }
    const db = createDb(url, 10);
    try {
      await runMigrations(db);
      await run(db, tmp);
    } finally {
      await db.$client.end();
    }
  } finally {
    await stopDb();
    await fs.rm(tmp, { recursive: true, force: true });
    await fs.rm(pgDir, { recursive: true, force: true });
  }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Median, 99th percentile and worst of a set of samples (milliseconds), and how many. */
export function percentiles(samples: number[]) {
  const s = [...samples].sort((x, y) => x - y);
  return { p50: pct(s, 50), p99: pct(s, 99), max: s[s.length - 1], n: s.length };
}
