import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtimeMessages } from './realtime-messages';

/**
 * Keeps meetup lists, pages, counts and venue requests fresh over the app's one realtime
 * connection: refetches when meetups, attendance or venues change, and after a resync.
 */
export function useMeetupsLive() {
  const qc = useQueryClient();
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  useRealtimeMessages((msg) => {
    const relevant = msg.type === 'resync' || (msg.type === 'change' && (msg.table === 'meetups' || msg.table === 'meetup_attendees' || msg.table === 'venues'));
    if (!relevant) return;
    // Coalesce bursts (many people joining at once) into one refetch.
    clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      void qc.invalidateQueries({ queryKey: ['meetups'] });
      void qc.invalidateQueries({ queryKey: ['venue-management'] });
    }, 250);
  });
}
