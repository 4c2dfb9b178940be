import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkoutBody,
  MEMBERSHIP_CURRENCY,
  safeReturnPath,
  stripeConfirmBody,
  TIER_PRICE_PENCE,
  cancelResultDto,
  checkoutResultDto,
  membershipConfigDto,
  stripeConfirmDto,
  type CancelResultDto,
  type CheckoutResultDto,
  type MembershipConfigDto,
  type StripeConfirmDto,
} from '../../contracts/membership';
import type { AppDeps } from '../deps';
import { perCallerPerMinute } from '../limits/per-minute';
import { ApiError, notFound } from '../errors';
import { publicOrigin } from '../origin';
import { requireActor } from '../plugins/actor';
import { loadOwnProfile, profileDto } from '../profiles/queries';
import { cancelMembership, checkoutForSession, completeStripeCheckout, startCheckout, type MembershipDeps } from './commands';
import { createStripeClient } from './stripe-client';
import { stripeWebhookRoutes } from './stripe-webhook';

/**
 * Membership upgrade and cancel under /api/membership (docs/product.md §4; docs/decisions/0008-membership-payments.md):
 * demo checkout by default, Stripe Checkout + signed webhook when configured.
 */
export async function membershipRoutes(app: FastifyInstance, opts: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: MembershipDeps = { db: opts.db, config: opts.config, stripe: opts.config.stripe ? createStripeClient(opts.config.stripe) : null };
  const checkoutLimit = perCallerPerMinute(opts.db, 'membership-checkout', 10);
  const confirmLimit = perCallerPerMinute(opts.db, 'membership-confirm', 30);
  const cancelLimit = perCallerPerMinute(opts.db, 'membership-cancel', 10);
  // Signed in, not suspended and within the limit is checked before the body is read, so an
  // anonymous caller gets 401 and a refused one costs no parsing (docs/decisions/0036).
  const signedIn = async (req: FastifyRequest) => void requireActor(req);
  const stripeNotConfigured = () => ApiError.say(404, 'stripe_not_configured', 'api.membership.cardsNotSetUp');

  r.get('/membership/config', { schema: { security: [], response: { 200: membershipConfigDto } } }, async (): Promise<MembershipConfigDto> => ({
    mode: deps.stripe ? 'stripe' : 'demo',
    currency: MEMBERSHIP_CURRENCY,
    plans: {
      professional: { amount_pence: TIER_PRICE_PENCE.professional, interval: 'year' },
      venue: { amount_pence: TIER_PRICE_PENCE.venue, interval: null },
    },
  }));

  r.post('/membership/checkout', { config: { allowUnconfirmed: 'upgrades the caller’s own membership' }, schema: { body: checkoutBody, response: { 200: checkoutResultDto } }, onRequest: [signedIn, checkoutLimit] }, async (req): Promise<CheckoutResultDto> => {
    const actor = requireActor(req);
    const origin = publicOrigin(opts.config);
    const successPath = safeReturnPath(req.body.returnTo) ?? '/profile';
    const outcome = await startCheckout(deps, actor, { tier: req.body.tier, successPath, origin });
    if (outcome.mode === 'stripe') return outcome;
    return { mode: outcome.mode, profile: profileDto(outcome.profile, actor.isAdmin) };
  });

  // The Stripe success page asks us to check its session, so the upgrade shows even when the
  // webhook is late; the webhook and this call apply it once between them.
  r.post('/membership/stripe-confirm', { config: { allowUnconfirmed: 'upgrades the caller’s own membership' }, schema: { body: stripeConfirmBody, response: { 200: stripeConfirmDto } }, onRequest: [signedIn, confirmLimit] }, async (req): Promise<StripeConfirmDto> => {
    const actor = requireActor(req);
    if (!deps.stripe) throw stripeNotConfigured();
    const checkout = await checkoutForSession(opts.db, actor.userId, req.body.session_id);
    if (!checkout) throw notFound('api.membership.checkoutNotFound');
    let status: StripeConfirmDto['status'] = 'already_applied';
    if (checkout.status === 'pending') {
      const session = await deps.stripe.checkout.sessions.retrieve(req.body.session_id).catch((err: unknown) => {
        throw Object.assign(ApiError.say(502, 'payment_provider_error', 'api.membership.providerUnreachableMoment'), { cause: err });
      });
      const outcome = await completeStripeCheckout(deps, session, publicOrigin(opts.config));
      status = outcome.status === 'applied' ? 'applied' : outcome.status === 'pending' ? 'pending' : 'already_applied';
    }
    return { status, profile: profileDto(await loadOwnProfile(opts.db, actor.userId), actor.isAdmin) };
  });

  r.post('/membership/cancel', { config: { allowUnconfirmed: 'the caller’s own membership' }, schema: { response: { 200: cancelResultDto } }, onRequest: [signedIn, cancelLimit] }, async (req): Promise<CancelResultDto> => {
    const actor = requireActor(req);
    const row = await cancelMembership(deps, actor);
    return { profile: profileDto(row, actor.isAdmin) };
  });

  await app.register(stripeWebhookRoutes, { deps });
}
