import { useQuery } from '@tanstack/react-query';
import type { AuthProviders } from '../../contracts/auth';

/**
 * The OpenID Connect providers the server is configured with (GET /auth/v1/settings): the
 * sign-in and register pages' "Continue with …" buttons and Settings → Security's "Link …".
 */
export function useAuthProviders() {
  const { data } = useQuery({
    queryKey: ['auth-providers'],
    queryFn: async (): Promise<AuthProviders> => (await fetch('/auth/v1/settings')).json(),
    staleTime: 5 * 60_000,
  });
  return data?.providers ?? [];
}
