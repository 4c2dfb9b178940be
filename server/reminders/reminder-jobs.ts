import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { meetupAttendees, meetups } from '../db/schema/index';
import { fanOutJobs, type JobHandler } from '../jobs/task';
import { queueMeetupEmail } from '../meetups/effects';
import { meetupTimes } from '../meetups/time';
import { notify } from '../notifications/notify';
import { REMINDER_KIND, REMINDER_SEND_KIND } from './schedule';

/** Fan out: one send job per attendee, so each attendee's reminder succeeds or retries alone. */
const fanOut: JobHandler = async (tx, _deps, job) => {
  const { meetupId, startsAt } = job.payload as { meetupId: string; startsAt: string };
  const [m] = await tx.select().from(meetups).where(eq(meetups.id, meetupId));
  // Cancelled, never approved, or moved (a newer reminder exists): nothing to send.
  if (!m || m.bookingStatus !== 'approved' || meetupTimes(m).startsAt.toISOString() !== startsAt) return 0;
  const attendees = await tx.select({ userId: meetupAttendees.userId }).from(meetupAttendees).where(eq(meetupAttendees.meetupId, meetupId));
  return fanOutJobs(
    tx,
    REMINDER_SEND_KIND,
    attendees.map((a) => ({ key: `${meetupId}:${startsAt}:${a.userId}`, payload: { meetupId, startsAt, userId: a.userId } })),
  );
};

/** One attendee's reminder: a meetup_reminder notification and email (preferences respected), committed together. */
const send: JobHandler = async (tx: Tx, deps, job) => {
  const { meetupId, userId, startsAt } = job.payload as { meetupId: string; userId: string; startsAt: string };
  const [m] = await tx.select().from(meetups).where(eq(meetups.id, meetupId));
  const [still] = await tx
    .select({ userId: meetupAttendees.userId })
    .from(meetupAttendees)
    .where(and(eq(meetupAttendees.meetupId, meetupId), eq(meetupAttendees.userId, userId)));
  if (!m || !still || m.bookingStatus !== 'approved' || meetupTimes(m).startsAt.toISOString() !== startsAt) return;
  await notify(tx, {
    userId,
    type: 'meetup_reminder',
    title: 'Meetup tomorrow',
    message: `Reminder: "${m.title}" at ${m.venueName}.`,
    data: { meetupId, url: `/meetups/${meetupId}` },
  });
  // Queued in this transaction: sent (and retried) by the job queue once the reminder commits.
  await queueMeetupEmail(tx, deps, { userId, type: 'meetup_reminder', meetup: m });
};

export const REMINDER_HANDLERS: Record<string, JobHandler> = { [REMINDER_KIND]: fanOut, [REMINDER_SEND_KIND]: send };
