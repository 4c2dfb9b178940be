import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Signer } from '../auth/tokens';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { requireActor, requireAdmin, type Actor } from '../plugins/actor';
import type { AppFunction } from './define';
import { FUNCTIONS } from './registry';

const actorKey = (req: FastifyRequest) => (req.actor ? `user:${req.actor.userId}` : `ip:${req.ip}`);

/** POST /functions/v1/{name} for every registered function (spec §7 Serverless functions). */
export async function functionRoutes(app: FastifyInstance, opts: AppDeps & { signer: Signer; functions?: AppFunction[] }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const fn of opts.functions ?? FUNCTIONS) {
    const limit = app.createRateLimit({ max: fn.perMinute ?? 60, timeWindow: 60_000, keyGenerator: (req) => `fn:${fn.name}:${actorKey(req)}` });
    r.post(
      `/${fn.name}`,
      {
        schema: { body: fn.body },
        // Who may call is settled before the body is looked at: 401/403 before 400.
        preValidation: async (req, reply) => {
          if (fn.access === 'admin') requireAdmin(req);
          else if (fn.access === 'user') requireActor(req);
          const check = await limit(req);
          if (!check.isAllowed && check.isExceeded) {
            reply.header('retry-after', String(check.ttlInSeconds));
            throw new ApiError(429, 'rate_limited', 'Too many requests. Please wait a minute and try again.');
          }
        },
      },
      async (req) => {
        const actor: Actor | null = fn.access === 'public' ? req.actor : requireActor(req);
        return fn.handler({ body: req.body, actor, req, deps: opts });
      },
    );
  }
}
