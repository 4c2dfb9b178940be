import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { jobRuns } from '../db/schema/index';
import type { EmailTransport } from '../email/transport';
import type { PushSettings } from '../push/deliver';
import { enqueue, enqueueMany, pendingRunAt } from './queue';

/** What job handlers need, as buildApp gives it to the queue's runner. */
export type WorkerDeps = {
  db: Db;
  emailTransport: EmailTransport;
  appName: string;
  origin: string;
  /** Web Push (decision 0056); a worker without it leaves push jobs for one that has it. */
  push?: PushSettings;
};
export type JobRef = { payload: Record<string, unknown>; key: string };
/** Does one job's work inside its transaction; throwing rolls it back and the queue retries later. */
export type JobHandler = (tx: Tx, deps: WorkerDeps, job: JobRef) => Promise<unknown>;

/**
 * Runs a job's work at most once per key: the `job_runs` row and the work commit together, so
 * a job run again (another instance after a crash, a retry after the commit) does nothing.
 * Returns false when the key had already run.
 */
export function runOncePerKey(db: Db, key: string, work: (tx: Tx) => Promise<unknown>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx.insert(jobRuns).values({ key }).onConflictDoNothing().returning({ key: jobRuns.key });
    if (!claimed) return false;
    await work(tx);
    return true;
  });
}

export async function hasRun(db: Db | Tx, key: string): Promise<boolean> {
  const [row] = await db.select({ key: jobRuns.key }).from(jobRuns).where(eq(jobRuns.key, key));
  return Boolean(row);
}

/**
 * Queues a keyed job (reminder, cancellation notice, booking deadline…) in the caller's
 * transaction: it exists only if the action commits. A key already pending or already run
 * makes this a no-op (returns false).
 */
export async function queueJob(db: Db | Tx, job: { kind: string; payload: Record<string, unknown>; runAt: Date; dedupeKey: string }) {
  if ((await pendingRunAt(db, job.dedupeKey)) || (await hasRun(db, job.dedupeKey))) return false;
  await enqueue(db, job.kind, job.payload, { runAt: job.runAt, jobKey: job.dedupeKey });
  return true;
}

/** One send job per recipient, so each succeeds or retries alone (the fan-out pattern of reminders). */
export function fanOutJobs(tx: Tx, kind: string, recipients: Array<{ key: string; payload: Record<string, unknown> }>) {
  return enqueueMany(
    tx,
    kind,
    recipients.map((r) => ({ payload: r.payload, jobKey: `${kind}:${r.key}` })),
  );
}
