import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommentDto, CommentListDto, SeriesAttendanceDto, SeriesDto } from '../../../contracts/community';
import { api } from '../../lib/api';
import { downloadIcs, meetupKeys } from './api';

// The discussion and recurring series of a meetup (issue 16). ['meetup-comments', id] is
// refetched by the realtime sync when a comment is posted or deleted anywhere.

const commentsKey = (meetupId: string) => ['meetup-comments', meetupId] as const;
const seriesKey = (seriesId: string) => ['meetups', 'series', seriesId] as const;

export function useComments(meetupId: string) {
  return useQuery({ queryKey: commentsKey(meetupId), queryFn: ({ signal }) => api<CommentListDto>(`/api/meetups/${meetupId}/comments`, { signal }) });
}

export function usePostComment(meetupId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api<CommentDto>(`/api/meetups/${meetupId}/comments`, { method: 'POST', body: { body } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: commentsKey(meetupId) }),
  });
}

export function useDeleteComment(meetupId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => api<void>(`/api/meetups/${meetupId}/comments/${commentId}`, { method: 'DELETE' }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: commentsKey(meetupId) }),
  });
}

export function useSeries(seriesId: string | null) {
  return useQuery({ queryKey: seriesKey(seriesId ?? ''), queryFn: ({ signal }) => api<SeriesDto>(`/api/series/${seriesId}`, { signal }), enabled: Boolean(seriesId) });
}

export function useSeriesAttendance(seriesId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (attending: boolean) => api<SeriesAttendanceDto>(`/api/series/${seriesId}/attendance`, { method: 'POST', body: { attending } }),
    onSettled: () => void qc.invalidateQueries({ queryKey: meetupKeys.all }),
  });
}

/** Downloads the series' .ics: one recurring event (RRULE, EXDATEs for cancelled occurrences). */
export const downloadSeriesCalendar = (seriesId: string) => downloadIcs(`/api/series/${seriesId}/calendar.ics`, 'series.ics');
