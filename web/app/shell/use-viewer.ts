import { useSession } from '../../lib/session';
import type { Viewer } from './nav-links';

/** Who is looking, in the shape the navigation rules need, plus display name and email. */
export function useViewer(): Viewer & { name: string; email: string; avatar: string | null } {
  const { status, session, profile, role, isAdmin } = useSession();
  const meta = (session?.user.user_metadata ?? {}) as { name?: string };
  const email = profile?.email ?? session?.user.email ?? '';
  return {
    signedIn: status === 'signedIn',
    role: status === 'signedIn' ? (role ?? 'basic') : null,
    isAdmin,
    // A signed-in member always has an address; a visitor's name is shown nowhere.
    name: profile?.name || meta.name || email.split('@')[0],
    email,
    avatar: profile?.avatar ?? null,
  };
}
