import { AuthClient } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../../contracts/auth';
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
  it('signs up, signs in, reads the user, refreshes, changes password, signs out and in again', async () => {
    const auth = client();
    const email = uniqueEmail('authjs');
    const up = await auth.signUp({ email, password: 'first-password', options: { data: { name: 'Katherine Johnson' } } });
    expect(up.error).toBeNull();
    // Confirmations are on: a user, no session, until the password grant.
    expect(up.data.session).toBeNull();
    expect(up.data.user).toMatchObject({ email, email_confirmed_at: null, user_metadata: { name: 'Katherine Johnson' } });
    const signedIn = await auth.signInWithPassword({ email, password: 'first-password' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.user.email).toBe(email);

    const me = await auth.getUser();
    expect(me.error).toBeNull();
    expect(me.data.user?.id).toBe(up.data.user?.id);

    const noCurrent = await auth.updateUser({ password: 'second-password' });
    expect(noCurrent.error?.code).toBe('current_password_required');
    expect(noCurrent.error?.message).toBe('Enter your current password.');

    const before = (await auth.getSession()).data.session!;
    const refreshed = await auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(before.refresh_token);

    const changed = await auth.updateUser({ password: 'second-password', current_password: 'first-password' });
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

  it('reports weak and common passwords with our messages, and a taken address like a new one', async () => {
    const auth = client();
    const weak = await auth.signUp({ email: uniqueEmail(), password: 'short' });
    expect(weak.error?.message).toBe('Use at least 8 characters.');
    const common = await auth.signUp({ email: uniqueEmail(), password: 'password1' });
    expect(common.error?.name).toBe('AuthWeakPasswordError');
    expect(common.error?.message).toBe(COMMON_PASSWORD_MESSAGE);
    expect((common.error as { reasons?: string[] }).reasons).toEqual(['pwned']);
    const email = uniqueEmail();
    await client().signUp({ email, password: 'long-enough-pw' });
    const dup = await auth.signUp({ email, password: 'long-enough-pw' });
    expect(dup.error).toBeNull();
    expect(dup.data.session).toBeNull();
    expect(dup.data.user?.email).toBe(email);
  });

  it('asks for a new confirmation email', async () => {
    const email = uniqueEmail();
    await client().signUp({ email, password: 'long-enough-pw' });
    const res = await client().resend({ type: 'signup', email, options: { emailRedirectTo: 'http://localhost:3000/' } });
    expect(res.error).toBeNull();
  });

  it('asks for a password reset email', async () => {
    const auth = client();
    const email = uniqueEmail();
    await client().signUp({ email, password: 'long-enough-pw' });
    const res = await auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/reset-password' });
    expect(res.error).toBeNull();
  });
});
