import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Why an account whose address is not confirmed yet may use this route: it acts only on the
     * caller's own account (profile, password, notifications, membership, uploads), or it is open
     * to anyone signed out as well. Leave it out and the route needs a confirmed address
     * (docs/decisions/0035).
     */
    allowUnconfirmed?: string;
  }
}

export const emailNotConfirmed = () => ApiError.say(403, 'email_not_confirmed', 'api.auth.emailNotConfirmed');

/** Reading never reaches anyone; every other method might (mail, notifications, bookings). */
const READING = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when this request must be refused because its signed-in account has no confirmed address. */
export function refusedUnconfirmed(request: FastifyRequest): boolean {
  const actor = request.actor;
  if (!actor || actor.emailConfirmed || READING.has(request.method)) return false;
  // An unknown path answers 404 as it would for anyone.
  if (request.is404) return false;
  return !request.routeOptions.config.allowUnconfirmed;
}

/**
 * Issue 24: a throwaway account (signed up, never confirmed) reaches no one. One check for every
 * route, decided by the route's own config, so a new route is refused to unconfirmed accounts
 * unless it says why it is safe (`config: { allowUnconfirmed: '…' }`). Runs right after the
 * actor is known, before the body is read or any handler runs. Admins need a confirmed address
 * anyway (server/plugins/actor.ts).
 */
export const confirmedReachPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => {
      if (refusedUnconfirmed(request)) return done(emailNotConfirmed());
      done();
    });
  },
  { name: 'confirmed-reach', dependencies: ['actor'] },
);
