import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { ApiError, badRequest } from '../errors';
import { BODY_LIMITS, jsonShapeProblem } from './body-limits';

/** Fastify's own size and time limits (docs/decisions/0036): the small body limit for every route that does not say otherwise. */
export function serverLimits(config: Pick<Config, 'timeouts'>): Pick<FastifyServerOptions, 'bodyLimit' | 'requestTimeout' | 'connectionTimeout'> {
  return {
    bodyLimit: BODY_LIMITS.default,
    // Node answers 408 and closes when a whole request (uploads too) has not arrived in time.
    requestTimeout: config.timeouts.requestMs,
    // A socket that sends nothing at all for this long is closed (socket.setTimeout).
    connectionTimeout: config.timeouts.connectionMs,
  };
}

const MULTIPART = /^multipart\//i;
const noop = () => {};

/** A body over the route's limit, in the request's language (server/plugins/errors.ts). */
export const tooLarge = (bodyLimit: number) => ApiError.say(413, 'payload_too_large', 'api.http.tooLarge', { kb: Math.round(bodyLimit / 1024) });

/**
 * The JSON parser and the body clock, for every route (issue 24, "cheap to refuse"):
 * - JSON text is measured before it is parsed: more than JSON_MAX_DEPTH levels or
 *   JSON_MAX_ENTRIES entries in one list or object is 400 without building a single object;
 *   then Fastify's own parser (secure-json-parse: no __proto__ poisoning) builds it.
 * - A body Fastify reads (every one but a multipart upload, which the upload handler streams
 *   within REQUEST_TIMEOUT_S) must arrive within BODY_TIMEOUT_S of its headers, else 408 and the
 *   connection is closed: a client dribbling a byte a second holds nothing for long.
 */
export const bodyGuardPlugin = fp(
  async (app: FastifyInstance, opts: { config: Pick<Config, 'timeouts'> }) => {
    const bodyMs = opts.config.timeouts.bodyMs;
    // auth-js posts an empty body with a JSON content type (e.g. logout): treat it as no body.
    const defaultJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      if (body === '') return done(null, undefined);
      const problem = jsonShapeProblem(body as string);
      if (problem) return done(badRequest('invalid_request', problem));
      defaultJson(req, body as string, done);
    });

    // A declared length over the route's limit is refused first of all, before the caller's
    // token is checked or a limit counted in the database: the cheapest refusal there is.
    // (Fastify would refuse it too, but only after every onRequest hook.)
    app.addHook('onRequest', (req, _reply, done) => {
      const declared = req.headers['content-length'];
      // Uploads (multipart) say it in their own words, about the file (server/storage/routes.ts).
      if (declared !== undefined && Number(declared) > req.routeOptions.bodyLimit && !MULTIPART.test(req.headers['content-type'] ?? '')) return done(tooLarge(req.routeOptions.bodyLimit));
      done();
    });

    app.addHook('preParsing', (req, reply, payload, done) => {
      const headers = req.headers;
      const hasBody = headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');
      if (!hasBody || MULTIPART.test(headers['content-type'] ?? '')) return done(null, payload);
      // The parser reads this stream instead of the socket's; on time-out it fails with a 408
      // (the error handler's answer closes the connection, as for any refused body).
      const timed = new PassThrough();
      const timer = setTimeout(() => {
        payload.unpipe(timed);
        timed.destroy(ApiError.say(408, 'request_timeout', 'api.http.tooSlow'));
      }, bodyMs);
      const stop = () => clearTimeout(timer);
      timed.once('end', stop).once('close', stop);
      // Once the parser has given up on the body (too large), nobody else listens: no crash.
      timed.on('error', noop);
      reply.raw.once('close', stop);
      payload.once('error', (err) => timed.destroy(err));
      payload.pipe(timed);
      done(null, timed);
    });
  },
  { name: 'body-guard' },
);
