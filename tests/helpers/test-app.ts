import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import type { Db } from '../../server/db/client';
import { readOutbox, transportFor, type EmailTransport } from '../../server/email/transport';
import { rememberDatabase } from './auth';
import { createTestDatabase } from './test-db';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  dbUrl: string;
  config: Config;
  outbox: () => ReturnType<typeof readOutbox>;
  close: () => Promise<void>;
};

/** The real app on a fresh database of its own; email goes to a temp outbox unless given a transport. */
export async function createTestApp(opts: { env?: Record<string, string>; emailTransport?: EmailTransport } = {}): Promise<TestApp> {
  const { db, url, drop } = await createTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-test-app-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // Many tests book dozens of meetups at one venue as one organiser to test something else; the
    // ceiling itself is tested with its default in tests/api/booking-limits.test.ts.
    BOOKING_MAX_FUTURE_HOURS_PER_VENUE: '10000',
    ...opts.env,
  });
  const outboxDir = path.join(dataDir, 'outbox');
  const app = await buildApp({ config, db, emailTransport: opts.emailTransport ?? transportFor(config) });
  rememberDatabase(app, db);
  return {
    app,
    db,
    dbUrl: url,
    config,
    outbox: () => readOutbox(outboxDir),
    close: async () => {
      await app.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
