import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { MEMBERSHIP_CURRENCY, TIER_PRICE_PENCE, type MembershipTier } from '../../contracts/membership';
import { ROLE_LABELS } from '../../contracts/roles';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { membershipCheckouts } from '../db/schema/index';
import { ApiError, conflict } from '../errors';
import type { Actor } from '../plugins/actor';
import type { ProfileRow } from '../profiles/presenter';
import { applyTier, endOtherMemberships, lockProfile, setBasic } from './apply-tier';
import { canCancel, canCheckout } from './policy';
import { isMissingResource } from './stripe-client';

export type MembershipDeps = { db: Db; config: Config; stripe: Stripe | null };
/** Where links in emails and Stripe's return addresses point. */
type Origin = { origin: string };

const ctxOf = (deps: MembershipDeps, origin: string) => ({ appName: deps.config.appName, origin, adminEmails: deps.config.adminEmails });
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const providerError = () =>
  ApiError.say(502, 'payment_provider_error', 'api.membership.providerUnreachable');

export type CheckoutOutcome = { mode: 'demo' | 'free'; profile: ProfileRow } | { mode: 'stripe'; url: string };

/**
 * POST /api/membership/checkout. Free tiers (Venue Partner) and every tier in demo mode take
 * effect at once; with Stripe configured a paid tier opens a Stripe Checkout Session and the
 * signed webhook (or the return page's confirmation) applies it once paid.
 */
export async function startCheckout(deps: MembershipDeps, actor: Actor, input: { tier: MembershipTier; successPath: string } & Origin): Promise<CheckoutOutcome> {
  if (!canCheckout(actor, input.tier)) throw ApiError.say(409, 'already_on_plan', 'api.membership.alreadyOnPlan', { tier: input.tier });
  const price = TIER_PRICE_PENCE[input.tier];
  if (price === 0 || !deps.stripe) {
    // Switching away from a paid tier stops its billing first, so nobody pays for what they left.
    await stopPaidSubscriptions(deps, actor.userId);
    const provider = price === 0 ? 'free' : 'demo';
    const profile = await deps.db.transaction(async (tx) => {
      const row = await applyTier(tx, ctxOf(deps, input.origin), { userId: actor.userId, tier: input.tier });
      const [checkout] = await tx
        .insert(membershipCheckouts)
        .values({ userId: actor.userId, tier: input.tier, provider, amountPence: price, currency: MEMBERSHIP_CURRENCY, status: 'completed', completedAt: new Date(), membershipNumber: row.membershipNumber })
        .returning({ id: membershipCheckouts.id });
      await endOtherMemberships(tx, actor.userId, checkout.id);
      return row;
    });
    return { mode: provider, profile };
  }
  return { mode: 'stripe', url: await createStripeSession(deps, deps.stripe, actor, input) };
}

