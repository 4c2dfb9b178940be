import type { PartnerDto, PartnerWithCountDto, PublicPartnerDto } from '../../contracts/partners';
import type { partnerProfiles } from '../db/schema/index';

export type PartnerRow = typeof partnerProfiles.$inferSelect;

/** What anyone may read of a partner (contracts/partners.ts publicPartnerDto): an allow-list of its own. */
export function presentPublicPartner(p: PartnerRow): PublicPartnerDto {
  return {
    id: p.id,
    slug: p.slug,
    display_name: p.displayName,
    logo_url: p.logoUrl,
    short_bio: p.shortBio,
    website_url: p.websiteUrl,
    location_city: p.locationCity,
    location_country: p.locationCountry,
    sector: p.sector,
    is_venue_partner: p.isVenuePartner,
    is_public: p.isPublic,
    updated_at: p.updatedAt.toISOString(),
  };
}

/** docs/product.md §3 partner_profiles fields, for the partner's owner and admins: the public ones and two more. */
export function presentPartner(p: PartnerRow): PartnerDto {
  return { ...presentPublicPartner(p), created_by: p.createdBy, max_venues_allowed: p.maxVenuesAllowed };
}

export const presentPartnerWithCount = (p: PartnerRow, venueCount: number): PartnerWithCountDto => ({ ...presentPartner(p), venue_count: venueCount });
