import { bookingHorizonDate } from '../../contracts/bookings';
import { calendarDateIn } from '../../contracts/format';
import { ApiError } from '../errors';
import { meetupTimeZone } from '../meetups/time';

type Dated = { latitude: number | null; longitude: number | null };

/**
 * The booking horizon (issue 24, docs/decisions/0038): a meetup, and every date of a series, falls
 * on or before the date `months` months after today on the venue's calendar. Dates up to 9999-12-31
 * were accepted before, so one account could hold a venue's time for years.
 * `dates` are in order; for a series the last one decides and the message says to end it earlier.
 */
export function assertWithinHorizon(dates: string[], venue: Dated, months: number, now = new Date()) {
  const last = bookingHorizonDate(calendarDateIn(now, meetupTimeZone(venue.latitude, venue.longitude)), months);
  const latest = dates[dates.length - 1];
  if (latest <= last) return;
  // Calendar days: the message writes them in the request's language ({limitDate, date, full}).
  const limitDate = last;
  const extra = { field: dates.length > 1 ? 'recurring_until' : 'date', last_date: last };
  if (dates.length > 1) throw ApiError.say(400, 'booking_beyond_horizon', 'api.bookings.horizonSeries', { months, limitDate, date: latest }, extra);
  throw ApiError.say(400, 'booking_beyond_horizon', 'api.bookings.horizonOne', { months, limitDate }, extra);
}
