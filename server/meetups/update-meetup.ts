import { eq, sql } from 'drizzle-orm';
import type { MeetupInput } from '../../contracts/meetups';
import { meetupAttendees, meetups } from '../db/schema/index';
import { ApiError, forbidden, notFound } from '../errors';
import type { Actor } from '../plugins/actor';
import { publishChange } from '../realtime/publish';
import { scheduleReminder } from '../reminders/schedule';
import { assertFuture, bookableVenue, consumeBookingQuota, requestBooking } from './create-meetup';
import type { CommandDeps } from './effects';
import { canEdit } from './policy';
import { policyTarget } from './presenter';
import { loadMeetup } from './queries';
import { meetupAudience } from './audience';
import { meetupColumns } from './columns';

/**
 * The organiser (or an admin) edits a meetup. A new venue, date, time or duration is a new
 * booking request: it goes back to pending and the venue owner is asked again. So is editing a
 * rejected request.
 */
export async function updateMeetup(deps: CommandDeps, actor: Actor, id: string, input: MeetupInput) {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${meetups} where ${meetups.id} = ${id} for update`);
    const current = await loadMeetup(tx, id, actor.userId);
    if (!current) throw notFound('Meetup not found.');
    if (!canEdit(actor, policyTarget(current))) {
      if (current.bookingStatus !== 'approved' && current.venueOwnerId !== actor.userId) throw notFound('Meetup not found.');
      throw forbidden('Only the organiser can edit this meetup.');
    }
    const venue = await bookableVenue(tx, input.venue_id, input.max_attendees);
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(meetupAttendees).where(eq(meetupAttendees.meetupId, id));
    if (input.max_attendees < n)
      throw new ApiError(400, 'capacity_below_attendees', `max_attendees: ${n} people have already joined; allow at least ${n}.`);
    const copied = { venueName: venue.name, venueAddress: venue.address, latitude: venue.latitude, longitude: venue.longitude };
    const slotChanged =
      venue.id !== current.venueId || input.date !== current.date || input.time !== current.time.slice(0, 5) || input.duration !== current.duration;
    if (slotChanged) assertFuture({ ...input, ...copied });
    const rebook = slotChanged || current.bookingStatus === 'rejected';
    if (rebook) await consumeBookingQuota(deps.db, actor.userId, venue.id);
    const [row] = await tx
      .update(meetups)
      .set({
        ...meetupColumns(input),
        venueId: venue.id,
        ...copied,
        ...(rebook
          ? { bookingStatus: 'pending', approvedAt: null, rejectedAt: null, rejectionReason: null, venueRateOverride: venue.id === current.venueId ? current.venueRateOverride : null }
          : {}),
      })
      .where(eq(meetups.id, id))
      .returning();
    if (rebook) await requestBooking(tx, deps, row, venue);
    await scheduleReminder(tx, row);
    // Whoever could see the old version hears about the change too (it may have become private).
    const before = meetupAudience(current.bookingStatus, current.organizerId, current.venueOwnerId);
    const now = meetupAudience(row.bookingStatus, row.organizerId, venue.ownerId);
    await publishChange(tx, { table: 'meetups', type: 'UPDATE', id, audience: before === 'signedIn' || now === 'signedIn' ? 'signedIn' : { userIds: [...new Set([...before.userIds, ...now.userIds])] } });
    return row;
  });
}
