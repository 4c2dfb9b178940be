import type { PolicyActor } from '../plugins/actor';

// Who may do what with partner profiles (docs/product.md §6), in the shape every domain's policy
// has: pure functions over (actor, partner profile).

type PartnerRef = { createdBy: string; isPublic: boolean };

export const isPartnerOwner = (a: PolicyActor, p: PartnerRef) => !!a && a.userId === p.createdBy;

/** A published page is for everyone; an unpublished one only for its owner and admins. */
export const canRead = (a: PolicyActor, p: PartnerRef) => p.isPublic || isPartnerOwner(a, p) || (!!a && a.isAdmin);

/** Only Venue Partners keep a partner profile of their own. */
export const canKeepProfile = (a: PolicyActor) => !!a && a.role === 'venue';
