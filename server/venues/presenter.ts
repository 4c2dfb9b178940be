import { thumbnailUrl } from '../../contracts/storage';
import { VENUE_SUMMARY_FIELDS, type RatingSummary, type VenueDto, type VenueSummaryDto } from '../../contracts/venues';
import type { venues } from '../db/schema/index';

export type VenueRow = typeof venues.$inferSelect;

/** Every venue field of docs/product.md §3, snake_case; an explicit allow-list. */
export function presentVenue(v: VenueRow): VenueDto {
  return {
    id: v.id,
    name: v.name,
    description: v.description,
    address: v.address,
    latitude: v.latitude,
    longitude: v.longitude,
    capacity: v.capacity,
    venue_type: v.venueType,
    min_booking_hours: v.minBookingHours,
    setup_time: v.setupTime,
    instant_booking: v.instantBooking,
    weekend_available: v.weekendAvailable,
    amenities: v.amenities,
    images: v.images,
    cover_image_index: v.coverImageIndex,
    cover_image_url: v.coverImageUrl,
    owner_id: v.ownerId,
    owner_name: v.ownerName,
    contact_email: v.contactEmail,
    created_at: v.createdAt.toISOString(),
    default_booking_rate: v.defaultBookingRate,
    currency: v.currency,
    place_id: v.placeId,
  };
}

export const ratingSummary = (avg: number | string | null, count: number | string | null): RatingSummary => {
  const n = Number(count ?? 0);
  return { average: n > 0 && avg !== null ? Math.round(Number(avg) * 10) / 10 : null, count: n };
};

/** The list form: what a card needs, with the rating summary and the cover's thumbnail. */
export function presentSummary(v: VenueRow, rating: RatingSummary): VenueSummaryDto {
  const venue = presentVenue(v);
  const fields = Object.fromEntries(VENUE_SUMMARY_FIELDS.map((k) => [k, venue[k]])) as Pick<VenueDto, (typeof VENUE_SUMMARY_FIELDS)[number]>;
  return { ...fields, cover_thumbnail_url: thumbnailUrl(v.coverImageUrl), rating };
}
