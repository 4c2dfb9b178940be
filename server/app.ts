import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/routes';
import { requestLogFields } from './auth/log-redaction';
import { loadSigner } from './auth/tokens';
import type { AppDeps } from './deps';
import { actorPlugin } from './plugins/actor';
import { errorsPlugin } from './plugins/errors';
import { inputGuardPlugin } from './plugins/input-guard';
import { routeTablePlugin } from './plugins/route-table';
import { profileRoutes } from './profiles/routes';
import { statsRoutes } from './stats/routes';
import { realtimePlugin } from './realtime/plugin';
import { emailWorkerPlugin } from './email/worker-plugin';
import { notificationRoutes } from './notifications/routes';
import { contactRoutes } from './contact/routes';
import { newsletterRoutes } from './newsletter/routes';
import { emailRoutes } from './email/routes';
import { functionRoutes } from './functions/routes';
import { meetupRoutes } from './meetups/routes';
import { bookingRoutes } from './bookings/routes';
import { storageRoutes } from './storage/routes';
import { avatarRoutes } from './storage/avatar-routes';
import { profileAboutRoutes } from './profiles/about-routes';
import { venueRoutes } from './venues/routes';
import { ratingRoutes } from './ratings/routes';
import { partnerRoutes } from './partners/routes';
import { geocodingRoutes } from './geocoding/routes';
import { injectOgTags, ogTagsFor } from './venues/og';
import { membershipRoutes } from './membership/routes';
import { healthRoutes } from './health/routes';
import { fastifyTrustProxy } from './trust-proxy';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/web');
const API_PREFIXES = ['/api/', '/auth/', '/functions/', '/realtime', '/storage/'];

/** Builds the whole HTTP app; every test builds it through here with its own deps. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.config.logLevel === 'silent' ? false : { level: deps.config.logLevel, serializers: { req: requestLogFields } },
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(routeTablePlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        frameAncestors: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // auth-js posts an empty body with a JSON content type (e.g. logout): treat it as no body.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') return done(null, undefined);
    defaultJson(req, body as string, done);
  });

  const signer = await loadSigner(deps.db, 'civic-connect');
  await app.register(actorPlugin, { db: deps.db, signer, adminEmails: deps.config.adminEmails });

  await app.register(authRoutes, { prefix: '/auth/v1', ...deps, signer });
  await app.register(profileRoutes, { prefix: '/api', ...deps });
  await app.register(statsRoutes, { prefix: '/api', ...deps });
  await app.register(realtimePlugin, { ...deps, signer });
  await app.register(emailWorkerPlugin, deps);
  await app.register(notificationRoutes, { prefix: '/api', ...deps });
  await app.register(contactRoutes, { prefix: '/api', ...deps });
  await app.register(newsletterRoutes, { prefix: '/api', ...deps });
  await app.register(emailRoutes, { prefix: '/api', ...deps });
  await app.register(functionRoutes, { prefix: '/functions/v1', ...deps, signer });
  await app.register(meetupRoutes, { prefix: '/api', ...deps });
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

  await registerWeb(app, deps);
  return app;
}

/** Serves the built web app; unknown non-API paths get index.html (client-side routing). */
async function registerWeb(app: FastifyInstance, deps: AppDeps) {
  const hasWeb = existsSync(path.join(webRoot, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webRoot, wildcard: false, index: false, maxAge: '1h' });
  }
  const indexHtml = hasWeb ? await fs.readFile(path.join(webRoot, 'index.html'), 'utf8') : null;
  app.setNotFoundHandler(async (req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p));
    if (isApi || req.method !== 'GET' || !indexHtml) {
      return reply.status(404).send({ error: 'not_found', message: `No route for ${req.method} ${req.url.split('?')[0]}` });
    }
    // Shareable pages get their Open Graph tags in the served HTML (server/venues/og.ts).
    const og = await ogTagsFor(deps, req).catch(() => null);
    return reply.type('text/html').header('cache-control', 'no-cache').send(og ? injectOgTags(indexHtml, og) : indexHtml);
  });
}
