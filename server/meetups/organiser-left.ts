import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { meetupCohosts, meetups, profiles, venues } from '../db/schema/index';
import { dropDeadline } from '../bookings/deadline';
import { notify } from '../notifications/notify';
import { publishChange } from '../realtime/publish';
import { dropReminders } from '../reminders/schedule';
import { meetupAudience } from './audience';
import { queueCancellationNotices, queueGoneMeetupNotices } from './cancellation-jobs';
import type { CommandDeps } from './effects';
import { hasEnded, lockMeetup, releaseSeat } from './seats';

// What happens to what a member organised or hosted when they delete their account
// (docs/decisions/0039). Meetups and venues reference their owner's account and go with it
// (foreign keys); before that, the people counting on them are looked after here.

type Deps = Pick<CommandDeps, 'appName' | 'origin'>;
type MeetupRow = typeof meetups.$inferSelect;

/** Approved or pending meetups still to come (a day's margin for zones; the exact end is checked under the lock). */
const stillOn = and(inArray(meetups.bookingStatus, ['approved', 'pending']), sql`${meetups.date} >= current_date - 1`);

/**
 * Each meetup still to come that the member organises: handed to its longest-serving co-host
 * when it has one (the meetup goes on, as on Meetup when an organiser steps down), else
 * cancelled with the usual notices to attendees and the venue owner. Past ones go with the
 * account.
 */
export async function handOverOrCancelOrganised(tx: Tx, deps: Deps, userId: string) {
  const mine = await tx.select({ id: meetups.id }).from(meetups).where(and(eq(meetups.organizerId, userId), stillOn)).orderBy(asc(meetups.id));
  const outcome = { handedOver: [] as string[], cancelled: [] as string[] };
  for (const { id } of mine) {
    await lockMeetup(tx, id);
    const [m] = await tx.select().from(meetups).where(eq(meetups.id, id));
    if (!m || hasEnded(m)) continue;
    const [heir] = await tx
      .select({ userId: meetupCohosts.userId, name: profiles.name })
      .from(meetupCohosts)
      .innerJoin(profiles, eq(profiles.id, meetupCohosts.userId))
      .where(eq(meetupCohosts.meetupId, id))
      .orderBy(asc(meetupCohosts.createdAt), asc(meetupCohosts.userId))
      .limit(1);
    if (heir) {
      await handOver(tx, deps, m, heir);
      outcome.handedOver.push(id);
    } else {
      await cancelFor(tx, m, 'organiser_left');
      outcome.cancelled.push(id);
    }
  }
  return outcome;
}

async function handOver(tx: Tx, deps: Deps, m: MeetupRow, heir: { userId: string; name: string }) {
  const leaver = m.organizerId;
  // The cover picture was the leaver's upload and goes with their files: the venue's picture shows instead.
  const cover = m.coverImageUrl?.includes(`/${leaver}/`) ? null : m.coverImageUrl;
  await tx.update(meetups).set({ organizerId: heir.userId, organizerName: heir.name, coverImageUrl: cover }).where(eq(meetups.id, m.id));
  await tx.delete(meetupCohosts).where(and(eq(meetupCohosts.meetupId, m.id), eq(meetupCohosts.userId, heir.userId)));
  const [venue] = m.venueId ? await tx.select({ ownerId: venues.ownerId }).from(venues).where(eq(venues.id, m.venueId)) : [];
  const venueOwnerId = venue?.ownerId ?? null;
  // An organiser's place is kept without a seat: the new organiser's seat (or place in line) goes to the waitlist.
  await releaseSeat(tx, deps, { id: m.id, bookingStatus: m.bookingStatus, organizerId: heir.userId, venueOwnerId }, heir.userId);
  await notify(tx, {
    userId: heir.userId,
    type: 'info',
    title: { id: 'api.notices.heirTitle' },
    message: (t) => t('api.notices.heir', { name: m.organizerName || t('api.notices.theOrganiser'), meetup: m.title }),
    data: { meetupId: m.id, url: `/meetups/${m.id}` },
  });
  const before = meetupAudience(m.bookingStatus, leaver, venueOwnerId);
  const after = meetupAudience(m.bookingStatus, heir.userId, venueOwnerId);
  await publishChange(tx, { table: 'meetups', type: 'UPDATE', id: m.id, audience: before === 'signedIn' || after === 'signedIn' ? 'signedIn' : { userIds: [...new Set([...before.userIds, ...after.userIds])] } });
}

/**
 * Meetups still to come that others booked at the member's venues: the venue goes with the
 * account, so they cannot take place there. Each is cancelled; its organiser and attendees are
 * told by the usual notice jobs.
 */
export async function cancelBookingsAtVenuesOf(tx: Tx, userId: string) {
  const atTheirVenues = sql`${meetups.venueId} in (select id from ${venues} where ${venues.ownerId} = ${userId})`;
  const booked = await tx.select({ id: meetups.id }).from(meetups).where(and(atTheirVenues, ne(meetups.organizerId, userId), stillOn)).orderBy(asc(meetups.id));
  const cancelled: string[] = [];
  for (const { id } of booked) {
    await lockMeetup(tx, id);
    const [m] = await tx.select().from(meetups).where(eq(meetups.id, id));
    if (!m || hasEnded(m) || m.bookingStatus === 'cancelled') continue;
    await cancelFor(tx, m, 'venue_closed');
    cancelled.push(id);
  }
  return cancelled;
}

/** Cancels like the organiser's Cancel does (cancel-meetup.ts), with notices that say why. */
async function cancelFor(tx: Tx, m: MeetupRow, because: 'organiser_left' | 'venue_closed') {
  await tx.update(meetups).set({ bookingStatus: 'cancelled', cancelledAt: new Date() }).where(eq(meetups.id, m.id));
  await dropReminders(tx, m.id);
  await dropDeadline(tx, m.id);
  // The organiser's meetup is deleted with their account: its notices carry what they print.
  if (because === 'organiser_left') await queueGoneMeetupNotices(tx, m);
  else await queueCancellationNotices(tx, m.id, m.bookingStatus, new Date(), because);
  const [venue] = m.venueId ? await tx.select({ ownerId: venues.ownerId }).from(venues).where(eq(venues.id, m.venueId)) : [];
  await publishChange(tx, { table: 'meetups', type: 'UPDATE', id: m.id, audience: meetupAudience(m.bookingStatus, m.organizerId, venue?.ownerId ?? null) });
}