async function createStripeSession(deps: MembershipDeps, stripe: Stripe, actor: Actor, input: { tier: MembershipTier; successPath: string } & Origin) {
  const [pending] = await deps.db
    .insert(membershipCheckouts)
    .values({ userId: actor.userId, tier: input.tier, provider: 'stripe', amountPence: TIER_PRICE_PENCE[input.tier], currency: MEMBERSHIP_CURRENCY })
    .returning({ id: membershipCheckouts.id });
  const back = new URL('/upgrade-account', input.origin);
  const success = new URL(back);
  success.searchParams.set('checkout', 'success');
  if (input.successPath !== '/profile') success.searchParams.set('returnTo', input.successPath);
  back.searchParams.set('checkout', 'cancelled');
  try {
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        client_reference_id: actor.userId,
        customer_email: actor.email,
        // Stripe fills in {CHECKOUT_SESSION_ID}; it must stay unencoded in the address.
        success_url: `${success.toString()}&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: back.toString(),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: MEMBERSHIP_CURRENCY,
              unit_amount: TIER_PRICE_PENCE[input.tier],
              recurring: { interval: 'year' },
              product_data: { name: `${deps.config.appName} ${ROLE_LABELS[input.tier]}` },
            },
          },
        ],
        metadata: { checkout_id: pending.id, user_id: actor.userId, tier: input.tier },
        subscription_data: { metadata: { checkout_id: pending.id, user_id: actor.userId, tier: input.tier } },
      },
      { idempotencyKey: `cc-checkout-${pending.id}` },
    );
    if (!session.url) throw new Error('Stripe returned a session without a URL');
    await deps.db.update(membershipCheckouts).set({ stripeSessionId: session.id }).where(eq(membershipCheckouts.id, pending.id));
    return session.url;
  } catch (err) {
    await deps.db.delete(membershipCheckouts).where(eq(membershipCheckouts.id, pending.id));
    throw Object.assign(providerError(), { cause: err });
  }
}

export type CompletionOutcome = { status: 'applied'; profile: ProfileRow } | { status: 'already_applied' | 'pending' | 'unknown' };

/**
 * Applies a paid Stripe Checkout Session exactly once (webhook and return page may both call
 * it, in any order, any number of times): the pending checkout row is completed atomically and
 * only the caller that completed it upgrades the member.
 */
export async function completeStripeCheckout(deps: MembershipDeps, session: Stripe.Checkout.Session, origin: string): Promise<CompletionOutcome> {
  const paid = session.status === 'complete' && (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
  if (!paid) return { status: 'pending' };
  const checkoutId = session.metadata?.checkout_id;
  const subscriptionId = typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null);
  const match = checkoutId && uuid.test(checkoutId) ? or(eq(membershipCheckouts.stripeSessionId, session.id), eq(membershipCheckouts.id, checkoutId)) : eq(membershipCheckouts.stripeSessionId, session.id);
  return deps.db.transaction(async (tx): Promise<CompletionOutcome> => {
    const [row] = await tx
      .update(membershipCheckouts)
      .set({ status: 'completed', completedAt: new Date(), stripeSessionId: session.id, stripeSubscriptionId: subscriptionId })
      .where(and(match, eq(membershipCheckouts.provider, 'stripe'), eq(membershipCheckouts.status, 'pending')))
      .returning();
    if (!row) {
      const [known] = await tx.select({ id: membershipCheckouts.id }).from(membershipCheckouts).where(match);
      return { status: known ? 'already_applied' : 'unknown' };
    }
    const profile = await applyTier(tx, ctxOf(deps, origin), { userId: row.userId, tier: row.tier as MembershipTier });
    await tx.update(membershipCheckouts).set({ membershipNumber: profile.membershipNumber }).where(eq(membershipCheckouts.id, row.id));
    await endOtherMemberships(tx, row.userId, row.id);
    return { status: 'applied', profile };
  });
}

/** The pending or completed checkout behind a Stripe session, if it is this member's. */
export async function checkoutForSession(db: Db, userId: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(membershipCheckouts)
    .where(and(eq(membershipCheckouts.stripeSessionId, sessionId), eq(membershipCheckouts.userId, userId)));
  return row ?? null;
}

/**
 * Stops Stripe billing for the member's current paid membership. A subscription Stripe no longer
 * knows is already stopped; any other failure stops the caller before anything changes here.
 */
async function stopPaidSubscriptions(deps: MembershipDeps, userId: string) {
  if (!deps.stripe) return;
  const open = await deps.db
    .select({ subscriptionId: membershipCheckouts.stripeSubscriptionId })
    .from(membershipCheckouts)
    .where(and(eq(membershipCheckouts.userId, userId), eq(membershipCheckouts.status, 'completed'), isNull(membershipCheckouts.endedAt), isNotNull(membershipCheckouts.stripeSubscriptionId)));
  for (const { subscriptionId } of open) {
    try {
      await deps.stripe.subscriptions.cancel(subscriptionId!);
    } catch (err) {
      if (!isMissingResource(err)) throw Object.assign(providerError(), { cause: err });
    }
  }
}

/** POST /api/membership/cancel (docs/product.md §4): billing stops, role goes back to basic, nothing else. */
export async function cancelMembership(deps: MembershipDeps, actor: Actor): Promise<ProfileRow> {
  if (!canCancel(actor)) throw conflict('not_a_member', 'api.membership.nothingToCancel');
  await stopPaidSubscriptions(deps, actor.userId);
  return deps.db.transaction(async (tx) => {
    const row = await setBasic(tx, deps.config.adminEmails, actor.userId);
    await endOtherMemberships(tx, actor.userId);
    return row;
  });
}

/**
 * Stripe ended a subscription (customer.subscription.deleted: cancelled in Stripe's dashboard,
 * or renewal payment failed for good). If it paid for the member's current tier, they go back
 * to basic exactly as a cancel does. Idempotent.
 */
export async function endStripeSubscription(deps: MembershipDeps, subscriptionId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(membershipCheckouts)
      .where(and(eq(membershipCheckouts.stripeSubscriptionId, subscriptionId), eq(membershipCheckouts.status, 'completed')));
    if (!row || row.endedAt) return false;
    const profile = await lockProfile(tx, row.userId);
    // Only the member's latest membership decides their role; an older one ending changes nothing.
    const [latest] = await tx
      .select({ id: membershipCheckouts.id })
      .from(membershipCheckouts)
      .where(and(eq(membershipCheckouts.userId, row.userId), eq(membershipCheckouts.status, 'completed')))
      .orderBy(desc(membershipCheckouts.completedAt), sql`${membershipCheckouts.id}`)
      .limit(1);
    await tx.update(membershipCheckouts).set({ endedAt: new Date() }).where(eq(membershipCheckouts.id, row.id));
    if (latest?.id !== row.id || profile.role !== row.tier) return false;
    await setBasic(tx, deps.config.adminEmails, row.userId);
    return true;
  });
}
