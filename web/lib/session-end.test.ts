import { AuthApiError, AuthRetryableFetchError, AuthSessionMissingError } from '@supabase/auth-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The API client against a fake auth client and fetch (Node has no DOM): a 401 gets one
// refresh and one retry; a failed refresh removes the session once and says why; a network
// failure is not a sign-out; a suspension signs out with the server's message.
const auth = vi.hoisted(() => ({
  token: 'old' as string | null,
  refresh: (async () => ({ data: { session: null }, error: null })) as () => Promise<{ data: { session: unknown }; error: unknown }>,
  refreshCalls: 0,
  signOutCalls: [] as unknown[],
}));
vi.mock('./auth-client', async () => ({
  AUTH_STORAGE_KEY: 'cc-auth',
  mayHaveSession: () => true,
  // auth-js as the loaded client has it: its errors are checked with its own functions.
  loadedAuthJs: await import('@supabase/auth-js').then((authJs) => () => authJs),
  loadAuthClient: async () => ({
    getSession: async () => ({ data: { session: auth.token ? { access_token: auth.token } : null }, error: null }),
    refreshSession: async () => {
      auth.refreshCalls += 1;
      return auth.refresh();
    },
    signOut: async (opts: unknown) => {
      auth.signOutCalls.push(opts);
      auth.token = null;
      return { error: null };
    },
  }),
}));

const { api, ApiRequestError } = await import('./api');
const { onSessionEnded, sessionEndOf } = await import('./session-end');
const { networkStatus } = await import('./network-status');

type Call = { path: string; auth: string | undefined };
let calls: Call[];
let answer: (call: Call) => { status: number; body: unknown };
let ended: unknown[];
let unsubscribe: () => void;

beforeEach(() => {
  auth.token = 'old';
  auth.refreshCalls = 0;
  auth.signOutCalls = [];
  calls = [];
  ended = [];
  networkStatus.reset();
  vi.stubGlobal('localStorage', { removeItem: vi.fn() });
  vi.stubGlobal('fetch', async (path: string, init: { headers: Record<string, string> }) => {
    const call = { path, auth: init.headers.authorization };
    calls.push(call);
    const { status, body } = answer(call);
    return new Response(JSON.stringify(body), { status });
  });
  unsubscribe = onSessionEnded((end) => ended.push(end));
});
afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
});

const sessionEndedAnswer = (call: Call) =>
  call.auth === 'Bearer new' ? { status: 200, body: { ok: true } } : { status: 401, body: { error: 'session_not_found', message: 'Your session has ended.' } };

describe('a 401 for a session the server no longer knows', () => {
  it('refreshes once and retries with the new token', async () => {
    answer = sessionEndedAnswer;
    auth.refresh = async () => {
      auth.token = 'new';
      return { data: { session: { access_token: 'new' } }, error: null };
    };
    await expect(api('/api/profile')).resolves.toEqual({ ok: true });
    expect(calls.map((c) => c.auth)).toEqual(['Bearer old', 'Bearer new']);
    expect(auth.refreshCalls).toBe(1);
    expect(ended).toEqual([]);
  });

  it('removes the session locally (no server call) and says why when the refresh is refused', async () => {
    answer = sessionEndedAnswer;
    auth.refresh = async () => ({ data: { session: null }, error: new AuthApiError('Your session has ended.', 400, 'refresh_token_not_found') });
    const err = await api('/api/profile').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect((err as InstanceType<typeof ApiRequestError>).code).toBe('session_not_found');
    expect(ended).toEqual([{ reason: 'ended', message: 'You were signed out on this device' }]);
    expect(auth.signOutCalls).toEqual([{ scope: 'local' }]);
    expect(localStorage.removeItem).toHaveBeenCalledWith('cc-auth');
    expect(calls).toHaveLength(1);
    // Not a connection problem: the network banner stays away.
    expect(networkStatus.failures()).toBe(0);
  });

  it('shares one refresh and one sign-out between requests failing together', async () => {
    answer = sessionEndedAnswer;
    auth.refresh = async () => {
      await new Promise((r) => setTimeout(r, 10));
      return { data: { session: null }, error: new AuthApiError('used', 400, 'refresh_token_already_used') };
    };
    const results = await Promise.allSettled([api('/a'), api('/b'), api('/c')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(auth.refreshCalls).toBe(1);
    expect(ended).toHaveLength(1);
  });

  it('keeps the session when the refresh could not reach the server', async () => {
    answer = sessionEndedAnswer;
    auth.refresh = async () => ({ data: { session: null }, error: new AuthRetryableFetchError('Failed to fetch', 0) });
    await expect(api('/api/profile')).rejects.toBeInstanceOf(ApiRequestError);
    expect(ended).toEqual([]);
    expect(auth.signOutCalls).toEqual([]);
  });

  it('does not refresh for a request sent without a session', async () => {
    auth.token = null;
    answer = () => ({ status: 401, body: { error: 'unauthorized', message: 'Sign in to continue.' } });
    await expect(api('/api/profile')).rejects.toBeInstanceOf(ApiRequestError);
    expect(auth.refreshCalls).toBe(0);
    expect(ended).toEqual([]);
  });
});

describe('a suspended account', () => {
  it('is signed out with the server message', async () => {
    const message = 'Your account is suspended. Contact support if you think this is a mistake.';
    answer = () => ({ status: 403, body: { error: 'user_suspended', message } });
    await expect(api('/api/profile')).rejects.toMatchObject({ status: 403, code: 'user_suspended' });
    expect(ended).toEqual([{ reason: 'suspended', message }]);
    expect(auth.refreshCalls).toBe(0);
  });

  it('other 403s leave the session alone', async () => {
    answer = () => ({ status: 403, body: { error: 'admin_required', message: 'Admin access required' } });
    await expect(api('/api/admin')).rejects.toMatchObject({ status: 403 });
    expect(ended).toEqual([]);
  });
});

describe('sessionEndOf', () => {
  it('ends for refused refresh tokens, missing sessions and suspensions only', () => {
    expect(sessionEndOf(new AuthApiError('x', 400, 'refresh_token_not_found'))?.reason).toBe('ended');
    expect(sessionEndOf(new AuthApiError('x', 400, 'refresh_token_already_used'))?.reason).toBe('ended');
    expect(sessionEndOf(new AuthSessionMissingError())?.reason).toBe('ended');
    expect(sessionEndOf(new AuthApiError('Suspended.', 403, 'user_suspended'))).toEqual({ reason: 'suspended', message: 'Suspended.' });
    expect(sessionEndOf(new AuthRetryableFetchError('Failed to fetch', 0))).toBeNull();
    expect(sessionEndOf(new AuthApiError('Too many requests', 429, 'over_request_rate_limit'))).toBeNull();
    expect(sessionEndOf(null)).toBeNull();
  });
});
