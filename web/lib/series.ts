import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeriesApprovalDto } from '../../contracts/community';
import { longDate } from '../../contracts/format';
import { api } from './api';

/**
 * "Approve the whole series" (issue 16), offered on the meetup page and in venue management:
 * every pending occurrence is approved on its own; the answer names those that could not be.
 */
export function useApproveSeries() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (seriesId: string) => api<SeriesApprovalDto>(`/api/series/${seriesId}/approve`, { method: 'POST' }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ['meetups'] });
      void qc.invalidateQueries({ queryKey: ['venue-management'] });
    },
  });
}

/** One sentence for a toast: how many were approved, and which dates could not be and why. */
export const approvalSummary = (r: SeriesApprovalDto) =>
  `${r.approved.length} ${r.approved.length === 1 ? 'date' : 'dates'} approved.${r.not_approved.length ? ` Not approved: ${r.not_approved.map((x) => `${longDate(x.date)} (${x.message})`).join(' ')}` : ''}`;
