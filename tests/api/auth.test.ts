import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../../contracts/auth';
import { profiles, refreshTokens, users } from '../../server/db/schema/index';
import { bearer, confirmEmail, signUp, uniqueEmail } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('sign-up', () => {
  it('creates the account and its profile in one go, and answers the user without a session', async () => {
    const email = uniqueEmail('Signup');
    const res = await post('/auth/v1/signup', { email: `  ${email.toUpperCase()} `, password: 'long-enough-1', data: { name: 'Ada Lovelace' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // GoTrue's answer with confirmations on: a user, no tokens; auth-js reads it as session null.
    expect(body).not.toHaveProperty('access_token');
    expect(body).not.toHaveProperty('refresh_token');
    expect(body).toMatchObject({ aud: 'authenticated', role: 'authenticated', email: email.toLowerCase(), email_confirmed_at: null, identities: [], user_metadata: { name: 'Ada Lovelace' } });
    expect(Date.parse(body.confirmation_sent_at)).toBeGreaterThan(Date.now() - 60_000);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, body.id));
    expect(profile).toMatchObject({ name: 'Ada Lovelace', role: 'basic', subscriptionStatus: 'basic', subscriptionTier: 'basic' });
    expect(profile.membershipNumber).toMatch(/^CC\d{10}$/);
    expect(profile.emailPreferences).toEqual({ all: true, venue_booking: true, booking_approved: true, booking_rejected: true, meetup_reminder: true, meetup_cancelled: true, announcements: true });
    expect(profile.notificationPreferences).toEqual({ all: true, venue_booking: true, booking_approved: true, booking_rejected: true, meetup_full_capacity: true, meetup_cancelled: true, meetup_comment: true, announcements: true });
    expect(profile.joinDate).toBeInstanceOf(Date);

    // The new, unconfirmed member signs in with the password grant and uses member features.
    const signIn = await post('/auth/v1/token?grant_type=password', { email, password: 'long-enough-1' });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { id: body.id, email_confirmed_at: null } });
    expect(signIn.json().refresh_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const me = await t.app.inject({ url: '/api/profile', headers: bearer(signIn.json().access_token) });
    expect(me.statusCode).toBe(200);
  });

  it('stores passwords as argon2id hashes, never in clear', async () => {
    const { email, password } = await signUp(t.app);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain(password);
  });

  it('refuses passwords under 8 characters with a clear message', async () => {
    const res = await post('/auth/v1/signup', { email: uniqueEmail(), password: '1234567', data: { name: 'Short' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'weak_password', message: 'Use at least 8 characters.' });
  });

  it('refuses a password on the common-password list, whatever its case', async () => {
    for (const password of ['password1', 'PassWord123', 'iloveyou']) {
      const res = await post('/auth/v1/signup', { email: uniqueEmail(), password, data: { name: 'Common' } });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: 'weak_password', message: COMMON_PASSWORD_MESSAGE, weak_password: { reasons: ['pwned'] } });
    }
  });

  it('refuses the product name, the address or the name as a password (context-specific words)', async () => {
    const email = uniqueEmail('grace.hopper');
    for (const password of ['civic-connect-2026', 'MyCivicConnect!', email.toUpperCase(), 'Grace Hopper!!', email.split('@')[0]]) {
      const res = await post('/auth/v1/signup', { email, password, data: { name: 'Grace Hopper' } });
      expect(res.statusCode, password).toBe(422);
      expect(res.json()).toMatchObject({ error: 'weak_password', message: COMMON_PASSWORD_MESSAGE });
    }
    expect((await post('/auth/v1/signup', { email, password: 'grace-likes-cobol', data: { name: 'Grace Hopper' } })).statusCode).toBe(200);
  });

  it.each([
    ['no body', undefined],
    ['not an object', 'hello'],
    ['bad email', { email: 'not-an-email', password: 'long-enough-1' }],
    ['email not a string', { email: 42, password: 'long-enough-1' }],
    ['name too long', { email: 'x@example.com', password: 'long-enough-1', data: { name: 'x'.repeat(200) } }],
  ])('answers malformed input (%s) with a 400 JSON error', async (_label, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/v1/signup', payload: payload as never, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expect.objectContaining({ error: expect.any(String), message: expect.any(String) }));
  });

  it('answers invalid JSON with a 400 JSON error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: '{oops', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBeTruthy();
  });
});

