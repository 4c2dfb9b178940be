import { ROLE_LABELS } from '../../../contracts/roles';
import { useSession } from '../../lib/session';

/** The authentication state in words, for the screen-reader status line (docs/product.md §2 App shell). */
export function useAuthStatusText(): string {
  const { status, profile, profileLoading, role, isAdmin } = useSession();
  if (status === 'loading' || (status === 'signedIn' && !profile && profileLoading)) return 'Checking authentication…';
  if (status === 'signedOut') return 'Signed out';
  return `Signed in as ${isAdmin ? ROLE_LABELS.admin : ROLE_LABELS[role ?? 'basic']}`;
}

export function AuthStatus() {
  const text = useAuthStatusText();
  return (
    <p role="status" className="sr-only" data-testid="auth-status">
      {text}
    </p>
  );
}
