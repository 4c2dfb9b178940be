import type { FastifyInstance } from 'fastify';
import { levels, type LevelWithSilent } from 'pino';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/errors';
import type { AppDeps } from '../deps';
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE_MESSAGE } from '../db/unavailable';

// Issue 11: ready means PostgreSQL answers within 2 s; otherwise 503, well inside a 5 s probe.
const READY_TIMEOUT_MS = 2_000;

/**
 * /api/health: liveness, 200 while the process can answer at all (restart it when this fails).
 * /api/ready: readiness, 200 only when PostgreSQL answers `select 1` within 2 s (send it
 * traffic when this passes). A database outage fails readiness, never liveness.
 */
export async function healthRoutes(app: FastifyInstance, opts: AppDeps) {
  // Probes call these every few seconds on every instance: their request lines are noise, so they
  // log at `warn` (Fastify's route `logLevel`; errors are still written), or at the configured
  // level when that is quieter. A failing probe is seen by what runs it.
  const logLevel = ((levels.values[opts.config.logLevel] ?? 0) > levels.values.warn ? opts.config.logLevel : 'warn') as LevelWithSilent;
  app.get('/health', { logLevel, schema: { security: [], response: { 200: z.object({ ok: z.literal(true) }) } } }, async () => ({ ok: true }));
  app.get('/ready', { logLevel, schema: { security: [], response: { 200: z.object({ ok: z.literal(true), database: z.literal('ok') }), 503: apiErrorSchema } } }, async (_req, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((r) => (timer = setTimeout(() => r(false), READY_TIMEOUT_MS)));
    const check = opts.db.$client.query('select 1').then(() => true, () => false);
    const ok = await Promise.race([check, timeout]).finally(() => clearTimeout(timer));
    if (ok) return { ok: true, database: 'ok' };
    return reply
      .status(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_S))
      .send({ error: 'database_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
  });
}
