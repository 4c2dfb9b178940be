import { AuthClient } from '@supabase/auth-js';

/**
 * The unmodified GoTrue client speaking to our /auth/v1. Automatic refresh is off: the
 * session provider refreshes on the spec's schedule (under 10 minutes left, checked every 60 s
 * and when the tab becomes visible). detectSessionInUrl picks up password-reset links.
 */
export const authClient = new AuthClient({
  url: `${window.location.origin}/auth/v1`,
  storageKey: 'cc-auth',
  autoRefreshToken: false,
  persistSession: true,
  detectSessionInUrl: true,
  flowType: 'implicit',
});
