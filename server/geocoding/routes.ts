import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { perCallerPerMinute } from '../limits/per-minute';
import { ApiError, badRequest } from '../errors';
import { requireActor } from '../plugins/actor';
import { geocoderFor } from './geocoder';

/** GET /api/geocode?q=… → {lat, lng, label} (docs/product.md §3), for signed-in users. */
export async function geocodingRoutes(app: FastifyInstance, opts: AppDeps) {
  const geocoder = geocoderFor(opts.config, (msg, err) => app.log.warn({ err }, msg));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = perCallerPerMinute(opts.db, 'geocode', 60);
  r.get('/geocode', { schema: { querystring: z.object({ q: z.string().max(300).optional() }) }, preHandler: limit }, async (req) => {
    requireActor(req);
    const q = req.query.q?.trim() ?? '';
    // docs/product.md §5 place search texts.
    if (!q) throw badRequest('invalid_request', 'Enter a postcode or place');
    const hit = await geocoder.geocode(q);
    if (!hit) throw new ApiError(404, 'not_found', 'Could not find that place.');
    return hit;
  });
}
