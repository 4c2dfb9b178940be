import type { PartnerPageDto } from '../../contracts/partners';
import type { Actor } from '../plugins/actor';
import type { AppDeps } from '../deps';
import { listVenues } from '../venues/queries';
import { presentPublicPartner } from './presenter';
import { canRead, isPartnerOwner } from './policy';
import { partnerBySlug } from './queries';

/**
 * /v/{slug}'s facts as `actor` may read them (null for a visitor), or null when the page does
 * not exist or is not theirs to read: GET /api/partners/by-slug/{slug} and the server-rendered
 * page (server/web/pages.ts) both answer from here.
 */
export async function partnerPage(db: AppDeps['db'], slug: string, actor: Actor | null): Promise<PartnerPageDto | null> {
  const row = await partnerBySlug(db, slug);
  const reader = actor && !actor.isSuspended ? actor : null;
  if (!row || !canRead(reader, row)) return null;
  const { venues } = await listVenues(db, { ownerId: row.createdBy }, { limit: 100 });
  return { partner: presentPublicPartner(row), venues, viewer_is_owner: isPartnerOwner(reader, row) };
}
