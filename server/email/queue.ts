import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { enqueue, QUEUE_SCHEMA } from '../jobs/queue';
import type { OutgoingEmail } from './transport';

/** The job queue's task that delivers one email (server/email/deliver-job.ts). */
export const EMAIL_JOB = 'email';
export const MAX_EMAIL_ATTEMPTS = 6;

/** Wait before attempt n+1 after n failed attempts: 30 s, 2 min, 8 min, 32 min, then 2 h. */
export const retryDelayMs = (failedAttempts: number) => Math.min(30_000 * 4 ** Math.max(0, failedAttempts - 1), 2 * 60 * 60_000);

export type EmailJobPayload = OutgoingEmail & { templateType?: string };
/** What an email job carries: the message, which attempt this is (1-based) and the last error. */
export type EmailJob = EmailJobPayload & { attempt: number; lastError?: string };

/**
 * Every email job carries a key `email:{recipient}:{attempt}:{id}`, where {recipient} is a hash of
 * the lower-cased address (the queue's public view shows keys, never addresses). It is how the
 * emails waiting for one address are found through graphile-worker's public `jobs` view, whose
 * rows have no payload: no code reads or writes the queue's private tables (issue 25).
 */
export const recipientTag = (address: string) => createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 32);
/** The key prefix of every email job to `address`; the attempt number follows it. */
export const emailKeyPrefix = (address: string) => `${EMAIL_JOB}:${recipientTag(address)}:`;

/**
 * Puts an email on the job queue. Inside the caller's transaction it is sent only if the
 * action commits, and the caller never waits for SMTP. `attemptsSoFar` > 0 schedules a retry
 * after the backoff instead of at once; `dedupeKey` adds nothing while a job with it is pending.
 */
export async function queueEmail(
  db: Db | Tx,
  mail: EmailJobPayload,
  opts: { attemptsSoFar?: number; lastError?: string; dedupeKey?: string } = {},
): Promise<void> {
  const failed = opts.attemptsSoFar ?? 0;
  const job: EmailJob = {
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    templateType: mail.templateType,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    attempt: failed + 1,
    ...(opts.lastError ? { lastError: opts.lastError.slice(0, 1000) } : {}),
  };
  // Our own backoff (30 s … 2 h) rather than the queue's: the handler never throws, it queues the
  // next attempt itself; the queue's one retry covers only a process that died mid-attempt.
  const jobKey = `${emailKeyPrefix(mail.to)}${job.attempt}:${opts.dedupeKey ?? randomUUID()}`;
  await enqueue(db, EMAIL_JOB, job, { runAt: failed > 0 ? new Date(Date.now() + retryDelayMs(failed)) : undefined, jobKey, maxAttempts: 2 });
}

/**
 * Drops the emails to an address still waiting in the queue (account deletion, decision 0015),
 * in the caller's transaction, through graphile-worker's public API: its `jobs` view finds them by
 * key, its `complete_jobs` function removes them and leaves alone a job a runner holds (that one
 * is being sent).
 */
export async function dropQueuedEmailsTo(db: Db | Tx, address: string): Promise<void> {
  const q = sql.raw(QUEUE_SCHEMA);
  await db.execute(sql`select count(*) from ${q}.complete_jobs(array(
    select id from ${q}.jobs where task_identifier = ${EMAIL_JOB} and key like ${`${emailKeyPrefix(address)}%`} and locked_at is null))`);
}
