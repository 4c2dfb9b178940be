import { sql } from 'drizzle-orm';
import { DEFAULT_MAX_VENUES } from '../../contracts/constants';
import type { VenueLimitDto } from '../../contracts/venues';
import type { Db, Tx } from '../db/client';
import { partnerOf, venueCountOf } from '../partners/commands';


/**
 * docs/product.md §5: creation is blocked when the owner's venue count is at or above their partner
 * profile's max_venues_allowed — 1 when there is no partner profile or it cannot be read.
 */
export async function venueLimitOf(db: Db | Tx, ownerId: string): Promise<VenueLimitDto> {
  const venueCount = await venueCountOf(db, ownerId);
  let max = DEFAULT_MAX_VENUES;
  try {
    const partner = await partnerOf(db, ownerId);
    if (partner && Number.isInteger(partner.maxVenuesAllowed) && partner.maxVenuesAllowed >= 1) max = partner.maxVenuesAllowed;
  } catch {
    max = DEFAULT_MAX_VENUES;
  }
  return { venue_count: venueCount, max_venues_allowed: max, can_create: venueCount < max };
}

/** Serialises venue creation per owner, so two tabs cannot both take the last slot. */
export async function lockOwner(tx: Tx, ownerId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`venue-owner:${ownerId}`}, 0))`);
}
