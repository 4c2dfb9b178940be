import { useEffect, useRef, useState } from 'react';
import type { ProfileDto } from '../../../contracts/profile';
import { confirmStripeCheckout } from './api';

export type StripeReturnState = 'idle' | 'confirming' | 'waiting' | 'failed';

const POLL_MS = 2000;
const GIVE_UP_MS = 60_000;

/**
 * Back from Stripe Checkout with ?checkout=success&session_id=…: asks the server to check the
 * session (it applies the upgrade once, whether this or the webhook gets there first) and keeps
 * asking while the payment is still settling.
 */
export function useStripeReturn(sessionId: string | null, ready: boolean, onApplied: (profile: ProfileDto) => void): StripeReturnState {
  const [state, setState] = useState<StripeReturnState>(sessionId ? 'confirming' : 'idle');
  const applied = useRef(onApplied);
  applied.current = onApplied;

  useEffect(() => {
    if (!sessionId || !ready) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const attempt = async () => {
      try {
        const result = await confirmStripeCheckout(sessionId);
        if (stopped) return;
        if (result.status !== 'pending' && result.profile.role !== 'basic') return applied.current(result.profile);
        if (result.status !== 'pending') return setState('failed');
        setState('waiting');
      } catch {
        if (stopped) return;
        setState('waiting');
      }
      if (Date.now() - started > GIVE_UP_MS) return setState('failed');
      timer = setTimeout(attempt, POLL_MS);
    };
    void attempt();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [sessionId, ready]);

  return state;
}
