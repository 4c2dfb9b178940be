import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import { transportFor } from '../../server/email/transport';
import { bearer, signUp } from '../../tests/helpers/auth';

const ADMIN = 'bench-admin@example.com';

/**
 * The app on a bench's database with its job runner started (as a running instance), and the
 * headers of a signed-in admin to send notifications as (bench:broadcast, bench:push).
 */
export async function appWithAdmin(db: Db, dataDir: string, databaseUrl: string, env: Record<string, string> = {}) {
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', ADMIN_EMAILS: ADMIN, AUTH_RATE_LIMIT_PER_MINUTE: '1000', ...env });
  const app = await buildApp({ config, db, emailTransport: transportFor(config) });
  await app.ready(); // starts this instance's job runner
  const admin = await signUp(app, { email: ADMIN, name: 'Bench Admin', db });
  return { app, headers: bearer(admin.session.access_token) };
}

/** The baseline: times (ms) of a trivial request (GET /api/health) through the same inject path. */
export async function healthTimes(app: FastifyInstance, n = 50): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    await app.inject({ method: 'GET', url: '/api/health' });
    times.push(performance.now() - s);
  }
  return times;
}
