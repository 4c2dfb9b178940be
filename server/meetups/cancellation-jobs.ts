import { and, eq, gte, ne, notInArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { queueTemplateEmail } from '../email/email-user';
import { meetupFactsOf } from '../email/facts-loader';
import type { MeetupFacts } from '../email/templates/facts';
import { meetupAttendees, meetups, venues } from '../db/schema/index';
import { fanOutJobs, queueJob, type JobHandler } from '../jobs/task';
import { notify } from '../notifications/notify';
import type { MessageId } from '../../contracts/i18n/messages';
import { formatMeetupWhen, meetupTimeZone } from './time';
import { calendarDateIn } from '../../contracts/format';

export const CANCELLED_KIND = 'meetup_cancelled';
export const CANCELLED_SEND_KIND = 'meetup_cancelled_send';
/** A meetup cancelled because its organiser deleted their account: the row goes with the account. */
export const GONE_KIND = 'meetup_cancelled_gone';

/** Why the app (not the organiser's hand) cancelled: an account was deleted (docs/decisions/0039). */
export type Because = 'organiser_left' | 'venue_closed';
type Recipient = { userId: string; as: 'attendee' | 'venue_owner' | 'organiser' };

/**
 * Queued by the cancel command in its transaction: the notices go out as jobs (one per
 * recipient), never inside the request, however many attendees there are.
 */
export const queueCancellationNotices = (tx: Tx, meetupId: string, previousStatus: string, now = new Date(), because?: Because) =>
  queueJob(tx, { kind: CANCELLED_KIND, payload: { meetupId, previousStatus, because }, runAt: now, dedupeKey: `${CANCELLED_KIND}:${meetupId}` });

/**
 * The same notices for a meetup whose row is about to be deleted with its organiser's account:
 * what the notices print and who gets them are taken now, in the deleting transaction.
 */
export async function queueGoneMeetupNotices(tx: Tx, m: typeof meetups.$inferSelect, now = new Date()) {
  const recipients = await recipientsOf(tx, m, m.bookingStatus);
  return queueJob(tx, { kind: GONE_KIND, payload: { meetup: meetupFactsOf(m), recipients }, runAt: now, dedupeKey: `${GONE_KIND}:${m.id}` });
}

/**
 * Everyone to tell. Cancelled by the organiser: each attendee (in-app and email) and the venue
 * owner (in-app) unless they had already rejected the request; never the organiser, who cancelled
 * it. Cancelled by the venue (issue 24: its owner with a reason) or because the venue's account
 * closed: the organiser too, and never the owner.
 */
async function recipientsOf(tx: Tx, m: typeof meetups.$inferSelect, previousStatus: string, because?: Because): Promise<Recipient[]> {
  const attendees = await tx.select({ userId: meetupAttendees.userId }).from(meetupAttendees).where(eq(meetupAttendees.meetupId, m.id));
  const [venue] = m.venueId ? await tx.select({ ownerId: venues.ownerId }).from(venues).where(eq(venues.id, m.venueId)) : [];
  const byVenue = m.cancelledBy === 'venue';
  const told = new Map<string, Recipient['as']>();
  if (byVenue || because === 'venue_closed') told.set(m.organizerId, 'organiser');
  for (const a of attendees) if (a.userId !== m.organizerId) told.set(a.userId, 'attendee');
  if (!byVenue && venue && previousStatus !== 'rejected' && venue.ownerId !== m.organizerId && !told.has(venue.ownerId)) told.set(venue.ownerId, 'venue_owner');
  if (byVenue && venue) told.delete(venue.ownerId);
  return [...told].map(([userId, as]) => ({ userId, as }));
}

const fanOut: JobHandler = async (tx, _deps, job) => {
  const { meetupId, previousStatus, because } = job.payload as { meetupId: string; previousStatus: string; because?: Because };
  const [m] = await tx.select().from(meetups).where(eq(meetups.id, meetupId));
  if (!m || m.bookingStatus !== 'cancelled') return 0;
  const recipients = await recipientsOf(tx, m, previousStatus, because);
  return fanOutJobs(
    tx,
    CANCELLED_SEND_KIND,
    recipients.map(({ userId, as }) => ({ key: `${meetupId}:${userId}`, payload: { meetupId, userId, as, because } })),
  );
};

const fanOutGone: JobHandler = async (tx, _deps, job) => {
  const { meetup, recipients } = job.payload as { meetup: MeetupFacts; recipients: Recipient[] };
  return fanOutJobs(
    tx,
    CANCELLED_SEND_KIND,
    recipients.map(({ userId, as }) => ({ key: `${meetup.id}:${userId}`, payload: { meetupId: meetup.id, userId, as, because: 'organiser_left', meetup } })),
  );
};

const WHY: Record<Because | 'organiser', MessageId> = {
  organiser: 'api.notices.cancelledByOrganiser',
  organiser_left: 'api.notices.cancelledOrganiserLeft',
  venue_closed: 'api.notices.cancelledVenueClosed',
};

/**
 * One recipient's notice: a meetup_cancelled notification, and for attendees the cancellation
 * email (for the organiser too when the venue cancelled, with the venue's reason). A meetup
 * deleted with its organiser comes with its facts (`meetup`); its page is gone.
 */
const send: JobHandler = async (tx, deps, job) => {
  const p = job.payload as { meetupId: string; userId: string; as: Recipient['as']; because?: Because; meetup?: MeetupFacts };
  let facts = p.meetup;
  let byVenue: { reason: string; to_organiser: boolean } | undefined;
  let seriesContinues = false;
  if (!facts) {
    const [m] = await tx.select().from(meetups).where(eq(meetups.id, p.meetupId));
    if (!m || m.bookingStatus !== 'cancelled') return;
    facts = meetupFactsOf(m);
    if (m.cancelledBy === 'venue') byVenue = { reason: m.cancellationReason ?? '', to_organiser: p.as === 'organiser' };
    seriesContinues = await seriesGoesOn(tx, m);
  }
  const about = (locale: string) => ({ meetup: facts.title, when: formatMeetupWhen(facts.date, facts.time, locale), venue: facts.venue_name ?? '' });
  // In the recipient's own language (issue 29). One date of a series (issue 27): say the others
  // still happen, or people drop the whole series.
  await notify(tx, {
    userId: p.userId,
    type: 'meetup_cancelled',
    title: { id: byVenue ? 'api.notices.cancelledByVenueTitle' : seriesContinues ? 'api.notices.oneDateCancelledTitle' : 'api.notices.meetupCancelledTitle' },
    message: (t, locale) =>
      (byVenue ? t('api.notices.cancelledByVenue', { ...about(locale), reason: byVenue.reason }) : t(WHY[p.because ?? 'organiser'], about(locale))) + (seriesContinues ? t('api.notices.seriesGoesOn') : ''),
    data: { meetupId: p.meetupId, url: p.meetup ? '/meetups' : `/meetups/${p.meetupId}` },
  });
  if (p.as === 'attendee' || (p.as === 'organiser' && byVenue))
    await queueTemplateEmail(tx, { appName: deps.appName, origin: deps.origin }, { userId: p.userId, type: 'meetup_cancelled', data: { meetup: facts, because: p.because, series_continues: seriesContinues, ...(byVenue ? { by_venue: byVenue } : {}) } });
};

/** Whether another date of this meetup's series is still to come (not cancelled, refused or past). */
async function seriesGoesOn(tx: Tx, m: typeof meetups.$inferSelect): Promise<boolean> {
  if (!m.seriesId) return false;
  const today = calendarDateIn(new Date(), meetupTimeZone(m.latitude, m.longitude));
  const [other] = await tx
    .select({ id: meetups.id })
    .from(meetups)
    .where(and(eq(meetups.seriesId, m.seriesId), ne(meetups.id, m.id), gte(meetups.date, today), notInArray(meetups.bookingStatus, ['cancelled', 'rejected', 'expired'])))
    .limit(1);
  return Boolean(other);
}

export const CANCELLATION_HANDLERS: Record<string, JobHandler> = { [CANCELLED_KIND]: fanOut, [GONE_KIND]: fanOutGone, [CANCELLED_SEND_KIND]: send };
