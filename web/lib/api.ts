import { loadAuthClient, mayHaveSession } from './auth-client';
import { networkStatus } from './network-status';
import { recordAnswer } from './saved-data';
import { endLocalSession, recoverSession, sessionEndOf, sessionEndedMessage, suspendedMessage } from './session-end';
import { t } from './i18n';

/** An API error as the server sends it: { error, message, field? } with the HTTP status. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The input the error is about, when the server names one (forms show it there). */
    readonly field: string | null = null,
  ) {
    super(message);
  }
}

/** The session's access token; a session auth-js found ended while reading it is let go here. */
export async function accessToken(): Promise<string | null> {
  // A visitor with no stored session sends no token and loads no auth client.
  if (!mayHaveSession()) return null;
  const { data, error } = await (await loadAuthClient()).getSession();
  if (!data.session) {
    const end = sessionEndOf(error);
    if (end) await endLocalSession(end);
  }
  return data.session?.access_token ?? null;
}

const notConfirmedListeners = new Set<() => void>();
/**
 * Runs `listener` whenever the server refuses a request because this account's address is not
 * confirmed yet (403 email_not_confirmed, issue 24), so the shell can say why and offer Resend.
 */
export function onEmailNotConfirmed(listener: () => void): () => void {
  notConfirmedListeners.add(listener);
  return () => notConfirmedListeners.delete(listener);
}

/**
 * The one sentence for a request that never reached the server (issue 27): the browser's own
 * words ("Failed to fetch", "Load failed", "NetworkError when attempting…") differ by browser and
 * mean nothing to a member. Every request of the app goes through send() below, the one place
 * that turns a network failure into this.
 */
export const offlineMessage = () => t('common.offlineNeedsConnection');

/** A request that got no answer at all (offline, or the connection dropped). A TypeError, as fetch's own is. */
export class OfflineError extends TypeError {
  constructor(cause?: unknown) {
    super(offlineMessage(), { cause });
    this.name = 'OfflineError';
  }
}
export const isOffline = (err: unknown): err is OfflineError => err instanceof OfflineError;

/**
 * A query's retry rule: once more for a server fault, never for an answer (4xx) and never while
 * offline (react-query would pause that retry until the network returns, leaving "Loading…").
 */
export function retryServerFaults(failures: number, err: Error): boolean {
  const e: unknown = err;
  if (isOffline(e) || (e instanceof ApiRequestError && e.status < 500)) return false;
  return failures < 1;
}

/**
 * A failed action's toast: offline says so (and that nothing changed); anything else gives the
 * server's message under `title`.
 */
export const failureToast = (err: unknown, title = t('common.somethingWentWrong')) =>
  isOffline(err)
    ? { type: 'error' as const, title: offlineMessage(), message: t('common.nothingChangedOffline') }
    : { type: 'error' as const, title, message: err instanceof Error ? err.message : t('common.pleaseTryAgain') };

type Options = { method?: string; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> };

/**
 * JSON request to our API with the session's Bearer token; failures feed the network banner.
 * A 401 for a token we sent gets one refresh and one retry; when the refresh fails the session
 * is removed (issue 9: the browser follows the server). A suspended account is signed out too.
 */
export async function api<T>(path: string, opts: Options = {}): Promise<T> {
  const token = await accessToken();
  let res = await send(path, opts, token);
  if (res.status === 401 && token) {
    const next = await recoverSession(token).catch(() => undefined);
    if (next) {
      res = await send(path, opts, next);
      // A fresh token refused as well: the server does not know this session any more.
      if (res.status === 401) await endLocalSession({ reason: 'ended', message: sessionEndedMessage() });
    } else if (next === null) {
      throw new ApiRequestError(401, 'session_not_found', sessionEndedMessage());
    }
  }
  const text = await res.text();
  const data = text ? safeJson(text) : null;
  if (!res.ok) {
    const body = (data ?? {}) as { error?: string; message?: string; field?: string };
    if (res.status === 403 && body.error === 'user_suspended' && token) {
      await endLocalSession({ reason: 'suspended', message: body.message || suspendedMessage() });
    }
    if (res.status === 403 && body.error === 'email_not_confirmed') for (const listener of notConfirmedListeners) listener();
    throw new ApiRequestError(res.status, body.error ?? 'http_error', body.message ?? t('common.pleaseTryAgain'), typeof body.field === 'string' ? body.field : null);
  }
  return data as T;
}

async function send(path: string, opts: Options, token: string | null): Promise<Response> {
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
    if ((err as Error).name === 'AbortError') throw err;
    networkStatus.recordFailure();
    throw new OfflineError(err);
  }
  // 4xx (a signed-out or refused request included) is an answer, not a connection problem.
  if (res.status >= 500) networkStatus.recordFailure();
  else networkStatus.recordSuccess();
  recordAnswer(path, res);
  return res;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
