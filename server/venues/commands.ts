import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { parseStorageUrl } from '../../contracts/storage';
import type { MessageId } from '../../contracts/i18n/messages';
import { coverFirst, isValidCoverIndex, type venueInput, type venuePatch, type VenueSaveResultDto } from '../../contracts/venues';
import type { AppDeps } from '../deps';
import { profiles, venues } from '../db/schema/index';
import { ApiError, badRequest, forbidden, notFound } from '../errors';
import type { Geocoder } from '../geocoding/geocoder';
import type { Actor } from '../plugins/actor';
import { publishChange } from '../realtime/publish';
import { storageFor } from '../storage/backend';
import { ownerOfPath } from '../storage/paths';
import { removeObject } from '../storage/routes';
import { resolveCoordinates } from './coordinates';
import { currencyAt, FALLBACK_CURRENCY } from './currency';
import { lockOwner, venueLimitOf } from './limit';
import { venueListCache } from './list-cache';
import { queueNewVenueAnnouncement } from './new-venue-job';
import { canCreate, canDelete, canEdit } from './policy';
import { presentSummary, presentVenue, type VenueRow } from './presenter';
import { ratingSummaryOf } from './queries';
import type { Tx } from '../db/client';

/** A saved venue and what the owner should know (message ids: the route says them in the owner's language). */
export type VenueSaved = { venue: VenueSaveResultDto['venue']; warnings: MessageId[] };

type CreateInput = z.output<typeof venueInput>;
type PatchInput = z.output<typeof venuePatch>;

const coverError = () => badRequest('invalid_cover_image', 'api.venues.coverMustBeImage');

/** The member whose folder a venue image is in (server/storage/paths.ts), or null. */
const imageOwner = (url: string) => {
  const parsed = parseStorageUrl(url);
  return parsed?.bucket === 'venue-images' ? ownerOfPath('venue-images', parsed.path) : null;
};

/**
 * New images of a venue come from its owner's own uploads. Otherwise another member could put
 * someone's not-yet-attached upload on their venue and, by removing it again, have it deleted
 * (issue 9 item 14). Images the venue already has stay allowed.
 */
function assertOwnImages(images: string[], ownerId: string, already: string[] = []) {
  for (const url of images) {
    if (!already.includes(url) && imageOwner(url) !== ownerId) throw ApiError.say(403, 'forbidden', 'api.venues.ownerImagesOnly');
  }
}

export function venueLimitError(count: number, max: number) {
  return ApiError.say(403, 'venue_limit_reached', 'api.venues.limitReached', { count, max }, { venue_count: count, max_venues_allowed: max });
}

async function loadVenue(db: AppDeps['db'] | Tx, id: string): Promise<VenueRow> {
  const [row] = await db.select().from(venues).where(eq(venues.id, id));
  if (!row) throw notFound('api.venues.notFound');
  return row;
}

export async function createVenue(deps: AppDeps, geocoder: Geocoder, actor: Actor, input: CreateInput): Promise<VenueSaved> {
  if (!canCreate(actor)) throw forbidden('api.venues.partnersAddOnly');
  if (!isValidCoverIndex(input.images, input.cover_image_index)) throw coverError();
  assertOwnImages(input.images, actor.userId);
  const ordered = coverFirst(input.images, input.cover_image_index);
  const coords = await resolveCoordinates(geocoder, input);
  // Not chosen: the currency of the venue's country, read from where it is on the map (decision 0065).
  const currency = input.currency ?? (await currencyAt(coords.latitude, coords.longitude)) ?? FALLBACK_CURRENCY;
  const venue = await deps.db.transaction(async (tx) => {
    await lockOwner(tx, actor.userId);
    const limit = await venueLimitOf(tx, actor.userId);
    if (!limit.can_create) throw venueLimitError(limit.venue_count, limit.max_venues_allowed);
    const [owner] = await tx.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, actor.userId));
    const [row] = await tx
      .insert(venues)
      .values({
        name: input.name,
        description: input.description,
        address: input.address,
        latitude: coords.latitude,
        longitude: coords.longitude,
        capacity: input.capacity,
        venueType: input.venue_type,
        minBookingHours: input.min_booking_hours,
        setupTime: input.setup_time,
        instantBooking: input.instant_booking,
        weekendAvailable: input.weekend_available,
        amenities: input.amenities,
        images: ordered.images,
        coverImageIndex: ordered.cover_image_index,
        coverImageUrl: ordered.cover_image_url,
        ownerId: actor.userId,
        ownerName: owner?.name ?? '',
        // The venue's own public address, only when given: never the owner's login address.
        contactEmail: input.contact_email || null,
        defaultBookingRate: input.default_booking_rate,
        currency,
        placeId: input.place_id ?? null,
      })
      .returning();
    await publishChange(tx, { table: 'venues', type: 'INSERT', id: row.id, audience: 'signedIn', record: presentSummary(row, { average: null, count: 0 }) });
    await queueNewVenueAnnouncement(tx, row.id);
    return row;
  });
  venueListCache(deps.db).invalidate();
  return { venue: presentVenue(venue), warnings: coords.warnings };
}

