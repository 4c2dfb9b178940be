import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { run, type Runner } from 'graphile-worker';
import pg from 'pg';
import type { AppDeps } from '../deps';
import { publicOrigin } from '../origin';
import { pushSettings } from '../push/settings';
import { queueLogger } from './queue-logger';
import { pushTaskList, taskList } from './tasks';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../db/schema/index';
import type { Db } from '../db/client';

/** Jobs one instance runs at a time; several instances share the queue (SKIP LOCKED in graphile-worker). */
const CONCURRENCY = 4;
/**
 * Pushes at a time on one instance (decision 0056): each mostly waits for the push service, so
 * they run on a runner and connection pool of their own, and a broadcast's thousands of pushes
 * neither wait behind nor hold up emails and reminders, nor take the connections requests need.
 */
const PUSH_CONCURRENCY = 8;
/** How often a runner looks for jobs that came due (retries, reminders); new jobs wake it at once (LISTEN). */
const POLL_MS = 2_000;

/**
 * Starts this instance's job runner with the app (every instance, every test that builds the
 * app) and stops it on close, letting the jobs under way finish (decision 0025). It has a small
 * pool of its own so a backlog never takes the connections requests need.
 */
export const jobQueuePlugin = fp(
  async (app: FastifyInstance, opts: AppDeps) => {
    const { db, config, emailTransport } = opts;
    const pool = new pg.Pool({ ...db.$client.options, max: CONCURRENCY + 2, application_name: 'civic-connect-jobs' });
    pool.on('error', () => {}); // a lost idle connection is replaced; graphile-worker reconnects its LISTEN
    const log = app.log.child({ component: 'jobs' });
    const deps = { db, emailTransport, appName: config.appName, origin: publicOrigin(config), push: await pushSettings(config) };
    const pushPool = new pg.Pool({ ...db.$client.options, max: PUSH_CONCURRENCY + 2, application_name: 'civic-connect-push' });
    pushPool.on('error', () => {});
    const pushDeps = { ...deps, db: drizzle(pushPool, { schema }) as Db };
    let runners: Runner[] = [];
    app.addHook('onReady', async () => {
      const common = { pollInterval: POLL_MS, noHandleSignals: true, logger: queueLogger(log) };
      // No cron items: timed work is queued with a run time, so no crontab file is looked for.
      runners = [
        await run({ ...common, pgPool: pool, taskList: taskList(deps, log, { withPush: false }), concurrency: CONCURRENCY }, undefined, []),
        await run({ ...common, pgPool: pushPool, taskList: pushTaskList(pushDeps), concurrency: PUSH_CONCURRENCY }, undefined, []),
      ];
    });
    app.addHook('onClose', async () => {
      await Promise.all(runners.map((r) => r.stop().catch((err: unknown) => log.warn({ err: err instanceof Error ? err.message : String(err) }, 'job runner stopped with an error'))));
      await Promise.all([pool.end().catch(() => {}), pushPool.end().catch(() => {})]);
    });
  },
  { name: 'job-queue' },
);
