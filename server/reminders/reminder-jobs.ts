import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { meetupAttendees, meetups, profiles } from '../db/schema/index';
import { asLocale, DEFAULT_LOCALE } from '../../contracts/i18n/locales';
import { reminderWhen } from '../email/templates/meetup-reminder';
import { translator } from '../i18n/translate';
import { fanOutJobs, type JobHandler } from '../jobs/task';
import { queueMeetupEmail } from '../meetups/effects';
import { dayAndTimeFrom, meetupTimes } from '../meetups/time';
import { notify } from '../notifications/notify';
import { REMINDER_KIND, REMINDER_SEND_KIND } from './schedule';

/**
 * Fan out: one send job per attendee and one for the organiser (issue 27: they were never
 * reminded of their own meetup), so each reminder succeeds or retries alone. The key is per
 * person, so an organiser who is also on the attendee list is reminded once.
 */
const fanOut: JobHandler = async (tx, _deps, job) => {
  const { meetupId, startsAt } = job.payload as { meetupId: string; startsAt: string };
  const [m] = await tx.select().from(meetups).where(eq(meetups.id, meetupId));
  // Cancelled, never approved, or moved (a newer reminder exists): nothing to send.
  if (!m || m.bookingStatus !== 'approved' || meetupTimes(m).startsAt.toISOString() !== startsAt) return 0;
  const attendees = await tx.select({ userId: meetupAttendees.userId }).from(meetupAttendees).where(eq(meetupAttendees.meetupId, meetupId));
  const people = [...new Set([m.organizerId, ...attendees.map((a) => a.userId)])];
  return fanOutJobs(
    tx,
    REMINDER_SEND_KIND,
    people.map((userId) => ({ key: `${meetupId}:${startsAt}:${userId}`, payload: { meetupId, startsAt, userId } })),
  );
};

/** One person's reminder: a meetup_reminder notification and email (preferences respected), committed together. */
const send: JobHandler = async (tx: Tx, deps, job) => {
  const { meetupId, userId, startsAt } = job.payload as { meetupId: string; userId: string; startsAt: string };
  const [m] = await tx.select().from(meetups).where(eq(meetups.id, meetupId));
  if (!m || m.bookingStatus !== 'approved' || meetupTimes(m).startsAt.toISOString() !== startsAt) return;
  const organising = m.organizerId === userId;
  if (!organising) {
    const [still] = await tx
      .select({ userId: meetupAttendees.userId })
      .from(meetupAttendees)
      .where(and(eq(meetupAttendees.meetupId, meetupId), eq(meetupAttendees.userId, userId)));
    if (!still) return;
  }
  // Worded when it goes out, on the venue's calendar: a same-day reminder says "today". In the
  // recipient's language (issue 29): notifications keep the words they were written in.
  const when = dayAndTimeFrom(m, new Date());
  const day = when.startsWith('today') ? 'today' : when.startsWith('tomorrow') ? 'tomorrow' : 'soon';
  const [person] = await tx.select({ locale: profiles.locale }).from(profiles).where(eq(profiles.id, userId));
  const locale = asLocale(person?.locale) ?? DEFAULT_LOCALE;
  const t = translator(locale);
  const words = { title: m.title, when: reminderWhen(t, locale, m, when) };
  await notify(tx, {
    userId,
    type: 'meetup_reminder',
    title: organising ? t('email.reminders.titleOrganising', { day }) : t('email.reminders.title', { day }),
    message: m.venueName ? t('email.reminders.messageAt', { ...words, venue: m.venueName }) : t('email.reminders.message', words),
    data: { meetupId, url: `/meetups/${meetupId}` },
  });
  // Queued in this transaction: sent (and retried) by the job queue once the reminder commits.
  await queueMeetupEmail(tx, deps, { userId, type: 'meetup_reminder', meetup: m, when, organising });
};

export const REMINDER_HANDLERS: Record<string, JobHandler> = { [REMINDER_KIND]: fanOut, [REMINDER_SEND_KIND]: send };
