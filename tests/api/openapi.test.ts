import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, ERROR_CODES } from '../../contracts/errors';
import { isDocsUiRoute, OPENAPI_PATH } from '../../server/plugins/openapi';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { cast, type Kind, type Person } from '../helpers/venue-fixtures';

// Issue 11, API documentation: the OpenAPI 3.1 document is generated from the routes' zod
// schemas; it must be valid, cover every API route of Fastify's own route table (/api, /auth/v1,
// /functions/v1, /storage/v1), and give every operation its success and error answers (issue 25:
// "the test fails on an operation without them"), errors as { error, message }.

type Response = { content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> };
type Operation = { responses?: Record<string, Response> };
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

/** Fastify's /api/meetups/:id as OpenAPI writes it: /api/meetups/{id} (and a wildcard as {*}). */
const openapiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/\*$/, '{*}');

/** The API routes the document must describe: all but the reference page's own, the document and sockets. */
const API_PREFIXES = ['/api/', '/auth/v1/', '/functions/v1/', '/storage/v1/'];
function apiRoutes() {
  return t.app.routeTable.filter((r) => API_PREFIXES.some((p) => r.url.startsWith(p)) && !isDocsUiRoute(r.url) && r.url !== OPENAPI_PATH && !r.websocket);
}

/** Every operation of a document, as "METHOD /path". */
function operations(d: Doc): [string, Operation][] {
  return Object.entries(d.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]): [string, Operation] => [`${method.toUpperCase()} ${path}`, op]));
}

const ERROR_REF = JSON.stringify({ $ref: '#/components/schemas/ApiError' });
/**
 * What an operation lacks. Its success answer: a 2xx with a schema for its content type (JSON, or a
 * file: text/calendar, text/csv, image/*), or one that truly has no body, declared as such: 204 No
 * Content, or a redirect (3xx) that names its `location` header. Its error answer: a 4xx whose
 * JSON is the ApiError schema. No operation is exempt.
 */
function lacks(op: Operation): string[] {
  const responses = Object.entries(op.responses ?? {});
  const success = responses.some(
    ([status, r]) =>
      (/^2\d\d$/.test(status) && status !== '204' && Object.values(r.content ?? {}).some((c) => c.schema)) ||
      (status === '204' && !r.content) ||
      (/^3\d\d$/.test(status) && !r.content && r.headers?.location !== undefined),
  );
  const error = responses.some(([status, r]) => /^4(\d\d|XX)$/.test(status) && JSON.stringify(r.content?.['application/json']?.schema) === ERROR_REF);
  return [...(success ? [] : ['a success response schema']), ...(error ? [] : ['a 4xx error schema'])];
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

  it('describes every API route in the route table (/api, /auth/v1, /functions/v1, /storage/v1)', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(80);
    for (const prefix of API_PREFIXES) expect(routes.some((r) => r.url.startsWith(prefix)), prefix).toBe(true);
    const missing = routes.filter((route) => !doc.paths[openapiPath(route.url)]?.[route.method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
    expect(missing, 'routes missing from the document').toEqual([]);
  });

  it('gives every operation of the document its success response schema and a 4xx error schema', () => {
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThanOrEqual(apiRoutes().length);
    const incomplete = ops.map(([name, op]) => [name, lacks(op)] as const).filter(([, missing]) => missing.length > 0).map(([name, missing]) => `${name}: no ${missing.join(', no ')}`);
    expect(incomplete, 'operations without their answers').toEqual([]);
  });

  it('the completeness check does catch an operation without its answers', () => {
    const broken = structuredClone(doc);
    const token = broken.paths['/auth/v1/token'].post;
    delete token.responses!['200'];
    const user = broken.paths['/auth/v1/user'].get;
    delete user.responses!['4XX'];
    const verify = broken.paths['/auth/v1/verify'].get;
    delete verify.responses!['303'].headers;
    const logout = broken.paths['/auth/v1/logout'].post;
    logout.responses!['204'].content = { 'application/json': {} };
    expect(lacks(token)).toEqual(['a success response schema']);
    expect(lacks(user)).toEqual(['a 4xx error schema']);
    expect(lacks(verify)).toEqual(['a success response schema']);
    expect(lacks(logout)).toEqual(['a success response schema']);
    expect(lacks({})).toEqual(['a success response schema', 'a 4xx error schema']);
  });

  it('answers errors of every operation with the { error, message } shape and the typed code list', () => {
    const errorShape = doc.components.schemas.ApiError;
    expect(errorShape.required).toEqual(expect.arrayContaining(['error', 'message']));
    expect(errorShape.properties?.error.enum).toEqual([...ERROR_CODES]);
    const wrong: string[] = [];
    for (const [name, op] of operations(doc)) {
      for (const [status, r] of Object.entries(op.responses ?? {})) {
        if (/^[45]/.test(status) && JSON.stringify(r.content?.['application/json']?.schema) !== ERROR_REF) wrong.push(`${name} ${status}`);
      }
      if (!op.responses?.['5XX']) wrong.push(`${name} 5XX`);
    }
    expect(wrong).toEqual([]);
  });

  it('marks exactly the routes that answer without signing in as public (security: [])', async () => {
    const gets = apiRoutes().filter((r) => r.method === 'GET' && !r.url.includes(':'));
    const publicOnes: string[] = [];
    for (const route of gets) {
      const op = doc.paths[route.url].get as Operation & { security?: unknown[]; parameters?: { in: string; required?: boolean }[] };
      const status = (await t.app.inject({ url: route.url })).statusCode;
      if (op.security?.length === 0) {
        publicOnes.push(route.url);
        // Answers anyone; one that needs its query (an emailed link's token) refuses its absence.
        const needsQuery = op.parameters?.some((p) => p.in === 'query' && p.required);
        if (needsQuery) expect(status, `${route.url} is documented as public`).toBe(400);
        else expect(status, `${route.url} is documented as public`).toBeLessThan(400);
      } else {
        // Needs a bearer token: refused anonymously (400 where the query is checked first).
        expect([400, 401], `${route.url} is documented as needing a token`).toContain(status);
      }
    }
    expect(publicOnes).toEqual(expect.arrayContaining(['/api/health', '/api/site', '/api/stats', '/api/partners', '/api/venues/featured', '/auth/v1/settings', '/auth/v1/verify']));
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
