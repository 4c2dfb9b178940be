import Stripe from 'stripe';
import type { Config } from '../config';

export type StripeConfig = NonNullable<Config['stripe']>;

/**
 * The official Stripe client. `apiBase` (STRIPE_API_BASE) points it at another host, port and
 * protocol: the tests' fake Stripe API on 127.0.0.1 uses it, the code path stays the real one.
 */
export function createStripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Civic Connect' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  });
}

/** A Stripe error that means "there is no such object" (already gone: nothing left to do). */
export const isMissingResource = (err: unknown) =>
  err instanceof Stripe.errors.StripeError && (err.code === 'resource_missing' || err.statusCode === 404);
