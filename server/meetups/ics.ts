import type { MeetupDto } from '../../contracts/meetups';
import type { Translate } from '../../contracts/i18n/messages';
import { translator } from '../i18n/translate';
import { type Frequency, ruleInstants } from './series-dates';

// RFC 5545 calendar file for one meetup. Times are written in UTC (the venue's local time
// converted with its IANA zone), which every calendar shows correctly in the reader's zone;
// the zone is also named so apps can show the venue's local time.
const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
/**
 * RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, every line break (CRLF, LF, a
 * lone CR, and the Unicode line and paragraph separators some calendars also break on) written as
 * `\n`; every other control character (C0, DEL, C1) dropped. §3.1 allows no control but HTAB in
 * a content line, and a raw CR or LF in a title would end the property and start one of the
 * sender's choosing (a forged ATTENDEE, URL or a second VEVENT). Tabs become spaces: some readers
 * show them raw.
 */
export const escapeText = (s: string) =>
  s
    .replace(/\r\n|[\r\n\u2028\u2029\u0085]/g, '\n')
    .replace(/\t/g, ' ')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/([,;])/g, '\\$1');

/** Lines longer than 75 octets are folded (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const ch of line) {
    if (Buffer.byteLength(current + ch, 'utf8') > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
    }
    current += ch;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** `t`: the reader's words for an event's description (en-GB when not given). */
type IcsOptions = { origin: string; appName: string; host: string; now?: Date; t?: Translate };

// RFC 5545 RRULEs for the spec's recurring frequencies.
const RRULES: Record<Frequency, string> = { weekly: 'FREQ=WEEKLY', fortnightly: 'FREQ=WEEKLY;INTERVAL=2', monthly: 'FREQ=MONTHLY' };

/** iCalendar STATUS: approved is confirmed, cancelled is cancelled, anything else is not settled yet. */
const statusOf = (s: string) => (s === 'approved' ? 'CONFIRMED' : s === 'cancelled' ? 'CANCELLED' : 'TENTATIVE');

/** One VEVENT for a meetup (its lines, unfolded). */
export function meetupEvent(m: MeetupDto, opts: IcsOptions): string[] {
  const url = `${opts.origin}/meetups/${m.id}`;
  const location = [m.venue_name, m.venue_address].filter(Boolean).join(', ');
  const t = opts.t ?? translator(null);
  const organiser = m.organizer_name ? t('api.ics.organisedBy', { name: m.organizer_name }) : '';
  const description = [m.description, organiser, t('api.ics.localTime', { date: m.date, time: m.time, zone: m.time_zone }), url]
    .filter(Boolean)
    .join('\n\n');
  // An occurrence of a real series is one event; the series' own file carries the rule
  // (seriesEvents). Older recurring meetups, a label on one meetup, keep their open-ended rule.
  const rrule = m.is_recurring && m.recurring_frequency && !m.series_id ? RRULES[m.recurring_frequency as Frequency] : undefined;
  return [
    'BEGIN:VEVENT',
    `UID:meetup-${m.id}@${opts.host}`,
    `DTSTAMP:${stamp((opts.now ?? new Date()).toISOString())}`,
    `DTSTART:${stamp(m.starts_at)}`,
    `DTEND:${stamp(m.ends_at)}`,
    ...(rrule ? [`RRULE:${rrule}`] : []),
    `SUMMARY:${escapeText(m.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `LOCATION:${escapeText(location)}`,
    ...(m.latitude !== null && m.longitude !== null ? [`GEO:${m.latitude};${m.longitude}`] : []),
    `URL:${url}`,
    `STATUS:${statusOf(m.booking_status)}`,
    'END:VEVENT',
  ];
}

/**
 * A whole series as one recurring event (issue 16): DTSTART of its first occurrence, an RRULE with
 * the series' frequency and COUNT, an EXDATE for each occurrence that will not take place
 * (cancelled, rejected, expired, or not visible to the reader), and an override (RECURRENCE-ID)
 * for each occurrence whose time differs from its slot in the rule (an edited date, or a clock
 * change: the rule runs in UTC while meetups keep the venue's local time) or whose status differs.
 */
export function seriesEvents(
  s: { id: string; frequency: Frequency },
  occurrences: Array<{ index: number; meetup: MeetupDto; takesPlace: boolean }>,
  opts: IcsOptions,
): string[][] {
  const ordered = [...occurrences].sort((a, b) => a.index - b.index);
  const count = Math.max(...ordered.map((o) => o.index)) + 1;
  const firstOcc = ordered.find((o) => o.index === 0) ?? ordered[0];
  // The rule's slots, anchored on the first occurrence's original start.
  const slots = ruleInstants(new Date(firstOcc.meetup.starts_at), s.frequency, count);
  const uid = `series-${s.id}@${opts.host}`;
  const live = ordered.filter((o) => o.takesPlace);
  const status = live.every((o) => o.meetup.booking_status === 'approved') ? 'CONFIRMED' : 'TENTATIVE';
  const master = meetupEvent(firstOcc.meetup, opts).map((line) =>
    line.startsWith('UID:') ? `UID:${uid}` : line.startsWith('STATUS:') ? `STATUS:${status}` : line.startsWith('DTSTART:') ? `DTSTART:${stamp(slots[0].toISOString())}` : line.startsWith('DTEND:') ? `DTEND:${stamp(new Date(slots[0].getTime() + firstOcc.meetup.duration * 60_000).toISOString())}` : line,
  );
  const excluded = ordered.filter((o) => !o.takesPlace && slots[o.index]).map((o) => `EXDATE:${stamp(slots[o.index].toISOString())}`);
  const end = master.indexOf('END:VEVENT');
  const rule = [`RRULE:${RRULES[s.frequency]};COUNT=${count}`, ...excluded];
  const events = [[...master.slice(0, end).filter((l) => !l.startsWith('STATUS:')), ...rule, `STATUS:${status}`, 'END:VEVENT']];
  for (const o of live) {
    const slot = slots[o.index];
    if (!slot) continue;
    const moved = new Date(o.meetup.starts_at).getTime() !== slot.getTime();
    if (!moved && statusOf(o.meetup.booking_status) === status) continue;
    const lines = meetupEvent(o.meetup, opts).map((line) => (line.startsWith('UID:') ? `UID:${uid}` : line));
    events.push([...lines.slice(0, 3), `RECURRENCE-ID:${stamp(slot.toISOString())}`, ...lines.slice(3)]);
  }
  return events;
}

/** A VCALENDAR around events; `name` and `refresh` make it a subscribable feed. */
export function icsCalendar(events: string[][], opts: IcsOptions & { timeZone?: string; name?: string; refresh?: string }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(opts.appName)}//Meetups//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(opts.timeZone ? [`X-WR-TIMEZONE:${opts.timeZone}`] : []),
    ...(opts.name ? [`X-WR-CALNAME:${escapeText(opts.name)}`, `NAME:${escapeText(opts.name)}`] : []),
    // How often subscribers should fetch again (RFC 7986 and the older Apple/Outlook property).
    ...(opts.refresh ? [`REFRESH-INTERVAL;VALUE=DURATION:${opts.refresh}`, `X-PUBLISHED-TTL:${opts.refresh}`] : []),
    ...events.flat(),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

export function meetupIcs(m: MeetupDto, opts: IcsOptions): string {
  return icsCalendar([meetupEvent(m, opts)], { ...opts, timeZone: m.time_zone });
}

export const icsFileName = (title: string) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'meetup'}.ics`;
