// Meetup shapes shared by the server (validation, presenter) and the web app (forms, pages).
import { z } from 'zod';
import { MEETUP_TYPES } from './labels';
import { isStorageUrl } from './storage';
import { RADIUS_MAX_KM, RADIUS_MIN_KM } from './constants';

// cancelled: the organiser called it off (kept so attendees see it); expired: the venue did not
// answer by the response deadline (docs/decisions/0020).
export const BOOKING_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export { MEETUP_TYPES, MEETUP_TYPE_LABELS } from './labels';
export const EXPERIENCE_LEVELS = ['all', 'beginner', 'intermediate', 'advanced'] as const;
export const EXPERIENCE_LABELS: Record<(typeof EXPERIENCE_LEVELS)[number], string> = {
  all: 'All levels',
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};
export const RECURRING_FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;
export const FREQUENCY_LABELS: Record<(typeof RECURRING_FREQUENCIES)[number], string> = {
  weekly: 'Weekly',
  fortnightly: 'Every two weeks',
  monthly: 'Monthly',
};
export const DRESS_CODES = ['smart_casual', 'business_casual', 'business', 'formal', 'themed'] as const;
export const DRESS_CODE_LABELS: Record<(typeof DRESS_CODES)[number], string> = {
  smart_casual: 'Smart casual',
  business_casual: 'Business casual',
  business: 'Business attire',
  formal: 'Formal',
  themed: 'Themed',
};
export const MEETUP_LANGUAGES = ['English', 'Welsh', 'French', 'German', 'Spanish', 'Portuguese', 'Italian', 'Dutch', 'Polish', 'Arabic', 'Hindi', 'Mandarin', 'Japanese'] as const;

export const MAX_TAGS = 8;
export const DURATION_MIN = 15;
export const DURATION_MAX = 12 * 60;

const trimmed = (max: number, label: string) => z.string().trim().max(max, { error: `${label}: use at most ${max} characters.` });

/** Create and edit form (docs/product.md §3 Meetup fields the organiser chooses). */
export const meetupInput = z
  .object({
    title: z.string().trim().min(3, { error: 'Give the meetup a title of at least 3 characters.' }).max(120, { error: 'Use at most 120 characters.' }),
    description: trimmed(5000, 'Description').default(''),
    date: z.iso.date({ error: 'Choose a date.' }),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Choose a start time.' }),
    duration: z.coerce
      .number()
      .int()
      .min(DURATION_MIN, { error: `Duration must be at least ${DURATION_MIN} minutes.` })
      .max(DURATION_MAX, { error: 'Duration must be at most 12 hours.' }),
    venue_id: z.uuid({ error: 'Choose a venue.' }),
    max_attendees: z.coerce.number().int({ error: 'Use a whole number.' }).min(1, { error: 'Allow at least 1 attendee.' }).max(100000),
    tags: z
      .array(z.string().trim().toLowerCase().min(1).max(30, { error: 'Tags: use at most 30 characters each.' }))
      .max(MAX_TAGS, { error: `Use at most ${MAX_TAGS} tags.` })
      .default([])
      .transform((t) => [...new Set(t)]),
    registration_required: z.boolean().default(false),
    meetup_type: z.enum(MEETUP_TYPES).default('networking'),
    target_audience: trimmed(200, 'Target audience').nullish(),
    experience_level: z.enum(EXPERIENCE_LEVELS).nullish(),
    language: trimmed(40, 'Language').min(1).default('English'),
    is_recurring: z.boolean().default(false),
    recurring_frequency: z.enum(RECURRING_FREQUENCIES).nullish(),
    /** Last day a recurring meetup may fall on; without it the series has 12 occurrences (issue 16). */
    recurring_until: z.iso.date({ error: 'Choose the date the series ends.' }).nullish(),
    has_networking_time: z.boolean().default(false),
    provides_refreshments: z.boolean().default(false),
    allows_photography: z.boolean().default(false),
    has_live_streaming: z.boolean().default(false),
    requires_dress_code: z.boolean().default(false),
    dress_code_type: z.enum(DRESS_CODES).nullish(),
    /** The organiser's cover picture, uploaded to meetup-images (cropped to 16:9 there). */
    cover_image_url: z
      .string()
      .refine((u) => isStorageUrl(u, 'meetup-images'), { error: 'The cover image must be uploaded here.' })
      .nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.is_recurring && !v.recurring_frequency)
      ctx.addIssue({ code: 'custom', path: ['recurring_frequency'], message: 'Choose how often the meetup repeats.' });
    if (v.is_recurring && v.recurring_until && v.recurring_until < v.date)
      ctx.addIssue({ code: 'custom', path: ['recurring_until'], message: 'The series must end on or after its first date.' });
    if (v.requires_dress_code && !v.dress_code_type)
      ctx.addIssue({ code: 'custom', path: ['dress_code_type'], message: 'Choose the dress code.' });
  })
  .transform((v) => ({
    ...v,
    // Frequency only when recurring, dress code only when required.
    recurring_frequency: v.is_recurring ? v.recurring_frequency! : null,
    recurring_until: v.is_recurring ? (v.recurring_until ?? null) : null,
    dress_code_type: v.requires_dress_code ? v.dress_code_type! : null,
    target_audience: v.target_audience || null,
    experience_level: v.experience_level ?? null,
    cover_image_url: v.cover_image_url ?? null,
  }));
