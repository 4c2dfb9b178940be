import { z } from 'zod';

// The member's own home (issue 26, "A home that is yours") and "People you may know". Shapes
// only: the server builds them (server/home/, server/people/), the web shows them.

/** One person the member may know, with the one line that says why. */
export const suggestionDto = z
  .object({
    id: z.uuid(),
    name: z.string(),
    avatar: z.string().nullable(),
    headline: z.string().nullable(),
    country: z.string().nullable(),
    /** e.g. "You both attended Data Drinks", "3 meetups in common", "Shares your interests: civic tech". */
    reason: z.string(),
    shared_meetups: z.number().int(),
    shared_interests: z.array(z.string()),
    same_country: z.boolean(),
  })
  .meta({ id: 'PersonYouMayKnow' });
export type SuggestionDto = z.infer<typeof suggestionDto>;

export const suggestionListDto = z.object({ people: z.array(suggestionDto) });
export type SuggestionListDto = z.infer<typeof suggestionListDto>;

export const SUGGESTIONS_MAX = 20;
export const suggestionsQuery = z.object({ limit: z.coerce.number().int().min(1).max(SUGGESTIONS_MAX).default(10) });

/** A meetup as a line on the home page, its date and time local to the venue (`time_zone`). */
export const homeMeetupDto = z
  .object({
    id: z.uuid(),
    title: z.string(),
    date: z.string().describe('YYYY-MM-DD at the venue'),
    time: z.string().describe('HH:MM at the venue'),
    time_zone: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    venue_name: z.string(),
    venue_place: z.string().nullable(),
    organizer_name: z.string(),
    booking_status: z.string(),
    /** Why it is on the page: the member organises it, attends it, follows its organiser / venue / partner, or owns its venue. */
    relation: z.enum(['organising', 'attending', 'following', 'hosting']),
    /** For `following`: whom or what the member follows that brought it here. */
    via: z.string().nullable(),
    attendee_count: z.number().int(),
    /** For pending booking requests at the member's venue: when the request lapses. */
    booking_expires_at: z.string().nullable(),
  })
  .meta({ id: 'HomeMeetup' });
export type HomeMeetupDto = z.infer<typeof homeMeetupDto>;

export const homeRequestDto = z.object({
  id: z.uuid(),
  note: z.string().nullable(),
  created_at: z.string(),
  member: z.object({ id: z.uuid(), name: z.string(), avatar: z.string().nullable(), headline: z.string().nullable() }),
});
export type HomeRequestDto = z.infer<typeof homeRequestDto>;

export const homeDto = z
  .object({
    name: z.string(),
    role: z.enum(['basic', 'professional', 'venue']),
    is_admin: z.boolean(),
    /** Next meetups the member attends or organises (soonest first). */
    upcoming: z.array(homeMeetupDto),
    /** How many approved meetups the member attends or organises are still ahead (all of them, not only the few listed). */
    upcoming_count: z.number().int(),
    /** New approved upcoming meetups from organisers, venues and partners the member follows (newest first). */
    following: z.object({ follows: z.number().int(), meetups: z.array(homeMeetupDto) }),
    connection_requests: z.object({ count: z.number().int(), latest: z.array(homeRequestDto) }),
    unread_messages: z.number().int(),
    people: z.array(suggestionDto),
    /** Venue Partners: booking requests waiting for them, and bookings at their venues in the next 7 days. */
    venue: z
      .object({
        venues: z.number().int(),
        pending_count: z.number().int(),
        pending: z.array(homeMeetupDto),
        week: z.array(homeMeetupDto),
      })
      .nullable(),
    /** Admins: open reports in the moderation queue. */
    moderation: z.object({ open_reports: z.number().int() }).nullable(),
  })
  .meta({ id: 'MemberHome' });
export type HomeDto = z.infer<typeof homeDto>;
