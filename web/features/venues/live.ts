import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RealtimeServerMessage } from '../../../contracts/realtime';
import { accessToken } from '../../lib/api';
import { useSession } from '../../lib/session';

// A small /realtime client for the venue screens (same protocol as contracts/realtime.ts):
// authenticates with the access token, reconnects with backoff, resyncs after reconnecting.
// TODO(realtime): switch to the shared web client once web/lib has one.

type Listener = (msg: RealtimeServerMessage) => void;
const state = { ws: null as WebSocket | null, listeners: new Set<Listener>(), retry: 0, timer: undefined as ReturnType<typeof setTimeout> | undefined };

function connect() {
  if (state.ws || state.listeners.size === 0) return;
  const ws = new WebSocket(`${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}/realtime`);
  state.ws = ws;
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
    if (msg.type === 'ready' && state.retry > 0) for (const l of state.listeners) l({ type: 'resync', reason: 'server_reconnected' });
    if (msg.type === 'ready') state.retry = 0;
    for (const l of state.listeners) l(msg);
  };
  ws.onclose = (e) => {
    state.ws = null;
    if (e.code === 4001 || state.listeners.size === 0) return;
    state.retry += 1;
    state.timer = setTimeout(connect, Math.min(30_000, 1000 * 2 ** Math.min(state.retry, 5)));
  };
}

function subscribe(listener: Listener) {
  state.listeners.add(listener);
  connect();
  return () => {
    state.listeners.delete(listener);
    if (state.listeners.size === 0) {
      clearTimeout(state.timer);
      state.ws?.close(1000);
      state.ws = null;
    }
  };
}

/** Venue lists and pages refetch when venues change anywhere (spec §7 Realtime). */
export function useVenuesLive() {
  const qc = useQueryClient();
  const { status } = useSession();
  useEffect(() => {
    if (status !== 'signedIn') return;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(pending);
      pending = setTimeout(() => void qc.invalidateQueries({ queryKey: ['venues'] }), 200);
    };
    const off = subscribe((msg) => {
      if (msg.type === 'resync' || (msg.type === 'change' && msg.table === 'venues')) refresh();
    });
    return () => {
      clearTimeout(pending);
      off();
    };
  }, [qc, status]);
}
