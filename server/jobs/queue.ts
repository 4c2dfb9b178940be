import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';

/** graphile-worker's schema (docs/decisions/0025): its tables and functions live there, not in ours. */
export const QUEUE_SCHEMA = 'graphile_worker';
const Q = sql.raw(QUEUE_SCHEMA);

export type EnqueueOptions = {
  /** When the job may run; now when omitted. */
  runAt?: Date;
  /** A job with this key still pending is not added again (graphile-worker's `unsafe_dedupe`). */
  jobKey?: string;
  /** Attempts before the queue gives up on a job that throws (graphile-worker backs off exponentially). */
  maxAttempts?: number;
};

/**
 * Puts a job on the queue with the caller's connection: inside a transaction it exists only if
 * that commits, and add_job NOTIFYs every instance's runner at commit, so a job due now starts
 * at once on whichever instance takes it.
 */
export async function enqueue(db: Db | Tx, task: string, payload: Record<string, unknown>, opts: EnqueueOptions = {}): Promise<void> {
  await db.execute(sql`select ${Q}.add_job(
    identifier => ${task}::text,
    payload => ${JSON.stringify(payload)}::json,
    run_at => ${opts.runAt ? opts.runAt.toISOString() : null}::timestamptz,
    max_attempts => ${opts.maxAttempts ?? 5}::int,
    job_key => ${opts.jobKey ?? null}::text,
    job_key_mode => 'unsafe_dedupe')`);
}

/** Several jobs of one task in one statement (a fan-out), each keyed so a repeat adds nothing. */
export async function enqueueMany(db: Db | Tx, task: string, jobs: Array<{ payload: Record<string, unknown>; jobKey: string; runAt?: Date }>): Promise<number> {
  if (jobs.length === 0) return 0;
  // add_jobs has no "keep the pending one" mode: leave out the keys already queued instead.
  const keys = jobs.map((j) => j.jobKey);
  const { rows } = await db.execute<{ key: string }>(sql`select key from ${Q}.jobs where key in (select json_array_elements_text(${JSON.stringify(keys)}::json))`);
  const queued = new Set(rows.map((r) => r.key));
  const specs = jobs
    .filter((j) => !queued.has(j.jobKey))
    .map((j) => ({ identifier: task, payload: j.payload, run_at: j.runAt?.toISOString() ?? null, job_key: j.jobKey, max_attempts: 5 }));
  if (specs.length === 0) return 0;
  await db.execute(sql`select 1 from ${Q}.add_jobs(array(select json_populate_recordset(null::${Q}.job_spec, ${JSON.stringify(specs)}::json)), true)`);
  return specs.length;
}

/** Drops the pending jobs whose keys start with `prefix`; one already running finishes and is not retried. */
export async function removeJobs(db: Db | Tx, prefix: string, except?: string): Promise<void> {
  await db.execute(sql`select ${Q}.remove_job(key) from ${Q}.jobs
    where key like ${prefix.replace(/[\\%_]/g, '\\$&') + '%'} and key is distinct from ${except ?? null}::text`);
}

/** When the pending job with this key runs, or null when none is pending. */
export async function pendingRunAt(db: Db | Tx, jobKey: string): Promise<Date | null> {
  const { rows } = await db.execute<{ run_at: string }>(sql`select run_at from ${Q}.jobs where key = ${jobKey} and attempts < max_attempts`);
  return rows[0] ? new Date(rows[0].run_at) : null;
}
