import type { MembershipTier } from '../../contracts/membership';
import type { Role } from '../../contracts/roles';

// Pure rules of the membership flow (docs/product.md §4, §6; docs/decisions/0008-membership-payments.md).
// Admin is a flag, not a role: an admin upgrades and cancels like anyone else.

export type CheckoutDecision = { ok: true } | { ok: false; code: 'already_on_plan'; message: string };

/**
 * Basic members may take either tier. Professional and Venue Partners may switch to the other
 * tier (their meetups or venues stay theirs); taking the tier they already have is refused.
 */
export function decideCheckout(role: Role, tier: MembershipTier): CheckoutDecision {
  if (role === tier) return { ok: false, code: 'already_on_plan', message: `You are already a ${tier === 'professional' ? 'Professional' : 'Venue'} Partner.` };
  return { ok: true };
}

export type CancelDecision = { ok: true } | { ok: false; code: 'not_a_member'; message: string };

/** Only a Professional or Venue Partner has a membership to cancel. */
export function decideCancel(role: Role): CancelDecision {
  if (role === 'basic') return { ok: false, code: 'not_a_member', message: 'You are a Basic Member: there is no membership to cancel.' };
  return { ok: true };
}
