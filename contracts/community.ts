// Community shapes (issue 16): member profiles, meetup discussion and recurring series, shared
// by the API (request validation and response schemas) and the web.
import { z } from 'zod';
import { RECURRING_FREQUENCIES } from './meetups';

export const COMMENT_MAX = 2000;
/** How many comments a member may post a minute, across meetups (server/limits/rules.ts). */
export const COMMENTS_PER_MINUTE = 10;
/** A series has at most this many occurrences (docs/product.md §4 Recurring meetups). */
export const SERIES_MAX_OCCURRENCES = 12;
export const HEADLINE_MAX = 120;
/** A profile's interests: each at most INTEREST_MAX characters, at most INTERESTS_MAX of them. */
export const INTEREST_MAX = 40;
export const INTERESTS_MAX = 20;

export const commentBody = z.strictObject({
  body: z
    .string({ error: 'Write a comment.' })
    .trim()
    .min(1, { error: 'Write a comment.' })
    .max(COMMENT_MAX, { error: `Comments are at most ${COMMENT_MAX.toLocaleString('en-GB')} characters.` }),
});

/** A member as shown next to what they wrote: the name links to /members/{id}. */
export const memberRefSchema = z.object({ id: z.uuid(), name: z.string(), avatar: z.string().nullable() });
export type MemberRef = z.infer<typeof memberRefSchema>;

/** A comment's author, and whether the viewer may open their profile (issue 27). */
export const commentAuthorSchema = memberRefSchema.extend({ profile_open: z.boolean().describe('Whether the viewer may open this member\'s profile page: false when they turned off "Show my profile to other members" (their name is then shown as plain text).') });

export const commentSchema = z.object({
  id: z.uuid(),
  meetup_id: z.uuid(),
  author: commentAuthorSchema,
  /** Plain text: the web renders it as text, never as HTML. */
  body: z.string(),
  created_at: z.string(),
  can_delete: z.boolean(),
});
export type CommentDto = z.infer<typeof commentSchema>;

export const commentListSchema = z.object({
  comments: z.array(commentSchema),
  /** Whether the viewer may post (attendees, the organiser and co-hosts). */
  can_post: z.boolean(),
});
export type CommentListDto = z.infer<typeof commentListSchema>;

/** A meetup in a member's profile lists. */
export const profileMeetupSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  date: z.string(),
  time: z.string(),
  starts_at: z.string(),
  venue_name: z.string(),
});
export type ProfileMeetupDto = z.infer<typeof profileMeetupSchema>;

const meetupLists = z.object({ upcoming: z.array(profileMeetupSchema), past: z.array(profileMeetupSchema) });

/** GET /api/members/{id}: what other signed-in members see (no email, no membership details). */
export const memberProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  avatar: z.string().nullable(),
  headline: z.string().nullable(),
  interests: z.array(z.string()),
  country: z.string().nullable(),
  role: z.enum(['basic', 'professional', 'venue']),
  join_date: z.string(),
  /** True when this is the viewer's own profile. */
  is_self: z.boolean(),
  /** Whether other members can see it (Settings → Privacy); shown to its owner. */
  show_profile: z.boolean(),
  organised: meetupLists,
  attended: meetupLists,
});
export type MemberProfileDto = z.infer<typeof memberProfileSchema>;

export const seriesOccurrenceSchema = z.object({
  id: z.uuid(),
  date: z.string(),
  time: z.string(),
  starts_at: z.string(),
  booking_status: z.string(),
  is_past: z.boolean(),
  is_attending: z.boolean(),
  is_full: z.boolean(),
});

/** GET /api/series/{id}: the occurrences the viewer may see and what they may do. */
export const seriesSchema = z.object({
  id: z.uuid(),
  frequency: z.enum(RECURRING_FREQUENCIES),
  until: z.string().nullable(),
  organizer_id: z.uuid(),
  occurrences: z.array(seriesOccurrenceSchema),
  /** The viewer joined the whole series. */
  is_member: z.boolean(),
  abilities: z.object({ join: z.boolean(), approve: z.boolean() }),
});
export type SeriesDto = z.infer<typeof seriesSchema>;

const occurrenceOutcome = z.object({ id: z.uuid(), date: z.string(), message: z.string() });

/** POST /api/series/{id}/approve: which occurrences were approved and which could not be. */
export const seriesApprovalSchema = z.object({ approved: z.array(z.uuid()), not_approved: z.array(occurrenceOutcome) });
export type SeriesApprovalDto = z.infer<typeof seriesApprovalSchema>;

/** POST /api/series/{id}/attendance: occurrences joined (or left) and those skipped (full, …). */
export const seriesAttendanceSchema = z.object({ is_member: z.boolean(), changed: z.array(z.uuid()), skipped: z.array(occurrenceOutcome) });
export type SeriesAttendanceDto = z.infer<typeof seriesAttendanceSchema>;
