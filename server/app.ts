import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { authRoutes } from './auth/routes';
import { loggerOptions } from './auth/log-redaction';
import { loadSigner } from './auth/tokens';
import type { AppDeps } from './deps';
import { actorPlugin } from './plugins/actor';
import { confirmedReachPlugin } from './plugins/confirmed-reach';
import { echo, errorsPlugin } from './plugins/errors';
import { localePlugin } from './plugins/locale';
import { addressLocale } from './i18n/request-locale';
import { translator } from './i18n/translate';
import { inputGuardPlugin } from './plugins/input-guard';
import { routeTablePlugin } from './plugins/route-table';
import { openapiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { profileRoutes } from './profiles/routes';
import { statsRoutes } from './stats/routes';
import { siteStats } from './stats/queries';
import { realtimePlugin } from './realtime/plugin';
import { jobQueuePlugin } from './jobs/plugin';
import { notificationRoutes } from './notifications/routes';
import { contactRoutes } from './contact/routes';
import { newsletterRoutes } from './newsletter/routes';
import { emailRoutes } from './email/routes';
import { functionRoutes } from './functions/routes';
import { meetupRoutes } from './meetups/routes';
import { attendeeRoutes } from './meetups/attendee-routes';
import { bookingRoutes } from './bookings/routes';
import { storageRoutes } from './storage/routes';
import { avatarRoutes } from './storage/avatar-routes';
import { profileAboutRoutes } from './profiles/about-routes';
import { venueRoutes } from './venues/routes';
import { featuredVenues } from './venues/queries';
import { ratingRoutes } from './ratings/routes';
import { partnerRoutes } from './partners/routes';
import { geocodingRoutes } from './geocoding/routes';
import { injectOgTags, ogTagsFor, partnerOgTags } from './venues/og';
import { publicMeetupRoutes } from './meetups/public-routes';
import { crawlerRoutes, siteRoutes } from './site/routes';
import { calendarRoutes } from './calendar/routes';
import { commentRoutes } from './meetups/comment-routes';
import { memberRoutes } from './profiles/member-routes';
import { connectionRoutes } from './connections/routes';
import { followRoutes } from './follows/routes';
import { organiserOgTags, organiserPage } from './follows/organiser-page';
import { organiserPageDto } from '../contracts/follows';
import { isUuid } from '../contracts/ids';
import { safetyRoutes } from './safety/routes';
import { seriesRoutes } from './meetups/series-routes';
import { membershipRoutes } from './membership/routes';
import { healthRoutes } from './health/routes';
import { homeRoutes } from './home/routes';
import { peopleRoutes } from './people/routes';
import { messageRoutes } from './messages/routes';
import { pushRoutes } from './push/routes';
import { fastifyTrustProxy } from './trust-proxy';
import { responseSerializerCompiler } from './http/response-serializer';
import { requestValidatorCompiler } from './http/request-validator';
import { compressionPlugin } from './http/compression';
import { bodyGuardPlugin, serverLimits } from './http/body-guard';
import { appRoot } from './app-root';
import { publicOrigin } from './origin';
import { unnamedMember } from './i18n/unnamed';
import { SSR_KEYS } from '../contracts/ssr';
import { siteStatsDto } from '../contracts/site';
import { featuredVenuesDto } from '../contracts/venues';
import { partnerPageDto } from '../contracts/partners';
import { partnerPage } from './partners/page';
import { inlineScriptHashes } from './web/html';
import { webPages } from './web/pages';
import { loadRenderer, type RenderPage } from './web/ssr';

const webRoot = path.join(appRoot, 'dist/web');
const API_PREFIXES = ['/api/', '/auth/', '/functions/', '/realtime', '/storage/'];

/** Builds the whole HTTP app; every test builds it through here with its own deps. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(deps.config.logLevel === 'silent' ? { logger: false } : loggerOptions(deps.config.logLevel, { format: deps.config.logFormat })),
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    // Small bodies unless a route says otherwise, and clocks on slow clients (docs/decisions/0036).
    ...serverLimits(deps.config),
  });
  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  await app.register(errorsPlugin);
  // Before compression (an onSend hook that rewrites each page's <html lang>).
  await app.register(localePlugin);
  await app.register(inputGuardPlugin);
  // Before the route table: it adds the shared error responses to each route's schema as it is added.
  await app.register(openapiPlugin, { appName: deps.config.appName });
  await app.register(routeTablePlugin);
  await app.register(compressionPlugin);
  // The built app and its server renderer, when there is a build (docs/decisions/0031).
  const indexHtml = existsSync(path.join(webRoot, 'index.html')) ? await fs.readFile(path.join(webRoot, 'index.html'), 'utf8') : null;
  const render = indexHtml ? await loadRenderer(appRoot) : null;
  await app.register(securityHeadersPlugin, { config: deps.config, inlineScriptHashes: indexHtml ? inlineScriptHashes(indexHtml) : [] });
  // The JSON parser (bounded depth and length, empty body allowed) and the body clock.
  await app.register(bodyGuardPlugin, { config: deps.config });

  const signer = await loadSigner(deps.db, 'civic-connect');
  await app.register(actorPlugin, { db: deps.db, signer, adminEmails: deps.config.adminEmails });
  // Unconfirmed addresses reach no one: every route that does not say otherwise (decision 0035).
  await app.register(confirmedReachPlugin);

  await app.register(authRoutes, { prefix: '/auth/v1', ...deps, signer });
  await app.register(profileRoutes, { prefix: '/api', ...deps });
  await app.register(statsRoutes, { prefix: '/api', ...deps });
  await app.register(realtimePlugin, { ...deps, signer });
  await app.register(jobQueuePlugin, deps);
  await app.register(notificationRoutes, { prefix: '/api', ...deps });
  await app.register(contactRoutes, { prefix: '/api', ...deps });
  await app.register(newsletterRoutes, { prefix: '/api', ...deps });
  await app.register(emailRoutes, { prefix: '/api', ...deps });
  await app.register(functionRoutes, { prefix: '/functions/v1', ...deps, signer });
  await app.register(meetupRoutes, { prefix: '/api', ...deps });
  await app.register(attendeeRoutes, { prefix: '/api', ...deps });
  await app.register(bookingRoutes, { prefix: '/api', ...deps });
  await app.register(storageRoutes, deps);
  await app.register(avatarRoutes, { prefix: '/api', ...deps });
  await app.register(profileAboutRoutes, { prefix: '/api', ...deps });
  await app.register(venueRoutes, { prefix: '/api', ...deps });
  await app.register(ratingRoutes, { prefix: '/api', ...deps });
  await app.register(partnerRoutes, { prefix: '/api', ...deps });
  await app.register(geocodingRoutes, { prefix: '/api', ...deps });
  await app.register(membershipRoutes, { prefix: '/api', ...deps });
  await app.register(healthRoutes, { prefix: '/api', ...deps });
  await app.register(homeRoutes, { prefix: '/api', ...deps });
  await app.register(peopleRoutes, { prefix: '/api', ...deps });
  await app.register(siteRoutes, { prefix: '/api', ...deps });
  await app.register(crawlerRoutes, deps);
  await app.register(calendarRoutes, { prefix: '/api', ...deps });
  await app.register(messageRoutes, { prefix: '/api', ...deps });
  await app.register(commentRoutes, { prefix: '/api', ...deps });
  await app.register(memberRoutes, { prefix: '/api', ...deps });
  await app.register(connectionRoutes, { prefix: '/api', ...deps });
  await app.register(followRoutes, { prefix: '/api', ...deps });
  await app.register(safetyRoutes, { prefix: '/api', ...deps });
  await app.register(seriesRoutes, { prefix: '/api', ...deps });
  await app.register(pushRoutes, { prefix: '/api', ...deps });

  await registerWeb(app, deps, indexHtml, render);
  return app;
}

/** Serves the built web app; unknown non-API paths get index.html (client-side routing). */
async function registerWeb(app: FastifyInstance, deps: AppDeps, indexHtml: string | null, render: RenderPage | null) {
  if (indexHtml) {
    // Brotli/gzip twins of every file are made at build time (vite.config.ts) and sent as they
    // are; hashed assets are cached for a year, the files that name them are revalidated.
    await app.register(fastifyStatic, { root: webRoot, wildcard: false, index: false, preCompressed: true, cacheControl: false, setHeaders: (reply, file) => reply.header('cache-control', webCacheControl(path.relative(webRoot, file).replace(/\.(br|gz)$/, ''))) });
  }
  const notFound = (req: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({ error: 'not_found', message: translator(req.locale)('errors.noRoute', { method: req.method, path: echo(req.url.split('?')[0], 100) }) });
  app.setNotFoundHandler(notFound);
  // Server-rendered public pages work without the built app too (API tests, a bare server).
  const pages = indexHtml ? webPages(indexHtml, render, deps.config, app.log) : null;
  await app.register(publicMeetupRoutes, { ...deps, shell: indexHtml ?? bareShell(deps.config.appName), pages });
  if (!indexHtml || !pages) return;
  // The app's page for every other path (client-side routing). A route, not the not-found
  // handler, so HEAD answers too and the page is compressed like any other response.
  app.get('/*', async (req, reply) => {
    if (API_PREFIXES.some((p) => req.url.startsWith(p))) return notFound(req, reply);
    reply.type('text/html').header('cache-control', 'no-cache');
    const pathname = req.url.split('?')[0];
    // The home page with its live figures and featured venues, as GET /api/stats and
    // GET /api/venues/featured?limit=3 answer them (decision 0083).
    if (pathname === '/') {
      const seeds = async () => [
        { key: SSR_KEYS.stats(), data: siteStatsDto.parse(await siteStats(deps.db)) },
        { key: SSR_KEYS.featuredVenues(), data: featuredVenuesDto.parse({ venues: await featuredVenues(deps.db, 3) }) },
      ];
      return reply.send(await pages.homePage(req.locale, addressLocale(req), seeds));
    }
    const fixed = pages.staticPage(pathname, req.locale, addressLocale(req));
    if (fixed) return reply.send(await fixed);
    // A published partner page is rendered with its facts as a visitor reads them; its tags come
    // from the same facts (one query).
    const slug = /^\/v\/([a-z0-9-]{1,120})\/?$/i.exec(pathname)?.[1];
    if (slug) {
      // The seed passes the API's own response schema, as GET /api/partners/by-slug would answer (decision 0040).
      const partner = await partnerPage(deps.db, slug, null).catch(() => null);
      if (!partner) return reply.send(indexHtml);
      const origin = publicOrigin(deps.config);
      const og = partnerOgTags(partner.partner, `${origin}${pathname}`, origin, deps.config.appName, translator(req.locale));
      return reply.send(await pages.page(pathname, { locale: req.locale, hl: addressLocale(req), og, seeds: [{ key: SSR_KEYS.partnerPage(slug, 'signedOut'), data: partnerPageDto.parse(partner) }] }));
    }
    // An organiser's public page (issue 26), rendered as a visitor reads it; hidden or missing: the app's page says so.
    const organiserId = /^\/o\/([0-9a-f-]{36})\/?$/i.exec(pathname)?.[1];
    if (organiserId) {
      const organiser = isUuid(organiserId) ? await organiserPage(deps.db, null, organiserId, unnamedMember(req)).catch(() => null) : null;
      if (!organiser || organiser === 'hidden') return reply.status(404).send(indexHtml);
      const origin = publicOrigin(deps.config);
      const og = organiserOgTags(organiser, `${origin}${pathname}`, origin, deps.config.appName, translator(req.locale));
      return reply.send(await pages.page(pathname, { locale: req.locale, hl: addressLocale(req), og, seeds: [{ key: SSR_KEYS.organiserPage(organiserId, 'signedOut'), data: organiserPageDto.parse(organiser) }] }));
    }
    // Other shareable pages get their Open Graph tags in the served HTML (server/venues/og.ts).
    const og = await ogTagsFor(deps, req).catch(() => null);
    return reply.send(og ? injectOgTags(indexHtml, og) : indexHtml);
  });
}

const bareShell = (appName: string) =>
  `<!doctype html>\n<html lang="en-GB">\n  <head>\n    <meta charset="UTF-8" />\n    <title>${appName.replace(/[<&>]/g, '')}</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`;

/** Cache-Control of a built web file (path relative to dist/web). */
export function webCacheControl(file: string): string {
  // Content-hashed by Vite: a changed file gets a new name, so the old one never changes.
  if (file.startsWith(`assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  // Names the current assets (index.html, the service worker and its precache list, the
  // manifest) or is not hashed: always revalidated, so a new release is seen at once.
  if (/\.(html|js|webmanifest)$/.test(file)) return 'no-cache';
  return 'public, max-age=86400'; // icons and other unhashed images
}
