// Labels without schemas: cards on the first page show them, and must not bring zod into the
// first load (issue 13). contracts/venues.ts and contracts/meetups.ts re-export them.
import { localised, say } from './i18n/say';

export const VENUE_TYPES = [
  { value: 'conference_centre', label: 'Conference centre' },
  { value: 'coworking', label: 'Coworking space' },
  { value: 'meeting_room', label: 'Meeting room' },
  { value: 'event_space', label: 'Event space' },
  { value: 'hotel', label: 'Hotel' },
  { value: 'restaurant', label: 'Restaurant' },
  { value: 'cafe', label: 'Café' },
  { value: 'bar', label: 'Bar or pub' },
  { value: 'community_hall', label: 'Community hall' },
  { value: 'library', label: 'Library' },
  { value: 'gallery', label: 'Gallery or museum' },
  { value: 'theatre', label: 'Theatre or auditorium' },
  { value: 'studio', label: 'Studio' },
  { value: 'outdoor', label: 'Outdoor space' },
  { value: 'other', label: 'Other' },
] as const;
export type VenueType = (typeof VENUE_TYPES)[number]['value'];

export function venueTypeLabel(value: string): string {
  return say(VENUE_TYPES.find((t) => t.value === value)?.label ?? 'Venue');
}

export const MEETUP_TYPES = ['networking', 'workshop', 'talk', 'panel', 'roundtable', 'social', 'hackathon', 'conference'] as const;
export const MEETUP_TYPE_LABELS: Record<(typeof MEETUP_TYPES)[number], string> = localised({
  networking: 'Networking',
  workshop: 'Workshop',
  talk: 'Talk',
  panel: 'Panel discussion',
  roundtable: 'Roundtable',
  social: 'Social',
  hackathon: 'Hackathon',
  conference: 'Conference',
});

/** The languages a meetup may be held in: the meetups page's filter lists them (no schema needed). */
export const MEETUP_LANGUAGES = ['English', 'Welsh', 'French', 'German', 'Spanish', 'Portuguese', 'Italian', 'Dutch', 'Polish', 'Arabic', 'Hindi', 'Mandarin', 'Japanese'] as const;
