import type { MembershipTier } from '../../contracts/membership';
import type { PolicyActor } from '../plugins/actor';

// Who may change their membership (docs/product.md §4, §6; docs/decisions/0008-membership-payments.md),
// in the shape every domain's policy has: pure functions over (actor, resource). Admin is a flag,
// not a role: an admin upgrades and cancels like anyone else.

/**
 * Basic members may take either tier. Professional and Venue Partners may switch to the other
 * tier (their meetups or venues stay theirs); taking the tier they already have is refused.
 */
export const canCheckout = (a: PolicyActor, tier: MembershipTier) => !!a && a.role !== tier;

/** Only a Professional or Venue Partner has a membership to cancel. */
export const canCancel = (a: PolicyActor) => !!a && a.role !== 'basic';
