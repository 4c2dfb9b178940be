import type { GoTrueClient } from '@supabase/auth-js';

/** Where auth-js keeps the session in localStorage (also read by session-end.ts). */
export const AUTH_STORAGE_KEY = 'cc-auth';

/** The account an emailed link signs in, held back while another one is signed in here. */
export type HeldLink = { type: string; current: { id: string; email: string }; next: { id: string; email: string }; fragment: string; accessToken: string };

const claimsOf = (token: string | null | undefined): { sub?: string; email?: string } | null => {
  try {
    const bytes = Uint8Array.from(atob(token!.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as { sub?: string; email?: string };
  } catch {
    return null;
  }
};

/**
 * Issue 24: opening someone else's emailed link (confirmation or reset) while signed in here
 * must not silently switch this browser to their account. When the link's account differs from
 * the stored one, its session is taken out of the address before auth-js can see it, and held
 * until the member chooses (web/features/auth/switch-account-dialog.tsx). Runs first, on load.
 */
export const heldLink: HeldLink | null = (() => {
  if (typeof window === 'undefined') return null;
  const fragment = window.location.hash.slice(1);
  const hash = new URLSearchParams(fragment);
  const next = claimsOf(hash.get('access_token'));
  if (!next?.sub) return null;
  type Stored = { user?: { id?: string; email?: string } } | null;
  let stored: Stored;
  try {
    stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as Stored;
  } catch {
    return null;
  }
  const current = stored?.user?.id ? { id: stored.user.id, email: stored.user.email ?? '' } : null;
  if (!current || current.id === next.sub) return null;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return { type: hash.get('type') ?? 'signup', current, next: { id: next.sub, email: next.email ?? '' }, fragment, accessToken: hash.get('access_token')! };
})();

/**
 * What an emailed link put in the address fragment when the app opened (read before auth-js
 * takes the session out of it and clears it): the link's type ('signup', 'recovery') on
 * success, or GoTrue's error_description when the link was invalid or expired.
 */
export const openedFromLink: { type: string | null; error: string | null; errorCode: string | null; present: boolean } = (() => {
  if (typeof window === 'undefined') return { type: null, error: null, errorCode: null, present: false };
  const hash = new URLSearchParams(window.location.hash.slice(1));
  const present = hash.has('access_token') || hash.has('error') || hash.has('error_description');
  // errorCode: e.g. 'identity_not_linkable' when "Continue with …" was refused (issue 28).
  return { type: hash.get('access_token') ? hash.get('type') : null, error: hash.get('error_description'), errorCode: hash.get('error_code'), present };
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
type AuthJs = typeof import('@supabase/auth-js');
let authJs: AuthJs | null = null;

/**
 * auth-js itself once the client has loaded, for its error checks (isAuthApiError, …); null
 * before, when no auth error can exist yet (they come from the client). Its error module
 * imported on its own was in every visitor's first load (issue 29's budget).
 */
export const loadedAuthJs = (): AuthJs | null => authJs;
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
    (loadedModule) =>
      new (authJs = loadedModule).AuthClient({
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
