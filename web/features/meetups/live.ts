import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RealtimeServerMessage } from '../../../contracts/realtime';
import { accessToken } from '../../lib/api';
import { useSession } from '../../lib/session';

type Listener = (msg: RealtimeServerMessage) => void;

/**
 * One shared /realtime socket for the meetup screens: authenticates with the access token in
 * its first message, reconnects with backoff, and tells listeners about changes and resyncs.
 */
const socketState = { ws: null as WebSocket | null, listeners: new Set<Listener>(), retry: 0, timer: 0 as unknown as ReturnType<typeof setTimeout> };

function connect() {
  if (socketState.ws || socketState.listeners.size === 0) return;
  const proto = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const ws = new WebSocket(`${proto}//${window.location.host}/realtime`);
  socketState.ws = ws;
  ws.onopen = async () => {
    const token = await accessToken();
    if (!token) return ws.close();
    ws.send(JSON.stringify({ type: 'auth', access_token: token }));
  };
  ws.onmessage = (e) => {
    let msg: RealtimeServerMessage;
    try {
      msg = JSON.parse(String(e.data));
    } catch {
      return;
    }
    if (msg.type === 'ready') {
      // Anything may have changed while we were away.
      if (socketState.retry > 0) for (const l of socketState.listeners) l({ type: 'resync', reason: 'server_reconnected' });
      socketState.retry = 0;
    }
    for (const l of socketState.listeners) l(msg);
  };
  ws.onclose = (e) => {
    socketState.ws = null;
    if (e.code === 4001 || socketState.listeners.size === 0) return;
    socketState.retry += 1;
    socketState.timer = setTimeout(connect, Math.min(30_000, 1000 * 2 ** Math.min(socketState.retry, 5)));
  };
}

function subscribe(listener: Listener) {
  socketState.listeners.add(listener);
  connect();
  return () => {
    socketState.listeners.delete(listener);
    if (socketState.listeners.size === 0) {
      clearTimeout(socketState.timer);
      socketState.ws?.close(1000);
      socketState.ws = null;
    }
  };
}

/** Keeps meetup lists, pages and venue requests fresh: refetches when meetups or attendance change. */
export function useMeetupsLive() {
  const qc = useQueryClient();
  const { status } = useSession();
  useEffect(() => {
    if (status !== 'signedIn') return;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      // Coalesce bursts (50 people joining at once) into one refetch.
      clearTimeout(pending);
      pending = setTimeout(() => {
        void qc.invalidateQueries({ queryKey: ['meetups'] });
        void qc.invalidateQueries({ queryKey: ['venue-management'] });
      }, 250);
    };
    const unsubscribe = subscribe((msg) => {
      if (msg.type === 'resync') refresh();
      if (msg.type === 'change' && (msg.table === 'meetups' || msg.table === 'meetup_attendees' || msg.table === 'venues')) refresh();
    });
    return () => {
      clearTimeout(pending);
      unsubscribe();
    };
  }, [qc, status]);
}
