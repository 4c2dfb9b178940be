import { bookingHorizonDate } from '../../contracts/bookings';
import { calendarDateIn, longDate } from '../../contracts/format';
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
  const limit = `Bookings can be made up to ${months} months ahead, until ${longDate(last, { weekday: true })}`;
  throw new ApiError(
    400,
    'booking_beyond_horizon',
    dates.length > 1 ? `${limit}; this series would run until ${longDate(latest, { weekday: true })}. End it earlier or make it shorter.` : `${limit}. Choose an earlier date.`,
    { field: dates.length > 1 ? 'recurring_until' : 'date', last_date: last },
  );
}
