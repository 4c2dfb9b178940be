import { AUTH_STORAGE_KEY, loadAuthClient, loadedAuthJs } from './auth-client';
import { forgetSavedData } from './saved-data';
import { t } from './i18n';

/**
 * The browser follows the server (issue 9): a session the server has ended (sign-out
 * everywhere, a password change elsewhere, expiry) or a suspended account is removed here too,
 * once, and the app is told why so it can say so ('Signed out' and a toast), instead of
 * staying "signed in" with every request failing.
 */
export type SessionEndReason = 'ended' | 'suspended';
export type SessionEnd = { reason: SessionEndReason; message: string };

export const sessionEndedMessage = () => t('session.signedOutHere');
export const suspendedMessage = () => t('session.suspendedText');

/** Refresh answers that mean the session is gone for good (GoTrue codes our server sends). */
const ENDED_CODES = new Set(['refresh_token_not_found', 'refresh_token_already_used', 'session_not_found', 'session_expired', 'user_not_found']);

/**
 * Why a failed refresh (or other auth call) means the session is over, or null when it does
 * not: network failures and 5xx answers (auth-js's retryable errors) keep the session.
 */
export function sessionEndOf(error: unknown): SessionEnd | null {
  if (!error) return null;
  // An auth error comes from the auth client, so auth-js has loaded (web/lib/auth-client.ts).
  const auth = loadedAuthJs();
  if (!auth?.isAuthError(error) || auth.isAuthRetryableFetchError(error)) return null;
  if (error.code === 'user_suspended') return { reason: 'suspended', message: error.message || suspendedMessage() };
  if (auth.isAuthSessionMissingError(error)) return { reason: 'ended', message: sessionEndedMessage() };
  if (auth.isAuthApiError(error) && error.code && ENDED_CODES.has(error.code)) return { reason: 'ended', message: sessionEndedMessage() };
  return null;
}

type Listener = (end: SessionEnd) => void;
const listeners = new Set<Listener>();

/** Called once for every session the server ended (not for a sign-out the member chose). */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

let ending: Promise<void> | null = null;

/**
 * Forgets the session on this device without asking the server (which no longer knows it):
 * the stored session is removed first, so auth-js's local sign-out sends no request and only
 * announces SIGNED_OUT (to this tab and, through its broadcast channel, the others).
 */
export function endLocalSession(end: SessionEnd): Promise<void> {
  ending ??= (async () => {
    try {
      for (const suffix of ['', '-user', '-code-verifier']) localStorage.removeItem(AUTH_STORAGE_KEY + suffix);
    } catch {
      // storage blocked: auth-js's own removal below still runs
    }
    await (await loadAuthClient()).signOut({ scope: 'local' }).catch(() => undefined);
    await forgetSavedData();
    for (const listener of [...listeners]) listener(end);
  })().finally(() => {
    ending = null;
  });
  return ending;
}

let recovering: Promise<string | null> | null = null;

/**
 * The API refused `failedToken` (401). Tries ONE refresh, shared by every request that failed
 * at the same moment. Resolves with the access token to retry with, or null when the session
 * has ended (it is then removed and announced). Rejects on a network failure, keeping the
 * session: a connection problem is not a sign-out.
 */
export function recoverSession(failedToken: string): Promise<string | null> {
  recovering ??= refreshOnce(failedToken).finally(() => {
    recovering = null;
  });
  return recovering;
}

async function refreshOnce(failedToken: string): Promise<string | null> {
  const authClient = await loadAuthClient();
  const { data, error: readError } = await authClient.getSession();
  const current = data.session;
  if (!current) {
    // auth-js may already have tried (an expired token is refreshed on read) and given up.
    const end = sessionEndOf(readError);
    if (end) await endLocalSession(end);
    return null;
  }
  // Another request (or tab) refreshed meanwhile: retry with the new token.
  if (current.access_token !== failedToken) return current.access_token;
  const { data: refreshed, error } = await authClient.refreshSession();
  if (refreshed.session) return refreshed.session.access_token;
  const auth = loadedAuthJs();
  if (auth?.isAuthRefreshDiscardedError(error)) {
    // Another tab refreshed or signed out while we asked: what is stored now is the answer.
    const { data: now } = await authClient.getSession();
    return now.session?.access_token ?? null;
  }
  const end = sessionEndOf(error) ?? (auth?.isAuthRetryableFetchError(error) ? null : { reason: 'ended' as const, message: sessionEndedMessage() });
  if (!end) throw error;
  await endLocalSession(end);
  return null;
}
