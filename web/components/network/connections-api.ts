import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectionPageDto, ConnectionRequestsDto, ConnectionStatusDto, MemberConnectionsDto } from '../../../contracts/connections';
import { api } from '../../lib/api';

// Connections (issue 26): the queries and commands the profile button, the profile's list and
// the /connections page share. Every answer changes what all of them show, so each command
// refreshes ['connections'] as a whole.
export const connectionKeys = {
  all: ['connections'] as const,
  with: (memberId: string) => ['connections', 'with', memberId] as const,
  requests: ['connections', 'requests'] as const,
  list: ['connections', 'list'] as const,
  ofMember: (memberId: string) => ['connections', 'of', memberId] as const,
};

export function useConnectionStatus(memberId: string) {
  return useQuery({
    queryKey: connectionKeys.with(memberId),
    queryFn: ({ signal }) => api<ConnectionStatusDto>(`/api/connections/with/${memberId}`, { signal }),
    retry: false,
  });
}

export function useConnectionRequests() {
  return useQuery({ queryKey: connectionKeys.requests, queryFn: ({ signal }) => api<ConnectionRequestsDto>('/api/connections/requests', { signal }) });
}

export const fetchConnectionPage = (cursor: string | null, signal?: AbortSignal) =>
  api<ConnectionPageDto>(`/api/connections?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { signal });

export function useMemberConnections(memberId: string) {
  return useQuery({
    queryKey: connectionKeys.ofMember(memberId),
    queryFn: ({ signal }) => api<MemberConnectionsDto>(`/api/members/${memberId}/connections`, { signal }),
    retry: false,
  });
}

type Command =
  | { kind: 'connect'; memberId: string; note?: string }
  | { kind: 'remove'; memberId: string }
  | { kind: 'accept'; requestId: string }
  | { kind: 'decline'; requestId: string }
  | { kind: 'withdraw'; requestId: string };

function run(c: Command): Promise<unknown> {
  switch (c.kind) {
    case 'connect':
      return api<ConnectionStatusDto>(`/api/connections/with/${c.memberId}`, { method: 'POST', body: c.note ? { note: c.note } : {} });
    case 'remove':
      return api<void>(`/api/connections/with/${c.memberId}`, { method: 'DELETE' });
    case 'accept':
      return api<ConnectionStatusDto>(`/api/connections/requests/${c.requestId}/accept`, { method: 'POST' });
    case 'decline':
      return api<void>(`/api/connections/requests/${c.requestId}/decline`, { method: 'POST' });
    case 'withdraw':
      return api<void>(`/api/connections/requests/${c.requestId}`, { method: 'DELETE' });
  }
}

/** Connect, accept, decline, withdraw or remove; everything about connections is refetched after. */
export function useConnectionCommand() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => qc.invalidateQueries({ queryKey: connectionKeys.all }) });
}
