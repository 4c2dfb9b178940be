import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api';

// The auth client needs a browser window; these tests only look at errors and timing.
vi.mock('./auth-client', () => ({ mayHaveSession: () => true, loadAuthClient: async () => ({ getSession: async () => ({ data: { session: null } }) }) }));
import { isRetryable, serverErrorText, withRetries } from './functions';

afterEach(() => vi.useRealTimers());

describe('function call errors', () => {
  it('reads the server message only when the server sent one', () => {
    expect(serverErrorText(new ApiRequestError(404, 'not_found', 'No user has that id.'))).toBe('No user has that id.');
    expect(serverErrorText(new ApiRequestError(502, 'http_error', 'Request failed (502)'))).toBeNull();
    expect(serverErrorText(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('retries 5xx answers and network failures, not 4xx or aborts', () => {
    expect(isRetryable(new ApiRequestError(500, 'internal_error', 'x'))).toBe(true);
    expect(isRetryable(new ApiRequestError(503, 'http_error', 'x'))).toBe(true);
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new ApiRequestError(400, 'invalid_request', 'x'))).toBe(false);
    expect(isRetryable(new ApiRequestError(429, 'rate_limited', 'x'))).toBe(false);
    expect(isRetryable(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});

describe('withRetries (docs/product.md §10: admin-send-notifications retries up to 2 more times, after 2 s then 4 s)', () => {
  it('tries three times in all, waiting 2 s then 4 s, and gives up with the last error', async () => {
    vi.useFakeTimers();
    const started: number[] = [];
    const t0 = Date.now();
    const call = vi.fn(async () => {
      started.push(Date.now() - t0);
      throw new ApiRequestError(503, 'http_error', 'down');
    });
    const result = withRetries(call, [2000, 4000]).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toBeInstanceOf(ApiRequestError);
    expect(call).toHaveBeenCalledTimes(3);
    expect(started).toEqual([0, 2000, 6000]);
  });

  it('stops at once on a client error, and returns the first success', async () => {
    const bad = vi.fn(async () => {
      throw new ApiRequestError(400, 'invalid_request', 'title: Enter a title.');
    });
    await expect(withRetries(bad, [2000, 4000])).rejects.toThrow('title: Enter a title.');
    expect(bad).toHaveBeenCalledTimes(1);

    vi.useFakeTimers();
    let n = 0;
    const flaky = vi.fn(async () => {
      if (n++ === 0) throw new TypeError('Failed to fetch');
      return { message: 'Sent to 3 members.' };
    });
    const result = withRetries(flaky, [2000, 4000]);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toEqual({ message: 'Sent to 3 members.' });
    expect(flaky).toHaveBeenCalledTimes(2);
  });
});
