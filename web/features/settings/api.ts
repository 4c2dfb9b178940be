import { useQuery } from '@tanstack/react-query';
import type { ProfilePatch } from '../../../contracts/preferences';
import type { ProfileDto } from '../../../contracts/profile';
import type { VenueLimitDto } from '../../../contracts/venues';
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

/**
 * Whether the member takes venue bookings: a Venue Partner, or anyone who lists a venue. Only
 * they see the "Venue booking requests" switches (issue 27); until it is known they stay hidden.
 */
export function useTakesVenueBookings(): boolean {
  const { session, role } = useSession();
  const userId = session?.user.id;
  const { data } = useQuery({
    queryKey: ['venues', 'limit'],
    queryFn: ({ signal }) => api<VenueLimitDto>('/api/venues/limit', { signal }),
    enabled: Boolean(userId) && role !== 'venue',
    staleTime: 60_000,
  });
  return role === 'venue' || (data?.venue_count ?? 0) > 0;
}
