import { sql, type SQL } from 'drizzle-orm';
import { clockTime } from '../../contracts/format';
import type { HomeMeetupDto } from '../../contracts/home';
import type { Db } from '../db/client';
import { executeNamed } from '../db/statement-name';
import { endsLaterThanAnyZoneNowAs } from '../meetups/ends';
import { meetupTimes } from '../meetups/time';

/** The columns every meetup line of the home page reads (alias `m` for meetups, `v` for venues). */
export const LINE_COLUMNS = sql.raw(`m.id, m.title, m.date::text as date, m.time::text as time, m.duration, m.latitude, m.longitude,
  m.venue_name, m.venue_place, m.organizer_name, m.booking_status, m.booking_expires_at, m.organizer_id,
  (select count(*)::int from meetup_attendees a where a.meetup_id = m.id) as attendee_count`);

export type LineRow = {
  id: string;
  title: string;
  date: string;
  time: string;
  duration: number;
  latitude: number | null;
  longitude: number | null;
  venue_name: string;
  venue_place: string | null;
  organizer_name: string;
  booking_status: string;
  booking_expires_at: Date | string | null;
  organizer_id: string;
  attendee_count: number;
  via?: string | null;
  relation?: HomeMeetupDto['relation'];
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A row as a home-page line; its date and time stay the venue's, with the venue's zone beside them. */
export function presentLine(r: LineRow, relation: HomeMeetupDto['relation']): HomeMeetupDto & { _startsMs: number; _endsMs: number } {
  const t = meetupTimes({ date: r.date, time: r.time, duration: r.duration, latitude: r.latitude, longitude: r.longitude });
  return {
    id: r.id,
    title: r.title,
    date: r.date,
    time: clockTime(r.time),
    time_zone: t.timeZone,
    starts_at: t.startsAt.toISOString(),
    ends_at: t.endsAt.toISOString(),
    venue_name: r.venue_name,
    venue_place: r.venue_place,
    organizer_name: r.organizer_name,
    booking_status: r.booking_status,
    relation: r.relation ?? relation,
    via: r.via ?? null,
    attendee_count: r.attendee_count,
    booking_expires_at: iso(r.booking_expires_at),
    _startsMs: t.startsAt.getTime(),
    _endsMs: t.endsAt.getTime(),
  };
}

/** Drops the sort keys presentLine adds. */
export const strip = ({ _startsMs, _endsMs, ...line }: ReturnType<typeof presentLine>): HomeMeetupDto => line;

/**
 * Not certainly over in any time zone (server/meetups/ends.ts, the lists' own condition, with its
 * start bound the date index takes as a range); the exact per-zone check runs on the rows.
 */
export const MAYBE_UPCOMING = endsLaterThanAnyZoneNowAs('m');

/** A home list's rows, as a named statement: its joins take longer to plan than to run (decision 0079). */
export async function lines(db: Db, query: SQL): Promise<LineRow[]> {
  return (await executeNamed<LineRow>(db, 'home_lines', query)).rows;
}
