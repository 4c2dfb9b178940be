import { clockTime, longDate } from '../../../contracts/format';
import { duration } from './format';
import type { MeetupFacts } from './facts';
import { Facts } from './parts';

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
