import { useQuery } from '@tanstack/react-query';
import type { SiteDto } from '../../contracts/site';
import { SSR_KEYS } from '../../contracts/ssr';
import { api } from './api';

/** The server's public facts (GET /api/site), fetched once per visit. */
export function useSite(): SiteDto | undefined {
  const { data } = useQuery({ queryKey: SSR_KEYS.site(), queryFn: ({ signal }) => api<SiteDto>('/api/site', { signal }), staleTime: Infinity });
  return data;
}

/** An absolute link to one of our pages on the configured public origin (never window.location). */
export const publicLink = (site: SiteDto | undefined, path: string) => (site ? `${site.public_url}${path}` : null);
