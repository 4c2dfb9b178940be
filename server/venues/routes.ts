import { BODY_LIMITS } from '../http/body-limits';
import { signedInBeforeBody } from '../http/before-body';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { venueDetailDto, venueInput, venueLimitDto, venueListDto, venueListQuery, venuePatch, venueSaveResultDto, featuredVenuesDto, type VenueDetailDto, type VenueSaveResultDto, type VenueListDto, type VenueSummaryDto } from '../../contracts/venues';
import { jsonText, noContent } from '../http/responses';
import type { AppDeps } from '../deps';
import { geocoderFor } from '../geocoding/geocoder';
import { requireActor } from '../plugins/actor';
import { translator } from '../i18n/translate';
import { createVenue, deleteVenue, updateVenue, type VenueSaved } from './commands';
import { venueLimitOf } from './limit';
import { venueListCache } from './list-cache';
import { CHANGES_CHANNEL } from '../realtime/publish';
import { abilities as venueAbilities } from './policy';
import { wasThere } from '../ratings/was-there';
import { presentVenue } from './presenter';
import { featuredVenues, listVenues, venueDetail } from './queries';

const idParams = z.object({ venueId: z.uuid({ error: 'api.venues.notFound' }) });

/**
 * Venues API (docs/product.md §3 Venue, §5, §6, §10 venues), for signed-in users:
 * GET /api/venues, GET /api/venues/limit, GET /api/venues/:venueId, GET /api/venues/featured (public),
 * POST /api/venues (venue users), PATCH and DELETE /api/venues/:venueId (owner or admin).
 */
/** A save's answer with its warnings in the request's language (issue 29). */
const saidIn = (saved: VenueSaved, req: FastifyRequest): VenueSaveResultDto => {
  const t = translator(req.locale);
  return { ...saved, warnings: saved.warnings.map((id) => t(id)) };
};

export async function venueRoutes(app: FastifyInstance, opts: AppDeps) {
  const { db } = opts;
  const geocoder = geocoderFor(opts.config, (msg, err) => app.log.warn({ err }, msg));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cache = venueListCache(db);
  // Changes made through other instances arrive as NOTIFY events (decision 0005).
  if (app.hasDecorator('realtime')) {
    const offChange = app.realtime.listener.on(CHANGES_CHANNEL, (payload) => {
      if (payload.includes('"table":"venues"')) cache.invalidate();
    });
    const offReconnect = app.realtime.listener.onReconnect(() => cache.invalidate());
    app.addHook('onClose', async () => {
      offChange();
      offReconnect();
    });
  }

  r.get('/venues', { schema: { querystring: venueListQuery, response: { 200: venueListDto } } }, async (req, reply) => {
    const actor = requireActor(req);
    const q = req.query;
    // Pages that are the same for everyone are served from memory (see list-cache.ts).
    const key = q.owner ? null : JSON.stringify(q);
    const cached = key ? cache.get(key) : null;
    if (cached) return reply.type('application/json; charset=utf-8').send(jsonText<VenueListDto>(cached));
    const generation = cache.current;
    const page = await listVenues(
      db,
      {
        q: q.q || undefined,
        type: q.type,
        minCapacity: q.min_capacity,
        amenities: q.amenities,
        instant: q.instant === undefined ? undefined : q.instant === 'true',
        weekend: q.weekend === undefined ? undefined : q.weekend === 'true',
        ownerId: q.owner === 'me' ? actor.userId : undefined,
      },
      { limit: q.limit, cursor: q.cursor },
    );
    const json = JSON.stringify(page satisfies VenueListDto);
    if (key) cache.set(key, generation, json);
    return reply.type('application/json; charset=utf-8').send(jsonText<VenueListDto>(json));
  });

  // Public: the best-rated venues of published partners (their pages are public too), for the
  // home page. Only list fields; details still need a signed-in user.
  r.get('/venues/featured', { schema: { security: [], querystring: z.object({ limit: z.coerce.number().int().min(1).max(12).default(6) }), response: { 200: featuredVenuesDto } } }, async (req, reply) => {
    const key = `featured:${req.query.limit}`;
    const cached = cache.get(key);
    reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=60');
    if (cached) return reply.send(jsonText<{ venues: VenueSummaryDto[] }>(cached));
    const generation = cache.current;
    const json = JSON.stringify({ venues: (await featuredVenues(db, req.query.limit)) satisfies VenueSummaryDto[] });
    cache.set(key, generation, json);
    return reply.send(jsonText<{ venues: VenueSummaryDto[] }>(json));
  });

  // The venue limit of docs/product.md §5 for the signed-in owner, so the create page can explain it.
  r.get('/venues/limit', { schema: { response: { 200: venueLimitDto } } }, async (req) => {
    const actor = requireActor(req);
    return venueLimitOf(db, actor.userId);
  });

  r.get('/venues/:venueId', { schema: { params: idParams, response: { 200: venueDetailDto } } }, async (req): Promise<VenueDetailDto> => {
    const actor = requireActor(req);
    const { row, summary, mine, partner } = await venueDetail(db, req.params.venueId, actor.userId);
    const abilities = venueAbilities(actor, row, await wasThere(db, row.id, actor.userId));
    // An unpublished partner page is only for its owner and admins (docs/product.md §6).
    const showPartner = partner && (partner.is_public || abilities.edit);
    return { ...presentVenue(row), rating: { ...summary, mine }, abilities, partner: showPartner ? partner : null };
  });

  r.post('/venues', { schema: { body: venueInput, response: { 201: venueSaveResultDto } }, bodyLimit: BODY_LIMITS.longText, onRequest: signedInBeforeBody }, async (req, reply) => {
    const actor = requireActor(req);
    const result = await createVenue(opts, geocoder, actor, req.body);
    return reply.status(201).send(saidIn(result, req));
  });

  r.patch('/venues/:venueId', { schema: { params: idParams, body: venuePatch, response: { 200: venueSaveResultDto } }, bodyLimit: BODY_LIMITS.longText, onRequest: signedInBeforeBody }, async (req) => {
    const actor = requireActor(req);
    return saidIn(await updateVenue(opts, geocoder, actor, req.params.venueId, req.body), req);
  });

  r.delete('/venues/:venueId', { schema: { params: idParams, response: { 204: noContent } } }, async (req, reply) => {
    const actor = requireActor(req);
    await deleteVenue(opts, actor, req.params.venueId);
    return reply.status(204).send(null);
  });
}
