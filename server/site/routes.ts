import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../errors';
import { siteDto, type SiteDto } from '../../contracts/site';
import type { AppDeps } from '../deps';
import { publicOrigin } from '../origin';
import { robotsTxt, SITEMAP_PREFIX, sitemapFiles, sitemapIndexXml, sitemapMeetups, sitemapPages, sitemapXml } from './sitemap';

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

/**
 * GET /sitemap.xml (an index of the files below), /sitemap-pages.xml, /sitemap-meetups[-{prefix}].xml
 * and GET /robots.txt at the site's root, for search engines. The files sit at the root because a
 * sitemap may only list addresses under its own folder (sitemaps.org).
 */
export async function crawlerRoutes(app: FastifyInstance, opts: AppDeps) {
  const origin = publicOrigin(opts.config);
  const xml = (reply: FastifyReply) => reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300');
  app.get('/sitemap.xml', async (_req, reply) => {
    xml(reply);
    return sitemapIndexXml(origin, await sitemapFiles(opts.db));
  });
  app.get('/sitemap-pages.xml', async (_req, reply) => {
    xml(reply);
    return sitemapXml(origin, await sitemapPages(opts.db));
  });
  const meetupsFile = async (prefix: string, reply: FastifyReply) => {
    xml(reply);
    return sitemapXml(origin, await sitemapMeetups(opts.db, prefix));
  };
  app.get('/sitemap-meetups.xml', async (_req, reply) => meetupsFile('', reply));
  app.get<{ Params: { file: string } }>('/sitemap-meetups-:file', async (req, reply) => {
    const prefix = /^(.*)\.xml$/.exec(req.params.file)?.[1];
    if (!prefix || !SITEMAP_PREFIX.test(prefix)) throw notFound('api.site.noSuchSitemap');
    return meetupsFile(prefix, reply);
  });
  app.get('/robots.txt', async (_req, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return robotsTxt(origin);
  });
}
