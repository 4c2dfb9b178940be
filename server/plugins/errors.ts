import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/unavailable';
import { ApiError } from '../errors';

function describeValidation(err: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(err)) {
    return err.validation
      .map((v) => {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return field ? `${field}: ${v.message}` : (v.message ?? 'Invalid value');
      })
      .join('; ');
  }
  return err.message;
}

/** Maps every thrown error to { error, message } (plus error_code for GoTrue clients). */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      let status = 500;
      let code = 'internal_error';
      let message = 'Something went wrong on our side. Please try again.';
      let extra: Record<string, unknown> = {};
      if (err instanceof ApiError) {
        ({ statusCode: status, code, message, extra } = err);
      } else if (err.validation || hasZodFastifySchemaValidationErrors(err)) {
        status = 400;
        code = 'invalid_request';
        message = describeValidation(err);
      } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
        // Fastify's own client errors: bad JSON, wrong content type, body too large, 429...
        status = err.statusCode;
        code = status === 429 ? 'rate_limited' : status === 413 ? 'payload_too_large' : 'bad_request';
        message = status === 429 ? 'Too many attempts. Please wait a minute and try again.' : err.message;
      } else if (isDatabaseUnavailable(err)) {
        // PostgreSQL is restarting or unreachable: a short, retryable refusal, not a 500.
        status = 503;
        code = 'database_unavailable';
        message = DATABASE_UNAVAILABLE_MESSAGE;
        extra = { retry_after: DATABASE_RETRY_AFTER_S };
        request.log.warn({ err: err.message }, 'database unavailable');
      }
      if (status >= 500 && code !== 'database_unavailable') request.log.error({ err }, 'request failed');
      // A refusal that ends (rate limits, a database that is coming back) says when to retry.
      if (typeof extra.retry_after === 'number') reply.header('retry-after', String(extra.retry_after));
      reply.status(status).send({ error: code, message, error_code: code, ...extra });
    });
  },
  { name: 'errors' },
);
