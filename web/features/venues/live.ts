import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtimeMessages } from '../../lib/realtime-messages';

/**
 * Venue lists and pages refetch when venues change anywhere (docs/product.md §10 Realtime), over the app's
 * one realtime connection; bursts are coalesced into one refetch.
 */
export function useVenuesLive() {
  const qc = useQueryClient();
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  useRealtimeMessages((msg) => {
    if (msg.type !== 'resync' && !(msg.type === 'change' && msg.table === 'venues')) return;
    clearTimeout(pending.current);
    pending.current = setTimeout(() => void qc.invalidateQueries({ queryKey: ['venues'] }), 200);
  });
}
