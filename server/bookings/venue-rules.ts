import { isWeekendDate } from '../../contracts/bookings';
import { calendarDateIn } from '../../contracts/format';
import { ApiError } from '../errors';
import { meetupTimes } from '../meetups/time';

// A venue's own booking rules (docs/product.md §5, issue 12), checked when a booking is requested
// or its slot edited. The messages are shown as they are by the create-meetup form.

type Venue = { capacity: number; minBookingHours: number; weekendAvailable: boolean };
type Slot = { date: string; time: string; duration: number; latitude: number | null; longitude: number | null };

/** max_attendees within capacity; a capacity of 0 means the owner gave none. */
export function assertCapacity(venue: Venue, maxAttendees: number) {
  if (venue.capacity > 0 && maxAttendees > venue.capacity)
    throw ApiError.say(400, 'capacity_exceeds_venue', 'api.bookings.capacityExceedsVenue', { capacity: venue.capacity }, { field: 'max_attendees' });
}

/**
 * Does any moment of [start, end) fall on a Saturday or Sunday on the venue's wall clock? Days
 * are walked in local dates, so a booking that runs past local midnight into Saturday counts,
 * one ending exactly at midnight does not, and a daylight-saving change shifts nothing.
 */
export function touchesWeekend(slot: Slot): boolean {
  const { timeZone, endsAt } = meetupTimes(slot);
  const last = calendarDateIn(new Date(endsAt.getTime() - 1), timeZone);
  let day = slot.date;
  for (let i = 0; i < 40 && day <= last; i++) {
    if (isWeekendDate(day)) return true;
    const [y, m, d] = day.split('-').map(Number);
    day = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  }
  return false;
}

/** Minimum length and weekdays-only: the rules that depend on the slot itself. */
export function assertSlotRules(venue: Venue, slot: Slot) {
  if (slot.duration < venue.minBookingHours * 60) {
    const n = venue.minBookingHours;
    throw ApiError.say(400, 'booking_too_short', 'api.bookings.tooShort', { count: n }, { field: 'duration' });
  }
  if (!venue.weekendAvailable && touchesWeekend(slot)) throw ApiError.say(400, 'venue_closed_weekends', 'api.bookings.noWeekends', undefined, { field: 'date' });
}
