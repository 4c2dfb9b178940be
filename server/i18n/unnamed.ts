import type { FastifyRequest } from 'fastify';
import { translator } from './translate';

/**
 * "A member" in the request's language: the name an answer gives someone who gave none (issue 29;
 * the web shows names as the API gives them).
 */
export const unnamedMember = (req: Pick<FastifyRequest, 'locale'>): string => translator(req.locale)('api.notices.aMember');
