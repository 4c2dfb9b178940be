import { useQuery } from '@tanstack/react-query';
import type { MessagingDto, UnreadDto } from '../../contracts/messages';
import { api } from './api';
import { useSession } from './session';

// Messages pieces the shell and the member page share (issue 26); the pages live in
// web/features/messages. Query keys start with 'messages' so realtime changes of messages and
// read marks refresh them (web/features/notifications/realtime-sync.tsx).

export const UNREAD_KEY = ['messages', 'unread'] as const;

/** Unread messages and waiting message requests, for the badges in the bar and the tab bar. */
export function useUnreadMessages(): UnreadDto {
  const { status } = useSession();
  const { data } = useQuery({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) => api<UnreadDto>('/api/messages/unread', { signal }),
    enabled: status === 'signedIn',
    staleTime: 30_000,
  });
  return data ?? { count: 0, requests: 0 };
}

/** Whether the viewer may write to this member, and how (the "Message" button). */
export function useMessaging(memberId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: ['messages', 'with', memberId],
    queryFn: ({ signal }) => api<MessagingDto>(`/api/messages/with/${memberId}`, { signal }),
    enabled: Boolean(memberId) && enabled,
    retry: false,
  });
}
