import { z } from 'zod';
import { isStorageUrl } from './storage';
import { venueLimitDto, venueSummaryDto } from './venues';

// Venue-partner profiles (docs/product.md §3 Partner profile, Venue-partner draft; §5; §9).

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const websiteUrl = z
  .string()
  .trim()
  .max(300, { error: 'Website must be at most 300 characters.' })
  .nullable()
  .optional()
  .transform((v) => (v ? (/^https?:\/\//i.test(v) ? v : `https://${v}`) : null))
  .refine((v) => v === null || z.url({ protocol: /^https?$/ }).safeParse(v).success, { error: 'Enter a valid website address.' });

/** The partner form (the draft fields of docs/product.md §3 plus the logo). */
export const partnerInput = z.object({
  display_name: z
    .string({ error: 'Enter your partner name.' })
    .trim()
    .min(2, { error: 'Enter your partner name.' })
    .max(80, { error: 'Name must be at most 80 characters.' }),
  short_bio: optionalText(600, 'Bio'),
  website_url: websiteUrl,
  location_city: optionalText(80, 'City'),
  location_country: optionalText(80, 'Country'),
  sector: optionalText(60, 'Sector'),
  logo_url: z
    .string()
    .refine((u) => isStorageUrl(u, 'partners'), { error: 'Upload the logo first.' })
    .nullable()
    .optional(),
});
export type PartnerInput = z.input<typeof partnerInput>;

/** docs/product.md §3 "Venue-partner draft", kept in local storage until saved. */
export type PartnerDraft = {
  display_name: string;
  short_bio: string;
  website_url: string;
  location_city: string;
  location_country: string;
  sector: string;
};
export const PARTNER_DRAFT_KEY = 'cc-venue-partner-draft';

/** docs/product.md §5 and §8: the exact texts of the max-venues check. */
export const MAX_VENUES_INVALID_TITLE = 'Invalid value';
export const MAX_VENUES_INVALID_MESSAGE = 'Max venues must be an integer ≥ 1';

export function isValidMaxVenues(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10_000;
}

/** The two venue-limit forms of the admin dashboard (the partners row and 'Set venue limit'). */
export const maxVenuesForm = z.object({ maxVenues: z.number().refine(isValidMaxVenues, { error: MAX_VENUES_INVALID_MESSAGE }) });

/** docs/product.md §9: lower-cased dashed name plus a random 6-character suffix. */
export function partnerSlug(name: string, random: () => number = Math.random): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'partner';
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += alphabet[Math.floor(random() * alphabet.length)];
  return `${base}-${suffix}`;
}

/** docs/product.md §3 partner_profiles fields. */
export const partnerDto = z
  .object({
    id: z.string(),
    slug: z.string(),
    display_name: z.string(),
    logo_url: z.string().nullable(),
    short_bio: z.string().nullable(),
    website_url: z.string().nullable(),
    location_city: z.string().nullable(),
    location_country: z.string().nullable(),
    sector: z.string().nullable(),
    is_venue_partner: z.boolean(),
    is_public: z.boolean(),
    created_by: z.string(),
    max_venues_allowed: z.number(),
    updated_at: z.string(),
  })
  .meta({ id: 'Partner' });
export type PartnerDto = z.infer<typeof partnerDto>;

/**
 * A partner as anyone may read it (GET /api/partners, /v/{slug} and its server-rendered seed):
 * an allow-list, so a field added to partnerDto stays private until it is added here. Not the
 * owner's member id (created_by) nor the admin-set venue limit (decision 0040).
 */
export const publicPartnerDto = partnerDto
  .pick({ id: true, slug: true, display_name: true, logo_url: true, short_bio: true, website_url: true, location_city: true, location_country: true, sector: true, is_venue_partner: true, is_public: true, updated_at: true })
  .meta({ id: 'PublicPartner' });
export type PublicPartnerDto = z.infer<typeof publicPartnerDto>;

/** Admin and owner view: adds venue_count (docs/product.md §3). */
export const partnerWithCountDto = partnerDto.extend({ venue_count: z.number() });
export type PartnerWithCountDto = z.infer<typeof partnerWithCountDto>;

export const partnerPageDto = z.object({ partner: publicPartnerDto, venues: z.array(venueSummaryDto), viewer_is_owner: z.boolean() });
export type PartnerPageDto = z.infer<typeof partnerPageDto>;

/** GET /api/partners/me: the caller's own profile (null before they make one) and venue limit. */
export const ownPartnerDto = venueLimitDto.extend({ partner: partnerWithCountDto.nullable() });
