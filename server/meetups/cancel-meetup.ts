import { eq } from 'drizzle-orm';
import { meetups } from '../db/schema/index';
import { forbidden, notFound } from '../errors';
import type { Actor } from '../plugins/actor';
import { publishChange } from '../realtime/publish';
import { dropReminders } from '../reminders/schedule';
import { dropDeadline } from '../bookings/deadline';
import { meetupAudience } from './audience';
import { queueCancellationNotices } from './cancellation-jobs';
import type { CommandDeps } from './effects';
import { canCancel, isOrganiserOrAdmin } from './policy';
import { policyTarget } from './presenter';
import { loadMeetup } from './queries';
import { lockMeetup } from './seats';

/**
 * The organiser (or an admin) cancels: the meetup is kept as `cancelled` (its attendees still
 * see what happened; the venue's time is free, as the exclusion constraint compares approved
 * rows only), its reminder is dropped, and attendees and the venue are told by jobs.
 */
export async function cancelMeetup(deps: CommandDeps, actor: Actor, id: string) {
  await deps.db.transaction(async (tx) => {
    await lockMeetup(tx, id);
    const m = await loadMeetup(tx, id, actor);
    if (!m) throw notFound('api.meetups.notFound');
    const target = policyTarget(m);
    if (!canCancel(actor, target)) {
      if (m.bookingStatus === 'cancelled' && isOrganiserOrAdmin(actor, m)) return; // already cancelled: nothing to do
      if (m.bookingStatus !== 'approved' && m.venueOwnerId !== actor.userId) throw notFound('api.meetups.notFound');
      throw forbidden('api.meetups.organiserCancelsOnly');
    }
    await tx.update(meetups).set({ bookingStatus: 'cancelled', cancelledAt: new Date(), cancelledBy: 'organiser' }).where(eq(meetups.id, id));
    await dropReminders(tx, id);
    await dropDeadline(tx, id);
    if (!target.isPast) await queueCancellationNotices(tx, id, m.bookingStatus);
    // Whoever could see it hears it changed; lists drop it (only approved meetups are listed to others).
    await publishChange(tx, { table: 'meetups', type: 'UPDATE', id, audience: meetupAudience(m.bookingStatus, m.organizerId, m.venueOwnerId) });
  });
}
