import { eq, sql } from 'drizzle-orm';
import { meetups } from '../db/schema/index';
import { ApiError, forbidden, notFound } from '../errors';
import type { Actor } from '../plugins/actor';
import { publishChange } from '../realtime/publish';
import { dropReminders } from '../reminders/schedule';
import { meetupAudience } from '../meetups/audience';
import { queueCancellationNotices } from '../meetups/cancellation-jobs';
import type { CommandDeps } from '../meetups/effects';
import { canCancelBooking, canDecide, canRead } from '../meetups/policy';
import { policyTarget } from '../meetups/presenter';
import { loadMeetup } from '../meetups/queries';

/**
 * The venue owner (or an admin) cancels an approved booking with a reason (issue 24): the meetup
 * is kept as `cancelled` by the venue, so the exclusion constraint (approved rows only) frees its
 * time at once; its reminder is dropped; the organiser and every attendee are told in-app and by
 * email by jobs queued in this transaction (server/meetups/cancellation-jobs.ts), never inside
 * the request. The meetup row is locked first, so an edit or the organiser's own cancel at the
 * same moment runs before or after it, never between.
 */
export async function cancelBooking(deps: CommandDeps, actor: Actor, id: string, reason: string) {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${meetups} where ${meetups.id} = ${id} for update`);
    const m = await loadMeetup(tx, id, actor);
    if (!m || !canRead(actor, policyTarget(m))) throw notFound('api.meetups.notFound');
    const target = policyTarget(m);
    if (!canDecide(actor, target)) throw forbidden('api.bookings.ownerCancelsOnly');
    if (!canCancelBooking(actor, target)) {
      if (m.bookingStatus === 'cancelled') throw ApiError.say(409, 'meetup_cancelled', 'api.bookings.alreadyCancelled');
      if (m.bookingStatus !== 'approved')
        throw ApiError.say(409, 'meetup_not_approved', 'api.bookings.approvedOnlyCancel', undefined, { booking_status: m.bookingStatus });
      throw ApiError.say(409, 'meetup_past', 'api.bookings.alreadyStarted');
    }
    const [row] = await tx
      .update(meetups)
      .set({ bookingStatus: 'cancelled', cancelledAt: new Date(), cancelledBy: 'venue', cancellationReason: reason })
      .where(eq(meetups.id, id))
      .returning();
    await dropReminders(tx, id);
    await queueCancellationNotices(tx, id, 'approved');
    // Everyone who could see it (it was approved: every signed-in member) hears it changed; lists drop it.
    await publishChange(tx, { table: 'meetups', type: 'UPDATE', id, audience: meetupAudience('approved', m.organizerId, m.venueOwnerId) });
    return row;
  });
}
