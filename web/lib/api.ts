import { authClient } from './auth-client';
import { networkStatus } from './network-status';

/** An API error as the server sends it: { error, message } with the HTTP status. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function accessToken(): Promise<string | null> {
  const { data } = await authClient.getSession();
  return data.session?.access_token ?? null;
}

type Options = { method?: string; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> };

/** JSON request to our API with the session's Bearer token; failures feed the network banner. */
export async function api<T>(path: string, opts: Options = {}): Promise<T> {
  const token = await accessToken();
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(path, {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name !== 'AbortError') networkStatus.recordFailure();
    throw err;
  }
  if (res.status >= 500) networkStatus.recordFailure();
  else networkStatus.recordSuccess();
  const text = await res.text();
  const data = text ? safeJson(text) : null;
  if (!res.ok) {
    const body = (data ?? {}) as { error?: string; message?: string };
    throw new ApiRequestError(res.status, body.error ?? 'http_error', body.message ?? `Request failed (${res.status})`);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
