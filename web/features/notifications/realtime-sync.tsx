import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { RealtimeServerMessage, RealtimeTable } from '../../../contracts/realtime';
import { realtime } from '../../lib/realtime';
import { useRealtimeMessages } from '../../lib/realtime-messages';
import { useSession } from '../../lib/session';

/**
 * Query keys each table's changes make stale. Features key their queries by these prefixes
 * (['venues', …], ['meetups', …]) and stay fresh without knowing about sockets.
 */
const KEYS: Record<RealtimeTable, string[][]> = {
  venues: [['venues'], ['venue-management']],
  meetups: [['meetups'], ['venue-management']],
  meetup_attendees: [['meetups'], ['meetup_attendees']],
  // A comment was posted or deleted: the open discussion refetches (the text is not in the event).
  meetup_comments: [['meetup-comments']],
  profiles: [],
  // The notification centre keeps its own list (INSERTs placed at the top, the rest refetched).
  notifications: [],
  // A message or a read mark: the inbox and the unread badge refetch (the open conversation
  // catches up by itself, web/features/messages).
  messages: [['messages', 'inbox'], ['messages', 'unread']],
  conversations: [['messages', 'inbox'], ['messages', 'unread']],
};
const COUNTED: RealtimeTable[] = ['profiles', 'venues', 'meetups'];
const COALESCE_MS = 250;

/**
 * Starts the shared realtime connection while someone is signed in and turns its messages into
 * cache invalidations: table changes refetch what shows them, INSERTs of profiles, venues and
 * meetups refresh the statistics, the user's own profile row refreshes the session profile, and
 * a resync refetches all of it.
 */
export function RealtimeSync() {
  const qc = useQueryClient();
  const { status, session, refreshProfile } = useSession();
  const pending = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const userId = session?.user.id;

  useEffect(() => {
    if (status !== 'signedIn') return;
    realtime.start();
    return () => realtime.stop();
  }, [status, userId]);

  useRealtimeMessages((msg: RealtimeServerMessage) => {
    const stale = pending.current;
    if (msg.type === 'resync') {
      for (const keys of Object.values(KEYS)) for (const k of keys) stale.add(JSON.stringify(k));
      stale.add('["stats"]');
      stale.add('["profile"]');
    } else if (msg.type === 'change') {
      for (const k of KEYS[msg.table]) stale.add(JSON.stringify(k));
      if (msg.event === 'INSERT' && COUNTED.includes(msg.table)) stale.add('["stats"]');
      if (msg.table === 'profiles' && msg.id === userId) {
        stale.add('["profile"]');
        void refreshProfile(true);
      }
    } else return;
    // Bursts (fifty people joining at once) become one refetch per key.
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      for (const key of stale) void qc.invalidateQueries({ queryKey: JSON.parse(key) });
      stale.clear();
    }, COALESCE_MS);
  });

  useEffect(() => () => clearTimeout(timer.current), []);
  return null;
}
