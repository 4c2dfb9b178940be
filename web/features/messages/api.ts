import type { ConversationDto, ConversationPageDto, InboxDto, SentDto } from '../../../contracts/messages';
import { api } from '../../lib/api';

export type Box = 'inbox' | 'requests';

export const fetchInbox = (box: Box, before: string | null, signal?: AbortSignal) =>
  api<InboxDto>(`/api/messages/conversations?box=${box}${before ? `&before=${encodeURIComponent(before)}` : ''}`, { signal });

export const fetchPage = (id: string, cursor: { before?: string; after?: string } = {}, signal?: AbortSignal) => {
  const q = new URLSearchParams(Object.entries(cursor).filter(([, v]) => v) as [string, string][]).toString();
  return api<ConversationPageDto>(`/api/messages/conversations/${id}${q ? `?${q}` : ''}`, { signal });
};

export const sendInConversation = (id: string, body: string) => api<SentDto>(`/api/messages/conversations/${id}/messages`, { method: 'POST', body: { body } });
export const sendToMember = (memberId: string, body: string) => api<SentDto>(`/api/messages/with/${memberId}`, { method: 'POST', body: { body } });
export const markRead = (id: string, messageId: string) => api<null>(`/api/messages/conversations/${id}/read`, { method: 'POST', body: { message_id: messageId } });
export const acceptRequest = (id: string) => api<ConversationDto>(`/api/messages/conversations/${id}/accept`, { method: 'POST' });
export const ignoreRequest = (id: string) => api<null>(`/api/messages/conversations/${id}/ignore`, { method: 'POST' });
