// Meetup shapes shared by the server (validation, presenter) and the web app (forms, pages).
import { z } from 'zod';
import { MEETUP_LANGUAGES, MEETUP_TYPES } from './labels';
import { isStorageUrl } from './storage';
import { currencyDigits, majorToMinor } from './format';
import { poundsToPence } from './venues';
import { RADIUS_MAX_KM, RADIUS_MIN_KM } from './constants';
import { localised } from './i18n/say';

// cancelled: the organiser called it off (kept so attendees see it); expired: the venue did not
// answer by the response deadline (docs/decisions/0020).
export const BOOKING_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export { MEETUP_LANGUAGES, MEETUP_TYPES, MEETUP_TYPE_LABELS } from './labels';
export const EXPERIENCE_LEVELS = ['all', 'beginner', 'intermediate', 'advanced'] as const;
export const EXPERIENCE_LABELS: Record<(typeof EXPERIENCE_LEVELS)[number], string> = localised({
  all: 'All levels',
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
});
export const RECURRING_FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;
export const FREQUENCY_LABELS: Record<(typeof RECURRING_FREQUENCIES)[number], string> = localised({
  weekly: 'Weekly',
  fortnightly: 'Every two weeks',
  monthly: 'Monthly',
});
export const DRESS_CODES = ['smart_casual', 'business_casual', 'business', 'formal', 'themed'] as const;
export const DRESS_CODE_LABELS: Record<(typeof DRESS_CODES)[number], string> = localised({
  smart_casual: 'Smart casual',
  business_casual: 'Business casual',
  business: 'Business attire',
  formal: 'Formal',
  themed: 'Themed',
});

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
  /** Meetups held in this language (issue 29), e.g. 'French'; any case, read as the language list spells it. */
  language: z
    .string()
    .trim()
    .max(40)
    .transform((l) => (l ? (MEETUP_LANGUAGES.find((k) => k.toLowerCase() === l.toLowerCase()) ?? l) : undefined))
    .optional(),
  /** Meetups on these dates only (the venue's local dates, both included): the date filters (issue 27). */
  from: z.iso.date({ error: 'from: use a date like 2027-03-01.' }).optional(),
  to: z.iso.date({ error: 'to: use a date like 2027-03-31.' }).optional(),
  /** Nearby mode: centre and radius (docs/product.md §2 radius dialog, §5 nearby count). */
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  radius: z.coerce.number().int({ error: 'Radius must be a whole number of kilometres.' }).min(RADIUS_MIN_KM).max(RADIUS_MAX_KM).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  /** The next page: `next_cursor` of the previous answer (keyset pagination, issue 30); takes the place of `offset`. */
  after: z.string().max(200).optional(),
});
export type MeetupListQuery = z.input<typeof meetupListQuery>;
export type MeetupListParams = z.output<typeof meetupListQuery>;

/** POST /api/meetups/{id}/cancel-booking: the venue owner's reason, told to the organiser and attendees (issue 24). */
export const cancelBookingBody = z.strictObject({
  reason: z.string().trim().min(3, { error: 'Tell the organiser and attendees why (at least 3 characters).' }).max(500, { error: 'Use at most 500 characters.' }),
});

export const rejectBody = z.object({
  reason: z.string().trim().min(3, { error: 'Give the organiser a short reason (at least 3 characters).' }).max(500, { error: 'Use at most 500 characters.' }),
});
export const rateOverrideBody = z.object({
  /** The venue currency's minor unit (pence for GBP); null removes the override so the venue's default rate applies. */
  venue_rate_override: z.number().int({ error: "Use a whole number in the currency's minor unit (pence, cents; yen have none)." }).min(0, { error: 'The rate cannot be negative.' }).max(100_000_000).nullable(),
});
export const defaultRateBody = z.object({
  default_booking_rate: z.number().int({ error: "Use a whole number in the currency's minor unit (pence, cents; yen have none)." }).min(0, { error: 'The rate cannot be negative.' }).max(100_000_000),
});

/** Pounds as a venue owner types them (£ and commas allowed), to pence; `blank` is what an empty box means. */
const typedPounds = <B extends number | null>(message: string, blank: B) =>
  z.string().transform((typed, ctx): number | B => {
    if (typed.trim() === '') return blank;
    const pence = poundsToPence(typed);
    if (pence === null) ctx.addIssue({ code: 'custom', message });
    return pence ?? blank;
  });
