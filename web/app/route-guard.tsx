import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { decideRoute, type RouteRequirement } from '../../contracts/roles';
import { useSession } from '../lib/session';

/** Applies the spec §6 guard to one route; the server enforces the same rules on its data. */
export function RouteGuard({ requirement, children }: { requirement: RouteRequirement; children: ReactNode }) {
  const { status, session, profile, profileLoading, role, isAdmin } = useSession();
  const location = useLocation();
  const returnTo = encodeURIComponent(location.pathname + location.search);
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
