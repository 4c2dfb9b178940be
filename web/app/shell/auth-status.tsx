import { ROLE_LABELS } from '../../../contracts/roles';
import { useSession, type SessionValue } from '../../lib/session';

type Facts = Pick<SessionValue, 'status' | 'profile' | 'profileLoading' | 'role' | 'isAdmin'> & { profileFailed?: boolean };

/**
 * The authentication state in words, for the screen-reader status line (docs/product.md §2 App
 * shell). The role comes from the profile: when it could not load, the line says so rather than
 * naming a role it does not know (issue 27: a professional was told "Basic Member").
 */
export function authStatusText({ status, profile, profileLoading, profileFailed = false, role, isAdmin }: Facts): string {
  if (status === 'loading' || (status === 'signedIn' && !profile && profileLoading)) return 'Checking authentication…';
  if (status === 'signedOut') return 'Signed out';
  // Only a request that failed says so; a profile not asked for again yet keeps the role line.
  if (!profile && profileFailed) return 'Signed in — your profile could not load';
  return `Signed in as ${isAdmin ? ROLE_LABELS.admin : ROLE_LABELS[role ?? 'basic']}`;
}

export function useAuthStatusText(): string {
  return authStatusText(useSession());
}

export function AuthStatus() {
  const text = useAuthStatusText();
  return (
    <p role="status" className="sr-only" data-testid="auth-status">
      {text}
    </p>
  );
}
