import { eq } from 'drizzle-orm';
import { assertOwnCover, placeOf } from './place';
import type { MeetupInput } from '../../contracts/meetups';
import { meetups } from '../db/schema/index';
import { ApiError, forbidden, notFound } from '../errors';
import type { Actor } from '../plugins/actor';
import { publishChange } from '../realtime/publish';
import { scheduleReminder } from '../reminders/schedule';
import { confirmInstantBooking } from '../bookings/instant-booking';
import { assertAnswerable, dropDeadline } from '../bookings/deadline';
import { occupancyRange, refuseOverlap } from '../bookings/occupancy';
import { assertSlotRules } from '../bookings/venue-rules';
import { assertFuture, bookableVenue, requestBooking } from './create-meetup';
import { countBookingRequest, type BookingLimits } from '../limits/booking-quota';
import { assertWithinHorizon } from '../bookings/horizon';
import type { CommandDeps } from './effects';
import { canEdit, isOrganiserOrAdmin } from './policy';
import { policyTarget } from './presenter';
import { loadMeetup } from './queries';
import { meetupAudience } from './audience';
import { meetupColumns } from './columns';
import { lockMeetup, promoteFromWaitlist, seatsTaken } from './seats';
import { assertWallClockExists } from './wall-clock';

/**
 * The organiser (or an admin) edits a meetup. A new venue, date, time or duration is a new
 * booking request: it goes back to pending and the venue owner is asked again. So is editing a
 * rejected request. A new request meets the venue's rules again; at an instant-booking venue it
 * is approved at once when its time is free, and refused with 409 when not (nothing changes).
 * A new request is counted like a new meetup, by the same function in the same place in its
 * transaction (server/limits/booking-quota.ts), with this meetup's own hours replaced.
 */
export async function updateMeetup(deps: CommandDeps, actor: Actor, id: string, input: MeetupInput, limits: BookingLimits) {
  let slot: { venueId: string; range: string; exceptId: string } | null = null;
  return refuseOverlap(deps.db, () => deps.db.transaction(async (tx) => {
    await lockMeetup(tx, id);
    const current = await loadMeetup(tx, id, actor);
    if (!current) throw notFound('api.meetups.notFound');
    if (current.bookingStatus === 'cancelled' && isOrganiserOrAdmin(actor, current))
      throw ApiError.say(409, 'meetup_cancelled', 'api.meetups.cancelledNoChanges');
    if (!canEdit(actor, policyTarget(current))) {
      if (current.bookingStatus !== 'approved' && current.venueOwnerId !== actor.userId) throw notFound('api.meetups.notFound');
      throw forbidden('api.meetups.organiserEditsOnly');
    }
    assertOwnCover(input.cover_image_url, actor.userId, current.coverImageUrl);
    const venue = await bookableVenue(tx, input.venue_id, input.max_attendees);
    const n = await seatsTaken(tx, id);
    if (input.max_attendees < n)
      throw ApiError.say(400, 'capacity_below_attendees', 'api.meetups.capacityBelowAttendees', { count: n }, { field: 'max_attendees' });
    const venuePlace = venue.address === current.venueAddress && current.venuePlace ? current.venuePlace : await placeOf(venue.address);
    const copied = { venueName: venue.name, venueAddress: venue.address, venuePlace, latitude: venue.latitude, longitude: venue.longitude };
    const slotChanged =
      venue.id !== current.venueId || input.date !== current.date || input.time !== current.time.slice(0, 5) || input.duration !== current.duration;
    if (slotChanged) {
      assertFuture({ ...input, ...copied });
      assertWallClockExists({ ...input, ...copied });
      assertWithinHorizon([input.date], venue, limits.horizonMonths);
    }
    // A rejected or expired request is sent again by saving it (with a new deadline).
    const rebook = slotChanged || current.bookingStatus === 'rejected' || current.bookingStatus === 'expired';
    if (rebook) assertSlotRules(venue, { ...input, ...copied });
    const bookingExpiresAt = rebook && !venue.instantBooking ? assertAnswerable({ ...input, ...copied }) : null;
    if (rebook) await countBookingRequest(tx, limits, { organizerId: current.organizerId, venue, bookings: 1, minutes: input.duration, exceptMeetupId: id });
    // The range is taken at booking time, with the venue's setup time as it is now.
    const occupies = rebook ? occupancyRange({ ...input, ...copied }, venue.setupTime) : undefined;
    if (occupies) slot = { venueId: venue.id, range: occupies, exceptId: id };
    const instant = rebook && venue.instantBooking;
    const [row] = await tx
      .update(meetups)
      .set({
        ...meetupColumns(input),
        venueId: venue.id,
        ...copied,
        ...(rebook
          ? {
              bookingStatus: instant ? 'approved' : 'pending',
              approvedAt: instant ? new Date() : null,
              bookingExpiresAt,
              rejectedAt: null,
              rejectionReason: null,
              venueRateOverride: venue.id === current.venueId ? current.venueRateOverride : null,
              occupies,
            }
          : {}),
      })
      .where(eq(meetups.id, id))
      .returning();
    if (rebook) await dropDeadline(tx, id);
    if (instant) await confirmInstantBooking(tx, deps, row, venue);
    else if (rebook) await requestBooking(tx, deps, row, venue);
    // Approved: (re)planned for its start time; waiting for the venue again: dropped.
    await scheduleReminder(tx, row);
    // More places (issue 15): the waitlist moves up at once, first come first served.
    await promoteFromWaitlist(tx, deps, id);
    // Whoever could see the old version hears about the change too (it may have become private).
    const before = meetupAudience(current.bookingStatus, current.organizerId, current.venueOwnerId);
    const now = meetupAudience(row.bookingStatus, row.organizerId, venue.ownerId);
    await publishChange(tx, { table: 'meetups', type: 'UPDATE', id, audience: before === 'signedIn' || now === 'signedIn' ? 'signedIn' : { userIds: [...new Set([...before.userIds, ...now.userIds])] } });
    return row;
  }), () => slot);
}
