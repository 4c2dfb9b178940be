import { useQuery } from '@tanstack/react-query';
import type { ProfilePatch } from '../../../contracts/preferences';
import type { ProfileDto } from '../../../contracts/profile';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';

/** ['profile', userId]: realtime invalidates ['profile'] when the user's own row changes. */
export const profileKey = (userId: string | undefined) => ['profile', userId ?? 'none'] as const;

export function useOwnProfile() {
  const { session } = useSession();
  const userId = session?.user.id;
  return useQuery({ queryKey: profileKey(userId), queryFn: () => api<ProfileDto>('/api/profile'), enabled: Boolean(userId), staleTime: 30_000 });
}

export const patchProfile = (patch: ProfilePatch) => api<ProfileDto>('/api/profile', { method: 'PATCH', body: patch });
