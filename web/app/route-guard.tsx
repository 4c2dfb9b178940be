import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { decideRoute, type RouteRequirement } from '../../contracts/roles';
import { PageSkeleton } from '../components/ui/skeleton';
import { useSession } from '../lib/session';

/** Applies the docs/product.md §6 guard to one route; the server enforces the same rules on its data. */
export function RouteGuard({ requirement, children }: { requirement: RouteRequirement; children: ReactNode }) {
  const { status, session, profile, profileLoading, role, isAdmin, signingOut } = useSession();
  const location = useLocation();
  // Signing out leaves for the home page (or the page asked for): a guarded page must not bounce
  // to /login on the way, which flashed the sign-in form before home.
  if (signingOut && requirement !== 'public') return <PageSkeleton />;
  // allowDesktop=1 is a shell parameter that is stored and then dropped from the address
  // (docs/product.md §2); the guard can run before that happens, so it must not carry over into returnTo.
  const params = new URLSearchParams(location.search);
  params.delete('allowDesktop');
  const query = params.toString();
  const returnTo = encodeURIComponent(location.pathname + (query ? `?${query}` : ''));
  const decision = decideRoute({
    loading: status === 'loading' || profileLoading,
    hasSession: Boolean(session),
    hasProfile: Boolean(profile),
    role,
    isAdmin,
    requirement,
  });
  switch (decision.kind) {
    case 'allow':
      return <>{children}</>;
    case 'login':
      return <Navigate to={`/login?returnTo=${returnTo}`} replace />;
    case 'home':
      return <Navigate to="/" replace />;
    case 'upgrade':
      return <Navigate to={`/upgrade-account?returnTo=${returnTo}`} replace />;
  }
}
