import { api, ApiRequestError } from './api';

/**
 * Calls one of the server's functions (docs/product.md §10): POST /functions/v1/{name} with a JSON body and
 * the session's Bearer token. Resolves with the JSON response; rejects with ApiRequestError for
 * a non-2xx answer, or the fetch error when the request never got an answer.
 */
export function invokeFunction<T>(name: string, body: unknown, opts: { signal?: AbortSignal } = {}): Promise<T> {
  return api<T>(`/functions/v1/${encodeURIComponent(name)}`, { body: body ?? {}, signal: opts.signal });
}

/** The error text the server sent (its `message`), or null when there was none to read. */
export function serverErrorText(err: unknown): string | null {
  if (err instanceof ApiRequestError && err.code !== 'http_error' && err.message) return err.message;
  return null;
}

/** True when the server answered at all (with an error status), false for network failures. */
export const gotResponse = (err: unknown): err is ApiRequestError => err instanceof ApiRequestError;

/** A 5xx answer or no answer at all: worth trying again. */
export function isRetryable(err: unknown): boolean {
  if (err instanceof ApiRequestError) return err.status >= 500;
  return !(err instanceof DOMException && err.name === 'AbortError');
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `call`, retrying after each of `delaysMs` while the failure is retryable. */
export async function withRetries<T>(call: () => Promise<T>, delaysMs: readonly number[]): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      if (attempt >= delaysMs.length || !isRetryable(err)) throw err;
      await sleep(delaysMs[attempt]);
    }
  }
}
