import { vi } from 'vitest';

/**
 * The one polling helper of the tests (vi.waitFor underneath): calls fn every 50 ms until it
 * answers something truthy and returns that, or fails after `ms`. For what arrives after the
 * API has answered (mail, log rows, caches on another instance). "Nothing arrived" is never
 * polled for: prove it with a sentinel (tests/helpers/realtime-client.ts) or by draining the
 * queue (tests/helpers/meetup-fixtures.ts `mailbox`).
 */
export function until<T>(fn: () => Promise<T | undefined | null | false>, ms = 8000): Promise<T> {
  return vi.waitFor(
    async () => {
      const v = await fn();
      if (!v) throw new Error('timed out waiting');
      return v;
    },
    { timeout: ms, interval: 50 },
  );
}
