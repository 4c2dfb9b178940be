import { useEffect, useRef } from 'react';
import type { RealtimeServerMessage } from '../../contracts/realtime';

type Listener = (msg: RealtimeServerMessage) => void;

// The listeners of the app's one realtime connection (web/lib/realtime.ts), kept apart from the
// connection's code: a part that only listens (the home page's statistics, a meetup or venue
// card) does not load the connection, which only a member's session starts
// (web/features/notifications/realtime-sync.tsx). Not in a visitor's first load (issue 29's budget).
const listeners = new Set<Listener>();

/** Hands a message of the connection to every listener (web/lib/realtime.ts). */
export function dispatchRealtimeMessage(msg: RealtimeServerMessage): void {
  for (const listener of [...listeners]) listener(msg);
}

/** Subscribes to realtime messages while mounted (the connection itself is started by the shell). */
export function useRealtimeMessages(listener: Listener) {
  const ref = useRef(listener);
  ref.current = listener;
  useEffect(() => {
    const current: Listener = (msg) => ref.current(msg);
    listeners.add(current);
    return () => void listeners.delete(current);
  }, []);
}
