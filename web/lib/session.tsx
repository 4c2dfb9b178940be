import type { Provider, Session } from '@supabase/auth-js';
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
import { useToast } from '../components/ui/toast';
import { AUTH_STORAGE_KEY, loadAuthClient, loadedAuthJs, mayHaveSession, openedFromLink } from './auth-client';
import { onServer } from './on-server';
import { forgetSavedData } from './saved-data';
import { fetchProfile, readCachedProfile, writeCachedProfile } from './profile-loader';
import { endLocalSession, onSessionEnded, sessionEndOf, type SessionEnd } from './session-end';
import { adoptMemberLocale, t } from './i18n';

/** An auth failure the forms can act on: the server's code and its message. */
export type AuthFailure = { code: string | null; message: string };
export type SignUpResult =
  | { kind: 'signedIn' }
  /** Signed up, but signing in with that password failed: maybe the address was taken. */
  | { kind: 'checkInbox' }
  | { kind: 'failed'; error: AuthFailure };

const failure = (error: { code?: string; message: string }): AuthFailure => ({
  code: loadedAuthJs()?.isAuthWeakPasswordError(error) ? 'weak_password' : (error.code ?? null), // from the loaded client
  message: error.message,
});

/** docs/product.md §8's title for a refused new password; the message is the server's (or the length rule). */
export const weakPasswordTitle = () => t('session.weakPassword');
/** The English title, for a file not yet converted to the catalogues (scripts/i18n/not-yet-converted.ts); use weakPasswordTitle(). */
export const WEAK_PASSWORD_TITLE = 'Weak Password';
export const confirmedToast = () => ({ title: t('session.emailConfirmed'), message: t('session.emailConfirmedText') });

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export type SessionValue = {
  status: SessionStatus;
  session: Session | null;
  profile: CachedProfile | null;
  /** True until the profile has loaded, failed, or 10 s have passed. */
  profileLoading: boolean;
  /** The last profile request failed (not merely skipped or pending): the status line says so. */
  profileFailed: boolean;
  role: Role | null;
  isAdmin: boolean;
  /** Set when the app was opened from a password-reset link. */
  recovery: boolean;
  /** True from Sign Out until the page the member goes to has loaded (guards wait, no flash of /login). */
  signingOut: boolean;
  signIn: (email: string, password: string) => Promise<{ error: string | null }>;
  /** Sign-up answers alike for new and taken addresses, so it is followed by a sign-in. */
  /** `returnTo`: a same-site path the emailed confirmation link leads back to (issue 27). */
  signUp: (name: string, email: string, password: string, returnTo?: string) => Promise<SignUpResult>;
  /** Global scope by default (docs/product.md §10); 'local' signs out this device only. */
  signOut: (opts?: { scope?: 'global' | 'local'; redirectTo?: string }) => Promise<void>;
  requestPasswordReset: (email: string) => Promise<{ error: string | null }>;
  /** docs/product.md §5: under 8 characters or no session fails quietly with false. */
  updatePassword: (password: string) => Promise<boolean>;
  /** Sets a new password; the current one (or an emailed code, `nonce`) is required except in the recovery flow. */
  changePassword: (password: string, currentPassword?: string, nonce?: string) => Promise<{ error: AuthFailure | null }>;
  /** False for an account made by a sign-in code or a provider until its owner sets a password (issue 28). */
  hasPassword: boolean;
  /** "Email me a sign-in code": the same answer for every address (issue 28). */
  requestSignInCode: (email: string, name?: string) => Promise<{ error: AuthFailure | null }>;
  /** Sends the browser to the provider to link it to this account (Settings → Security). */
  linkProvider: (provider: string) => Promise<{ error: AuthFailure | null }>;
  /** Signs in (or up) with the 6-digit code from the email. */
  verifySignInCode: (email: string, code: string) => Promise<{ error: AuthFailure | null }>;
  /** Emails the signed-in member a code that stands in for their password (GoTrue reauthenticate). */
  requestConfirmationCode: () => Promise<{ error: AuthFailure | null }>;
  /** True while signed in with an address not yet confirmed (issue 9). */
  emailUnconfirmed: boolean;
  /** Sends the confirmation email again. */
  resendConfirmation: () => Promise<{ error: AuthFailure | null }>;
  /** Asks the server whether the address was confirmed elsewhere and takes the news in. */
  recheckConfirmation: () => Promise<void>;
  refreshProfile: (force?: boolean) => Promise<void>;
};

