import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { MessageId } from '../../contracts/i18n/messages';
import { createLimiter } from './limiter';

/** Who a per-caller limit counts: the signed-in member, else the client address. */
export const callerKey = (req: FastifyRequest) => (req.actor ? `user:${req.actor.userId}` : `ip:${req.ip}`);

/**
 * A route hook allowing `max` calls a minute per caller, counted in the shared store
 * (server/limits/limiter.ts), so N instances still allow `max`, not N × max. Use it as onRequest
 * (the actor is known by then): a refused call costs no body read (docs/decisions/0036).
 */
export function perCallerPerMinute(db: Db, name: string, max: number, message?: MessageId) {
  const limiter = createLimiter(db, { name, points: max, durationS: 60, message, blockInMemory: true });
  return async (req: FastifyRequest) => {
    await limiter.consume(callerKey(req));
  };
}
