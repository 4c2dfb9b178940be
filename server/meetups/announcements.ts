import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { meetupAttendees, meetups, profiles } from '../db/schema/index';
import { queueTemplateEmail } from '../email/email-user';
import { meetupFactsOf } from '../email/facts-loader';
import { fanOutJobs, queueJob, type JobHandler } from '../jobs/task';
import { limitsOf } from '../limits/rules';
import { notify } from '../notifications/notify';
import type { Actor } from '../plugins/actor';
import { ApiError } from '../errors';
import { attendeeAccess } from './attendees';

export const ANNOUNCE_KIND = 'meetup_announcement';
export const ANNOUNCE_SEND_KIND = 'meetup_announcement_send';

/**
 * The organiser or a co-host writes to everyone attending (issue 15). Counted against the
 * meetup's quota first; the request only queues one job (in its own small transaction) — the
 * fan-out to each attendee runs later as jobs, never inside the request.
 */
export async function announce(db: Db, actor: Actor, id: string, input: { subject: string; message: string }) {
  const { m } = await attendeeAccess(db, actor, id, 'manage');
  if (m.bookingStatus !== 'approved') throw ApiError.say(409, 'meetup_not_open', 'api.meetups.announceApprovedOnly');
  const [{ recipients }] = await db.select({ recipients: sql<number>`count(*)::int` }).from(meetupAttendees).where(and(eq(meetupAttendees.meetupId, id), ne(meetupAttendees.userId, actor.userId)));
  await limitsOf(db).announcementsPerMeetupDay.consume(id);
  const [sender] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, actor.userId));
  // senderName is empty when they gave none: the email says "The organiser" in each reader's language.
  await db.transaction((tx) =>
    queueJob(tx, {
      kind: ANNOUNCE_KIND,
      payload: { meetupId: id, senderId: actor.userId, senderName: sender?.name ?? '', subject: input.subject, message: input.message },
      runAt: new Date(),
      dedupeKey: `${ANNOUNCE_KIND}:${randomUUID()}`,
    }),
  );
  return { recipients: Number(recipients) };
}

type Payload = { meetupId: string; senderId: string; senderName: string; subject: string; message: string };

/** One send job per attendee (except the sender), each retried on its own. */
const fanOut: JobHandler = async (tx, _deps, job) => {
  const p = job.payload as Payload;
  const rows = await tx.select({ userId: meetupAttendees.userId }).from(meetupAttendees).where(eq(meetupAttendees.meetupId, p.meetupId));
  return fanOutJobs(
    tx,
    ANNOUNCE_SEND_KIND,
    rows.filter((r) => r.userId !== p.senderId).map((r) => ({ key: `${job.key}:${r.userId}`, payload: { ...p, userId: r.userId } })),
  );
};

/** In-app and email, each honouring the member's Announcements switch (and `all`). */
const send: JobHandler = async (tx, deps, job) => {
  const p = job.payload as Payload & { userId: string };
  const [m] = await tx.select().from(meetups).where(eq(meetups.id, p.meetupId));
  if (!m || m.bookingStatus !== 'approved') return;
  await notify(tx, { userId: p.userId, type: 'meetup_announcement', title: `${m.title}: ${p.subject}`, message: p.message, data: { meetupId: m.id, url: `/meetups/${m.id}` } });
  await queueTemplateEmail(tx, { appName: deps.appName, origin: deps.origin }, {
    userId: p.userId,
    type: 'meetup_announcement',
    data: { meetup: meetupFactsOf(m), sender_name: p.senderName, subject: p.subject, message: p.message },
  });
};

export const ANNOUNCEMENT_HANDLERS: Record<string, JobHandler> = { [ANNOUNCE_KIND]: fanOut, [ANNOUNCE_SEND_KIND]: send };