export async function updateVenue(deps: AppDeps, geocoder: Geocoder, actor: Actor, id: string, patch: PatchInput): Promise<VenueSaved> {
  const current = await loadVenue(deps.db, id);
  if (!canEdit(actor, current)) throw forbidden('api.venues.ownerEditsOnly');
  const images = patch.images ?? current.images;
  const coverIndex = patch.cover_image_index ?? (patch.images ? 0 : current.coverImageIndex);
  if (!isValidCoverIndex(images, coverIndex)) throw coverError();
  assertOwnImages(images, current.ownerId, current.images);
  const ordered = coverFirst(images, coverIndex);
  const warnings: MessageId[] = [];
  let coords: { latitude: number | null; longitude: number | null } = { latitude: current.latitude, longitude: current.longitude };
  const addressChanged = patch.address !== undefined && patch.address !== current.address;
  if (patch.latitude !== undefined || patch.longitude !== undefined || addressChanged) {
    const resolved = await resolveCoordinates(geocoder, {
      address: patch.address ?? current.address,
      latitude: patch.latitude !== undefined ? patch.latitude : addressChanged ? null : current.latitude,
      longitude: patch.longitude !== undefined ? patch.longitude : addressChanged ? null : current.longitude,
    });
    coords = resolved;
    warnings.push(...resolved.warnings);
  }
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(venues)
      .set({
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.description !== undefined && { description: patch.description }),
        ...(patch.address !== undefined && { address: patch.address }),
        latitude: coords.latitude,
        longitude: coords.longitude,
        ...(patch.capacity !== undefined && { capacity: patch.capacity }),
        ...(patch.venue_type !== undefined && { venueType: patch.venue_type }),
        ...(patch.min_booking_hours !== undefined && { minBookingHours: patch.min_booking_hours }),
        ...(patch.setup_time !== undefined && { setupTime: patch.setup_time }),
        ...(patch.instant_booking !== undefined && { instantBooking: patch.instant_booking }),
        ...(patch.weekend_available !== undefined && { weekendAvailable: patch.weekend_available }),
        ...(patch.amenities !== undefined && { amenities: patch.amenities }),
        images: ordered.images,
        coverImageIndex: ordered.cover_image_index,
        coverImageUrl: ordered.cover_image_url,
        ...(patch.contact_email !== undefined && { contactEmail: patch.contact_email || null }),
        ...(patch.default_booking_rate !== undefined && { defaultBookingRate: patch.default_booking_rate }),
        ...(patch.currency !== undefined && { currency: patch.currency }),
        ...(patch.place_id !== undefined && { placeId: patch.place_id }),
      })
      .where(eq(venues.id, id))
      .returning();
    if (!updated) throw notFound('api.venues.notFound');
    const rating = await ratingSummaryOf(tx, id);
    await publishChange(tx, { table: 'venues', type: 'UPDATE', id, audience: 'signedIn', record: presentSummary(updated, rating) });
    return updated;
  });
  venueListCache(deps.db).invalidate();
  await removeUnusedImages(deps, current.ownerId, current.images.filter((u) => !row.images.includes(u)));
  return { venue: presentVenue(row), warnings };
}

export async function deleteVenue(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  const current = await loadVenue(deps.db, id);
  if (!canDelete(actor, current)) throw forbidden('api.venues.ownerDeletesOnly');
  await deps.db.transaction(async (tx) => {
    await tx.delete(venues).where(eq(venues.id, id));
    await publishChange(tx, { table: 'venues', type: 'DELETE', id, audience: 'signedIn' });
  });
  venueListCache(deps.db).invalidate();
  await removeUnusedImages(deps, current.ownerId, current.images);
}

/**
 * Best effort: image files no venue uses any more are removed from storage, but only from the
 * venue owner's own folder: a file in anyone else's folder is theirs to delete.
 */
async function removeUnusedImages(deps: AppDeps, ownerId: string, urls: string[]) {
  const storage = storageFor(deps.config);
  for (const url of urls) {
    const parsed = parseStorageUrl(url);
    if (!parsed || parsed.bucket !== 'venue-images' || imageOwner(url) !== ownerId) continue;
    const [{ n }] = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(venues)
      // Any version of the same file (`…?v=`) still in use keeps it.
      .where(sql`exists (select 1 from unnest(${venues.images}) as i where split_part(i, '?', 1) = ${url.split('?')[0]})`);
    if (n === 0) await removeObject(storage, 'venue-images', parsed.path).catch(() => {});
  }
}
