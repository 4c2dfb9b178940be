import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '../db/unavailable';
import type { Translate } from '../../contracts/i18n/messages';
import { ApiError } from '../errors';
import { isMessageId, translator } from '../i18n/translate';
import { tooLarge } from '../http/body-guard';
import type { RequestIssue } from '../http/request-validator';
import type { Locale } from '../../contracts/i18n/locales';
import { zodMessageIn } from '../i18n/zod-messages';

/** Longest error message we send: a sentence or a few field problems, never the request back. */
export const MAX_MESSAGE_CHARS = 500;
const MAX_FIELD_CHARS = 80;
const MAX_ISSUES = 5;

/**
 * Client-supplied text in an error message (a path, a field name from the body, a parser's
 * snippet of the JSON), cut to `max` characters: an answer never echoes the request at length.
 */
export function echo(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The issues of a request the zod schemas refused (server/http/request-validator.ts), if that is what failed. */
function zodIssues(err: FastifyError): RequestIssue[] | undefined {
  const v = err.validation as RequestIssue[] | undefined;
  return v && v.length > 0 && v[0].params?.issue ? v : undefined;
}

/** The first problem's input (dotted when nested), or undefined when the problem is the whole body or query. */
function firstField(err: FastifyError): string | undefined {
  const path = zodIssues(err)?.[0]?.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path ? echo(path, MAX_FIELD_CHARS) : undefined;
}

/**
 * A validation message in the request's language: a contract's message (a `forms` key), else
 * zod's own wording of the issue in that language (issue 29), else the text as it is.
 */
function inLanguage(message: string, t: Translate, locale?: Locale, issue?: RequestIssue['params']['issue']): string {
  if (isMessageId(message)) return t(message);
  return (issue && locale && zodMessageIn(issue, message, locale)) || message;
}

function describeValidation(err: FastifyError, t: Translate, locale: Locale): string {
  const issues = zodIssues(err);
  if (issues) {
    // Field names can be the client's own keys (a record's): each cut short, at most a few issues.
    const said = issues.slice(0, MAX_ISSUES).map((v) => {
      const field = echo(v.instancePath.replace(/^\//, '').replaceAll('/', '.'), MAX_FIELD_CHARS);
      const text = v.message === undefined ? t('errors.invalidValue') : inLanguage(v.message, t, locale, v.params.issue);
      return field ? `${field}: ${text}` : text;
    });
    const more = issues.length - said.length;
    return more > 0 ? t('errors.andMore', { issues: said.join('; '), count: more }) : said.join('; ');
  }
  return err.message;
}

/** Fastify's own refusals, in our words (its texts name its content-type rules, not the limit). */
function clientErrorMessage(err: FastifyError, status: number, bodyLimit: number | undefined, t: Translate): string {
  if (status === 429) return t('errors.tooMany');
  if (status === 413 && bodyLimit) return tooLarge(bodyLimit).messageIn(t);
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return t('errors.contentType');
  return err.message;
}

/** Maps every thrown error to { error, message } (plus error_code for GoTrue clients). */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      // In the request's language (issue 29): its ?hl=, cookie or Accept-Language.
      const t = translator(request.locale);
      let status = 500;
      let code = 'internal_error';
      let message = t('errors.internal');
      let extra: Record<string, unknown> = {};
      if (err instanceof ApiError) {
        ({ statusCode: status, code, message, extra } = err);
        message = err.messageId ? err.messageIn(t) : inLanguage(message, t);
      } else if (err.validation) {
        status = 400;
        code = 'invalid_request';
        message = describeValidation(err, t, request.locale);
        const field = firstField(err);
        if (field) extra = { field };
      } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
        // Fastify's own client errors: bad JSON, wrong content type, body too large, 429...
        status = err.statusCode;
        code = status === 429 ? 'rate_limited' : status === 413 ? 'payload_too_large' : status === 408 ? 'request_timeout' : status === 415 ? 'unsupported_media_type' : 'bad_request';
        message = clientErrorMessage(err, status, request.routeOptions.bodyLimit, t);
      } else if (isDatabaseUnavailable(err)) {
        // PostgreSQL is restarting or unreachable: a short, retryable refusal, not a 500.
        status = 503;
        code = 'database_unavailable';
        message = t('api.db.unavailable');
        extra = { retry_after: DATABASE_RETRY_AFTER_S };
        request.log.warn({ err: err.message }, 'database unavailable');
      }
      if (status >= 500 && code !== 'database_unavailable') request.log.error({ err }, 'request failed');
      // A refusal that ends (rate limits, a database that is coming back) says when to retry.
      if (typeof extra.retry_after === 'number') reply.header('retry-after', String(extra.retry_after));
      // Refused before the body was read whole (a limit in onRequest, a body too large or too
      // slow): the connection closes after this answer, so Node does not read the rest to keep it.
      if (!request.raw.complete) reply.header('connection', 'close');
      reply.status(status).send({ error: code, message: echo(message, MAX_MESSAGE_CHARS), error_code: code, ...extra });
    });
  },
  { name: 'errors' },
);
