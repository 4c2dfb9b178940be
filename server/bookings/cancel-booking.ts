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
    if (!m || !canRead(actor, policyTarget(m))) throw notFound('Meetup not found.');
    const target = policyTarget(m);
    if (!canDecide(actor, target)) throw forbidden('Only the owner of this venue can cancel its bookings.');
    if (!canCancelBooking(actor, target)) {
      if (m.bookingStatus === 'cancelled') throw new ApiError(409, 'meetup_cancelled', 'This meetup has already been cancelled.');
      if (m.bookingStatus !== 'approved')
        throw new ApiError(409, 'meetup_not_approved', 'Only an approved booking can be cancelled; answer a pending request with Reject.', { booking_status: m.bookingStatus });
      throw new ApiError(409, 'meetup_past', 'This meetup has already started, so its booking can no longer be cancelled.');
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
