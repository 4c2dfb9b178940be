import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { homeDto } from '../../contracts/home';
import type { AppDeps } from '../deps';
import { requireActor } from '../plugins/actor';
import { memberHome } from './queries';

/**
 * GET /api/home: what the signed-in member's own home page shows, per role (issue 26). The
 * marketing page at / stays for visitors and is what the server renders; this feeds the
 * client-rendered home a signed-in member sees instead.
 */
export async function homeRoutes(app: FastifyInstance, opts: AppDeps) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/home', { schema: { response: { 200: homeDto } } }, async (req, reply) => {
    const actor = requireActor(req);
    reply.header('cache-control', 'no-store');
    return memberHome(db, actor);
  });
}
