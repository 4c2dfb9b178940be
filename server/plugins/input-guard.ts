import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors';

/**
 * Refuses strings that PostgreSQL (and most other stores) cannot hold: a NUL character, or a
 * UTF-16 surrogate without its partner (JSON allows both as \u escapes). Checked once, for every
 * route, on the parsed body, query and path parameters — before any schema or handler sees them —
 * so no endpoint can turn them into a 500 (decision 0015).
 */
// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// oxlint-disable-next-line no-control-regex -- a NUL is exactly what this refuses
const NOT_ALLOWED = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 64;

export const NOT_ALLOWED_MESSAGE = 'contains characters that are not allowed';

/** The path of the first string (or object key) holding a character that is not allowed, or null. */
export function findBadString(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return NOT_ALLOWED.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  // Deeper than any form we accept: the schema refuses it; here it only ends the walk.
  if (depth > MAX_DEPTH) return null;
  // for…in with an own-key check, not Object.entries: no arrays made for the empty params and
  // query objects of most requests (issue 13, a lean request path).
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const at = path ? `${path}.${key}` : key;
    if (NOT_ALLOWED.test(key)) return at;
    // Multipart text fields arrive as { value } objects (@fastify/multipart attachFieldsToBody).
    const found = findBadString((value as Record<string, unknown>)[key], at, depth + 1);
    if (found) return found;
  }
  return null;
}

export function assertCleanInput(value: unknown, path = ''): void {
  const bad = findBadString(value, path);
  if (bad !== null) throw badRequest('invalid_request', `${bad || 'value'}: ${NOT_ALLOWED_MESSAGE}`);
}

function checkRequest(req: FastifyRequest) {
  assertCleanInput(req.params);
  assertCleanInput(req.query);
  assertCleanInput(req.body);
}

export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    // preValidation: after the body is parsed, before schemas, auth checks of routes and handlers.
    // Registered at the root (fastify-plugin), so it runs for every route of every plugin.
    app.addHook('preValidation', (req, _reply, done) => {
      try {
        checkRequest(req);
      } catch (err) {
        return done(err as Error);
      }
      done();
    });
  },
  { name: 'input-guard' },
);
