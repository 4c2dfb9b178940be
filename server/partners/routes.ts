import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownPartnerDto, partnerInput, partnerPageDto, partnerWithCountDto, publicPartnerDto, type PartnerPageDto } from '../../contracts/partners';
import { parseStorageUrl, sameStoredObject } from '../../contracts/storage';
import type { AppDeps } from '../deps';
import { ApiError, forbidden, notFound } from '../errors';
import { requireActor } from '../plugins/actor';
import { storageFor } from '../storage/backend';
import { ownerOfPath } from '../storage/paths';
import { removeObject } from '../storage/routes';
import { venueLimitOf } from '../venues/limit';
import { partnerOf, saveOwnPartner, venueCountOf } from './commands';
import { presentPartnerWithCount, presentPublicPartner } from './presenter';
import { canKeepProfile } from './policy';
import { partnerPage } from './page';
import { publishedPartners } from './queries';

/**
 * Venue-partner profiles (docs/product.md §3, §10 partner_profiles):
 * GET /api/partners                 published partners (public, for /partners)
 * GET /api/partners/by-slug/:slug   a partner page with its venues (/v/{slug}; unpublished → 404
 *                                   except for the owner and admins)
 * GET /api/partners/me              the signed-in user's profile, venue count and limit
 * PUT /api/partners/me              a venue user creates or edits their own profile
 */
export async function partnerRoutes(app: FastifyInstance, opts: AppDeps) {
  const { db, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/partners', { schema: { security: [], response: { 200: z.array(publicPartnerDto) } } }, async (_req, reply) => {
    const rows = await publishedPartners(db);
    reply.header('cache-control', 'public, max-age=15');
    return rows.map(presentPublicPartner);
  });

  r.get('/partners/by-slug/:slug', { schema: { security: [], params: z.object({ slug: z.string().max(120) }), response: { 200: partnerPageDto } } }, async (req): Promise<PartnerPageDto> => {
    const page = await partnerPage(db, req.params.slug, req.actor ?? null);
    if (!page) throw notFound('api.partners.pageNotPublished');
    return page;
  });

  r.get('/partners/me', { schema: { response: { 200: ownPartnerDto } } }, async (req) => {
    const actor = requireActor(req);
    const [partner, limit] = await Promise.all([partnerOf(db, actor.userId), venueLimitOf(db, actor.userId)]);
    return { partner: partner ? presentPartnerWithCount(partner, limit.venue_count) : null, ...limit };
  });

  r.put('/partners/me', { config: { allowUnconfirmed: 'the caller’s own partner profile (published only by an admin)' }, schema: { body: partnerInput, response: { 200: z.object({ partner: partnerWithCountDto }) } } }, async (req) => {
    const actor = requireActor(req);
    if (!canKeepProfile(actor)) throw forbidden('api.partners.venuePartnersOnly');
    const logo = req.body.logo_url;
    if (logo) {
      const parsed = parseStorageUrl(logo)!;
      if (ownerOfPath('partners', parsed.path) !== actor.userId) throw ApiError.say(403, 'forbidden', 'api.partners.ownLogoOnly');
    }
    const { row, previousLogo } = await saveOwnPartner(db, actor.userId, { ...req.body, logo_url: logo });
    if (previousLogo && !sameStoredObject(previousLogo, row.logoUrl)) {
      const old = parseStorageUrl(previousLogo);
      if (old?.bucket === 'partners' && ownerOfPath('partners', old.path) === actor.userId) {
        await removeObject(storageFor(config), 'partners', old.path).catch(() => {});
      }
    }
    return { partner: presentPartnerWithCount(row, await venueCountOf(db, actor.userId)) };
  });
}
