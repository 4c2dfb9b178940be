import type { MeetupDto } from '../../contracts/meetups';

// RFC 5545 calendar file for one meetup. Times are written in UTC (the venue's local time
// converted with its IANA zone), which every calendar shows correctly in the reader's zone;
// the zone is also named so apps can show the venue's local time.
const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const escapeText = (s: string) => s.replace(/\\/g, '\\\\').replace(/\r?\n/g, '\\n').replace(/([,;])/g, '\\$1');

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

export function meetupIcs(m: MeetupDto, opts: { origin: string; appName: string; host: string; now?: Date }): string {
  const url = `${opts.origin}/meetups/${m.id}`;
  const location = [m.venue_name, m.venue_address].filter(Boolean).join(', ');
  const description = [m.description, `Organised by ${m.organizer_name}.`, `Local time at the venue: ${m.date} ${m.time} (${m.time_zone}).`, url]
    .filter(Boolean)
    .join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(opts.appName)}//Meetups//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-TIMEZONE:${m.time_zone}`,
    'BEGIN:VEVENT',
    `UID:meetup-${m.id}@${opts.host}`,
    `DTSTAMP:${stamp((opts.now ?? new Date()).toISOString())}`,
    `DTSTART:${stamp(m.starts_at)}`,
    `DTEND:${stamp(m.ends_at)}`,
    `SUMMARY:${escapeText(m.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `LOCATION:${escapeText(location)}`,
    ...(m.latitude !== null && m.longitude !== null ? [`GEO:${m.latitude};${m.longitude}`] : []),
    `URL:${url}`,
    `STATUS:${m.booking_status === 'approved' ? 'CONFIRMED' : m.booking_status === 'cancelled' ? 'CANCELLED' : 'TENTATIVE'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

export const icsFileName = (title: string) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'meetup'}.ics`;
