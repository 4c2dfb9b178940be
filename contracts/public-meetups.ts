import { z } from 'zod';
import { meetupClockFields } from './meetup-clock';

// The public "Upcoming meetups" page (/upcoming, issue 27): approved upcoming meetups for anyone,
// found by place and date, each linking to its public page /m/{id}.

export const PUBLIC_LIST_PAGE = 24;

/** GET /api/public/meetups?place=&from=&to=&limit= */
export const publicMeetupListQuery = z.object({
  /** A town, district or venue: matched in the venue's name and address (and the meetup's words). */
  place: z.string().trim().max(100, { error: 'place: use at most 100 characters.' }).optional(),
  from: z.iso.date({ error: 'from: use a date like 2027-03-01.' }).optional(),
  to: z.iso.date({ error: 'to: use a date like 2027-03-31.' }).optional(),
  limit: z.coerce.number().int().min(1).max(96).default(PUBLIC_LIST_PAGE),
});
export type PublicMeetupListQuery = z.input<typeof publicMeetupListQuery>;

/** One meetup of the list: only facts its public page shows (an allow-list, decision 0040). */
export const publicMeetupCardDto = z.object({
  id: z.string(),
  title: z.string(),
  ...meetupClockFields,
  meetup_type: z.string(),
  venue_name: z.string().nullable(),
  venue_city: z.string().nullable(),
  cover_image_url: z.string().nullable(),
  attendee_count: z.number(),
  max_attendees: z.number(),
  is_full: z.boolean(),
});
export type PublicMeetupCardDto = z.infer<typeof publicMeetupCardDto>;

export const publicMeetupListDto = z.object({ meetups: z.array(publicMeetupCardDto), has_more: z.boolean() }).meta({ id: 'PublicMeetupList' });
export type PublicMeetupListDto = z.infer<typeof publicMeetupListDto>;
