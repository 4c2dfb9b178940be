import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { DestinationStream } from 'pino';
import { createLogger, type LogFormat } from '../logger';

/** A URL as it may be logged: the secrets of emailed links (?token=…) never reach a log line. */
export const redactUrl = (url: string) => url.replace(/([?&](?:token|access_token|refresh_token|code)=)[^&#]*/gi, '$1[redacted]');

/** Fastify's default request log fields, with the URL redacted (issue 9: reset token at info level). */
export function requestLogFields(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

/**
 * One log line per request, written when the answer is complete (method, redacted URL, client,
 * status and time), instead of Fastify's two (one on arrival, one at the end): half the log
 * writes on every request (issue 13, "a lean request path"). Errors keep their own line.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * The server's logger for Fastify (server/app.ts): the one pino logger (server/logger.ts) with
 * the request serializers above, one line per request, and a request id on every request's lines.
 */
export function loggerOptions(level: string, opts: { format?: LogFormat; destination?: DestinationStream } = {}) {
  return {
    // Typed as Fastify's logger so the app keeps its default instance type.
    loggerInstance: createLogger({ level, ...opts, serializers: { req: requestLogFields, res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }) } }) as FastifyBaseLogger,
    logController: new OneLinePerRequest(),
    genReqId: requestId,
  };
}

/** A request id: the load balancer's X-Request-Id when it is a plain token (never a log-injection vector), else a new one. */
export function requestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(given) ? given : randomUUID();
}
