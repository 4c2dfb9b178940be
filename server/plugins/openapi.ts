import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../contracts/errors';

type OpenApiDoc = { components?: { schemas?: Record<string, unknown> } } & Record<string, unknown>;

/**
 * The zod provider names every registered schema twice, as read ("…Input") and as written; only the
 * written one is used by responses, and a "VenueInput" that is not the venue form's body misleads.
 */
function withoutUnusedSchemas<T extends object>(input: T): T {
  const doc = input as OpenApiDoc;
  const schemas = doc.components?.schemas;
  if (!schemas) return input;
  const { components, ...rest } = doc;
  const used = JSON.stringify(rest);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.includes(`"#/components/schemas/${name}"`) || JSON.stringify(schemas).includes(`"#/components/schemas/${name}"`)));
  return { ...rest, components: { ...components, schemas: kept } } as T;
}

const DOCUMENTED_PREFIXES = ['/api/', '/auth/', '/functions/', '/storage/'];

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** The reference page's own routes (swagger-ui's HTML, assets, its copy of the document): not API. */
export const isDocsUiRoute = (url: string) => url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);

/**
 * The API's OpenAPI 3.1 document, generated from the zod schemas the routes validate and
 * serialise with (so it cannot drift from what the server does), at /api/openapi.json, and a
 * reference page (swagger-ui, served from our own origin under the app's CSP) at /api/docs.
 * Every documented route (/api, /auth, /functions, /storage) answers errors as { error, message }
 * (one error handler, server/plugins/errors.ts): added here to each route's responses so no route
 * has to repeat it, and the serializer holds every error answer to that shape. Registered before the routes: it watches them being added.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance, opts: { appName: string }) => {
    app.addHook('onRoute', (route) => {
      if (isDocsUiRoute(route.url) || route.schema?.hide) return;
      // Pages for browsers and crawlers (/m/:id, sitemap.xml, the app's own pages) and the
      // realtime socket are not HTTP API: left out of the document.
      if (!DOCUMENTED_PREFIXES.some((p) => route.url.startsWith(p))) {
        route.schema = { ...route.schema, hide: true };
        return;
      }
      // Grouped on the reference page by area: /api/meetups/… → meetups, /auth/v1/… → auth.
      const area = route.url.startsWith('/api/') ? route.url.split('/')[2] : route.url.split('/')[1];
      route.schema = { tags: [area], ...route.schema };
      route.schema = { ...route.schema, response: { ...(route.schema?.response as object), '4xx': apiErrorSchema, '5xx': apiErrorSchema } };
    });
    // The API's documentation is for developers, in English (not the catalogue's).
    const docTitle = `${opts.appName} API`;
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: docTitle,
          version: '1',
          description:
            'Errors are JSON `{ "error": code, "message": text }` with a 4xx or 5xx status; the codes are the `ApiError` schema\'s list. ' +
            'Sign in through `/auth/v1` (GoTrue-compatible) and send the access token as `Authorization: Bearer …`.',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
      transformObject: (input) => withoutUnusedSchemas(jsonSchemaTransformObject(input)),
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { deepLinking: true }, theme: { title: docTitle } });
    // The document itself at a stable address of its own (swagger-ui also answers /api/docs/json).
    app.get(OPENAPI_PATH, { schema: { hide: true } }, (_req, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()));
  },
  { name: 'openapi' },
);
