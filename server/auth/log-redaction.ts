import type { FastifyRequest } from 'fastify';

/** A URL as it may be logged: the secrets of emailed links (?token=…) never reach a log line. */
export const redactUrl = (url: string) => url.replace(/([?&](?:token|access_token|refresh_token|code)=)[^&#]*/gi, '$1[redacted]');

/** Fastify's default request log fields, with the URL redacted (issue 9: reset token at info level). */
export function requestLogFields(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}
