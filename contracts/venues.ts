import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from './constants';
import { VENUE_TYPES, type VenueType } from './labels';
import { isCurrencyCode } from './format';
import { isStorageUrl } from './storage';

// Venues and ratings (docs/product.md §3 Venue, Venue rating; §5): shapes shared by the API and the web.

export { VENUE_TYPES, venueTypeLabel, type VenueType } from './labels';
const VENUE_TYPE_VALUES = VENUE_TYPES.map((t) => t.value) as [VenueType, ...VenueType[]];

/** Suggested amenities; owners may add their own short labels too. */
export const COMMON_AMENITIES = [
  'Wi-Fi',
  'Projector',
  'Large screen',
  'Microphone & PA',
  'Video conferencing',
  'Whiteboard',
  'Step-free access',
  'Accessible toilets',
  'Hearing loop',
  'Coffee & tea',
  'Catering',
  'Kitchen',
  'Bar',
  'Breakout rooms',
  'Stage',
  'Air conditioning',
  'Natural light',
  'Outdoor space',
  'Parking',
  'Bike storage',
  'Cloakroom',
] as const;

export const MAX_VENUE_IMAGES = 12;
export const VENUE_PAGE_SIZE = 24;
export const VENUE_PAGE_MAX = 100;

const trimmed = (max: number, label: string) => z.string().trim().max(max, { error: `${label} must be at most ${max} characters.` });
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** Venue fields as the forms send them (docs/product.md §3, snake_case), without defaults. */
const venueFields = {
  name: z.string({ error: 'Enter the venue name.' }).trim().min(2, { error: 'Enter the venue name.' }).max(120, { error: 'Name must be at most 120 characters.' }),
  description: trimmed(5000, 'Description'),
  address: z.string({ error: 'Enter the address.' }).trim().min(3, { error: 'Enter the address.' }).max(300, { error: 'Address must be at most 300 characters.' }),
  // docs/product.md §5: non-finite coordinates only warn, so anything unusable is kept as null.
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  capacity: wholeNumber(1, 100_000, 'Capacity must be a whole number from 1 to 100,000.'),
  venue_type: z.enum(VENUE_TYPE_VALUES, { error: 'Choose a venue type.' }),
  min_booking_hours: wholeNumber(1, 24, 'Minimum booking must be 1 to 24 hours.'),
  setup_time: wholeNumber(0, 480, 'Setup time must be 0 to 480 minutes.'),
  instant_booking: z.boolean(),
  weekend_available: z.boolean(),
  amenities: z
    .array(z.string().trim().min(1).max(40, { error: 'Each amenity must be at most 40 characters.' }))
    .max(30, { error: 'Choose at most 30 amenities.' })
    .transform((list) => [...new Set(list)]),
  images: z
    .array(z.string().refine((u) => isStorageUrl(u, 'venue-images'), { error: 'Images must be uploaded to venue images.' }))
    .max(MAX_VENUE_IMAGES, { error: `Add at most ${MAX_VENUE_IMAGES} images.` }),
  cover_image_index: wholeNumber(0, MAX_VENUE_IMAGES - 1, 'The cover image must be one of the images.'),
  contact_email: z.union([z.literal(''), z.email({ error: 'Enter a valid contact email.' }).max(254)]).nullable(),
  default_booking_rate: wholeNumber(0, 100_000_000, 'The rate must be a whole number of pence, 0 or more.'),
  /** ISO 4217 code the rates are quoted in (decision 0065); the rate is in its minor unit (JPY has none). */
  currency: z
    .string({ error: 'Choose a currency.' })
    .trim()
    .toUpperCase()
    .refine(isCurrencyCode, { error: 'Choose a currency by its ISO 4217 code, like GBP, EUR or JPY.' }),
  place_id: z.string().trim().max(200).nullable(),
};

/** Create: required fields plus defaults for the rest. */
export const venueInput = z.object({
  ...venueFields,
  description: venueFields.description.default(''),
  latitude: venueFields.latitude.optional(),
  longitude: venueFields.longitude.optional(),
  min_booking_hours: venueFields.min_booking_hours.default(1),
  setup_time: venueFields.setup_time.default(0),
  instant_booking: venueFields.instant_booking.default(false),
  weekend_available: venueFields.weekend_available.default(false),
  amenities: venueFields.amenities.default([]),
  images: venueFields.images.default([]),
  cover_image_index: venueFields.cover_image_index.default(0),
  contact_email: venueFields.contact_email.optional(),
  default_booking_rate: venueFields.default_booking_rate.default(0),
  // Left out: the currency of the venue's country (from its coordinates), else GBP.
  currency: venueFields.currency.optional(),
  place_id: venueFields.place_id.optional(),
});
export type VenueInput = z.input<typeof venueInput>;

/** Edits send only what changed: nothing is defaulted. */
export const venuePatch = z.object(venueFields).partial();

export const venueListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  type: z.enum(VENUE_TYPE_VALUES).optional(),
  min_capacity: z.coerce.number().int().min(0).max(100_000).optional(),
  amenities: z
    .string()
    .max(500)
    .optional()
    .transform((s) => (s ? s.split(',').map((a) => a.trim()).filter(Boolean) : [])),
  instant: z.enum(['true', 'false']).optional(),
  weekend: z.enum(['true', 'false']).optional(),
  owner: z.enum(['me']).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(VENUE_PAGE_MAX).default(VENUE_PAGE_SIZE),
});

export const ratingInput = z.object({
  score: z
    .number({ error: 'Score must be a whole number from 1 to 5.' })
    .int({ error: 'Score must be a whole number from 1 to 5.' })
    .min(RATING_MIN, { error: 'Score must be a whole number from 1 to 5.' })
    .max(RATING_MAX, { error: 'Score must be a whole number from 1 to 5.' }),
  comment: z.string().trim().max(1000, { error: 'Comment must be at most 1000 characters.' }).nullable().optional(),
});

