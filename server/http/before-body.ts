import type { FastifyRequest } from 'fastify';
import { requireActor } from '../plugins/actor';

/**
 * An onRequest hook for routes that take a large body and only from a member: an anonymous
 * caller (or a suspended one) is refused from the headers alone, before a byte of the body is
 * read or parsed (docs/decisions/0036). The handler still calls requireActor as before.
 */
export const signedInBeforeBody = async (req: FastifyRequest) => {
  requireActor(req);
};
