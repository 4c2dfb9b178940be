import { and, eq } from 'drizzle-orm';
import { meetups, venues } from '../db/schema/index';
import type { JobHandler } from '../jobs/task';
import { meetupAudience } from '../meetups/audience';
import { queueMeetupEmail } from '../meetups/effects';
import { formatInstantAt, formatMeetupWhen } from '../meetups/time';
import { notify } from '../notifications/notify';
import { publishChange } from '../realtime/publish';
import { dropReminders } from '../reminders/schedule';
import { alternativeVenues, alternativesSentence } from './alternatives';
import { EXPIRY_KIND, OWNER_REMINDER_KIND } from './deadline';

type Payload = { meetupId: string; deadline: string };

/**
 * At the deadline: a request still pending with this very deadline becomes `expired` (one
 * conditional UPDATE, so a decision taken meanwhile wins and nothing happens). The organiser
 * is told in-app and by email with up to three venues free at that time; the owner in-app.
 */
const expire: JobHandler = async (tx, deps, job) => {
  const { meetupId, deadline } = job.payload as Payload;
  const [row] = await tx
    .update(meetups)
    .set({ bookingStatus: 'expired' })
    .where(and(eq(meetups.id, meetupId), eq(meetups.bookingStatus, 'pending'), eq(meetups.bookingExpiresAt, new Date(deadline))))
    .returning();
  if (!row) return;
  await dropReminders(tx, row.id);
  const alternatives = await alternativeVenues(tx, row);
  // In each recipient's own language (issue 29), as their emails are.
  await notify(tx, {
    userId: row.organizerId,
    type: 'booking_expired',
    title: { id: 'api.notices.bookingExpiredTitle' },
    message: (t) => t('api.notices.bookingExpired', { venue: row.venueName ?? '', meetup: row.title }) + alternativesSentence(alternatives, t),
    data: { meetupId: row.id, url: `/meetups/${row.id}`, alternatives },
  });
  await queueMeetupEmail(tx, deps, { userId: row.organizerId, type: 'booking_expired', meetup: row, alternatives });
  const [venue] = row.venueId ? await tx.select({ ownerId: venues.ownerId }).from(venues).where(eq(venues.id, row.venueId)) : [];
  if (venue && venue.ownerId !== row.organizerId)
    await notify(tx, {
      userId: venue.ownerId,
      type: 'venue_booking',
      title: { id: 'api.notices.bookingExpiredTitle' },
      message: (t, locale) => t('api.notices.bookingExpiredOwner', { meetup: row.title, when: formatMeetupWhen(row.date, row.time, locale), venue: row.venueName ?? '' }),
      data: { meetupId: row.id, venueId: row.venueId, url: '/venue-management' },
    });
  await publishChange(tx, { table: 'meetups', type: 'UPDATE', id: row.id, audience: meetupAudience(row.bookingStatus, row.organizerId, venue?.ownerId ?? null) });
};

/** 24 hours before the deadline, while the request still waits with it: the owner is reminded. */
const remindOwner: JobHandler = async (tx, deps, job) => {
  const { meetupId, deadline } = job.payload as Payload;
  const [row] = await tx.select().from(meetups).where(eq(meetups.id, meetupId));
  if (!row || row.bookingStatus !== 'pending' || row.bookingExpiresAt?.toISOString() !== deadline || !row.venueId) return;
  const [venue] = await tx.select({ ownerId: venues.ownerId }).from(venues).where(eq(venues.id, row.venueId));
  if (!venue) return;
  const answerBy = formatInstantAt(row.bookingExpiresAt, row);
  const expiresAt = row.bookingExpiresAt;
  await notify(tx, {
    userId: venue.ownerId,
    type: 'venue_booking',
    title: { id: 'api.notices.bookingWaitingTitle' },
    message: (t, locale) => t('api.notices.bookingWaiting', { meetup: row.title, venue: row.venueName ?? '', answerBy: formatInstantAt(expiresAt, row, locale) }),
    data: { meetupId: row.id, venueId: row.venueId, url: '/venue-management?focus=approvals' },
  });
  await queueMeetupEmail(tx, deps, { userId: venue.ownerId, type: 'booking_deadline', meetup: row, answerBy });
};

export const DEADLINE_HANDLERS: Record<string, JobHandler> = { [EXPIRY_KIND]: expire, [OWNER_REMINDER_KIND]: remindOwner };
