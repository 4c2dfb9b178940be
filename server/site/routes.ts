import type { FastifyInstance } from 'fastify';
import { siteDto, type SiteDto } from '../../contracts/site';
import type { AppDeps } from '../deps';
import { publicOrigin } from '../origin';
import { robotsTxt, sitemapPaths, sitemapXml } from './sitemap';

/** What GET /api/site answers (also seeded into server-rendered pages, server/web/pages.ts). */
export const siteFacts = (config: AppDeps['config']): SiteDto => ({
  app_name: config.appName,
  public_url: publicOrigin(config),
  // UK postcodes always resolve, at least to their district (issue 27).
  postcode_search: true,
  map: { tile_url: config.map.tileUrl, attribution: config.map.attribution, attribution_url: config.map.attributionUrl },
  booking_horizon_months: config.bookings.horizonMonths,
});

/** GET /api/site: public facts of this installation for the web app (share links, place field). */
export async function siteRoutes(app: FastifyInstance, opts: AppDeps) {
  const site = siteFacts(opts.config);
  app.get('/site', { schema: { security: [], response: { 200: siteDto } } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return site;
  });
}

/** GET /sitemap.xml and GET /robots.txt at the site's root, for search engines. */
export async function crawlerRoutes(app: FastifyInstance, opts: AppDeps) {
  const origin = publicOrigin(opts.config);
  app.get('/sitemap.xml', async (_req, reply) => {
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300');
    return sitemapXml(origin, await sitemapPaths(opts.db));
  });
  app.get('/robots.txt', async (_req, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return robotsTxt(origin);
  });
}
