import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { DestinationStream } from 'pino';
import { logStream, loggerSettings, type LogFormat } from '../logger';

/**
 * Secrets that travel in a URL's path rather than its query: the calendar feed's token
 * (`/api/calendar/feeds/{token}.ics`). Matched anywhere in the path and in any case, so a
 * mistyped feed URL (a 404) is redacted too. A new route with a secret in its path adds it here.
 */
const SECRET_PATH_SEGMENTS = [/(\/calendar\/feeds\/)[^/?#]+/gi];
/** Query parameters that carry the secret of an emailed link or a session. */
const SECRET_QUERY = /([?&](?:token|access_token|refresh_token|code)=)[^&#]*/gi;

/** A URL as it may be logged: the secrets of emailed links (?token=…) and feed tokens never reach a log line. */
export function redactUrl(url: string): string {
  let out = url.replace(SECRET_QUERY, '$1[redacted]');
  for (const segment of SECRET_PATH_SEGMENTS) out = out.replace(segment, '$1[redacted]');
  return out;
}

/** The request serializer: Fastify's default request fields, with the URL redacted (issue 9; issue 24 for path tokens). */
export function requestLogFields(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

/**
 * One log line per request, written when the answer is complete (method, redacted URL, client,
 * status and time), instead of Fastify's two (one on arrival, one at the end): through Fastify's
 * documented `logController`, with pino's serializers and redaction. Errors keep their own line.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  // Fastify's own 404 line carries the raw URL; the completed line already records the 404 with the URL redacted.
  override routeNotFound() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * The server's logger options for Fastify (server/app.ts): Fastify's pino logger, made from the
 * same settings as the start-up logger (server/logger.ts: level, redaction, writer), with the
 * request serializer above, one line per request, and a request id on every request's lines
 * (Fastify's own child logger). The job queue logs through it too (server/jobs/plugin.ts).
 */
export function loggerOptions(level: string, opts: { format?: LogFormat; destination?: DestinationStream } = {}) {
  return {
    // Fastify makes the pino logger from these, with its own serializers (reply, error) and ours for the request.
    logger: { ...loggerSettings(level), serializers: { req: requestLogFields }, stream: logStream(opts.format, opts.destination) },
    logController: new OneLinePerRequest(),
    genReqId: requestId,
  };
}

/** A request id: the load balancer's X-Request-Id when it is a plain token (never a log-injection vector), else a new UUID. */
export function requestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(given) ? given : randomUUID();
}