export type MeetupInput = z.output<typeof meetupInput>;
export type MeetupFormValues = z.input<typeof meetupInput>;

export const meetupListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  when: z.enum(['upcoming', 'past', 'all']).default('upcoming'),
  /** Only meetups the viewer organises or attends. */
  mine: z.enum(['organising', 'attending', 'any']).optional(),
  type: z.enum(MEETUP_TYPES).optional(),
  tag: z.string().trim().toLowerCase().max(30).optional(),
  venue_id: z.uuid().optional(),
  /** Nearby mode: centre and radius (docs/product.md §2 radius dialog, §5 nearby count). */
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  radius: z.coerce.number().int({ error: 'Radius must be a whole number of kilometres.' }).min(RADIUS_MIN_KM).max(RADIUS_MAX_KM).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type MeetupListQuery = z.input<typeof meetupListQuery>;
export type MeetupListParams = z.output<typeof meetupListQuery>;

export const rejectBody = z.object({
  reason: z.string().trim().min(3, { error: 'Give the organiser a short reason (at least 3 characters).' }).max(500, { error: 'Use at most 500 characters.' }),
});
export const rateOverrideBody = z.object({
  /** Pence; null removes the override so the venue's default rate applies. */
  venue_rate_override: z.number().int({ error: 'Use whole pence.' }).min(0, { error: 'The rate cannot be negative.' }).max(100_000_000).nullable(),
});
export const defaultRateBody = z.object({
  default_booking_rate: z.number().int({ error: 'Use whole pence.' }).min(0, { error: 'The rate cannot be negative.' }).max(100_000_000),
});

export type MeetupAbilities = {
  edit: boolean;
  cancel: boolean;
  decide: boolean;
  set_rate: boolean;
  join: boolean;
  /** Organiser, co-hosts and admins: the full attendee list, CSV, check-in, messages (issue 15). */
  manage_attendees: boolean;
};

