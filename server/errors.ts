import type { ErrorCode } from '../contracts/errors';
import type { MessageId, MessageValues, Translate } from '../contracts/i18n/messages';
import { isMessageId, translator } from './i18n/translate';

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

  /** An error this one's message quotes as {error} (a series' occurrence: "The occurrence on …: …"). */
  inner?: ApiError;

  /** This error, quoting `inner`'s message as its {error}. */
  within(inner: ApiError): this {
    this.inner = inner;
    this.message = translator(null)(this.messageId!, { ...this.messageValues, error: inner.message });
    return this;
  }

  /** The message in `t`'s language: the catalogue's when it has an id, else as written. */
  messageIn(t: Translate): string {
    if (!this.messageId) return this.message;
    return t(this.messageId, this.inner ? { ...this.messageValues, error: this.inner.messageIn(t) } : this.messageValues);
  }

  /** The input this error is about, if it is about one. */
  get field(): string | undefined {
    return this.extra.field;
  }
}

/**
 * An error with `message`: a catalogue id (issue 29) says its message in the request's language
 * (`ApiError.say`); other text is sent as written.
 */
const withMessage = (status: number, code: ErrorCode, message: string, extra: ErrorExtra = {}) =>
  isMessageId(message) ? ApiError.say(status, code, message, undefined, extra) : new ApiError(status, code, message, extra);

export const badRequest = (code: ErrorCode, message: string, field?: string) => withMessage(400, code, message, field ? { field } : {});
// Without a message of their own, these say the catalogue's, in the request's language.
export const unauthorized = (message?: string) => withMessage(401, 'unauthorized', message ?? 'errors.signIn');
export const forbidden = (message?: string) => withMessage(403, 'forbidden', message ?? 'errors.forbidden');
export const notFound = (message?: string) => withMessage(404, 'not_found', message ?? 'errors.notFound');
export const conflict = (code: ErrorCode, message: string) => withMessage(409, code, message);
