import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino } from 'pino';

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

/** The server's logger options (server/app.ts). */
export function loggerOptions(level: string) {
  return {
    logger: {
      level,
      serializers: { req: requestLogFields },
      // Written asynchronously: under load, lines that arrive while a write is under way go out
      // together in the next one instead of one blocking write each; idle, each goes at once.
      // pino flushes what is left when the process exits.
      stream: pino.destination({ dest: 1, sync: false }),
    },
    logController: new OneLinePerRequest(),
  };
}
