import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '../../lib/i18n';
import type { AttendanceResult, MeetupDto, MeetupFormValues, MeetupListDto, MeetupListQuery } from '../../../contracts/meetups';
import type { VenueListDto } from '../../../contracts/venues';
import type { AlternativeVenueDto } from '../../../contracts/bookings';
import { api, retryServerFaults } from '../../lib/api';
import { downloadFromApi } from '../../lib/download';
import { useSession } from '../../lib/session';

export const meetupKeys = {
  all: ['meetups'] as const,
  list: (q: MeetupListQuery) => ['meetups', 'list', q] as const,
  pages: (q: MeetupListQuery) => ['meetups', 'pages', q] as const,
  detail: (id: string) => ['meetups', 'detail', id] as const,
  count: ['meetups', 'mine-count'] as const,
};

function toSearch(q: Record<string, unknown>) {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== null && v !== '') p.set(k, String(v));
  return p.toString();
}

export function useMeetupList(q: MeetupListQuery, enabled = true) {
  return useQuery({
    queryKey: meetupKeys.list(q),
    queryFn: ({ signal }) => api<MeetupListDto>(`/api/meetups?${toSearch(q)}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * The list page by page (issue 30): each "Show more" asks for the page after the last one's
 * marker (`next_cursor`), so earlier pages are not fetched again and none repeats a meetup.
 */
export function useMeetupPages(q: MeetupListQuery) {
  return useInfiniteQuery({
    queryKey: meetupKeys.pages(q),
    queryFn: ({ signal, pageParam }) => api<MeetupListDto>(`/api/meetups?${toSearch({ ...q, after: pageParam })}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useMeetup(id: string | undefined) {
  return useQuery({
    queryKey: meetupKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api<MeetupDto>(`/api/meetups/${id}`, { signal }),
    enabled: Boolean(id),
    retry: retryServerFaults,
  });
}

/** Upcoming meetups the signed-in member organises or attends (badges, reminder chip). */
export function useMyMeetupCount(): number {
  const { status } = useSession();
  const { data } = useQuery({
    queryKey: meetupKeys.count,
    queryFn: ({ signal }) => api<{ count: number }>('/api/meetups/mine/count', { signal }),
    enabled: status === 'signedIn',
    staleTime: 60_000,
  });
  return status === 'signedIn' ? (data?.count ?? 0) : 0;
}

export function useSaveMeetup(id?: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MeetupFormValues) => api<MeetupDto>(id ? `/api/meetups/${id}` : '/api/meetups', { method: id ? 'PUT' : 'POST', body }),
    onSuccess: (m) => {
      qc.setQueryData(meetupKeys.detail(m.id), m);
      void qc.invalidateQueries({ queryKey: meetupKeys.all });
    },
  });
}

export function useCancelMeetup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/meetups/${id}`, { method: 'DELETE' }),
    onSuccess: (_d, id) => {
      qc.removeQueries({ queryKey: meetupKeys.detail(id) });
      void qc.invalidateQueries({ queryKey: meetupKeys.all });
    },
  });
}

/**
 * Attendance toggle (docs/product.md §4). Resolves to the new state, or false when it fails (docs/product.md §8:
 * toggle failure returns false); `fullMessage` carries 'This meetup is full' when that was why.
 */
export function useToggleAttendance(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (attending: boolean) => api<AttendanceResult>(`/api/meetups/${id}/attendance`, { method: 'POST', body: { attending } }),
    onSuccess: (r) => {
      qc.setQueryData<MeetupDto>(meetupKeys.detail(id), (m) => (m ? { ...m, is_attending: r.attending, attendee_count: r.attendee_count, is_full: r.is_full } : m));
      void qc.invalidateQueries({ queryKey: meetupKeys.all });
    },
    onError: () => void qc.invalidateQueries({ queryKey: meetupKeys.detail(id) }),
  });
}

/** Downloads the meetup's .ics (needs the Bearer token, so it is fetched, not linked). */
export const downloadCalendar = (m: Pick<MeetupDto, 'id' | 'title'>) => downloadIcs(`/api/meetups/${m.id}/calendar.ics`, 'meetup.ics');

/** A calendar file (a meetup's or a series') fetched with the Bearer token. */
export const downloadIcs = (path: string, fallbackName: string) => downloadFromApi(path, fallbackName, t('meetups.download.calendarFailed'));

export type VenueOption = VenueListDto['venues'][number];

export function useVenueOptions(q: string) {
  return useQuery({
    queryKey: ['venues', 'options', q],
    queryFn: ({ signal }) => api<VenueListDto>(`/api/venues?${toSearch({ q: q || undefined, limit: 50 })}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useVenue(id: string | undefined) {
  return useQuery({
    queryKey: ['venues', 'option', id],
    queryFn: ({ signal }) => api<VenueOption>(`/api/venues/${id}`, { signal }),
    enabled: Boolean(id),
    staleTime: 60_000,
  });
}

export type GeocodeResult = { lat: number; lng: number; label: string };
export const geocode = (q: string) => api<GeocodeResult>(`/api/geocode?q=${encodeURIComponent(q)}`);

/** Venues free at a meetup's time, nearest first (issue 12): for the organiser of a rejected or expired request. */
export function useAlternatives(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...meetupKeys.detail(id), 'alternatives'],
    queryFn: ({ signal }) => api<{ alternatives: AlternativeVenueDto[]; none_reason: string | null }>(`/api/meetups/${id}/alternatives`, { signal }),
    enabled,
    staleTime: 60_000,
  });
}
