import { z } from 'zod';
import { PRICE_PROFESSIONAL_PENCE } from './constants';
import { profileDto, type ProfileDto } from './profile';

// Membership upgrade and cancel (docs/product.md §1, §4, §9; docs/decisions/0008-membership-payments.md).

export const MEMBERSHIP_TIERS = ['professional', 'venue'] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];

/**
 * Yearly price of each paid-for tier in pence (docs/product.md §9: amounts in pence). Venue Partner is free
 * to list (docs/decisions/0008-membership-payments.md): it never goes through a payment.
 */
export const TIER_PRICE_PENCE: Record<MembershipTier, number> = { professional: PRICE_PROFESSIONAL_PENCE, venue: 0 };
export const MEMBERSHIP_CURRENCY = 'gbp';

/** Only same-site paths: "/meetups?x=1" yes; "//evil.example", "https://…", "/\\evil" no. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // oxlint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f]/.test(value)) return null;
  return value.length <= 500 ? value : null;
}

/** POST /api/membership/checkout */
export const checkoutBody = z.strictObject({
  tier: z.enum(MEMBERSHIP_TIERS, { error: 'Choose professional or venue.' }),
  /** Where to come back to after a Stripe payment (same-site path); ignored otherwise. */
  returnTo: z.string().max(500).optional(),
});

/**
 * 'demo': no payment provider configured, applied at once and labelled as a demo.
 * 'free': a free tier (Venue Partner), applied at once in any mode.
 * 'stripe': go to `url` (Stripe Checkout); the signed webhook applies the upgrade.
 */
export const checkoutResultDto = z.union([z.object({ mode: z.enum(['demo', 'free']), profile: profileDto }), z.object({ mode: z.literal('stripe'), url: z.string() })]);
// Hand-written: ProfileDto's preference records are stricter than the schema's key → on/off map.
export type CheckoutResultDto = { mode: 'demo' | 'free'; profile: ProfileDto } | { mode: 'stripe'; url: string };

/** POST /api/membership/stripe-confirm: the success page asks the server to check the session. */
export const stripeConfirmBody = z.strictObject({ session_id: z.string().min(1).max(255) });
export const stripeConfirmDto = z.object({ status: z.enum(['applied', 'already_applied', 'pending']), profile: profileDto });
export type StripeConfirmDto = { status: 'applied' | 'already_applied' | 'pending'; profile: ProfileDto };

/** GET /api/membership/config */
const planDto = z.object({ amount_pence: z.number(), interval: z.enum(['year']).nullable() });
export const membershipConfigDto = z.object({
  mode: z.enum(['demo', 'stripe']),
  currency: z.literal(MEMBERSHIP_CURRENCY),
  plans: z.object({ professional: planDto, venue: planDto }),
});
export type MembershipConfigDto = z.infer<typeof membershipConfigDto>;

export const cancelResultDto = z.object({ profile: profileDto });
export type CancelResultDto = { profile: ProfileDto };

/** POST /api/membership/stripe-webhook: what Stripe is told back (it only reads the status). */
export const stripeWebhookResultDto = z.object({ received: z.literal(true), result: z.string() });