describe('sign-in', () => {
  it('trims and lower-cases the email and trims the password', async () => {
    const { email, password } = await signUp(t.app);
    const res = await post('/auth/v1/token?grant_type=password', { email: `  ${email.toUpperCase()}  `, password: `  ${password}  ` });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(email);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const { email } = await signUp(t.app);
    const wrong = await post('/auth/v1/token?grant_type=password', { email, password: 'wrong-password' });
    const unknown = await post('/auth/v1/token?grant_type=password', { email: uniqueEmail('nobody'), password: 'wrong-password' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password.');
  });

  it('rejects an unknown grant type with a 400', async () => {
    const res = await post('/auth/v1/token?grant_type=magic', {});
    expect(res.statusCode).toBe(400);
  });
});

describe('access tokens', () => {
  it('are JWTs verifiable with the published key-set and valid one hour', async () => {
    const { session } = await signUp(t.app);
    const jwks = (await t.app.inject({ url: '/auth/v1/.well-known/jwks.json' })).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty('d'); // never the private part
    const { createLocalJWKSet, jwtVerify } = await import('jose');
    const { payload } = await jwtVerify(session.access_token, createLocalJWKSet(jwks));
    expect(payload.sub).toBe(session.user.id);
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it('GET /user answers the signed-in user and 401 without a token', async () => {
    const { session } = await signUp(t.app);
    const me = await t.app.inject({ url: '/auth/v1/user', headers: bearer(session.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: session.user.id, email: session.user.email });
    expect(me.json()).not.toHaveProperty('password_hash');
    expect((await t.app.inject({ url: '/auth/v1/user' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/auth/v1/user', headers: bearer('forged.token.value') })).statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotate on every use, and replaying a spent one after 10 seconds revokes the session', async () => {
    const { session } = await signUp(t.app);
    const first = await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: session.refresh_token });
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh_token).not.toBe(session.refresh_token);
    // Spent 11 seconds ago: past the two-tab grace (tests/api/session-lifetime.test.ts).
    await t.db.update(refreshTokens).set({ spentAt: new Date(Date.now() - 11_000) }).where(isNotNull(refreshTokens.spentAt));

    const replay = await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: session.refresh_token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('refresh_token_already_used');

    // The whole session is gone: the newest refresh token and its access token no longer work.
    const after = await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: rotated.refresh_token });
    expect(after.statusCode).toBe(400);
    const me = await t.app.inject({ url: '/auth/v1/user', headers: bearer(rotated.access_token) });
    expect(me.statusCode).toBe(401);
  });

  it('an unknown refresh token is refused', async () => {
    const res = await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: 'made-up-token' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('refresh_token_not_found');
  });
});

describe('password change and sign-out', () => {
  it('a password change revokes every other session but keeps this one', async () => {
    const { email, password, session: a } = await signUp(t.app);
    const b = (await post('/auth/v1/token?grant_type=password', { email, password })).json();
    const res = await t.app.inject({ method: 'PUT', url: '/auth/v1/user', headers: bearer(a.access_token), payload: { password: 'brand-new-password', current_password: password } });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/auth/v1/user', headers: bearer(a.access_token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/auth/v1/user', headers: bearer(b.access_token) })).statusCode).toBe(401);
    expect((await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: b.refresh_token })).statusCode).toBe(400);
    expect((await post('/auth/v1/token?grant_type=password', { email, password })).statusCode).toBe(400);
    expect((await post('/auth/v1/token?grant_type=password', { email, password: 'brand-new-password' })).statusCode).toBe(200);
  });

  it('a new password under 8 characters or on the common list is refused', async () => {
    const { session, password } = await signUp(t.app);
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/auth/v1/user', headers: bearer(session.access_token), payload });
    const short = await put({ password: 'short', current_password: password });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('Use at least 8 characters.');
    const common = await put({ password: 'password1', current_password: password });
    expect(common.statusCode).toBe(422);
    expect(common.json()).toMatchObject({ error: 'weak_password', message: COMMON_PASSWORD_MESSAGE, weak_password: { reasons: ['pwned'] } });
  });

  it('a password change needs the current password', async () => {
    const { email, password, session } = await signUp(t.app);
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/auth/v1/user', headers: bearer(session.access_token), payload });
    const missing = await put({ password: 'brand-new-password' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'current_password_required', message: 'Enter your current password.' });
    const wrong = await put({ password: 'brand-new-password', current_password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_credentials', message: 'Your current password is incorrect.' });
    // Neither attempt changed anything: the old password still signs in.
    expect((await post('/auth/v1/token?grant_type=password', { email, password })).statusCode).toBe(200);
  });

  it('global sign-out ends every session of the user', async () => {
    const { email, password, session: a } = await signUp(t.app);
    const b = (await post('/auth/v1/token?grant_type=password', { email, password })).json();
    const out = await post('/auth/v1/logout?scope=global', undefined, bearer(a.access_token));
    expect(out.statusCode).toBe(204);
    for (const s of [a, b]) {
      expect((await t.app.inject({ url: '/auth/v1/user', headers: bearer(s.access_token) })).statusCode).toBe(401);
      expect((await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: s.refresh_token })).statusCode).toBe(400);
    }
  });
});

