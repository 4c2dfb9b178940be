import type { ErrorCode } from '../contracts/errors';
import type { MessageId, MessageValues } from '../contracts/i18n/messages';
import { translator } from './i18n/translate';

/**
 * What an error carries besides its code and message, sent as is. `field`: the one input the
 * error is about (a body key, dotted when nested), so a form shows the message by that input
 * without reading the text (issue 25).
 */
export type ErrorExtra = Record<string, unknown> & { field?: string };

// Every API error leaves the server as JSON { error: code, message } (plus `field` when it is
// about one input) with the right status.
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: ErrorExtra = {},
  ) {
    // A refusal (4xx) is an answer, not a fault: no stack trace captured, which is most of what
    // a refused request costs (docs/decisions/0036). Server-side failures keep theirs.
    const traceLimit = Error.stackTraceLimit;
    if (statusCode < 500) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = traceLimit;
  }

  /**
   * The catalogue's message this error says (issue 29), if it was made with `ApiError.say`: the
   * answer is then in the request's language (server/plugins/errors.ts); `message` stays en-GB
   * for logs.
   */
  messageId?: MessageId;
  messageValues?: MessageValues;

  /** An error whose message comes from the catalogue, in each request's language. */
  static say(statusCode: number, code: ErrorCode, id: MessageId, values?: MessageValues, extra: ErrorExtra = {}): ApiError {
    const err = new ApiError(statusCode, code, translator(null)(id, values), extra);
    err.messageId = id;
    err.messageValues = values;
    return err;
  }

  /** The input this error is about, if it is about one. */
  get field(): string | undefined {
    return this.extra.field;
  }
}

export const badRequest = (code: ErrorCode, message: string, field?: string) => new ApiError(400, code, message, field ? { field } : {});
// Without a message of their own, these say the catalogue's, in the request's language.
export const unauthorized = (message?: string) => (message === undefined ? ApiError.say(401, 'unauthorized', 'errors.signIn') : new ApiError(401, 'unauthorized', message));
export const forbidden = (message?: string) => (message === undefined ? ApiError.say(403, 'forbidden', 'errors.forbidden') : new ApiError(403, 'forbidden', message));
export const notFound = (message?: string) => (message === undefined ? ApiError.say(404, 'not_found', 'errors.notFound') : new ApiError(404, 'not_found', message));
export const conflict = (code: ErrorCode, message: string) => new ApiError(409, code, message);
