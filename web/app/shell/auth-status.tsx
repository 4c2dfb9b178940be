import { roleLabel } from '../../lib/roles';
import { t } from '../../lib/i18n';
import { useSession, type SessionValue } from '../../lib/session';

type Facts = Pick<SessionValue, 'status' | 'profile' | 'profileLoading' | 'role' | 'isAdmin'> & { profileFailed?: boolean };

/**
 * The authentication state in words, for the screen-reader status line (docs/product.md §2 App
 * shell). The role comes from the profile: when it could not load, the line says so rather than
 * naming a role it does not know (issue 27: a professional was told "Basic Member").
 */
export function authStatusText({ status, profile, profileLoading, profileFailed = false, role, isAdmin }: Facts): string {
  if (status === 'loading' || (status === 'signedIn' && !profile && profileLoading)) return t('shell.status.checking');
  if (status === 'signedOut') return t('shell.status.signedOut');
  // Only a request that failed says so; a profile not asked for again yet keeps the role line.
  if (!profile && profileFailed) return t('shell.status.profileFailed');
  return t('shell.status.signedInAs', { role: roleLabel(isAdmin ? 'admin' : (role ?? 'basic')) });
}

export function useAuthStatusText(): string {
  return authStatusText(useSession());
}

export function AuthStatus() {
  const session = useSession();
  const text = authStatusText(session);
  // The signed-in role as a key too, the same in every language (tests and tools read it).
  const role = session.status === 'signedIn' && session.profile ? (session.isAdmin ? 'admin' : (session.role ?? 'basic')) : undefined;
  return (
    <p role="status" className="sr-only" data-testid="auth-status" data-role={role}>
      {text}
    </p>
  );
}