export const ratingSummary = z.object({ average: z.number().nullable(), count: z.number() });
export type RatingSummary = z.infer<typeof ratingSummary>;
const myRating = z.object({ score: z.number(), comment: z.string().nullable() });

/** Every venue field of docs/product.md §3. */
export const venueDto = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    address: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    capacity: z.number(),
    venue_type: z.string(),
    min_booking_hours: z.number(),
    setup_time: z.number(),
    instant_booking: z.boolean(),
    weekend_available: z.boolean(),
    amenities: z.array(z.string()),
    images: z.array(z.string()),
    cover_image_index: z.number(),
    cover_image_url: z.string().nullable(),
    owner_id: z.string(),
    owner_name: z.string(),
    contact_email: z.string().nullable(),
    created_at: z.string(),
    default_booking_rate: z.number().describe('Rate per hour in the minor unit of `currency` (pence for GBP, yen for JPY).'),
    currency: z.string().describe('ISO 4217 code the venue quotes its rates in.'),
    place_id: z.string().nullable(),
  })
  .meta({ id: 'Venue' });
export type VenueDto = z.infer<typeof venueDto>;

/**
 * The venue fields a list card needs (the summary also has the cover's thumbnail and the rating).
 * Lists are read by visitors (featured venues, /v/{slug}): not the owner's member id or name
 * (decision 0040); the venue page names its partner.
 */
export const VENUE_SUMMARY_FIELDS = [
  'id', 'name', 'address', 'latitude', 'longitude', 'capacity', 'venue_type', 'min_booking_hours', 'instant_booking',
  'weekend_available', 'amenities', 'cover_image_url', 'default_booking_rate', 'currency', 'created_at',
] as const satisfies readonly (keyof VenueDto)[];

/** One venue as lists show it. */
export const venueSummaryDto = venueDto
  .pick(Object.fromEntries(VENUE_SUMMARY_FIELDS.map((k) => [k, true])) as { [K in (typeof VENUE_SUMMARY_FIELDS)[number]]: true })
  .extend({ cover_thumbnail_url: z.string().nullable(), rating: ratingSummary })
  .meta({ id: 'VenueSummary' });
export type VenueSummaryDto = z.infer<typeof venueSummaryDto>;

/** A venue as a signed-in member reads it: not its owner's member id (decision 0040); the owner's own answers (save results) keep it. */
export const venueDetailDto = venueDto
  .omit({ owner_id: true })
  .extend({
    rating: ratingSummary.extend({ mine: myRating.nullable() }),
    abilities: z.object({ edit: z.boolean(), delete: z.boolean(), rate: z.boolean() }),
    partner: z.object({ slug: z.string(), display_name: z.string(), logo_url: z.string().nullable(), is_public: z.boolean() }).nullable(),
  })
  .meta({ id: 'VenueDetail' });
export type VenueDetailDto = z.infer<typeof venueDetailDto>;

export const venueListDto = z.object({ venues: z.array(venueSummaryDto), next_cursor: z.string().nullable() });
/** GET /api/venues/featured: the best-rated venues of published partners (the home page's, decision 0083). */
export const featuredVenuesDto = z.object({ venues: z.array(venueSummaryDto) });
export type VenueListDto = z.infer<typeof venueListDto>;

export const venueSaveResultDto = z.object({ venue: venueDto, warnings: z.array(z.string()) });
export type VenueSaveResultDto = z.infer<typeof venueSaveResultDto>;

export const venueLimitDto = z.object({ venue_count: z.number(), max_venues_allowed: z.number(), can_create: z.boolean() });
export type VenueLimitDto = z.infer<typeof venueLimitDto>;

export const ratingDto = z.object({ user_id: z.string(), user_name: z.string(), user_avatar: z.string().nullable(), profile_open: z.boolean().describe('Whether the viewer may open this member\'s profile page: false when they turned off "Show my profile to other members" (their name is then shown as plain text).'), score: z.number(), comment: z.string().nullable(), updated_at: z.string() });
export type RatingDto = z.infer<typeof ratingDto>;
export const ratingsDto = z.object({ summary: ratingSummary, mine: myRating.nullable(), ratings: z.array(ratingDto) });
export type RatingsDto = z.infer<typeof ratingsDto>;

/** Pounds typed in a form to pence stored (docs/product.md §9: amounts in pence). Null when not a valid amount. */
export function poundsToPence(input: string): number | null {
  const s = input.trim().replace(/^£/, '').replace(/,/g, '');
  if (s === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  return Math.round(Number(s) * 100);
}

export function penceToPounds(pence: number): string {
  return (pence / 100).toFixed(2).replace(/\.00$/, '');
}

/** The cover goes to the front of images (docs/product.md §3); the index must point into the list (docs/product.md §5). */
export function coverFirst(images: string[], coverIndex: number): { images: string[]; cover_image_index: number; cover_image_url: string | null } {
  if (images.length === 0) return { images: [], cover_image_index: 0, cover_image_url: null };
  const i = Number.isInteger(coverIndex) && coverIndex >= 0 && coverIndex < images.length ? coverIndex : 0;
  const ordered = [images[i], ...images.filter((_, k) => k !== i)];
  return { images: ordered, cover_image_index: 0, cover_image_url: ordered[0] };
}

export function isValidCoverIndex(images: string[], coverIndex: number): boolean {
  if (images.length === 0) return coverIndex === 0;
  return Number.isInteger(coverIndex) && coverIndex >= 0 && coverIndex < images.length;
}
