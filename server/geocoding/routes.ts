import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { geocodeResultDto, placeSuggestionsDto, type PlaceSuggestion, type PlaceSuggestionsDto } from '../../contracts/places';
import type { AppDeps } from '../deps';
import { perCallerPerMinute } from '../limits/per-minute';
import { ApiError, badRequest } from '../errors';
import { requireActor } from '../plugins/actor';
import { gazetteerSuggest } from './gazetteer';
import { geocoderFor } from './geocoder';
import { memberCountry } from './member-country';
import { ukPostcode } from './postcodes';
import { currencyAt } from '../venues/currency';
import type { GeocodeResult } from './types';

// GB's name as the gazetteer writes its countries (place data, the same in every language, like
// the place names themselves), not words of the interface.
const GB_NAME = 'United Kingdom';

/** "BS1 5UH" found as "BS1 5UH, Bristol": the code as its name, the rest of the label as its region. */
function postcodeSuggestion(q: string, hit: GeocodeResult): PlaceSuggestion {
  const code = ukPostcode(q)!.code;
  const rest = hit.label.startsWith(`${code}, `) ? hit.label.slice(code.length + 2) : hit.label;
  return { name: code, region: rest || null, country: 'GB', country_name: GB_NAME, label: `${hit.label}, ${GB_NAME}`, lat: hit.lat, lng: hit.lng };
}

/**
 * GET /api/geocode?q=…          → {lat, lng, label} (docs/product.md §3), for signed-in users
 * GET /api/geocode/suggest?q=…  → places as you type, from the offline gazetteer (issue 14)
 */
export async function geocodingRoutes(app: FastifyInstance, opts: AppDeps) {
  const { config, db } = opts;
  const geocoder = geocoderFor(config, (msg, err) => app.log.warn({ err }, msg));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = perCallerPerMinute(db, 'geocode', 60);
  r.get('/geocode', { schema: { querystring: z.object({ q: z.string().max(300).optional() }), response: { 200: geocodeResultDto } }, preHandler: limit }, async (req) => {
    const actor = requireActor(req);
    const q = req.query.q?.trim() ?? '';
    // docs/product.md §5 place search texts.
    if (!q) throw badRequest('invalid_request', 'api.geocoding.enterQuery');
    // The member's country ranks places as the suggestion list does (issue 27: one ranking).
    const hit = await geocoder.geocode(q, { country: await memberCountry(db, actor.userId) });
    if (!hit) throw ApiError.say(404, 'not_found', ukPostcode(q) ? 'api.geocoding.postcodeNotFound' : 'api.geocoding.placeNotFound');
    // The venue form quotes rates in the currency of the country found (decision 0065).
    return { ...hit, currency: await currencyAt(hit.lat, hit.lng) };
  });

  // Typing sends one request per pause, so this allows more than a search does.
  const suggestLimit = perCallerPerMinute(db, 'geocode-suggest', 240);
  r.get('/geocode/suggest', { schema: { querystring: z.object({ q: z.string().max(100).optional() }), response: { 200: placeSuggestionsDto } }, preHandler: suggestLimit }, async (req): Promise<PlaceSuggestionsDto> => {
    const actor = requireActor(req);
    const q = req.query.q?.trim() ?? '';
    // A postcode is offered as its place: the service's answer when one is set, else its district.
    if (ukPostcode(q)) {
      const hit = await geocoder.geocode(q);
      return { suggestions: hit ? [postcodeSuggestion(q, hit)] : [] };
    }
    return { suggestions: await gazetteerSuggest(q, { country: await memberCountry(db, actor.userId) }) };
  });
}