/** My venues → a venue's default rate: the form's pounds, checked as the route checks its pence. */
export const defaultRateForm = z.object({ default_booking_rate: typedPounds('Enter an amount in pounds, like 250 or 249.99.', 0) }).pipe(defaultRateBody);
/** Booking requests → one meetup's rate: empty for the venue's default rate. */
export const rateOverrideForm = z.object({ venue_rate_override: typedPounds('Enter an amount in pounds, like 150 or 150.50.', null) }).pipe(rateOverrideBody);

/** Major units as an owner types them in the venue's currency, to its minor unit (decision 0065). */
const typedAmount = <B extends number | null>(currency: string, example: keyof typeof AMOUNT_MESSAGES, blank: B) => {
  const message = amountMessage(currency, example);
  return z.string().transform((typed, ctx): number | B => {
    if (typed.trim() === '') return blank;
    const minor = majorToMinor(typed, currency);
    if (minor === null) ctx.addIssue({ code: 'custom', message });
    return minor ?? blank;
  });
};
/**
 * 'Enter an amount, like 250 or 249.99.'; a currency without a minor unit takes whole amounts
 * only. Fixed sentences, so the `forms` catalogue says them in the reader's language (issue 29);
 * the field's label names the currency.
 */
const AMOUNT_MESSAGES = {
  250: { minor: 'Enter an amount, like 250 or 249.99.', whole: 'Enter a whole amount, like 25000.' },
  150: { minor: 'Enter an amount, like 150 or 149.99.', whole: 'Enter a whole amount, like 15000.' },
} as const;
export function amountMessage(currency: string, example: keyof typeof AMOUNT_MESSAGES): string {
  return AMOUNT_MESSAGES[example][currencyDigits(currency) === 0 ? 'whole' : 'minor'];
}
const rateForms = new Map<string, { defaultRate: typeof defaultRateForm; override: typeof rateOverrideForm }>();
/** The two rate forms for a venue's currency; GBP keeps the forms (and messages) above. */
export function rateFormsFor(currency: string) {
  if (currency === 'GBP') return { defaultRate: defaultRateForm, override: rateOverrideForm };
  let forms = rateForms.get(currency);
  if (!forms) {
    forms = {
      defaultRate: z.object({ default_booking_rate: typedAmount(currency, 250, 0) }).pipe(defaultRateBody),
      override: z.object({ venue_rate_override: typedAmount(currency, 150, null) }).pipe(rateOverrideBody),
    };
    rateForms.set(currency, forms);
  }
  return forms;
}

export const meetupAbilities = z.object({
  edit: z.boolean(),
  cancel: z.boolean(),
  decide: z.boolean(),
  set_rate: z.boolean(),
  join: z.boolean(),
  manage_attendees: z.boolean().describe('Organiser, co-hosts and admins: the full attendee list, CSV, check-in, messages (issue 15).'),
  cancel_booking: z.boolean().describe('The venue owner (or an admin) may cancel this approved, not yet started booking with a reason (issue 24).'),
});
export type MeetupAbilities = z.infer<typeof meetupAbilities>;

/** GET /api/meetups/{id} and list items: docs/product.md §3 Meetup fields plus derived values. */
export const meetupDto = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    date: z.string(),
    time: z.string(),
    duration: z.number(),
    venue_id: z.string().nullable(),
    venue_name: z.string(),
    venue_address: z.string(),
    venue_place: z.string().nullable().describe('Town and country of the venue ("Leeds, United Kingdom"), when known.'),
    cover_image_url: z.string().nullable().describe("The organiser's 16:9 cover picture, or null."),
    venue_image_url: z.string().nullable().describe("The venue's cover picture: shown when the meetup has none."),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    organizer_id: z.string(),
    organizer_name: z.string(),
    organizer_profile_open: z
      .boolean()
      .describe("Whether the organiser's profile (/members/{id}) opens for this viewer: false when they hide it from other members; the name is then plain text."),
    max_attendees: z.number(),
    tags: z.array(z.string()),
    registration_required: z.boolean(),
    meetup_type: z.string(),
    target_audience: z.string().nullable(),
    experience_level: z.string().nullable(),
    language: z.string(),
    is_recurring: z.boolean(),
    recurring_frequency: z.string().nullable(),
    series_id: z.string().nullable().describe('The recurring series this meetup is one occurrence of (GET /api/series/{id}); null for a one-off.'),
    has_networking_time: z.boolean(),
    provides_refreshments: z.boolean(),
    allows_photography: z.boolean(),
    has_live_streaming: z.boolean(),
    requires_dress_code: z.boolean(),
    dress_code_type: z.string().nullable(),
    booking_status: z.enum(BOOKING_STATUSES),
    booking_expires_at: z.string().nullable().describe("A pending request's response deadline (ISO); null once decided or for an instant booking."),
    rejection_reason: z.string().nullable(),
    cancelled_by: z.enum(['organiser', 'venue']).nullable().describe('Who cancelled a cancelled meetup: its organiser, or the venue (its owner or an admin), with `cancellation_reason`.'),
    cancellation_reason: z.string().nullable().describe("The venue's reason when it cancelled the booking."),
    approved_at: z.string().nullable(),
    rejected_at: z.string().nullable(),
    venue_rate_override: z.number().nullable().describe('Only for the organiser, the venue owner and admins; otherwise null. In the minor unit of `venue_currency`.'),
    venue_currency: z.string().describe("ISO 4217 code the venue quotes its rates in (GBP without a venue)."),
    created_at: z.string(),
    time_zone: z.string().describe('IANA zone of the venue; date and time are local to it.'),
    starts_at: z.string(),
    ends_at: z.string(),
    is_past: z.boolean(),
    attendee_count: z.number(),
    is_attending: z.boolean(),
    is_full: z.boolean(),
    waitlist_position: z.number().nullable().describe("The viewer's place on the waitlist (1 = next), or null (issue 15)."),
    is_requested: z.boolean().describe('The viewer asked to join and the organiser has not answered yet.'),
    distance_km: z.number().optional().describe('Great-circle distance from the search centre, in nearby mode.'),
    abilities: meetupAbilities,
  })
  .meta({ id: 'Meetup' });
