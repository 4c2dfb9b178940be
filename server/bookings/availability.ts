import { sql } from 'drizzle-orm';
import { venueDayState, type AvailabilityDto, type BusySlotDto } from '../../contracts/bookings';
import { calendarDateIn } from '../../contracts/format';
import type { Db } from '../db/client';
import { localToInstant, meetupTimeZone } from '../meetups/time';

const nextDay = (ymd: string) => {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};

/**
 * Busy time at a venue between two of its local dates (both included): every approved booking,
 * and the caller's own pending requests. Only times leave the server for others' bookings.
 * Each day also says whether it is past or closed, by the same rule the booking checks use.
 * The approved part is answered by the exclusion constraint's GiST index (venue_id, occupies).
 */
export async function venueAvailability(db: Db, venue: { id: string; latitude: number | null; longitude: number | null; weekendAvailable: boolean }, userId: string, from: string, to: string): Promise<AvailabilityDto> {
  const timeZone = meetupTimeZone(venue.latitude, venue.longitude);
  const window = `[${localToInstant(from, '00:00', timeZone).toISOString()},${localToInstant(nextDay(to), '00:00', timeZone).toISOString()})`;
  // ISO text straight from PostgreSQL: no Date parsing and re-printing per row in JS.
  const iso = (bound: ReturnType<typeof sql>) => sql`to_char(${bound} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const { rows } = await db.execute<BusySlotDto>(sql`
    select ${iso(sql`lower(occupies)`)} as start, ${iso(sql`upper(occupies)`)} as end, booking_status as status, organizer_id = ${userId} as mine
      from meetups
     where venue_id = ${venue.id} and booking_status = 'approved' and occupies && ${window}::tstzrange
    union all
    select ${iso(sql`lower(occupies)`)}, ${iso(sql`upper(occupies)`)}, booking_status, true
      from meetups
     where venue_id = ${venue.id} and booking_status = 'pending' and organizer_id = ${userId} and occupies && ${window}::tstzrange
     order by 1`);
  const today = calendarDateIn(new Date(), timeZone);
  const days: AvailabilityDto['days'] = [];
  for (let d = from; d <= to; d = nextDay(d)) days.push({ date: d, state: venueDayState(d, today, venue.weekendAvailable) });
  return { time_zone: timeZone, today, days, busy: rows };
}
