import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockedListDto, ReportInput, ReportReceipt } from '../../../contracts/safety';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';

// Blocking and reporting from the web (issue 26). The server holds every rule; this only calls it.

export const BLOCKS_KEY = ['blocks'] as const;

/** The members I blocked (Settings → Privacy, and whether a profile shows Block or Unblock). */
export function useBlockedList() {
  const { session } = useSession();
  return useQuery({ queryKey: BLOCKS_KEY, queryFn: ({ signal }) => api<BlockedListDto>('/api/blocks', { signal }), enabled: Boolean(session), staleTime: 30_000 });
}

/** Block or unblock; afterwards everything that showed the two together is fetched again. */
export function useBlockToggle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, block }: { memberId: string; block: boolean }) =>
      api<null>(`/api/members/${memberId}/block`, { method: block ? 'POST' : 'DELETE' }),
    onSettled: () => qc.invalidateQueries(),
  });
}

export function useReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportInput) => api<ReportReceipt>('/api/reports', { method: 'POST', body: input }),
    onSuccess: (r) => {
      if (r.blocked) void qc.invalidateQueries();
    },
  });
}
