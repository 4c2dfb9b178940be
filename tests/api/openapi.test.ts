import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, ERROR_CODES } from '../../contracts/errors';
import { isDocsUiRoute, OPENAPI_PATH } from '../../server/plugins/openapi';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { cast, type Kind, type Person } from '../helpers/venue-fixtures';

// Issue 11, API documentation: the OpenAPI 3.1 document is generated from the routes' zod
// schemas; it must be valid, cover every /api route of Fastify's own route table (so a new route
// without a response schema fails here), and describe errors as { error, message }.

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, { properties?: Record<string, { enum?: string[] }>; required?: string[] }> } };

let t: TestApp;
let doc: Doc;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ url: OPENAPI_PATH });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  doc = res.json();
});
afterAll(() => t.close());

/** Fastify's /api/meetups/:id as OpenAPI writes it: /api/meetups/{id}. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

/** The /api routes the document must describe: all but the reference page's own and the document. */
function apiRoutes() {
  return t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !isDocsUiRoute(r.url) && r.url !== OPENAPI_PATH && !r.websocket);
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(doc) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('the validator does refuse a broken document (the check above can fail)', async () => {
    const broken = structuredClone(doc) as unknown as { paths: Record<string, unknown> };
    broken.paths['/api/broken'] = { get: { responses: { 200: { content: 'not an object' } } } };
    expect((await new Validator().validate(broken as unknown as Record<string, unknown>)).valid).toBe(false);
  });

  it('describes every /api route in the route table with a 2xx response schema', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const missing: string[] = [];
    const without2xx: string[] = [];
    for (const route of routes) {
      const op = doc.paths[openapiPath(route.url)]?.[route.method.toLowerCase()];
      if (!op) {
        missing.push(`${route.method} ${route.url}`);
        continue;
      }
      const ok = Object.entries(op.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      // A 2xx with a body schema, or 204 No Content (no body to describe).
      const described = ok.some(([status, r]) => status === '204' || Object.values(r.content ?? {}).some((c) => c.schema));
      if (!described) without2xx.push(`${route.method} ${route.url}`);
    }
    expect(missing, 'routes missing from the document').toEqual([]);
    expect(without2xx, 'routes without a 2xx response schema').toEqual([]);
  });

  it('answers errors of every /api route with the { error, message } shape and the typed code list', () => {
    const errorShape = doc.components.schemas.ApiError;
    expect(errorShape.required).toEqual(expect.arrayContaining(['error', 'message']));
    expect(errorShape.properties?.error.enum).toEqual([...ERROR_CODES]);
    const wrong: string[] = [];
    for (const route of apiRoutes()) {
      const responses = doc.paths[openapiPath(route.url)]?.[route.method.toLowerCase()]?.responses ?? {};
      for (const status of ['4XX', '5XX']) {
        const schema = responses[status]?.content?.['application/json']?.schema;
        if (JSON.stringify(schema) !== JSON.stringify({ $ref: '#/components/schemas/ApiError' })) wrong.push(`${route.method} ${route.url} ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('marks exactly the routes that answer without signing in as public (security: [])', async () => {
    const gets = apiRoutes().filter((r) => r.method === 'GET' && !r.url.includes(':'));
    const publicOnes: string[] = [];
    for (const route of gets) {
      const op = doc.paths[route.url].get as Operation & { security?: unknown[] };
      const status = (await t.app.inject({ url: route.url })).statusCode;
      if (op.security?.length === 0) {
        publicOnes.push(route.url);
        expect(status, `${route.url} is documented as public`).toBeLessThan(400);
      } else {
        // Needs a bearer token: refused anonymously (400 where the query is checked first).
        expect([400, 401], `${route.url} is documented as needing a token`).toContain(status);
      }
    }
    expect(publicOnes).toEqual(expect.arrayContaining(['/api/health', '/api/site', '/api/stats', '/api/partners', '/api/venues/featured']));
  });

  it('matches what the server really answers: an error body fits the documented shape', async () => {
    const unauth = await t.app.inject({ url: '/api/profile' });
    expect(unauth.statusCode).toBe(401);
    expect(apiErrorSchema.safeParse(unauth.json()).success).toBe(true);
    const invalid = await t.app.inject({ url: '/api/meetups/not-a-uuid', headers: { authorization: 'Bearer nonsense' } });
    expect(invalid.statusCode).toBeGreaterThanOrEqual(400);
    expect(apiErrorSchema.safeParse(invalid.json()).success).toBe(true);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its assets from our own origin under the app’s CSP', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain("'unsafe-eval'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const asset = await t.app.inject({ url: new URL(src, 'http://x/api/docs').pathname });
      expect(asset.statusCode, src).toBe(200);
    }
    // The page loads ./json beside itself: the same document this server generates.
    const init = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(init.body).toContain("resolveUrl('./json')");
    expect((await t.app.inject({ url: '/api/docs/json' })).json().paths).toEqual(doc.paths);
  });
});

// Actor kind × action: the documentation is public and read-only.
type Action = 'docsPage' | 'document' | 'postDocument' | 'deleteDocs';
const open: Record<Action, number> = { docsPage: 200, document: 200, postDocument: 404, deleteDocs: 404 };
const TABLE: Record<Kind, Record<Action, number>> = {
  anonymous: open,
  basic: open,
  professional: open,
  owner: open,
  otherVenue: open,
  admin: open,
  suspended: open,
};

describe('API documentation policy table', () => {
  let people: Record<Kind, Person>;
  beforeAll(async () => {
    people = await cast(t);
  });
  const attempt = (kind: Kind, action: Action) => {
    const headers = people[kind].headers;
    const req = {
      docsPage: { method: 'GET', url: '/api/docs' },
      document: { method: 'GET', url: OPENAPI_PATH },
      postDocument: { method: 'POST', url: OPENAPI_PATH },
      deleteDocs: { method: 'DELETE', url: '/api/docs' },
    }[action] as { method: 'GET' | 'POST' | 'DELETE'; url: string };
    return t.app.inject({ ...req, headers }).then((r) => r.statusCode);
  };
  for (const [kind, row] of Object.entries(TABLE) as [Kind, Record<Action, number>][]) {
    for (const [action, status] of Object.entries(row) as [Action, number][]) {
      it(`${kind} × ${action} → ${status}`, async () => {
        expect(await attempt(kind, action)).toBe(status);
      });
    }
  }
});