describe('suspension and admin flag', () => {
  it('a suspended user cannot sign in or refresh and is told why', async () => {
    const { email, password, session } = await signUp(t.app);
    await t.db.update(users).set({ isSuspended: true }).where(eq(users.email, email));
    const signIn = await post('/auth/v1/token?grant_type=password', { email, password });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ error: 'user_suspended', message: expect.stringMatching(/suspended/) });
    const refresh = await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: session.refresh_token });
    expect(refresh.statusCode).toBe(403);
    const profile = await t.app.inject({ url: '/api/profile', headers: bearer(session.access_token) });
    expect(profile.statusCode).toBe(403);
  });

  it('admin is a flag from ADMIN_EMAILS (confirmed addresses only), not a role', async () => {
    const adminEmail = t.config.adminEmails[1];
    const admin = await signUp(t.app, { email: adminEmail.toUpperCase() });
    await confirmEmail(t.db, admin.session.user.id);
    const member = await signUp(t.app);
    await confirmEmail(t.db, member.session.user.id);
    const a = (await t.app.inject({ url: '/api/profile', headers: bearer(admin.session.access_token) })).json();
    const m = (await t.app.inject({ url: '/api/profile', headers: bearer(member.session.access_token) })).json();
    expect(a).toMatchObject({ is_admin: true, role: 'basic' });
    expect(m).toMatchObject({ is_admin: false, role: 'basic' });
  });
});

describe('caching', () => {
  it('every auth answer says no-store, errors and redirects included', async () => {
    const { email, password, session } = await signUp(t.app);
    const answers = [
      await post('/auth/v1/token?grant_type=password', { email, password }),
      await post('/auth/v1/token?grant_type=password', { email, password: 'wrong-password' }),
      await post('/auth/v1/signup', { email: uniqueEmail(), password: 'long-enough-1' }),
      await post('/auth/v1/recover', { email }),
      await t.app.inject({ url: '/auth/v1/user', headers: bearer(session.access_token) }),
      await t.app.inject({ url: '/auth/v1/user' }),
      await t.app.inject({ url: '/auth/v1/verify?type=signup&token=nope' }),
      await t.app.inject({ url: '/auth/v1/settings' }),
    ];
    for (const a of answers) expect(a.headers['cache-control'], a.body).toBe('no-store');
  });
});
