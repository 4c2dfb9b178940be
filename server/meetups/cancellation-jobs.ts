import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { meetupAttendees, meetups, venues } from '../db/schema/index';
import { fanOutJobs, queueJob, type JobHandler } from '../jobs/task';
import { notify } from '../notifications/notify';
import { queueMeetupEmail } from './effects';
import { formatMeetupWhen } from './time';

export const CANCELLED_KIND = 'meetup_cancelled';
export const CANCELLED_SEND_KIND = 'meetup_cancelled_send';

/**
 * Queued by the cancel command in its transaction: the notices go out as jobs (one per
 * recipient), never inside the request, however many attendees there are.
 */
export const queueCancellationNotices = (tx: Tx, meetupId: string, previousStatus: string, now = new Date()) =>
  queueJob(tx, { kind: CANCELLED_KIND, payload: { meetupId, previousStatus }, runAt: now, dedupeKey: `${CANCELLED_KIND}:${meetupId}` });

type Recipient = 'attendee' | 'venue_owner' | 'organiser';

/**
 * Everyone to tell. Cancelled by the organiser: each attendee (in-app and email) and the venue
 * owner (in-app) unless they had already rejected the request; never the organiser, who cancelled
 * it. Cancelled by the venue (issue 24): the organiser and each attendee (in-app and email), never
 * the owner, who cancelled it.
 */
const fanOut: JobHandler = async (tx, _deps, job) => {
  const { meetupId, previousStatus } = job.payload as { meetupId: string; previousStatus: string };
  const [m] = await tx.select().from(meetups).where(eq(meetups.id, meetupId));
  if (!m || m.bookingStatus !== 'cancelled') return 0;
  const attendees = await tx.select({ userId: meetupAttendees.userId }).from(meetupAttendees).where(eq(meetupAttendees.meetupId, meetupId));
  const [venue] = m.venueId ? await tx.select({ ownerId: venues.ownerId }).from(venues).where(eq(venues.id, m.venueId)) : [];
  const told = new Map<string, Recipient>();
  const byVenue = m.cancelledBy === 'venue';
  if (byVenue) told.set(m.organizerId, 'organiser');
  for (const a of attendees) if (a.userId !== m.organizerId) told.set(a.userId, 'attendee');
  if (!byVenue && venue && previousStatus !== 'rejected' && venue.ownerId !== m.organizerId && !told.has(venue.ownerId)) told.set(venue.ownerId, 'venue_owner');
  if (byVenue && venue) told.delete(venue.ownerId);
  return fanOutJobs(
    tx,
    CANCELLED_SEND_KIND,
    [...told].map(([userId, as]) => ({ key: `${meetupId}:${userId}`, payload: { meetupId, userId, as } })),
  );
};

/**
 * One recipient's notice: a meetup_cancelled notification, and for attendees (and, when the venue
 * cancelled, the organiser) the cancellation email with the venue's reason.
 */
const send: JobHandler = async (tx, deps, job) => {
  const { meetupId, userId, as } = job.payload as { meetupId: string; userId: string; as: Recipient };
  const [m] = await tx.select().from(meetups).where(eq(meetups.id, meetupId));
  if (!m || m.bookingStatus !== 'cancelled') return;
  const byVenue = m.cancelledBy === 'venue';
  const what = `"${m.title}" on ${formatMeetupWhen(m.date, m.time)}`;
  await notify(tx, {
    userId,
    type: 'meetup_cancelled',
    title: byVenue ? 'Booking cancelled by the venue' : 'Meetup cancelled',
    message: byVenue ? `${m.venueName} has cancelled the booking for ${what}: ${m.cancellationReason ?? ''}` : `${what} at ${m.venueName} has been cancelled by the organiser.`,
    data: { meetupId, url: `/meetups/${meetupId}` },
  });
  if (as !== 'venue_owner')
    await queueMeetupEmail(tx, deps, { userId, type: 'meetup_cancelled', meetup: m, ...(byVenue ? { byVenue: { reason: m.cancellationReason ?? '', toOrganiser: as === 'organiser' } } : {}) });
};

export const CANCELLATION_HANDLERS: Record<string, JobHandler> = { [CANCELLED_KIND]: fanOut, [CANCELLED_SEND_KIND]: send };
