import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { suggestionListDto, suggestionsQuery } from '../../contracts/home';
import type { AppDeps } from '../deps';
import { noContent } from '../http/responses';
import { requireActor } from '../plugins/actor';
import { dismissSuggestion } from './dismiss';
import { peopleYouMayKnow } from './suggestions';

const memberParams = z.object({ memberId: z.uuid({ error: 'api.members.notFound' }) });

/**
 * People you may know (issue 26):
 * GET  /api/people/suggestions                   the signed-in member's suggestions, a reason line each
 * POST /api/people/suggestions/{memberId}/dismiss  never suggest that member again
 * Every signed-in member has suggestions (basic members too: /members/{id} is open to them).
 */
export async function peopleRoutes(app: FastifyInstance, opts: AppDeps) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/people/suggestions', { schema: { querystring: suggestionsQuery, response: { 200: suggestionListDto } } }, async (req, reply) => {
    const actor = requireActor(req);
    reply.header('cache-control', 'no-store');
    return { people: await peopleYouMayKnow(db, actor.userId, req.query.limit) };
  });

  r.post(
    '/people/suggestions/:memberId/dismiss',
    { schema: { params: memberParams, response: { 204: noContent } } },
    async (req, reply) => {
      const actor = requireActor(req);
      await dismissSuggestion(db, actor.userId, req.params.memberId);
      return reply.status(204).send(null);
    },
  );
}
