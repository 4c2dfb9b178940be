import { z } from 'zod';
import { meetupClockFields } from './meetup-clock';
import { durationText, formatMoney } from './format';

// Venue time (issue 12, docs/decisions/0017): what the availability view and the cost line share.

export const AVAILABILITY_MAX_DAYS = 62;

/**
 * The last date a meetup may be booked for (issue 24, docs/decisions/0038): `months` calendar
 * months after `today` ('YYYY-MM-DD'), on the last day of that month when it is shorter
 * (31 August + 6 months → 28 or 29 February). The server checks against the venue's today;
 * the web form sets its date input's max with the browser's.
 */
export function bookingHorizonDate(today: string, months: number): string {
  const [y, m, d] = today.split('-').map(Number);
  const monthIndex = m - 1 + months;
  const lastDay = new Date(Date.UTC(y, monthIndex + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, monthIndex, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

const dayMs = 86_400_000;
const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD, dates on the venue's wall clock, both included. */
export const availabilityQuery = z
  .object({
    from: z.iso.date({ error: 'from: use a date like 2027-03-01.' }),
    to: z.iso.date({ error: 'to: use a date like 2027-03-31.' }),
  })
  .refine((q) => q.to >= q.from, { error: 'to: choose a date on or after from.' })
  .refine((q) => days(q.from, q.to) <= AVAILABILITY_MAX_DAYS, { error: `Ask for at most ${AVAILABILITY_MAX_DAYS} days at a time.` });

/**
 * Time the venue is taken, setup included. Approved bookings are shown to everyone without
 * title or organiser; the caller's own pending requests are added and marked mine.
 */
export const busySlotDto = z.object({ start: z.string(), end: z.string(), mine: z.boolean(), status: z.enum(['approved', 'pending']) });
export type BusySlotDto = z.infer<typeof busySlotDto>;

/** Saturday or Sunday, for a 'YYYY-MM-DD' read on the venue's wall clock. */
export function isWeekendDate(ymd: string): boolean {
  const [y, m, d] = ymd.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 || day === 6;
}

/**
 * What a day at a venue is, for every view of it (issue 27): `past` before the venue's today,
 * `closed` on a weekdays-only venue's Saturday or Sunday, else `open`. The server answers it
 * with the availability so the venue's week and the slot picker cannot disagree.
 */
export type VenueDayState = 'past' | 'closed' | 'open';
export function venueDayState(date: string, today: string, weekendAvailable: boolean): VenueDayState {
  if (date < today) return 'past';
  if (!weekendAvailable && isWeekendDate(date)) return 'closed';
  return 'open';
}
export const venueDayDto = z.object({ date: z.string(), state: z.enum(['past', 'closed', 'open']) });
export type VenueDayDto = z.infer<typeof venueDayDto>;

/** `today` and `days` are on the venue's clock; `days` holds every date asked for, in order. */
export const availabilityDto = z.object({ time_zone: z.string(), today: z.string(), days: z.array(venueDayDto), busy: z.array(busySlotDto) });
export type AvailabilityDto = z.infer<typeof availabilityDto>;

/**
 * The venue's charge for a booking: the rate (the meetup's override, else the venue's default,
 * both pence per hour as the venue form says) × the booked hours, in whole pence.
 */
export function bookingCost(ratePencePerHour: number, durationMinutes: number): number {
  return Math.round((ratePencePerHour * durationMinutes) / 60);
}

/** "£375 (£250 an hour × 1 h 30 min)", or "Free" when the rate is 0: the same words on the form and the request. */
export function bookingCostText(ratePencePerHour: number, durationMinutes: number, currency = 'GBP', locale = 'en-GB'): string {
  if (ratePencePerHour <= 0) return 'Free';
  return `${formatMoney(bookingCost(ratePencePerHour, durationMinutes), currency, locale)} (${formatMoney(ratePencePerHour, currency, locale)} an hour × ${durationText(durationMinutes)})`;
}

/**
 * A venue free at a refused or expired request's time that holds its attendees, nearest first
 * (distance from the original venue); offered to the organiser with the notice.
 */
export const alternativeVenueDto = z.object({
  venue_id: z.string(),
  name: z.string(),
  address: z.string(),
  distance_km: z.number(),
  default_booking_rate: z.number().describe("The venue's rate per hour in the minor unit of `currency`."),
  currency: z.string().describe('ISO 4217 code of the rate.'),
});
export type AlternativeVenueDto = z.infer<typeof alternativeVenueDto>;

/** One booking in the owner's calendar (approved or waiting for their answer), on its venue's clock. */
export const calendarBookingDto = z.object({
  id: z.string(),
  title: z.string(),
  venue_id: z.string(),
  venue_name: z.string(),
  ...meetupClockFields,
  booking_status: z.enum(['approved', 'pending']),
  booking_expires_at: z.string().nullable(),
  organizer_name: z.string(),
  attendee_count: z.number(),
  max_attendees: z.number(),
});
export type CalendarBookingDto = z.infer<typeof calendarBookingDto>;
/**
 * GET /api/venue-management/calendar?from&to: bookings across the caller's venues, in start
 * order, and the date of their next booking from today on whatever the range (the month grid
 * opens on its month, issue 27), or null when none is ahead.
 */
export const ownerCalendarDto = z.object({ bookings: z.array(calendarBookingDto), next_booking_date: z.string().nullable() });
export type OwnerCalendarDto = z.infer<typeof ownerCalendarDto>;
