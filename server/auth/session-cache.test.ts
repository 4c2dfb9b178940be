import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSessionChecks, SESSION_CHECK_TTL_MS, SessionCheckCache } from './session-cache';

const state = { revokedAt: null, email: 'a@example.com', emailConfirmed: true, isSuspended: false, role: 'basic' };

describe('session check cache', () => {
  afterEach(() => vi.useRealTimers());

  it('reuses an answer for at most the TTL', () => {
    vi.useFakeTimers();
    const cache = new SessionCheckCache();
    cache.set('s1', 'u1', state);
    expect(cache.get('s1')).toEqual(state);
    vi.advanceTimersByTime(SESSION_CHECK_TTL_MS + 1);
    expect(cache.get('s1')).toBeUndefined();
    cache.close();
  });

  it('forgets every session of a member, in every cache of the process, when our code changes them', () => {
    const a = new SessionCheckCache();
    const b = new SessionCheckCache();
    a.set('s1', 'u1', state);
    a.set('s2', 'u2', state);
    b.set('s3', 'u1', state);
    forgetSessionChecks('u1');
    expect(a.get('s1')).toBeUndefined();
    expect(b.get('s3')).toBeUndefined();
    expect(a.get('s2')).toEqual(state);
    a.close();
    b.close();
  });

  it('remembers that a session does not exist, too', () => {
    const cache = new SessionCheckCache();
    cache.set('gone', 'u9', null);
    expect(cache.get('gone')).toBeNull();
    cache.close();
  });
});
