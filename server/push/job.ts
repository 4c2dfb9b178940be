import type { JobHelpers } from 'graphile-worker';
import type { Db } from '../db/client';
import { deliverPushes, type PushItem, type PushJob, type PushSettings } from './deliver';
import { PUSH_TASK } from './queue';

/** Tries a push gets in all (the first and four retries), as the one-device jobs had (max_attempts 5). */
export const PUSH_ATTEMPTS = 5;
/** Wait before retry n (1-based): about graphile-worker's own exponential backoff, capped at an hour. */
const retryDelayMs = (attempt: number) => Math.min(3600, Math.round(Math.exp(Math.min(attempt, 10)) * 10)) * 1000;

/**
 * Runs one push job (decision 0061). The job never throws for a push that failed: the queue would
 * then run the whole batch again and push twice to the devices already reached. Instead the pushes
 * a retry may mend are queued again as a job of their own, later, with their attempt counted; after
 * PUSH_ATTEMPTS they are dropped (a push is a courtesy: the notification is in the app). The new
 * job's key is this job's id, so a job run twice (its worker died before completing it) replaces
 * its retry rather than adding a second.
 */
export async function runPushJob(db: Db, settings: PushSettings, job: PushJob, helpers: Pick<JobHelpers, 'addJob' | 'job'>): Promise<{ sent: number; retried: number }> {
  const items: PushItem[] = job.pushes ?? (job.subscriptionId ? [{ subscriptionId: job.subscriptionId, notificationId: job.notificationId, messageId: job.messageId }] : []);
  const attempt = job.attempt ?? 1;
  const outcomes = await deliverPushes(db, settings, items);
  const failed = items.filter((i) => outcomes.get(i) === 'failed');
  if (failed.length && attempt < PUSH_ATTEMPTS) {
    await helpers.addJob(PUSH_TASK, { pushes: failed, attempt: attempt + 1 } satisfies PushJob, {
      runAt: new Date(Date.now() + retryDelayMs(attempt)),
      jobKey: `push:retry:${helpers.job.id}`,
      maxAttempts: 5,
    });
  }
  return { sent: [...outcomes.values()].filter((o) => o === 'sent').length, retried: attempt < PUSH_ATTEMPTS ? failed.length : 0 };
}
