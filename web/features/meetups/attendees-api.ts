import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '../../lib/i18n';
import type { AttendeeListDto, CheckInResultDto, TicketDto } from '../../../contracts/meetup-attendees';
import { api } from '../../lib/api';
import { downloadFromApi } from '../../lib/download';
import { meetupKeys } from './api';

// Issue 15: who's going, tickets, check-in and the organiser's tools.
const keys = {
  attendees: (id: string) => [...meetupKeys.detail(id), 'attendees'] as const,
  ticket: (id: string) => [...meetupKeys.detail(id), 'ticket'] as const,
};

/** Under the meetup's detail key: the realtime refresh of meetups (useMeetupsLive) refreshes it too. */
export function useAttendees(id: string, enabled: boolean) {
  return useQuery({ queryKey: keys.attendees(id), queryFn: ({ signal }) => api<AttendeeListDto>(`/api/meetups/${id}/attendees`, { signal }), enabled });
}

export function useTicket(id: string, enabled: boolean) {
  return useQuery({ queryKey: keys.ticket(id), queryFn: ({ signal }) => api<TicketDto>(`/api/meetups/${id}/ticket`, { signal }), enabled });
}

function useMeetupMutation<TBody, TResult>(id: string, call: (body: TBody) => Promise<TResult>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => void qc.invalidateQueries({ queryKey: meetupKeys.detail(id) }) });
}

export const useCheckIn = (id: string) =>
  useMeetupMutation(id, (body: { ticket: string } | { user_id: string }) => api<CheckInResultDto>(`/api/meetups/${id}/check-in`, { method: 'POST', body }));

/** Undoes a check-in made by mistake (issue 27); the person keeps their place. */
export const useUndoCheckIn = (id: string) =>
  useMeetupMutation(id, (userId: string) => api<{ arrivals: number; undone: boolean }>(`/api/meetups/${id}/check-in/${userId}`, { method: 'DELETE' }));

export const useDecideRequest = (id: string) =>
  useMeetupMutation(id, ({ userId, approve }: { userId: string; approve: boolean }) =>
    api<{ status: string; position: number | null }>(`/api/meetups/${id}/requests/${userId}`, { method: 'POST', body: { approve } }),
  );

export const useCoHost = (id: string) =>
  useMeetupMutation(id, ({ userId, add }: { userId: string; add: boolean }) =>
    add ? api(`/api/meetups/${id}/cohosts`, { method: 'POST', body: { user_id: userId } }) : api(`/api/meetups/${id}/cohosts/${userId}`, { method: 'DELETE' }),
  );

export const useAnnounce = (id: string) =>
  useMeetupMutation(id, (body: { subject: string; message: string }) => api<{ recipients: number }>(`/api/meetups/${id}/announcements`, { method: 'POST', body }));

/** attendees.csv for the organiser's spreadsheet. */
export const downloadAttendeesCsv = (id: string) => downloadFromApi(`/api/meetups/${id}/attendees.csv`, 'attendees.csv', t('meetups.download.csvFailed'));
