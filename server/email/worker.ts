import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/index';
import { EMAIL_JOB, MAX_EMAIL_ATTEMPTS, retryDelayMs, type EmailJobPayload } from './queue';
import { attemptDelivery } from './send';
import type { EmailTransport } from './transport';

type Deps = { db: Db; transport: EmailTransport };
/** A claimed job is leased, not locked: the lock is released before SMTP is spoken, and a
 *  crashed instance's lease simply runs out so another instance picks the job up. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;

/** Claims up to `limit` due email jobs. FOR UPDATE SKIP LOCKED lets many instances claim at once without overlap. */
async function claim(db: Db, limit: number) {
  const result = await db.execute<{ id: number; payload: EmailJobPayload; attempts: number }>(sql`
    update ${jobs} set attempts = attempts + 1, run_at = now() + ${sql.raw(`interval '${LEASE_MS / 1000} seconds'`)}
    where id in (
      select id from ${jobs}
      where kind = ${EMAIL_JOB} and done_at is null and run_at <= now()
      order by run_at
      limit ${limit}
      for update skip locked
    )
    returning id, payload, attempts`);
  return result.rows;
}

/** Runs the due email jobs once; returns how many it attempted. Safe to call from several instances. */
export async function runDueEmailJobs(deps: Deps, limit = BATCH): Promise<number> {
  const claimed = await claim(deps.db, limit);
  for (const job of claimed) {
    const result = await attemptDelivery(deps, job.payload);
    const finished = result.ok || job.attempts >= MAX_EMAIL_ATTEMPTS;
    await deps.db
      .update(jobs)
      .set(
        finished
          ? { doneAt: new Date(), lastError: result.ok ? null : `gave up after ${job.attempts} attempts: ${result.error}`.slice(0, 1000) }
          : { runAt: new Date(Date.now() + retryDelayMs(job.attempts)), lastError: result.error.slice(0, 1000) },
      )
      .where(and(eq(jobs.id, job.id), eq(jobs.kind, EMAIL_JOB)));
  }
  return claimed.length;
}

/**
 * The in-process worker buildApp starts: runs when woken (a job committed) and every few
 * seconds for retries that come due. One run at a time per instance; a wake-up during a run
 * triggers one more run so nothing waits for the next tick.
 */
export class EmailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly deps: Deps,
    private readonly onError: (err: unknown) => void,
    private readonly pollMs = 2_000,
  ) {}

  start() {
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    this.wake();
  }

  wake() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          // Keep going while full batches come back: a backlog drains without waiting for ticks.
          while (!this.stopped && (await runDueEmailJobs(this.deps)) === BATCH);
        } catch (err) {
          this.onError(err);
        }
      } while (this.again && !this.stopped);
      this.running = null;
    })();
  }

  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }
}
