import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModerationAction, ModerationQueueDto, ResolveReportResult } from '../../../contracts/safety';
import { api } from '../../lib/api';
import { ADMIN_KEY } from './api';

const QUEUE_KEY = [...ADMIN_KEY, 'moderation'] as const;

/** Open reports, oldest first, and how many are open (the tab's badge). */
export function useModerationQueue(enabled: boolean) {
  return useQuery({ queryKey: QUEUE_KEY, queryFn: ({ signal }) => api<ModerationQueueDto>('/api/admin/reports', { signal }), enabled, retry: false, staleTime: 15_000 });
}

/** Dismiss, warn or suspend: resolves every open report against that member. */
export function useResolveReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ModerationAction }) => api<ResolveReportResult>(`/api/admin/reports/${id}/resolve`, { method: 'POST', body: { action } }),
    onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
