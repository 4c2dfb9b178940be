import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { makeWorkerUtils, runOnce, type WorkerEvents } from 'graphile-worker';
import type { Db } from '../../server/db/client';
import { quietQueueLogger } from '../../server/jobs/queue-logger';
import { QUEUE_SCHEMA } from '../../server/jobs/queue';
import { EMAIL_JOB, emailKeyPrefix } from '../../server/email/queue';
import type { WorkerDeps } from '../../server/jobs/task';
import { taskList } from '../../server/jobs/tasks';

const Q = sql.raw(QUEUE_SCHEMA);

/**
 * Runs every job due by `now` (default: now) to the end, as one more instance of the app would:
 * graphile-worker's runOnce with the app's task list. Jobs planned for later than the real
 * clock but due by `now` are brought forward first (a test cannot wait a day for a reminder).
 * Returns how many jobs this call completed; several calls at once split the work.
 */
export async function runDueJobs(deps: WorkerDeps, now?: Date): Promise<number> {
  if (now) await bringForward(deps.db, now);
  const events: WorkerEvents = new EventEmitter();
  let done = 0;
  events.on('job:success', () => done++);
  await runOnce({ pgPool: deps.db.$client, taskList: taskList(deps), noHandleSignals: true, logger: quietQueueLogger, events });
  return done;
}

/**
 * Runs jobs due by `now` until none is left, including those another runner (the app's own)
 * holds at the moment: when it resolves, every job due by `now` has finished somewhere.
 */
export async function drainJobs(deps: WorkerDeps, now?: Date): Promise<void> {
  for (let i = 0; i < 200; i++) {
    await runDueJobs(deps, now);
    const { rows } = await deps.db.execute<{ n: number }>(sql`select count(*)::int as n from ${Q}.jobs where run_at <= now() and attempts < max_attempts`);
    if (Number(rows[0].n) === 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  const { rows } = await deps.db.execute(sql`select task_identifier, key, attempts, last_error, locked_at from ${Q}.jobs`);
  throw new Error(`jobs still due after 200 rounds: ${JSON.stringify(rows)}`);
}

/**
 * Makes the jobs planned by `now` due at once (a test cannot wait a day for a reminder), through
 * graphile-worker's public API: its `jobs` view to find them, `rescheduleJobs` to move them.
 */
export async function bringForward(db: Db, now: Date) {
  const { rows } = await db.execute<{ id: string }>(sql`select id::text from ${Q}.jobs where run_at <= ${now.toISOString()}::timestamptz and run_at > now() and locked_at is null`);
  if (rows.length === 0) return;
  const utils = await makeWorkerUtils({ pgPool: db.$client, logger: quietQueueLogger });
  try {
    await utils.rescheduleJobs(rows.map((r) => r.id), { runAt: new Date() });
  } finally {
    await utils.release();
  }
}

/** The jobs waiting in the queue whose key starts with `prefix`, as graphile-worker's public view shows them. */
export async function pendingJobs(db: Db, prefix: string) {
  const { rows } = await db.execute<{ key: string; run_at: string; task_identifier: string; attempts: number; last_error: string | null }>(
    sql`select key, run_at, task_identifier, attempts, last_error from ${Q}.jobs where key like ${prefix + '%'} order by run_at`,
  );
  return rows.map((r) => ({ ...r, runAt: new Date(r.run_at) }));
}

/** Keys whose jobs have run (server/jobs/task.ts runOncePerKey). */
export async function ranKeys(db: Db, prefix: string): Promise<string[]> {
  const { rows } = await db.execute<{ key: string }>(sql`select key from job_runs where key like ${prefix + '%'} order by key`);
  return rows.map((r) => r.key);
}

/**
 * The emails to `address` waiting in the queue (not yet delivered, or waiting for a retry): which
 * attempt each is and when it runs, from graphile-worker's public `jobs` view by the key every
 * email job carries (server/email/queue.ts).
 */
export async function queuedEmailsTo(db: Db, address: string) {
  const prefix = emailKeyPrefix(address);
  const { rows } = await db.execute<{ key: string; run_at: string }>(
    sql`select key, run_at from ${Q}.jobs where task_identifier = ${EMAIL_JOB} and key like ${`${prefix}%`} order by id`,
  );
  return rows.map((r) => ({ attempt: Number(r.key.slice(prefix.length).split(':')[0]), run_at: r.run_at }));
}
