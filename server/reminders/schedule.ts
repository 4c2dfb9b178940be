import type { Db, Tx } from '../db/client';
import { pendingRunAt, removeJobs } from '../jobs/queue';
import { hasRun, queueJob } from '../jobs/task';
import type { MeetupRow } from '../meetups/presenter';
import { meetupTimes } from '../meetups/time';

export const REMINDER_KIND = 'meetup_reminder';
export const REMINDER_SEND_KIND = 'meetup_reminder_send';
/** Reminders go out the day before a meetup (docs/product.md §9): 24 hours before it starts. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

/** One reminder per meetup start time: a moved meetup gets a new one, a repeat call none. */
export const reminderKey = (meetupId: string, startsAt: Date) => `${REMINDER_KIND}:${meetupId}:${startsAt.toISOString()}`;

/**
 * What planning a reminder did, as schedule-reminders answers it: `scheduled` (a new job),
 * `already_scheduled` (waiting for that start time), `already_sent` (it ran for that start
 * time: never twice), `not_approved` (only approved meetups are reminded; nothing planned),
 * `started` (the meetup has begun). Older plans for another start time are dropped.
 */
export const REMINDER_OUTCOMES = ['scheduled', 'already_scheduled', 'already_sent', 'not_approved', 'started'] as const;
export type ReminderPlan = { outcome: (typeof REMINDER_OUTCOMES)[number]; runAt: Date | null };

/**
 * Plans the day-before reminder of a meetup as a durable job, so it survives restarts and any
 * instance may run it. Called whenever a meetup becomes approved or its time changes; for a
 * meetup that is not approved it drops any plan instead. A meetup approved less than 24 hours
 * before it starts is reminded at once (run_at = now): the queue wakes a runner when it commits.
 */
export async function scheduleReminder(
  db: Db | Tx,
  meetup: Pick<MeetupRow, 'id' | 'date' | 'time' | 'duration' | 'latitude' | 'longitude' | 'bookingStatus'>,
  now = new Date(),
): Promise<ReminderPlan> {
  if (meetup.bookingStatus !== 'approved') {
    await dropReminders(db, meetup.id);
    return { outcome: 'not_approved', runAt: null };
  }
  const { startsAt } = meetupTimes(meetup);
  const key = reminderKey(meetup.id, startsAt);
  await removeJobs(db, `${REMINDER_KIND}:${meetup.id}:`, key);
  if (await hasRun(db, key)) return { outcome: 'already_sent', runAt: null };
  const pending = await pendingRunAt(db, key);
  if (pending) return { outcome: 'already_scheduled', runAt: pending };
  if (startsAt <= now) return { outcome: 'started', runAt: null };
  const runAt = new Date(Math.max(startsAt.getTime() - REMINDER_LEAD_MS, now.getTime()));
  await queueJob(db, { kind: REMINDER_KIND, payload: { meetupId: meetup.id, startsAt: startsAt.toISOString() }, runAt, dedupeKey: key });
  return { outcome: 'scheduled', runAt };
}

/** A cancelled, rejected or expired meetup (or one waiting for approval again) sends no reminder. */
export async function dropReminders(db: Db | Tx, meetupId: string) {
  await removeJobs(db, `${REMINDER_KIND}:${meetupId}:`);
}

/**
 * A member who joins inside the last 24 hours, after the reminder's fan-out may have run, gets
 * their own reminder now (same per-attendee key as the fan-out's, so never two).
 */
export async function remindLateJoiner(db: Db | Tx, meetup: Pick<MeetupRow, 'id' | 'date' | 'time' | 'duration' | 'latitude' | 'longitude'>, userId: string, now = new Date()) {
  const { startsAt } = meetupTimes(meetup);
  if (startsAt.getTime() - REMINDER_LEAD_MS > now.getTime() || startsAt <= now) return false;
  const at = startsAt.toISOString();
  return queueJob(db, { kind: REMINDER_SEND_KIND, payload: { meetupId: meetup.id, startsAt: at, userId }, runAt: now, dedupeKey: `${REMINDER_SEND_KIND}:${meetup.id}:${at}:${userId}` });
}
