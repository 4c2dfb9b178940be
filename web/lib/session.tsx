import type { Session } from '@supabase/auth-js';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  MIN_PASSWORD_LENGTH,
  PROFILE_FETCH_TIMEOUT_MS,
  PROFILE_REFETCH_MIN_GAP_MS,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_REFRESH_MARGIN_S,
} from '../../contracts/constants';
import type { CachedProfile } from '../../contracts/profile';
import type { Role } from '../../contracts/roles';
import { authClient } from './auth-client';
import { fetchProfile, readCachedProfile, writeCachedProfile } from './profile-loader';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export type SessionValue = {
  status: SessionStatus;
  session: Session | null;
  profile: CachedProfile | null;
  /** True until the profile has loaded, failed, or 10 s have passed. */
  profileLoading: boolean;
  role: Role | null;
  isAdmin: boolean;
  /** Set when the app was opened from a password-reset link. */
  recovery: boolean;
  signIn: (email: string, password: string) => Promise<{ error: string | null }>;
  signUp: (name: string, email: string, password: string) => Promise<{ error: string | null }>;
  /** Global scope by default (spec §7); 'local' signs out this device only. */
  signOut: (opts?: { scope?: 'global' | 'local'; redirectTo?: string }) => Promise<void>;
  requestPasswordReset: (email: string) => Promise<{ error: string | null }>;
  /** Spec §5: under 8 characters or no session fails quietly with false. */
  updatePassword: (password: string) => Promise<boolean>;
  refreshProfile: (force?: boolean) => Promise<void>;
};

const SessionContext = createContext<SessionValue | null>(null);
const SIGN_OUT_DELAY_MS = 400;

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<SessionStatus>('loading');
  const [session, setSession] = useState<Session | null>(null);
  const [profile, setProfile] = useState<CachedProfile | null>(null);
  const [profileLoading, setProfileLoading] = useState(false);
  const [recovery, setRecovery] = useState(false);
  const lastAttempt = useRef(0);

  const loadProfile = useCallback(async (userId: string, force = false) => {
    const cached = readCachedProfile(userId);
    if (cached && !force) {
      setProfile(cached);
      return;
    }
    if (!force && Date.now() - lastAttempt.current < PROFILE_REFETCH_MIN_GAP_MS) return;
    lastAttempt.current = Date.now();
    setProfileLoading(true);
    // Loading ends on load, on error, or after 10 s, whichever comes first.
    const timeout = setTimeout(() => setProfileLoading(false), PROFILE_FETCH_TIMEOUT_MS);
    const result = await fetchProfile();
    clearTimeout(timeout);
    if (result.kind === 'loaded') {
      setProfile(result.profile);
      writeCachedProfile(result.profile);
    }
    // 'missing' or 'failed': keep the previous profile (spec §8).
    setProfileLoading(false);
  }, []);

  const applySession = useCallback(
    (next: Session | null) => {
      setSession(next);
      setStatus(next ? 'signedIn' : 'signedOut');
      if (next) void loadProfile(next.user.id);
      else {
        setProfile(null);
        writeCachedProfile(null);
      }
    },
    [loadProfile],
  );

  useEffect(() => {
    let active = true;
    const { data } = authClient.onAuthStateChange((event, next) => {
      if (!active) return;
      if (event === 'PASSWORD_RECOVERY') setRecovery(true);
      if (event === 'INITIAL_SESSION') return; // handled by getSession below
      // Defer: auth-js holds a lock while notifying; calling back into it here would wait on it.
      setTimeout(() => applySession(next), 0);
    });
    authClient.getSession().then(({ data: { session: s } }) => active && applySession(s));
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [applySession]);

  // Refresh when under 10 minutes remain; checked every minute and when the tab becomes visible.
  useEffect(() => {
    const check = async () => {
      const { data } = await authClient.getSession();
      const s = data.session;
      if (!s?.expires_at) return;
      if (s.expires_at - Date.now() / 1000 < SESSION_REFRESH_MARGIN_S) await authClient.refreshSession();
    };
    const onVisible = () => document.visibilityState === 'visible' && void check();
    const timer = setInterval(check, SESSION_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  const value = useMemo<SessionValue>(
    () => ({
      status,
      session,
      profile,
      profileLoading,
      role: profile?.role ?? null,
      isAdmin: profile?.isAdmin ?? false,
      recovery,
      async signIn(email, password) {
        const { error } = await authClient.signInWithPassword({ email: email.trim().toLowerCase(), password: password.trim() });
        return { error: error?.message ?? null };
      },
      async signUp(name, email, password) {
        const { error } = await authClient.signUp({
          email: email.trim().toLowerCase(),
          password: password.trim(),
          options: { data: { name: name.trim() } },
        });
        return { error: error?.message ?? null };
      },
      async signOut(opts) {
        // auth-js ignores 404/401/403 from the server and clears the local session regardless.
        await authClient.signOut({ scope: opts?.scope ?? 'global' });
        writeCachedProfile(null);
        setTimeout(() => window.location.assign(opts?.redirectTo ?? '/'), SIGN_OUT_DELAY_MS);
      },
      async requestPasswordReset(email) {
        const { error } = await authClient.resetPasswordForEmail(email.trim().toLowerCase(), {
          redirectTo: `${window.location.origin}/reset-password`,
        });
        return { error: error?.message ?? null };
      },
      async updatePassword(password) {
        const trimmed = password.trim();
        if (trimmed.length < MIN_PASSWORD_LENGTH || !session) return false;
        const { error } = await authClient.updateUser({ password: trimmed });
        if (!error) setRecovery(false);
        return !error;
      },
      refreshProfile: async (force = true) => {
        if (session) await loadProfile(session.user.id, force);
      },
    }),
    [status, session, profile, profileLoading, recovery, loadProfile],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used within SessionProvider');
  return value;
}
