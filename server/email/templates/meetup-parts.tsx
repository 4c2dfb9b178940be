import { clockTime, longDate } from '../../../contracts/format';
import { duration } from './format';
import type { AlternativeFacts, MeetupFacts } from './facts';
import { Facts, P } from './parts';
import { link, type EmailContext } from './define';

/** When / where / who of a meetup, as every meetup email shows it. */
export function MeetupFactsTable({ meetup, show = ['when', 'where', 'organiser'] }: { meetup: MeetupFacts; show?: Array<'when' | 'where' | 'organiser' | 'places'> }) {
  const rows: Array<[string, string]> = [];
  if (show.includes('when')) {
    rows.push(['When', `${longDate(meetup.date)} at ${clockTime(meetup.time)}${meetup.duration ? ` for ${duration(meetup.duration)}` : ''}`]);
  }
  if (show.includes('where')) rows.push(['Where', [meetup.venue_name, meetup.venue_address].filter(Boolean).join(', ') || 'To be confirmed']);
  if (show.includes('organiser') && meetup.organizer_name) rows.push(['Organiser', meetup.organizer_name]);
  if (show.includes('places') && meetup.max_attendees) rows.push(['Places', String(meetup.max_attendees)]);
  return <Facts rows={rows} />;
}

/** The venues free at that time (nearest first), each linked to its page; a line when there are none. */
export function AlternativeVenues({ venues, ctx }: { venues: AlternativeFacts; ctx: EmailContext }) {
  if (venues.length === 0) return <P>We found no other venue free at that time that holds your attendees; you can pick another date.</P>;
  return (
    <>
      <P>These venues are free at the same time and hold your attendees, nearest first:</P>
      <ul style={{ margin: '0 0 16px', paddingLeft: '20px' }}>
        {venues.map((v) => (
          <li key={v.venue_id} style={{ margin: '0 0 6px' }}>
            <a href={link(ctx, '/venues', v.venue_id)}>{v.name}</a> — {v.distance_km} km away{v.address ? `, ${v.address}` : ''}
          </li>
        ))}
      </ul>
    </>
  );
}
