import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { geocodeResultDto, placeSuggestionsDto, type PlaceSuggestionsDto } from '../../contracts/places';
import type { AppDeps } from '../deps';
import { perCallerPerMinute } from '../limits/per-minute';
import { ApiError, badRequest } from '../errors';
import { requireActor } from '../plugins/actor';
import { gazetteerSuggest } from './gazetteer';
import { geocoderFor } from './geocoder';
import { memberCountry } from './member-country';
import { ukPostcode } from './postcodes';

export const POSTCODE_SEARCH_OFF = 'Postcode search is not set up on this site — try a town or district';

/**
 * GET /api/geocode?q=…          → {lat, lng, label} (docs/product.md §3), for signed-in users
 * GET /api/geocode/suggest?q=…  → places as you type, from the offline gazetteer (issue 14)
 */
export async function geocodingRoutes(app: FastifyInstance, opts: AppDeps) {
  const { config, db } = opts;
  const geocoder = geocoderFor(config, (msg, err) => app.log.warn({ err }, msg));
  // Postcodes are found by the postcode service, or by Mapbox; the gazetteer knows only towns.
  const postcodesWork = Boolean(config.postcodesApiUrl || config.mapboxToken);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = perCallerPerMinute(db, 'geocode', 60);
  r.get('/geocode', { schema: { querystring: z.object({ q: z.string().max(300).optional() }), response: { 200: geocodeResultDto } }, preHandler: limit }, async (req) => {
    requireActor(req);
    const q = req.query.q?.trim() ?? '';
    // docs/product.md §5 place search texts.
    if (!q) throw badRequest('invalid_request', 'Enter a postcode or place');
    if (!postcodesWork && ukPostcode(q)) throw badRequest('postcode_search_unavailable', POSTCODE_SEARCH_OFF);
    const hit = await geocoder.geocode(q);
    if (!hit) throw new ApiError(404, 'not_found', 'Could not find that place.');
    return hit;
  });

  // Typing sends one request per pause, so this allows more than a search does.
  const suggestLimit = perCallerPerMinute(db, 'geocode-suggest', 240);
  r.get('/geocode/suggest', { schema: { querystring: z.object({ q: z.string().max(100).optional() }), response: { 200: placeSuggestionsDto } }, preHandler: suggestLimit }, async (req): Promise<PlaceSuggestionsDto> => {
    const actor = requireActor(req);
    const q = req.query.q?.trim() ?? '';
    if (!postcodesWork && ukPostcode(q)) return { suggestions: [], message: POSTCODE_SEARCH_OFF };
    return { suggestions: await gazetteerSuggest(q, { country: await memberCountry(db, actor.userId) }), message: null };
  });
}
