import type { FastifyInstance, FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import { emailContext } from '../email/context';
import { stripeWebhookResultDto } from '../../contracts/membership';
import { ApiError } from '../errors';
import { BODY_LIMITS } from '../http/body-limits';
import { completeStripeCheckout, endStripeSubscription, type MembershipDeps } from './commands';

const notConfigured = () => ApiError.say(404, 'stripe_not_configured', 'api.membership.cardsNotSetUp');

/**
 * POST /api/membership/stripe-webhook. The signature covers the exact bytes Stripe sent, so this
 * encapsulated plugin takes every body as a raw Buffer instead of parsing JSON.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, opts: { deps: MembershipDeps }) {
  const { deps } = opts;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  // A Stripe event is a few kB; nothing is read when Stripe is not set up or the request is unsigned.
  const fromStripe = async (req: FastifyRequest) => {
    if (!deps.stripe || !deps.config.stripe) throw notConfigured();
    if (typeof req.headers['stripe-signature'] !== 'string') throw ApiError.say(400, 'invalid_signature', 'api.membership.missingSignature');
  };
  app.post('/membership/stripe-webhook', { config: { allowUnconfirmed: 'called by Stripe, signed; no member token' }, schema: { security: [], response: { 200: stripeWebhookResultDto } }, bodyLimit: BODY_LIMITS.webhook, onRequest: fromStripe }, async (req) => {
    const stripeConfig = deps.config.stripe;
    if (!deps.stripe || !stripeConfig) throw notConfigured();
    const signature = req.headers['stripe-signature'];
    if (!Buffer.isBuffer(req.body) || typeof signature !== 'string') throw ApiError.say(400, 'invalid_signature', 'api.membership.missingSignature');
    let event: Stripe.Event;
    try {
      event = deps.stripe.webhooks.constructEvent(req.body, signature, stripeConfig.webhookSecret);
    } catch (err) {
      req.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'stripe webhook signature rejected');
      throw ApiError.say(400, 'invalid_signature', 'api.membership.badSignature');
    }
    // Emails sent from here link to PUBLIC_URL (the request comes from Stripe, not the member).
    const origin = emailContext(deps.config).origin;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const outcome = await completeStripeCheckout(deps, event.data.object, origin);
        if (outcome.status === 'unknown') req.log.warn({ session: event.data.object.id }, 'stripe checkout session not created by this site');
        return { received: true, result: outcome.status };
      }
      case 'customer.subscription.deleted': {
        const ended = await endStripeSubscription(deps, event.data.object.id);
        return { received: true, result: ended ? 'ended' : 'ignored' };
      }
      default:
        return { received: true, result: 'ignored' };
    }
  });
}
