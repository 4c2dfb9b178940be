import type { ErrorCode } from '../contracts/errors';

// Every API error leaves the server as JSON { error: code, message } with the right status.
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    // A refusal (4xx) is an answer, not a fault: no stack trace captured, which is most of what
    // a refused request costs (docs/decisions/0036). Server-side failures keep theirs.
    const traceLimit = Error.stackTraceLimit;
    if (statusCode < 500) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = traceLimit;
  }
}

export const badRequest = (code: ErrorCode, message: string) => new ApiError(400, code, message);
export const unauthorized = (message = 'Sign in to continue.') => new ApiError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do that.') => new ApiError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new ApiError(404, 'not_found', message);
export const conflict = (code: ErrorCode, message: string) => new ApiError(409, code, message);
