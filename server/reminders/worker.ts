import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { jobs, meetupAttendees, meetups } from '../db/schema/index';
import type { EmailTransport } from '../email/transport';
import { queueMeetupEmail } from '../meetups/effects';
import { meetupTimes } from '../meetups/time';
import { notify } from '../notifications/notify';
import { REMINDER_KIND, REMINDER_SEND_KIND } from './schedule';

type JobRow = typeof jobs.$inferSelect;
export type WorkerDeps = { db: Db; emailTransport: EmailTransport; appName: string; origin: string };

const MAX_ATTEMPTS = 5;

/**
 * Claims one due job of the given kinds, or null. FOR UPDATE SKIP LOCKED: several instances
 * polling at once each get a different job, and a job stays locked until its transaction ends,
 * so it is never run twice at the same time; done_at is set in that same transaction.
 */
async function claim(tx: Tx, kinds: string[], now: Date): Promise<JobRow | null> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    select id from ${jobs}
    where ${jobs.doneAt} is null and ${jobs.runAt} <= ${now.toISOString()}::timestamptz
      and ${jobs.kind} in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)}) and ${jobs.attempts} < ${MAX_ATTEMPTS}
    order by ${jobs.runAt}, ${jobs.id}
    limit 1
    for update skip locked`);
  if (!rows[0]) return null;
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, Number(rows[0].id)));
  return job;
}

/** Fan out: one send job per attendee, so each attendee's reminder succeeds or retries alone. */
async function fanOut(tx: Tx, job: JobRow) {
  const { meetupId, startsAt } = job.payload as { meetupId: string; startsAt: string };
  const [m] = await tx.select().from(meetups).where(eq(meetups.id, meetupId));
  // Cancelled, never approved, or moved (a newer reminder exists): nothing to send.
  if (!m || m.bookingStatus !== 'approved' || meetupTimes(m).startsAt.toISOString() !== startsAt) return 0;
  const attendees = await tx.select({ userId: meetupAttendees.userId }).from(meetupAttendees).where(eq(meetupAttendees.meetupId, meetupId));
  if (attendees.length === 0) return 0;
  await tx
    .insert(jobs)
    .values(
      attendees.map((a) => ({
        kind: REMINDER_SEND_KIND,
        payload: { meetupId, startsAt, userId: a.userId },
        runAt: job.runAt,
        dedupeKey: `${REMINDER_SEND_KIND}:${meetupId}:${startsAt}:${a.userId}`,
      })),
    )
    .onConflictDoNothing({ target: jobs.dedupeKey });
  return attendees.length;
}

/** One attendee's reminder: a meetup_reminder notification and email (preferences respected). */
/** One attendee's reminder: a meetup_reminder notification and email (preferences respected), committed together. */
async function send(tx: Tx, deps: WorkerDeps, job: JobRow) {
  const { meetupId, userId } = job.payload as { meetupId: string; userId: string };
  const [m] = await tx.select().from(meetups).where(eq(meetups.id, meetupId));
  const [still] = await tx
    .select({ userId: meetupAttendees.userId })
    .from(meetupAttendees)
    .where(and(eq(meetupAttendees.meetupId, meetupId), eq(meetupAttendees.userId, userId)));
  if (!m || !still || m.bookingStatus !== 'approved') return;
  await notify(tx, {
    userId,
    type: 'meetup_reminder',
    title: 'Meetup tomorrow',
    message: `Reminder: "${m.title}" at ${m.venueName}.`,
    data: { meetupId, url: `/meetups/${meetupId}` },
  });
  // Queued in this transaction: sent (and retried) by the email worker once the reminder commits.
  await queueMeetupEmail(tx, deps, { userId, type: 'meetup_reminder', meetup: m });
}

/**
 * Runs every due reminder job (fan-out and per-attendee sends) until none is left; returns how
 * many jobs it completed. Safe to call from any number of instances at once.
 */
export async function runDueReminders(deps: WorkerDeps, now = new Date()): Promise<number> {
  let done = 0;
  for (;;) {
    const outcome = await deps.db
      .transaction(async (tx) => {
        const job = await claim(tx, [REMINDER_KIND, REMINDER_SEND_KIND], now);
        if (!job) return 'empty' as const;
        try {
          await tx.transaction(async (inner) => {
            if (job.kind === REMINDER_KIND) await fanOut(inner, job);
            else await send(inner, deps, job);
          });
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

/** Polls for due reminders every intervalMs until stopped. */
export function startReminderWorker(deps: WorkerDeps, opts: { intervalMs?: number; onError?: (err: unknown) => void } = {}) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    running = runDueReminders(deps)
      .catch((err) => opts.onError?.(err))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, opts.intervalMs ?? 30_000);
      });
  };
  timer = setTimeout(tick, 1000);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
