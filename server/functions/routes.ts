import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Signer } from '../auth/tokens';
import type { AppDeps } from '../deps';
import { perCallerPerMinute } from '../limits/per-minute';
import { requireActor, requireAdmin, type Actor } from '../plugins/actor';
import type { AppFunction } from './define';
import { FUNCTIONS } from './registry';

/** POST /functions/v1/{name} for every registered function (docs/product.md §10 Serverless functions). */
export async function functionRoutes(app: FastifyInstance, opts: AppDeps & { signer: Signer; functions?: AppFunction[] }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const fn of opts.functions ?? FUNCTIONS) {
    const limit = perCallerPerMinute(opts.db, `fn:${fn.name}`, fn.perMinute ?? 60, 'api.limits.requestsMinute');
    r.post(
      `/${fn.name}`,
      {
        schema: { body: fn.body, response: { 200: fn.response } },
        ...(fn.bodyLimit ? { bodyLimit: fn.bodyLimit } : {}),
        // Who may call, and how often, is settled from the headers, before the body is read:
        // 401/403/429 before 400 or 413, and a refused caller costs no parsing (docs/decisions/0036).
        onRequest: async (req) => {
          if (fn.access === 'admin') requireAdmin(req);
          else if (fn.access === 'user') requireActor(req);
          await limit(req);
        },
      },
      async (req) => {
        const actor: Actor | null = fn.access === 'public' ? req.actor : requireActor(req);
        return fn.handler({ body: req.body, actor, req, deps: opts });
      },
    );
  }
}
