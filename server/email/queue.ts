import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { jobs } from '../db/schema/index';
import type { OutgoingEmail } from './transport';


export const EMAIL_JOB = 'email';
/** Wakes every instance's email worker when a queued email commits (LISTENed by server/realtime). */
export const JOBS_CHANNEL = 'cc_jobs';
export const MAX_EMAIL_ATTEMPTS = 6;

/** Wait before attempt n+1 after n failed attempts: 30 s, 2 min, 8 min, 32 min, then 2 h. */
export const retryDelayMs = (failedAttempts: number) => Math.min(30_000 * 4 ** Math.max(0, failedAttempts - 1), 2 * 60 * 60_000);

export type EmailJobPayload = OutgoingEmail & { templateType?: string };

/**
 * Puts an email on the durable queue. Inside the caller's transaction it is sent only if the
 * action commits, and the caller never waits for SMTP. `attemptsSoFar` > 0 schedules a retry
 * after the backoff instead of at once.
 */
export async function queueEmail(
  db: Db | Tx,
  mail: EmailJobPayload,
  opts: { attemptsSoFar?: number; lastError?: string; dedupeKey?: string } = {},
): Promise<void> {
  const attempts = opts.attemptsSoFar ?? 0;
  const runAt = new Date(Date.now() + (attempts > 0 ? retryDelayMs(attempts) : 0));
  const payload: EmailJobPayload = { to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, templateType: mail.templateType, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}) };
  await db
    .insert(jobs)
    .values({ kind: EMAIL_JOB, payload, runAt, attempts, lastError: opts.lastError?.slice(0, 1000) ?? null, dedupeKey: opts.dedupeKey ?? null })
    .onConflictDoNothing({ target: jobs.dedupeKey });
  if (attempts === 0) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${EMAIL_JOB})`);
}
