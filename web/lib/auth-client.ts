import { AuthClient } from '@supabase/auth-js';

/**
 * What an emailed link put in the address fragment when the app opened (read before auth-js
 * takes the session out of it and clears it): the link's type ('signup', 'recovery') on
 * success, or GoTrue's error_description when the link was invalid or expired.
 */
export const openedFromLink: { type: string | null; error: string | null } = (() => {
  if (typeof window === 'undefined') return { type: null, error: null };
  const hash = new URLSearchParams(window.location.hash.slice(1));
  return { type: hash.get('access_token') ? hash.get('type') : null, error: hash.get('error_description') };
})();

/**
 * The unmodified GoTrue client speaking to our /auth/v1. Automatic refresh is off: the
 * session provider refreshes on the product's schedule (docs/product.md §4) (under 10 minutes left, checked every 60 s
 * and when the tab becomes visible). detectSessionInUrl picks up password-reset and
 * email-confirmation links.
 */
export const authClient = new AuthClient({
  url: `${window.location.origin}/auth/v1`,
  storageKey: 'cc-auth',
  autoRefreshToken: false,
  persistSession: true,
  detectSessionInUrl: true,
  flowType: 'implicit',
});
