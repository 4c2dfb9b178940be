import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HomeDto } from '../../../contracts/home';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';

export const homeKeys = { member: ['home', 'member'] as const };

/** GET /api/home: what the signed-in member's own home shows (per role). */
export function useMemberHome() {
  const { status } = useSession();
  return useQuery({
    queryKey: homeKeys.member,
    queryFn: ({ signal }) => api<HomeDto>('/api/home', { signal }),
    enabled: status === 'signedIn',
    staleTime: 30_000,
  });
}

/** "Dismiss" on a person you may know: gone from the card at once, and for good on the server. */
export function useDismissSuggestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => api<null>(`/api/people/suggestions/${memberId}/dismiss`, { method: 'POST' }),
    onMutate: async (memberId) => {
      await qc.cancelQueries({ queryKey: homeKeys.member });
      const before = qc.getQueryData<HomeDto>(homeKeys.member);
      if (before) qc.setQueryData<HomeDto>(homeKeys.member, { ...before, people: before.people.filter((p) => p.id !== memberId) });
      return { before };
    },
    onError: (_err, _id, ctx) => {
      if (ctx?.before) qc.setQueryData(homeKeys.member, ctx.before);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: homeKeys.member }),
  });
}
