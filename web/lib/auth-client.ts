import type { GoTrueClient } from '@supabase/auth-js';

/** Where auth-js keeps the session in localStorage (also read by session-end.ts). */
export const AUTH_STORAGE_KEY = 'cc-auth';

/**
 * What an emailed link put in the address fragment when the app opened (read before auth-js
 * takes the session out of it and clears it): the link's type ('signup', 'recovery') on
 * success, or GoTrue's error_description when the link was invalid or expired.
 */
export const openedFromLink: { type: string | null; error: string | null; present: boolean } = (() => {
  if (typeof window === 'undefined') return { type: null, error: null, present: false };
  const hash = new URLSearchParams(window.location.hash.slice(1));
  const present = hash.has('access_token') || hash.has('error') || hash.has('error_description');
  return { type: hash.get('access_token') ? hash.get('type') : null, error: hash.get('error_description'), present };
})();

/**
 * True when this browser may hold a session: auth-js has one stored, or the app was opened from
 * an emailed link carrying one. A visitor with neither never downloads auth-js (issue 13: about
 * a fifth of the first load); storage that cannot be read counts as "maybe".
 */
export function mayHaveSession(): boolean {
  if (openedFromLink.present) return true;
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return true;
  }
}

let client: Promise<GoTrueClient> | null = null;
const loadedListeners: ((client: GoTrueClient) => void)[] = [];

/**
 * Runs `listener` with the auth client once something has loaded it (at once if it already
 * has), without loading it: a visitor's page does not download and start auth-js just to listen
 * for a sign-in that loading it for the sign-in would announce anyway (issue 13).
 */
export function whenAuthClientLoaded(listener: (client: GoTrueClient) => void): void {
  if (client) void client.then(listener);
  else loadedListeners.push(listener);
}

/**
 * The unmodified GoTrue client speaking to our /auth/v1, loaded on first use. Automatic refresh
 * is off: the session provider refreshes on the product's schedule (docs/product.md §4) (under
 * 10 minutes left, checked every 60 s and when the tab becomes visible). detectSessionInUrl
 * picks up password-reset and email-confirmation links.
 */
export function loadAuthClient(): Promise<GoTrueClient> {
  client ??= import('@supabase/auth-js').then(
    ({ AuthClient }) =>
      new AuthClient({
        url: `${window.location.origin}/auth/v1`,
        storageKey: AUTH_STORAGE_KEY,
        autoRefreshToken: false,
        persistSession: true,
        detectSessionInUrl: true,
        flowType: 'implicit',
      }),
  ).then((loaded) => {
    // Before anyone who asked for the client uses it (a sign-in's SIGNED_IN must reach them).
    for (const listener of loadedListeners.splice(0)) listener(loaded);
    return loaded;
  });
  return client;
}