const SessionContext = createContext<SessionValue | null>(null);
/** Why the server sent the browser back from a provider without a session (server/auth/oidc/routes.ts). */
const PROVIDER_REFUSALS = new Set(['identity_not_linkable', 'provider_sign_in_failed', 'user_suspended']);
/** A provider that could not be linked from Settings → Security (decision 0060). */
const LINK_REFUSALS = new Set(['identity_already_exists', 'link_failed']);
/** The emailed link the app was opened from is announced once per page load. */
let linkAnnounced = false;
const SIGN_OUT_DELAY_MS = 400;

export function SessionProvider({ children }: { children: ReactNode }) {
  // A browser with no session to find is signed out from the first render (and so is the server's
  // render, docs/decisions/0031): public pages show at once, not after a loading outline.
  const [status, setStatus] = useState<SessionStatus>(() => (onServer || !mayHaveSession() ? 'signedOut' : 'loading'));
  const [signingOut, setSigningOut] = useState(false);
  const [session, setSession] = useState<Session | null>(null);
  const [profile, setProfile] = useState<CachedProfile | null>(null);
  const [profileLoading, setProfileLoading] = useState(false);
  const [profileFailed, setProfileFailed] = useState(false);
  const [recovery, setRecovery] = useState(false);
  const lastAttempt = useRef(0);
  const { toast } = useToast();

  // The session this page last knew: undefined until known, null signed out. From null to a
  // session is a sign-in on this page (the member's language then wins, adoptMemberLocale).
  const known = useRef<Session | null | undefined>(undefined);

  const loadProfile = useCallback(async (userId: string, force = false, signedInHere = false) => {
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
      adoptMemberLocale(result.locale, { signedInHere });
    }
    setProfileFailed(result.kind !== 'loaded');
    // 'missing' or 'failed': keep the previous profile (docs/product.md §8).
    setProfileLoading(false);
  }, []);

  const applySession = useCallback(
    (next: Session | null) => {
      const signedInHere = known.current === null && next !== null;
      known.current = next;
      setSession(next);
      setStatus(next ? 'signedIn' : 'signedOut');
      if (next) void loadProfile(next.user.id, false, signedInHere);
      else {
        setProfile(null);
        writeCachedProfile(null);
      }
    },
    [loadProfile],
  );

  // auth-js is loaded only when this browser may hold a session (or is about to get one): a
  // visitor's first page does not wait for it (issue 13). `connect` subscribes once.
  const connectRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    let active = true;
    let started = false;
    let unsubscribe = () => {};
    const connect = () => {
      if (started) return;
      started = true;
      void loadAuthClient().then((authClient) => {
        if (!active) return;
        const { data } = authClient.onAuthStateChange((event, next) => {
          if (!active) return;
          if (event === 'PASSWORD_RECOVERY') setRecovery(true);
          if (event === 'INITIAL_SESSION') return; // handled by getSession below
          // Defer: auth-js holds a lock while notifying; calling back into it here would wait on it.
          setTimeout(() => applySession(next), 0);
        });
        unsubscribe = () => data.subscription.unsubscribe();
        authClient.getSession().then(({ data: { session: s }, error }) => {
          if (!active) return;
          applySession(s);
          // The stored session was refused on opening the app (ended or suspended meanwhile).
          const end = !s && sessionEndOf(error);
          if (end) void endLocalSession(end);
        });
      });
    };
    connectRef.current = connect;
    if (mayHaveSession()) connect();
    else applySession(null);
    // Signed in in another tab while this one has not loaded auth-js yet.
    const onStorage = (e: StorageEvent) => e.key === AUTH_STORAGE_KEY && connect();
    window.addEventListener('storage', onStorage);
    return () => {
      active = false;
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, [applySession]);

  // The server ended this session (sign-out everywhere, password changed elsewhere, suspension).
  useEffect(
    () =>
      onSessionEnded((end: SessionEnd) => {
        applySession(null);
        toast(
          end.reason === 'suspended'
            ? { type: 'error', title: t('session.accountSuspended'), message: end.message, duration: 10_000 }
            : { type: 'warning', title: end.message, message: t('session.signInAgain'), duration: 8_000 },
        );
      }),
    [applySession, toast],
  );

  // Opened from an emailed link: a confirmation says so; a dead link says why and leaves the
  // address clean (a reset link's error is shown by the reset page itself).
  useEffect(() => {
    if (linkAnnounced) return;
    linkAnnounced = true;
    if (openedFromLink.type === 'signup') {
      void loadAuthClient().then((authClient) => authClient.getSession()).then(({ data: { session: s } }) => {
        if (s) toast({ type: 'success', ...confirmedToast() });
        // auth-js empties the fragment but leaves its '#'.
        if (window.location.href.endsWith('#')) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      });
    } else if (openedFromLink.error && window.location.pathname !== '/reset-password') {
      // A refused "Continue with …" comes back the same way, with its own reason (issue 28).
      const code = openedFromLink.errorCode ?? '';
      const title = t(LINK_REFUSALS.has(code) ? 'session.notLinked' : PROVIDER_REFUSALS.has(code) ? 'session.signInNotCompleted' : 'session.linkNotValid');
      toast({ type: 'error', title, message: openedFromLink.error, duration: 10_000 });
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }
  }, [toast]);

  // Refresh when under 10 minutes remain; checked every minute and when the tab becomes visible.
  useEffect(() => {
    const check = async () => {
      if (!mayHaveSession()) return;
      const authClient = await loadAuthClient();
      const { data, error: readError } = await authClient.getSession();
      const s = data.session;
      // Reading an expired session refreshes it; a refusal there ends it as below.
      const refused = !s && sessionEndOf(readError);
      if (refused) return void (await endLocalSession(refused));
      if (!s?.expires_at) return;
      if (s.expires_at - Date.now() / 1000 >= SESSION_REFRESH_MARGIN_S) return;
      const { error } = await authClient.refreshSession();
      // A refresh token the server no longer knows (or a suspension) ends the session here too.
      const end = sessionEndOf(error);
      if (end) await endLocalSession(end);
    };
    const onVisible = () => document.visibilityState === 'visible' && void check();
    const timer = setInterval(check, SESSION_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  const value = useMemo<SessionValue>(() => {
    // The auth client, listened to before it is used (a sign-in's SIGNED_IN must reach us).
    const auth = () => {
      connectRef.current();
      return loadAuthClient();
    };
    const changePassword = async (password: string, currentPassword?: string, nonce?: string): Promise<{ error: AuthFailure | null }> => {
      const trimmed = password.trim();
      if (trimmed.length < MIN_PASSWORD_LENGTH || !session) return { error: { code: null, message: t('session.useEightCharacters') } };
      // auth-js sends the attributes as the body: current_password and nonce are GoTrue's own fields.
      const attributes = { password: trimmed, ...(currentPassword === undefined ? {} : { current_password: currentPassword }), ...(nonce === undefined ? {} : { nonce: nonce.trim() }) };
      const { error } = await (await auth()).updateUser(attributes);
      if (!error) {
        setRecovery(false);
        return { error: null };
      }
      const end = sessionEndOf(error);
      if (end) await endLocalSession(end);
      return { error: failure(error) };
    };
    return {
      status,
      session,
      profile,
      profileLoading,
      profileFailed,
      role: profile?.role ?? null,
      isAdmin: profile?.isAdmin ?? false,
      recovery,
      signingOut,
      emailUnconfirmed: Boolean(session && !session.user.email_confirmed_at),
      hasPassword: session?.user.app_metadata.has_password !== false,
      async requestSignInCode(email, name) {
        // The register page's typed name waits with the code, for the account it may create.
        const data = name?.trim() ? { name: name.trim() } : undefined;
        const { error } = await (await auth()).signInWithOtp({ email: email.trim().toLowerCase(), options: { shouldCreateUser: true, emailRedirectTo: `${window.location.origin}/`, data } });
        return { error: error ? failure(error) : null };
      },
      async linkProvider(provider) {
        // GoTrue's linkIdentity: the server answers the provider's URL and auth-js goes there.
        const { error } = await (await auth()).linkIdentity({ provider: provider as Provider, options: { redirectTo: `${window.location.origin}/settings?tab=security` } });
        return { error: error ? failure(error) : null };
      },
      async verifySignInCode(email, code) {
        const { error } = await (await auth()).verifyOtp({ email: email.trim().toLowerCase(), token: code.replace(/\s/g, ''), type: 'email' });
        return { error: error ? failure(error) : null };
      },
      async requestConfirmationCode() {
        const { error } = await (await auth()).reauthenticate();
        return { error: error ? failure(error) : null };
      },
      async signIn(email, password) {
        const { error } = await (await auth()).signInWithPassword({ email: email.trim().toLowerCase(), password: password.trim() });
        return { error: error?.message ?? null };
      },
      async signUp(name, email, password, returnTo) {
        const credentials = { email: email.trim().toLowerCase(), password: password.trim() };
        // Only a path is sent: the server builds the link on its configured public origin and
        // keeps it only when it stays there (server/origin.ts safeRedirect).
        const path = returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : undefined;
        const { data, error } = await (await auth()).signUp({ ...credentials, options: { data: { name: name.trim() }, ...(path ? { emailRedirectTo: path } : {}) } });
        if (error) return { kind: 'failed', error: failure(error) };
        if (data.session) return { kind: 'signedIn' };
        // No session in the answer (the server answers a taken address the same way): sign in.
        const signIn = await (await auth()).signInWithPassword(credentials);
        if (!signIn.error) return { kind: 'signedIn' };
        // Wrong password for the address: maybe someone else's account. Say nothing about it.
        return signIn.error.status === 400 ? { kind: 'checkInbox' } : { kind: 'failed', error: failure(signIn.error) };
      },
      async signOut(opts) {
        setSigningOut(true);
        // auth-js ignores 404/401/403 from the server and clears the local session regardless.
        await (await auth()).signOut({ scope: opts?.scope ?? 'global' });
        writeCachedProfile(null);
        await forgetSavedData();
        setTimeout(() => window.location.assign(opts?.redirectTo ?? '/'), SIGN_OUT_DELAY_MS);
      },
      async requestPasswordReset(email) {
        const { error } = await (await auth()).resetPasswordForEmail(email.trim().toLowerCase(), {
          redirectTo: `${window.location.origin}/reset-password`,
        });
        return { error: error?.message ?? null };
      },
      async updatePassword(password) {
        return !(await changePassword(password)).error;
      },
      changePassword,
      async resendConfirmation() {
        const email = session?.user.email;
        if (!email) return { error: { code: null, message: t('errors.signIn') } };
        const { error } = await (await auth()).resend({ type: 'signup', email });
        return { error: error ? failure(error) : null };
      },
      async recheckConfirmation() {
        if (!session || session.user.email_confirmed_at) return;
        const { data } = await (await auth()).getUser();
        // The stored session keeps the user it was issued with; a refresh brings the new one.
        if (data.user?.email_confirmed_at) await (await auth()).refreshSession();
      },
      refreshProfile: async (force = true) => {
        if (session) await loadProfile(session.user.id, force);
      },
    };
  }, [status, session, profile, profileLoading, profileFailed, recovery, signingOut, loadProfile]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used within SessionProvider');
  return value;
}
