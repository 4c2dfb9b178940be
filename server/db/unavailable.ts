// Errors that mean "PostgreSQL cannot be reached right now", not "this request is wrong":
// they become 503 database_unavailable with Retry-After (plugins/errors.ts) instead of a 500.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// SQLSTATE class 08 (connection exception), 57P01–57P03 (shutting down, crashed, starting up),
// 53300 (too many connections).
const SQLSTATES = /^(08\d{3}|57P0[123]|53300)$/;
const MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection due to|Client was closed/i;

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
export const DATABASE_RETRY_AFTER_S = 5;

export function isDatabaseUnavailable(err: unknown): boolean {
  // drizzle wraps the driver's error in `cause`; follow the chain a few levels.
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
  }
  return false;
}
