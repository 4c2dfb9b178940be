import type { venues } from '../db/schema/index';
import type { Tx } from '../db/client';
import { type CommandDeps, queueMeetupEmail } from '../meetups/effects';
import type { MeetupRow } from '../meetups/presenter';
import { notify } from '../notifications/notify';
import { queueFollowerFanOut } from '../follows/fanout';

type Venue = Pick<typeof venues.$inferSelect, 'id' | 'name' | 'ownerId'>;

/**
 * A request at an instant-booking venue that got its slot (the insert or update passed the
 * overlap constraint as approved): the organiser hears "Booking confirmed" in-app and by the
 * booking_approved email, the owner is told there is nothing to decide. Same transaction, so a
 * refused slot announces nothing.
 */
export async function confirmInstantBooking(tx: Tx, deps: CommandDeps, meetup: MeetupRow, venue: Venue) {
  await notify(tx, {
    userId: meetup.organizerId,
    type: 'booking_approved',
    title: { id: 'api.notices.instantConfirmedTitle' },
    message: { id: 'api.notices.instantConfirmed', values: { venue: venue.name, meetup: meetup.title } },
    data: { meetupId: meetup.id, url: `/meetups/${meetup.id}` },
  });
  await queueMeetupEmail(tx, deps, { userId: meetup.organizerId, type: 'booking_approved', meetup });
  // Followers of the organiser, the venue and its partner page hear of it after commit (issue 26).
  await queueFollowerFanOut(tx, meetup);
  await notify(tx, {
    userId: venue.ownerId,
    type: 'venue_booking',
    title: { id: 'api.notices.instantBookingTitle' },
    message: (t) => t('api.notices.instantBooking', { name: meetup.organizerName || t('api.notices.aProfessional'), meetup: meetup.title, venue: venue.name }),
    data: { meetupId: meetup.id, venueId: venue.id, url: '/venue-management' },
  });
}
