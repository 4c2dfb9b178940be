import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberProfileSchema } from '../../contracts/community';
import type { AppDeps } from '../deps';
import { requireActor } from '../plugins/actor';
import { memberProfile } from './member-profile';

/** GET /api/members/{id}: another member's profile, for signed-in members (issue 16). */
export async function memberRoutes(app: FastifyInstance, opts: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/members/:id',
    { schema: { params: z.object({ id: z.uuid({ error: 'api.members.notFound' }) }), response: { 200: memberProfileSchema } } },
    async (req) => memberProfile(opts.db, requireActor(req), req.params.id),
  );
}
