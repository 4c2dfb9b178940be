import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { jobs } from '../db/schema/index';
import { JOBS_CHANNEL } from '../email/queue';
import type { EmailTransport } from '../email/transport';

export type JobRow = typeof jobs.$inferSelect;
export type WorkerDeps = { db: Db; emailTransport: EmailTransport; appName: string; origin: string };
/** Runs one claimed job inside its transaction; throwing rolls the job's work back for a retry. */
export type JobHandler = (tx: Tx, deps: WorkerDeps, job: JobRow) => Promise<unknown>;

/**
 * Puts a meetup job (reminder, cancellation notice, booking deadline…) on the durable `jobs`
 * table inside the caller's transaction: it exists only if the action commits. The dedupe key
 * makes a repeat a no-op. Jobs due now wake every instance's worker after commit.
 */
export async function queueJob(db: Db | Tx, job: { kind: string; payload: Record<string, unknown>; runAt: Date; dedupeKey: string }, now = new Date()) {
  const inserted = await db.insert(jobs).values(job).onConflictDoNothing({ target: jobs.dedupeKey }).returning({ id: jobs.id });
  if (inserted.length && job.runAt <= now) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${job.kind})`);
  return inserted.length > 0;
}

/** One send job per recipient, so each succeeds or retries alone (the fan-out pattern of reminders). */
export async function fanOutJobs(tx: Tx, kind: string, runAt: Date, recipients: Array<{ key: string; payload: Record<string, unknown> }>) {
  if (recipients.length === 0) return 0;
  await tx
    .insert(jobs)
    .values(recipients.map((r) => ({ kind, payload: r.payload, runAt, dedupeKey: `${kind}:${r.key}` })))
    .onConflictDoNothing({ target: jobs.dedupeKey });
  return recipients.length;
}
