// The app on the demo data in a fresh embedded database, for benchmarks that measure what the
// demo shows (public-meetup, images); everything is removed afterwards.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createDb, type Db } from '../../server/db/client';
import { startEmbedded } from '../../server/db/embedded';
import { runMigrations } from '../../server/db/migrate';
import { seedDemoIfEmpty } from '../../server/db/seed';
import { transportFor } from '../../server/email/transport';
import { freePort } from '../../tests/helpers/free-port';

export async function withDemoApp(name: string, run: (app: FastifyInstance, db: Db) => Promise<void>) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `cc-bench-${name}-`));
  const pg = await startEmbedded({ dataDir: dir, port: await freePort() });
  const db = createDb(pg.url, 10);
  try {
    await runMigrations(db);
    const config = loadConfig({ DATA_DIR: path.join(dir, 'app'), DATABASE_URL: pg.url, LOG_LEVEL: 'silent', SEED_DEMO: 'true' });
    await seedDemoIfEmpty(db, config);
    const app = await buildApp({ config, db, emailTransport: transportFor(config) });
    try {
      await run(app, db);
    } finally {
      await app.close();
    }
  } finally {
    await db.$client.end();
    await pg.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}
