import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RatingsDto, VenueDetailDto, VenueInput, VenueLimitDto, VenueListDto, VenueSaveResultDto } from '../../../contracts/venues';
import { api, ApiRequestError } from '../../lib/api';

export type VenueFilters = {
  q?: string;
  type?: string;
  min_capacity?: number;
  amenities?: string[];
  instant?: boolean;
  weekend?: boolean;
  owner?: 'me';
};

export const venueKeys = {
  all: ['venues'] as const,
  list: (f: VenueFilters) => ['venues', 'list', f] as const,
  detail: (id: string) => ['venues', 'detail', id] as const,
  ratings: (id: string) => ['venues', 'ratings', id] as const,
  limit: ['venues', 'limit'] as const,
};

/** The filters as query parameters, the same for the API and the /venues address. */
export function venueFilterParams(f: VenueFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.q) p.set('q', f.q);
  if (f.type) p.set('type', f.type);
  if (f.min_capacity) p.set('min_capacity', String(f.min_capacity));
  if (f.amenities?.length) p.set('amenities', f.amenities.join(','));
  if (f.instant) p.set('instant', 'true');
  if (f.weekend) p.set('weekend', 'true');
  if (f.owner) p.set('owner', f.owner);
  return p;
}

function listUrl(f: VenueFilters, cursor?: string, limit = 24) {
  const p = venueFilterParams(f);
  if (cursor) p.set('cursor', cursor);
  p.set('limit', String(limit));
  return `/api/venues?${p}`;
}

/** Venues newest first, a page at a time ("Show more"). */
export function useVenueList(filters: VenueFilters, opts: { limit?: number; enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: venueKeys.list(filters),
    queryFn: ({ pageParam, signal }) => api<VenueListDto>(listUrl(filters, pageParam, opts.limit), { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
}

const noRetryOn4xx = (n: number, err: unknown) => !(err instanceof ApiRequestError && err.status < 500) && n < 1;

export function useVenue(id: string | undefined) {
  return useQuery({
    queryKey: venueKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api<VenueDetailDto>(`/api/venues/${id}`, { signal }),
    enabled: Boolean(id),
    retry: noRetryOn4xx,
  });
}

export function useVenueRatings(id: string) {
  return useQuery({ queryKey: venueKeys.ratings(id), queryFn: ({ signal }) => api<RatingsDto>(`/api/venues/${id}/ratings`, { signal }) });
}

export function useVenueLimit(enabled = true) {
  return useQuery({ queryKey: venueKeys.limit, queryFn: ({ signal }) => api<VenueLimitDto>('/api/venues/limit', { signal }), enabled, staleTime: 0 });
}

export type VenuePayload = Omit<VenueInput, 'latitude' | 'longitude'> & { latitude: number | null; longitude: number | null };

export function useSaveVenue(id?: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<VenuePayload>) =>
      id ? api<VenueSaveResultDto>(`/api/venues/${id}`, { method: 'PATCH', body }) : api<VenueSaveResultDto>('/api/venues', { method: 'POST', body }),
    onSuccess: (result) => {
      void qc.invalidateQueries({ queryKey: venueKeys.all });
      qc.removeQueries({ queryKey: venueKeys.detail(result.venue.id) });
    },
  });
}

export function useDeleteVenue() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/venues/${id}`, { method: 'DELETE' }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: venueKeys.all }),
  });
}

/** docs/product.md §5 and §8: rating failures are only logged, never shown; data refreshes after each change. */
export function useRateVenue(venueId: string) {
  const qc = useQueryClient();
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: venueKeys.ratings(venueId) });
    void qc.invalidateQueries({ queryKey: venueKeys.detail(venueId) });
    void qc.invalidateQueries({ queryKey: ['venues', 'list'] });
  };
  const save = useMutation({
    mutationFn: (body: { score: number; comment: string | null }) => api<RatingsDto>(`/api/venues/${venueId}/rating`, { method: 'PUT', body }),
    onSuccess: refresh,
    onError: (err) => console.error('Rating failed', err),
  });
  const remove = useMutation({
    mutationFn: () => api<RatingsDto>(`/api/venues/${venueId}/rating`, { method: 'DELETE' }),
    onSuccess: refresh,
    onError: (err) => console.error('Removing the rating failed', err),
  });
  return { save, remove };
}

export async function geocode(q: string): Promise<{ lat: number; lng: number; label: string; currency?: string | null } | null> {
  try {
    return await api<{ lat: number; lng: number; label: string; currency?: string | null }>(`/api/geocode?q=${encodeURIComponent(q)}`);
  } catch {
    return null;
  }
}

export async function generateDescription(body: Record<string, unknown>): Promise<string | null> {
  try {
    const res = await api<{ success: boolean; content: string }>('/functions/v1/generate-venue-content', { body });
    return res.success ? res.content : null;
  } catch {
    return null;
  }
}

