import { eq } from 'drizzle-orm';
import type { FollowKind } from '../../contracts/follows';
import type { MessageId } from '../../contracts/i18n/messages';
import type { Db, Tx } from '../db/client';
import { follows, partnerProfiles, profiles, venues } from '../db/schema/index';
import { notFound } from '../errors';
import type { PolicyActor } from '../plugins/actor';
import { canRead as canReadPartner } from '../partners/policy';
import { canNameMember } from '../profiles/policy';

/** A followable thing as the follow commands need it: who owns it, and the follows column that points at it. */
export type FollowTarget = { kind: FollowKind; id: string; ownerId: string; name: string; slug: string | null };

/** The follows column of each kind (one nullable column per kind, decision 0042). */
export const FOLLOW_COLUMN = { organiser: follows.organiserId, venue: follows.venueId, partner: follows.partnerId } as const;

const MISSING = { organiser: 'api.follows.organiserNotFound', venue: 'api.venues.notFound', partner: 'api.follows.partnerPageNotFound' } as const satisfies Record<FollowKind, MessageId>;

/**
 * The target `actor` (null: a visitor) may see, or 404: an organiser whose profile is hidden
 * is not found for others (decision 0040), an unpublished partner page is found only by its
 * owner and admins; any venue is found (its card is public on partner pages).
 */
export async function findTarget(db: Db | Tx, actor: PolicyActor, kind: FollowKind, id: string): Promise<FollowTarget> {
  if (kind === 'organiser') {
    const [p] = await db.select({ id: profiles.id, name: profiles.name, showProfile: profiles.showProfile }).from(profiles).where(eq(profiles.id, id));
    if (!p || !canNameMember(actor, p)) throw notFound(MISSING.organiser);
    return { kind, id, ownerId: p.id, name: p.name, slug: null };
  }
  if (kind === 'venue') {
    const [v] = await db.select({ ownerId: venues.ownerId, name: venues.name }).from(venues).where(eq(venues.id, id));
    if (!v) throw notFound(MISSING.venue);
    return { kind, id, ownerId: v.ownerId, name: v.name, slug: null };
  }
  const [p] = await db
    .select({ createdBy: partnerProfiles.createdBy, isPublic: partnerProfiles.isPublic, name: partnerProfiles.displayName, slug: partnerProfiles.slug })
    .from(partnerProfiles)
    .where(eq(partnerProfiles.id, id));
  if (!p || !canReadPartner(actor, p)) throw notFound(MISSING.partner);
  return { kind, id, ownerId: p.createdBy, name: p.name, slug: p.slug };
}
