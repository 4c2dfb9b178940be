import { AuthClient } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The unmodified @supabase/auth-js client against our /auth/v1 over real HTTP.
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}
const client = () =>
  new AuthClient({ url: `${base}/auth/v1`, storage: memoryStorage(), autoRefreshToken: false, persistSession: true, detectSessionInUrl: false });

describe('@supabase/auth-js against our auth API', () => {
  it('signs up, reads the user, refreshes, changes password, signs out and in again', async () => {
    const auth = client();
    const email = uniqueEmail('authjs');
    const up = await auth.signUp({ email, password: 'first-password', options: { data: { name: 'Katherine Johnson' } } });
    expect(up.error).toBeNull();
    expect(up.data.session?.user.email).toBe(email);
    expect(up.data.user?.user_metadata.name).toBe('Katherine Johnson');

    const me = await auth.getUser();
    expect(me.error).toBeNull();
    expect(me.data.user?.id).toBe(up.data.user?.id);

    const before = (await auth.getSession()).data.session!;
    const refreshed = await auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(before.refresh_token);

    const changed = await auth.updateUser({ password: 'second-password' });
    expect(changed.error).toBeNull();

    const out = await auth.signOut({ scope: 'global' });
    expect(out.error).toBeNull();
    expect((await auth.getSession()).data.session).toBeNull();

    const wrong = await auth.signInWithPassword({ email, password: 'first-password' });
    expect(wrong.error?.message).toBe('Invalid email or password.');
    const right = await auth.signInWithPassword({ email, password: 'second-password' });
    expect(right.error).toBeNull();
    expect(right.data.session?.access_token).toBeTruthy();
  });

  it('reports a weak password and an existing account with our messages', async () => {
    const auth = client();
    const weak = await auth.signUp({ email: uniqueEmail(), password: 'short' });
    expect(weak.error?.message).toBe('Use at least 8 characters.');
    const email = uniqueEmail();
    await client().signUp({ email, password: 'long-enough-pw' });
    const dup = await auth.signUp({ email, password: 'long-enough-pw' });
    expect(dup.error?.code).toBe('user_already_exists');
  });

  it('asks for a password reset email', async () => {
    const auth = client();
    const email = uniqueEmail();
    await client().signUp({ email, password: 'long-enough-pw' });
    const res = await auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/reset-password' });
    expect(res.error).toBeNull();
  });
});