export type MeetupDto = z.infer<typeof meetupDto>;

export const meetupListDto = z.object({
  meetups: z.array(meetupDto),
  total: z.number(),
  approved_total: z
    .number()
    .describe("How many of `total` are approved: the \"N upcoming meetups\" label counts only meetups that will happen, never the viewer's own pending, rejected, expired or cancelled ones (issue 14)."),
  total_capped: z
    .boolean()
    .describe('Counting stops at 1,000 (issue 30): true means there are at least `total` (the list says "1,000+"), not exactly that many.'),
  next_cursor: z.string().nullable().describe('Pass as `after` for the next page; null on the last page.'),
  nearby: z
    .object({ count: z.number(), radius: z.number(), lat: z.number(), lng: z.number() })
    .optional()
    .describe('Present in nearby mode: how many meetups lie within the radius (docs/product.md §5).'),
});
export type MeetupListDto = z.infer<typeof meetupListDto>;

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
export const managedVenueDto = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  capacity: z.number(),
  default_booking_rate: z.number(),
  currency: z.string(),
  cover_image_url: z.string().nullable(),
  pending_count: z.number(),
  upcoming_count: z.number(),
});
export type ManagedVenueDto = z.infer<typeof managedVenueDto>;
export const bookingRequestDto = meetupDto.extend({ venue_default_booking_rate: z.number(), organizer_email: z.string().nullable() }).meta({ id: 'BookingRequest' });
export type BookingRequestDto = z.infer<typeof bookingRequestDto>;
export const venueManagementDto = z.object({ venues: z.array(managedVenueDto), requests: z.array(bookingRequestDto) });
export type VenueManagementDto = z.infer<typeof venueManagementDto>;

/**
 * GET /api/public/meetups/{id}: what anyone may see of an approved meetup (its /m/{id} page).
 * No rates, no rejection reason, no organiser id; `viewer` is present for a signed-in caller.
 */
export const publicMeetupDto = meetupDto
  .pick({
    id: true, title: true, description: true, date: true, time: true, duration: true, venue_id: true, venue_name: true, venue_address: true, latitude: true, longitude: true,
    organizer_name: true, max_attendees: true, tags: true, meetup_type: true, language: true, time_zone: true, starts_at: true, ends_at: true, is_past: true,
    attendee_count: true, is_full: true,
  })
  .extend({
    venue_city: z.string().nullable(),
    organizer_name: z.string().nullable().describe('Null when the organiser turned off "Show my profile" (the page says "a member").'),
    cover_image_url: z.string().nullable(),
    share_url: z.string().describe('{PUBLIC_URL}/m/{id}: the address to share.'),
    viewer: z.object({ is_attending: z.boolean(), can_join: z.boolean(), is_organiser: z.boolean() }).nullable(),
  })
  .meta({ id: 'PublicMeetup' });
export type PublicMeetupDto = z.infer<typeof publicMeetupDto>;

// languageOfLocale lives in contracts/i18n/locales.ts (no zod there: cards on the home page use it).
export { languageOfLocale } from './i18n/locales';
