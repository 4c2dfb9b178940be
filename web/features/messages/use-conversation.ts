import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConversationDto, MessageDto } from '../../../contracts/messages';
import { useRealtimeMessages } from '../../lib/realtime-messages';
import { fetchPage } from './api';

/** Message ids are bigserials as strings: compare as numbers without losing precision. */
export const byId = (a: { id: string }, b: { id: string }) => (a.id.length - b.id.length) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

type State = { status: 'loading' | 'ready' | 'error'; conversation: ConversationDto | null; messages: MessageDto[]; hasMoreBefore: boolean; error?: unknown };

/**
 * One conversation's messages, oldest first. Live arrival and reconnects both "catch up": fetch
 * the messages after the newest one held, until none is left — so an event that was dropped,
 * coalesced or arrived twice never loses or doubles a message (ids order a conversation).
 */
export function useConversation(id: string | undefined) {
  const qc = useQueryClient();
  const [state, setState] = useState<State>({ status: id ? 'loading' : 'ready', conversation: null, messages: [], hasMoreBefore: false });
  const newest = useRef<string | null>(null);
  const busy = useRef(false);
  const again = useRef(false);

  const merge = useCallback((incoming: MessageDto[], conversation?: ConversationDto, hasMoreBefore?: boolean) => {
    setState((s) => {
      const seen = new Map(s.messages.map((m) => [m.id, m]));
      for (const m of incoming) seen.set(m.id, m);
      const messages = [...seen.values()].sort(byId);
      newest.current = messages.at(-1)?.id ?? null;
      return { status: 'ready', conversation: conversation ?? s.conversation, messages, hasMoreBefore: hasMoreBefore ?? s.hasMoreBefore };
    });
  }, []);

  const catchUp = useCallback(async () => {
    if (!id) return;
    if (busy.current) {
      again.current = true;
      return;
    }
    busy.current = true;
    try {
      do {
        again.current = false;
        let more = true;
        while (more) {
          const after = newest.current;
          const page = await fetchPage(id, after ? { after } : {});
          merge(page.messages, page.conversation, after ? undefined : page.has_more_before);
          more = Boolean(after) && page.has_more_after;
        }
      } while (again.current);
    } catch (error) {
      setState((s) => (s.status === 'loading' ? { ...s, status: 'error', error } : s));
    } finally {
      busy.current = false;
    }
  }, [id, merge]);

  useEffect(() => {
    newest.current = null;
    setState({ status: id ? 'loading' : 'ready', conversation: null, messages: [], hasMoreBefore: false });
    void catchUp();
  }, [id, catchUp]);

  useRealtimeMessages((msg) => {
    if (!id) return;
    if (msg.type === 'resync') void catchUp();
    else if (msg.type === 'change' && msg.table === 'messages' && msg.record?.conversation_id === id) void catchUp();
    else if (msg.type === 'change' && msg.table === 'conversations' && msg.id === id) void catchUp();
  });

  const loadOlder = useCallback(async () => {
    const oldest = state.messages[0]?.id;
    if (!id || !oldest) return;
    const page = await fetchPage(id, { before: oldest });
    merge(page.messages, page.conversation, page.has_more_before);
  }, [id, merge, state.messages]);

  const refreshLists = useCallback(() => void qc.invalidateQueries({ queryKey: ['messages'] }), [qc]);

  return { ...state, merge, catchUp, loadOlder, refreshLists };
}
