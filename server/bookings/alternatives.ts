import type { Translate } from '../../contracts/i18n/messages';
import { translator } from '../i18n/translate';
import { and, gte, isNotNull, ne, sql } from 'drizzle-orm';
import type { AlternativeVenueDto } from '../../contracts/bookings';
import { RADIUS_MAX_KM } from '../../contracts/constants';
import type { Db, Tx } from '../db/client';
import { venues } from '../db/schema/index';
import { meetupTimeZone, meetupTimes, wallClockOf } from '../meetups/time';
import { approvedOverlap, occupancyRange } from './occupancy';
import { duration } from '../email/templates/format';
import { ApiError } from '../errors';
import { assertSlotRules } from './venue-rules';

type Request = { venueId: string | null; date: string; time: string; duration: number; latitude: number | null; longitude: number | null; maxAttendees: number };

/** How many nearest venues that hold the attendees are looked at; the first three that are free win. */
const CANDIDATES = 30;
/** Farther than the widest nearby search (50 km) is not an alternative for the same attendees. */
const MAX_KM = RADIUS_MAX_KM;
const EARTH_KM = 6371.0088;

// The same instant on another venue's wall clock (it may be in another time zone).
const localSlot = (startsAt: Date, duration: number, v: { latitude: number | null; longitude: number | null }) => ({
  ...wallClockOf(startsAt, meetupTimeZone(v.latitude, v.longitude)),
  duration,
  latitude: v.latitude,
  longitude: v.longitude,
});

/**
 * Up to `limit` other venues that could host the request at the same time: capacity given and at
 * least max_attendees, the venue's own rules met (minimum hours, weekends), and no approved
 * booking overlapping the time with that venue's setup — nearest to the original venue first
 * (great-circle distance), within 50 km. None when the request has no coordinates to measure from.
 */
export async function alternativeVenues(db: Db | Tx, m: Request, limit = 3): Promise<AlternativeVenueDto[]> {
  return (await alternativesAndWhyNot(db, m, limit)).alternatives;
}

/**
 * The alternatives, and when there are none the true reason in a sentence (issue 27: the panel
 * blamed capacity when the venues nearby all wanted longer bookings). Reasons are counted over
 * the venues that hold the attendees within 50 km, the commonest first.
 */
export async function alternativesAndWhyNot(db: Db | Tx, m: Request, limit = 3, locale = 'en-GB'): Promise<{ alternatives: AlternativeVenueDto[]; none_reason: string | null }> {
  const t = translator(locale);
  const people = m.maxAttendees;
  if (m.latitude === null || m.longitude === null) return { alternatives: [], none_reason: t('api.alternatives.noPlace') };
  const lat = sql`${m.latitude}::float8`;
  const lng = sql`${m.longitude}::float8`;
  const distance = sql<number>`${EARTH_KM}::float8 * 2 * asin(sqrt(
      power(sin(radians(${venues.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${venues.latitude})) * power(sin(radians(${venues.longitude} - ${lng}) / 2), 2)))`;
  const candidates = await db
    .select({
      id: venues.id,
      name: venues.name,
      address: venues.address,
      latitude: venues.latitude,
      longitude: venues.longitude,
      capacity: venues.capacity,
      minBookingHours: venues.minBookingHours,
      weekendAvailable: venues.weekendAvailable,
      setupTime: venues.setupTime,
      defaultBookingRate: venues.defaultBookingRate,
      currency: venues.currency,
      distance,
    })
    .from(venues)
    .where(and(m.venueId ? ne(venues.id, m.venueId) : undefined, gte(venues.capacity, m.maxAttendees), isNotNull(venues.latitude), isNotNull(venues.longitude)))
    .orderBy(distance, venues.id)
    .limit(CANDIDATES);
  const { startsAt } = meetupTimes(m);
  const found: AlternativeVenueDto[] = [];
  const ruledOut = { booking_too_short: 0, venue_closed_weekends: 0, booked: 0 };
  let shortestMinimum = Infinity;
  for (const v of candidates) {
    if (found.length >= limit || Number(v.distance) > MAX_KM) break;
    const slot = localSlot(startsAt, m.duration, v);
    try {
      assertSlotRules(v, slot);
    } catch (err) {
      const code = err instanceof ApiError ? err.code : '';
      if (code === 'booking_too_short') {
        ruledOut.booking_too_short++;
        shortestMinimum = Math.min(shortestMinimum, v.minBookingHours);
      } else if (code === 'venue_closed_weekends') ruledOut.venue_closed_weekends++;
      continue;
    }
    if (await approvedOverlap(db, v.id, occupancyRange(slot, v.setupTime))) {
      ruledOut.booked++;
      continue;
    }
    found.push({ venue_id: v.id, name: v.name, address: v.address, distance_km: Math.round(Number(v.distance) * 10) / 10, default_booking_rate: v.defaultBookingRate, currency: v.currency });
  }
  if (found.length > 0) return { alternatives: found, none_reason: null };
  // In the reader's language (issue 29): each reason a phrase, listed as the language lists alternatives.
  const why: Record<keyof typeof ruledOut, () => string> = {
    booking_too_short: () => t('api.alternatives.tooShort', { count: shortestMinimum, duration: duration(t, m.duration) }),
    venue_closed_weekends: () => t('api.alternatives.noWeekends'),
    booked: () => t('api.alternatives.booked'),
  };
  const reasons = (Object.keys(ruledOut) as Array<keyof typeof ruledOut>).filter((k) => ruledOut[k] > 0).sort((a, b) => ruledOut[b] - ruledOut[a]);
  if (reasons.length === 0) return { alternatives: [], none_reason: t('api.alternatives.noneWithin', { km: MAX_KM, people }) };
  const listed = new Intl.ListFormat(locale, { type: 'disjunction' }).format(reasons.map((k) => why[k]()));
  return { alternatives: [], none_reason: t('api.alternatives.ruledOut', { people, reasons: listed }) };
}

/** " Free at that time nearby: A (0.4 km), B (1.2 km)." for a notification, or "" when none. */
export const alternativesSentence = (alts: AlternativeVenueDto[], t: Translate = translator(null)) =>
  alts.length ? t('api.notices.alternatives', { venues: alts.map((a) => `${a.name} (${a.distance_km} km)`).join(', ') }) : '';
