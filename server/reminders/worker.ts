import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { jobs } from '../db/schema/index';
import { DEADLINE_HANDLERS } from '../bookings/deadline-jobs';
import { type JobHandler, type JobRow, type WorkerDeps } from '../jobs/meetup-jobs';
import { CANCELLATION_HANDLERS } from '../meetups/cancellation-jobs';
import { ANNOUNCEMENT_HANDLERS } from '../meetups/announcements';
import { REMINDER_HANDLERS } from './reminder-jobs';

export type { WorkerDeps } from '../jobs/meetup-jobs';

/** Every kind of meetup job this worker runs: reminders, cancellation notices, booking deadlines. */
const HANDLERS: Record<string, JobHandler> = { ...REMINDER_HANDLERS, ...CANCELLATION_HANDLERS, ...DEADLINE_HANDLERS, ...ANNOUNCEMENT_HANDLERS };
const KINDS = Object.keys(HANDLERS);
const MAX_ATTEMPTS = 5;

/**
 * Claims one due job of our kinds, or null. FOR UPDATE SKIP LOCKED: several instances
 * polling at once each get a different job, and a job stays locked until its transaction ends,
 * so it is never run twice at the same time; done_at is set in that same transaction.
 */
async function claim(tx: Tx, now: Date): Promise<JobRow | null> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    select id from ${jobs}
    where ${jobs.doneAt} is null and ${jobs.runAt} <= ${now.toISOString()}::timestamptz
      and ${jobs.kind} in (${sql.join(KINDS.map((k) => sql`${k}`), sql`, `)}) and ${jobs.attempts} < ${MAX_ATTEMPTS}
    order by ${jobs.runAt}, ${jobs.id}
    limit 1
    for update skip locked`);
  if (!rows[0]) return null;
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, Number(rows[0].id)));
  return job;
}

/**
 * Runs every due meetup job until none is left; returns how many it completed. `now` decides
 * what is due (tests pass a later time). Safe to call from any number of instances at once:
 * a job's work and its done_at commit together, so it happens exactly once.
 */
export async function runDueMeetupJobs(deps: WorkerDeps, now = new Date()): Promise<number> {
  let done = 0;
  for (;;) {
    const outcome = await deps.db.transaction(async (tx) => {
      const job = await claim(tx, now);
      if (!job) return 'empty' as const;
      try {
        await tx.transaction(async (inner) => HANDLERS[job.kind](inner, deps, job));
        await tx.update(jobs).set({ doneAt: new Date(), attempts: job.attempts + 1 }).where(eq(jobs.id, job.id));
      } catch (err) {
        // Retry later with backoff; after MAX_ATTEMPTS the job stays for inspection.
        const delay = 60_000 * 2 ** job.attempts;
        await tx
          .update(jobs)
          .set({ attempts: job.attempts + 1, lastError: String(err).slice(0, 1000), runAt: new Date(now.getTime() + delay) })
          .where(eq(jobs.id, job.id));
      }
      return 'ran' as const;
    });
    if (outcome === 'empty') return done;
    done += 1;
  }
}

/**
 * Polls for due meetup jobs every intervalMs until stopped; `wake()` runs at once (a job due
 * now was queued: a cancellation notice should not wait for the next tick).
 */
export function startMeetupJobWorker(deps: WorkerDeps, opts: { intervalMs?: number; onError?: (err: unknown) => void } = {}) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  let again = false;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = runDueMeetupJobs(deps)
      .catch((err) => opts.onError?.(err))
      .finally(() => {
        running = null;
        if (stopped) return;
        if (again) {
          again = false;
          return tick();
        }
        timer = setTimeout(tick, opts.intervalMs ?? 30_000);
      });
  };
  timer = setTimeout(tick, 1000);
  return {
    wake: tick,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