/** GET /api/meetups/{id} and list items: docs/product.md §3 Meetup fields plus derived values. */
export type MeetupDto = {
  id: string;
  title: string;
  description: string;
  date: string;
  time: string;
  duration: number;
  venue_id: string | null;
  venue_name: string;
  venue_address: string;
  /** Town and country of the venue ("Leeds, United Kingdom"), when known. */
  venue_place: string | null;
  /** The organiser's 16:9 cover picture, or null. */
  cover_image_url: string | null;
  /** The venue's cover picture: shown when the meetup has none. */
  venue_image_url: string | null;
  latitude: number | null;
  longitude: number | null;
  organizer_id: string;
  organizer_name: string;
  max_attendees: number;
  tags: string[];
  registration_required: boolean;
  meetup_type: string;
  target_audience: string | null;
  experience_level: string | null;
  language: string;
  is_recurring: boolean;
  recurring_frequency: string | null;
  /** The recurring series this meetup is one occurrence of (GET /api/series/{id}); null for a one-off. */
  series_id: string | null;
  has_networking_time: boolean;
  provides_refreshments: boolean;
  allows_photography: boolean;
  has_live_streaming: boolean;
  requires_dress_code: boolean;
  dress_code_type: string | null;
  booking_status: BookingStatus;
  /** A pending request's response deadline (ISO); null once decided or for an instant booking. */
  booking_expires_at: string | null;
  rejection_reason: string | null;
  approved_at: string | null;
  rejected_at: string | null;
  /** Only for the organiser, the venue owner and admins; otherwise null. */
  venue_rate_override: number | null;
  created_at: string;
  /** IANA zone of the venue; date and time are local to it. */
  time_zone: string;
  starts_at: string;
  ends_at: string;
  is_past: boolean;
  attendee_count: number;
  is_attending: boolean;
  is_full: boolean;
  /** The viewer's place on the waitlist (1 = next), or null (issue 15). */
  waitlist_position: number | null;
  /** The viewer asked to join and the organiser has not answered yet. */
  is_requested: boolean;
  /** Great-circle distance from the search centre, in nearby mode. */
  distance_km?: number;
  abilities: MeetupAbilities;
};

export type MeetupListDto = {
  meetups: MeetupDto[];
  total: number;
  /**
   * How many of `total` are approved: the "N upcoming meetups" label counts only meetups that
   * will happen, never the viewer's own pending, rejected, expired or cancelled ones (issue 14).
   */
  approved_total: number;
  /** Present in nearby mode: how many meetups lie within the radius (docs/product.md §5). */
  nearby?: { count: number; radius: number; lat: number; lng: number };
};

export type AttendanceResult = {
  attending: boolean;
  joined: boolean;
  attendee_count: number;
  is_full: boolean;
  /** On the waitlist of a full meetup, with their place in the queue (issue 15). */
  waitlisted?: boolean;
  position?: number;
  /** Asked to join a meetup that needs the organiser's approval. */
  requested?: boolean;
};

/** GET /api/venue-management: the owner's venues and the booking requests for them. */
export type ManagedVenueDto = {
  id: string;
  name: string;
  address: string;
  capacity: number;
  default_booking_rate: number;
  cover_image_url: string | null;
  pending_count: number;
  upcoming_count: number;
};
export type BookingRequestDto = MeetupDto & { venue_default_booking_rate: number; organizer_email: string | null };
export type VenueManagementDto = { venues: ManagedVenueDto[]; requests: BookingRequestDto[] };

/**
 * GET /api/public/meetups/{id}: what anyone may see of an approved meetup (its /m/{id} page).
 * No rates, no rejection reason, no organiser id; `viewer` is present for a signed-in caller.
 */
export type PublicMeetupDto = Pick<
  MeetupDto,
  | 'id' | 'title' | 'description' | 'date' | 'time' | 'duration' | 'venue_id' | 'venue_name' | 'venue_address' | 'latitude' | 'longitude'
  | 'organizer_name' | 'max_attendees' | 'tags' | 'meetup_type' | 'language' | 'time_zone' | 'starts_at' | 'ends_at' | 'is_past'
  | 'attendee_count' | 'is_full'
> & {
  venue_city: string | null;
  cover_image_url: string | null;
  /** {PUBLIC_URL}/m/{id}: the address to share. */
  share_url: string;
  viewer: { is_attending: boolean; can_join: boolean; is_organiser: boolean } | null;
};
