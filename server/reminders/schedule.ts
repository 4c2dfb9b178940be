import { and, eq, isNull, like, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { jobs } from '../db/schema/index';
import type { MeetupRow } from '../meetups/presenter';
import { meetupTimes } from '../meetups/time';


export const REMINDER_KIND = 'meetup_reminder';
export const REMINDER_SEND_KIND = 'meetup_reminder_send';
/** Reminders go out the day before a meetup (docs/product.md §9): 24 hours before it starts. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

/** One reminder per meetup start time: a moved meetup gets a new one, a repeat call none. */
export const reminderKey = (meetupId: string, startsAt: Date) => `${REMINDER_KIND}:${meetupId}:${startsAt.toISOString()}`;

/**
 * Schedules (or re-schedules) the day-before reminder of a meetup as a durable job, so it
 * survives restarts and any instance may run it. Unsent reminders for an old start time are
 * dropped. Returns when it will run.
 */
export async function scheduleReminder(db: Db | Tx, meetup: Pick<MeetupRow, 'id' | 'date' | 'time' | 'duration' | 'latitude' | 'longitude'>, now = new Date()) {
  const { startsAt } = meetupTimes(meetup);
  const key = reminderKey(meetup.id, startsAt);
  await db.delete(jobs).where(and(eq(jobs.kind, REMINDER_KIND), isNull(jobs.doneAt), like(jobs.dedupeKey, `${REMINDER_KIND}:${meetup.id}:%`), sql`${jobs.dedupeKey} <> ${key}`));
  if (startsAt <= now) return null;
  const runAt = new Date(Math.max(startsAt.getTime() - REMINDER_LEAD_MS, now.getTime()));
  await db
    .insert(jobs)
    .values({ kind: REMINDER_KIND, payload: { meetupId: meetup.id, startsAt: startsAt.toISOString() }, runAt, dedupeKey: key })
    .onConflictDoNothing({ target: jobs.dedupeKey });
  return runAt;
}

/** A cancelled meetup sends no reminder. */
export async function dropReminders(db: Db | Tx, meetupId: string) {
  await db.delete(jobs).where(and(isNull(jobs.doneAt), like(jobs.dedupeKey, `${REMINDER_KIND}:${meetupId}:%`)));
}
