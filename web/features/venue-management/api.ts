import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnerCalendarDto } from '../../../contracts/bookings';
import type { MeetupDto, VenueManagementDto } from '../../../contracts/meetups';
import { api } from '../../lib/api';

export const venueManagementKey = ['venue-management'] as const;

export function useVenueManagement() {
  return useQuery({ queryKey: venueManagementKey, queryFn: ({ signal }) => api<VenueManagementDto>('/api/venue-management', { signal }) });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: venueManagementKey });
    void qc.invalidateQueries({ queryKey: ['meetups'] });
    void qc.invalidateQueries({ queryKey: ['venues'] });
  };
}

export function useDecide() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (v: { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string }) =>
      api<MeetupDto>(`/api/meetups/${v.id}/${v.decision}`, { method: 'POST', body: v.decision === 'reject' ? { reason: v.reason } : undefined }),
    onSettled: done,
  });
}

/** The owner takes back an approved booking, with the reason the organiser and attendees are told (issue 24). */
export function useCancelBooking() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (v: { id: string; reason: string }) => api<MeetupDto>(`/api/meetups/${v.id}/cancel-booking`, { method: 'POST', body: { reason: v.reason } }),
    onSettled: done,
  });
}

export function useRateOverride() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (v: { id: string; pence: number | null }) => api<MeetupDto>(`/api/meetups/${v.id}/rate-override`, { method: 'PUT', body: { venue_rate_override: v.pence } }),
    onSuccess: done,
  });
}

export function useDefaultRate() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (v: { venueId: string; pence: number }) => api(`/api/venue-management/venues/${v.venueId}/default-rate`, { method: 'PUT', body: { default_booking_rate: v.pence } }),
    onSuccess: done,
  });
}

export function useDeleteVenue() {
  const done = useInvalidate();
  return useMutation({ mutationFn: (venueId: string) => api(`/api/venues/${venueId}`, { method: 'DELETE' }), onSuccess: done });
}

export { penceToPounds, poundsToPence } from '../../../contracts/venues';

/** Approved and pending bookings across the owner's venues for a range of dates (issue 12). */
export function useOwnerCalendar(from: string, to: string) {
  return useQuery({
    queryKey: [...venueManagementKey, 'calendar', from, to],
    queryFn: ({ signal }) => api<OwnerCalendarDto>(`/api/venue-management/calendar?from=${from}&to=${to}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
