import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../server/db/schema/index';
import { bearer, signUp, uniqueEmail } from '../helpers/auth';
import { follow, mailsTo, SUBJECTS, verifyPath, waitForMail } from '../helpers/auth-mail';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 9: sign-up confirms nothing by itself; the emailed link does, once, within 24 hours.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, remoteAddress?: string) => t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
const confirmedAt = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0].emailConfirmedAt;

describe('confirmation link', () => {
  it('is emailed on sign-up, confirms and signs in once, and returns to the site with a session', async () => {
    const { email } = await signUp(t.app, { confirmed: false, name: 'Mary <i>Jackson</i>' });
    expect(await confirmedAt(email)).toBeNull();
    const mail = await waitForMail(t, email, SUBJECTS.confirm);
    expect(mail.html).toContain('Mary &lt;i&gt;Jackson&lt;/i&gt;');
    expect(mail.html).toContain('#4338ca'); // branded like every other email
    const path = verifyPath(mail);
    expect(path).toMatch(/^\/auth\/v1\/verify\?type=signup&token=[A-Za-z0-9_-]{40,}&redirect_to=/);

    const first = await follow(t, path);
    expect(first.target).toBe('http://localhost:3000/');
    expect(Object.fromEntries(first.fragment)).toMatchObject({ token_type: 'bearer', type: 'signup', expires_in: '3600' });
    const me = await t.app.inject({ url: '/auth/v1/user', headers: bearer(first.fragment.get('access_token')!) });
    expect(me.statusCode).toBe(200);
    expect(Date.parse(me.json().email_confirmed_at)).toBeGreaterThan(Date.now() - 60_000);
    const refreshed = await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: first.fragment.get('refresh_token') });
    expect(refreshed.statusCode).toBe(200);

    const again = await follow(t, path);
    expect(again.target).toBe('http://localhost:3000/');
    expect(Object.fromEntries(again.fragment)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'This confirmation link is invalid or has expired. Request a new one.',
    });
  });

  it('returns to a same-origin redirect_to, and never to another site', async () => {
    const email = uniqueEmail('redirect');
    await post(`/auth/v1/signup?redirect_to=${encodeURIComponent('http://localhost:3000/meetups?x=1')}`, { email, password: 'long-enough-1' });
    expect((await follow(t, verifyPath(await waitForMail(t, email, SUBJECTS.confirm)))).target).toBe('http://localhost:3000/meetups');
    const evil = uniqueEmail('evil');
    await post(`/auth/v1/signup?redirect_to=${encodeURIComponent('https://evil.example/')}`, { email: evil, password: 'long-enough-1' });
    const mail = await waitForMail(t, evil, SUBJECTS.confirm);
    expect(mail.text).not.toContain('evil.example');
    expect((await follow(t, verifyPath(mail))).target).toBe('http://localhost:3000/');
  });

  // Issue 27: registering from a meetup link, the web sends the meetup's path; the emailed link,
  // built on the configured public origin, leads back to that meetup — never elsewhere.
  it('a path sent at sign-up (as the register page sends it) brings the confirmed member back to that meetup', async () => {
    const email = uniqueEmail('back-to-meetup');
    const meetupPath = '/meetups/5f0d3c1e-8a7b-4c2d-9e1f-0a1b2c3d4e5f';
    await post(`/auth/v1/signup?redirect_to=${encodeURIComponent(meetupPath)}`, { email, password: 'long-enough-1' });
    const mail = await waitForMail(t, email, SUBJECTS.confirm);
    const back = await follow(t, verifyPath(mail));
    expect(back.target).toBe(`http://localhost:3000${meetupPath}`);
    expect(back.fragment.get('access_token')).toBeTruthy();
    for (const sneaky of ['//evil.example/meetups/x', '/\\evil.example/x', 'javascript:alert(1)']) {
      const other = uniqueEmail('sneaky');
      await post(`/auth/v1/signup?redirect_to=${encodeURIComponent(sneaky)}`, { email: other, password: 'long-enough-1' });
      const m = await waitForMail(t, other, SUBJECTS.confirm);
      expect(m.text).not.toContain('evil.example');
      expect((await follow(t, verifyPath(m))).target).toBe('http://localhost:3000/');
    }
  });

  it('expires after 24 hours', async () => {
    const { email, session } = await signUp(t.app, { confirmed: false });
    const path = verifyPath(await waitForMail(t, email, SUBJECTS.confirm));
    await t.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.userId, session.user.id));
    expect((await follow(t, path)).fragment.get('error_code')).toBe('otp_expired');
    expect(await confirmedAt(email)).toBeNull();
  });

  it('is good for 24 hours', async () => {
    const { session } = await signUp(t.app, { confirmed: false });
    const [row] = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, session.user.id));
    const hours = (row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);
  });

  it('cannot be used as a reset link, nor a reset link as a confirmation', async () => {
    const { email } = await signUp(t.app, { confirmed: false });
    const path = verifyPath(await waitForMail(t, email, SUBJECTS.confirm));
    expect((await follow(t, path.replace('type=signup', 'type=recovery'))).fragment.get('error_code')).toBe('otp_expired');
    expect(await confirmedAt(email)).toBeNull();
  });
});

describe('resend', () => {
  it('sends a fresh link to an unconfirmed account, and the older link dies', async () => {
    const { email } = await signUp(t.app, { confirmed: false });
    const older = verifyPath(await waitForMail(t, email, SUBJECTS.confirm, 1));
    const res = await post('/auth/v1/resend', { type: 'signup', email: email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const newer = verifyPath(await waitForMail(t, email, SUBJECTS.confirm, 2));
    expect((await follow(t, older)).fragment.get('error_code')).toBe('otp_expired');
    expect((await follow(t, newer)).fragment.get('type')).toBe('signup');
    expect(await confirmedAt(email)).not.toBeNull();
  });

  it('answers alike for unknown and confirmed addresses, and mails neither', async () => {
    const confirmed = await signUp(t.app, { confirmed: false });
    await follow(t, verifyPath(await waitForMail(t, confirmed.email, SUBJECTS.confirm)));
    const ghost = uniqueEmail('ghost');
    const a = await post('/auth/v1/resend', { type: 'signup', email: confirmed.email });
    const b = await post('/auth/v1/resend', { type: 'signup', email: ghost });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.body).toBe(b.body);
    // Sentinel: a resend to an unconfirmed account sent after them arrives, so theirs would have too.
    const sentinel = await signUp(t.app, { confirmed: false });
    await post('/auth/v1/resend', { type: 'signup', email: sentinel.email });
    await waitForMail(t, sentinel.email, SUBJECTS.confirm, 2);
    expect(await mailsTo(t, confirmed.email, SUBJECTS.confirm)).toHaveLength(1);
    expect(await mailsTo(t, ghost, SUBJECTS.confirm)).toHaveLength(0);
  });

  it('refuses other types and bad addresses with 400 JSON', async () => {
    for (const body of [{ type: 'sms', email: 'a@example.com' }, { type: 'signup', email: 'nope' }, {}]) {
      const res = await post('/auth/v1/resend', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_request', message: expect.any(String) });
    }
  });

  it('is limited per recipient (429 with Retry-After), the same for any address', async () => {
    for (const email of [(await signUp(t.app, { confirmed: false })).email, uniqueEmail('ghost')]) {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await post('/auth/v1/resend', { type: 'signup', email }, `10.9.${i}.1`)).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
      const refused = await post('/auth/v1/resend', { type: 'signup', email }, '10.9.9.9');
      expect(refused.json()).toMatchObject({ error: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    }
  });
});

describe('a reset link confirms too', () => {
  it('completing a reset from the emailed link confirms the address', async () => {
    const { email } = await signUp(t.app, { confirmed: false });
    await post('/auth/v1/recover', { email });
    const { fragment } = await follow(t, verifyPath(await waitForMail(t, email, SUBJECTS.reset)));
    const change = await t.app.inject({ method: 'PUT', url: '/auth/v1/user', headers: bearer(fragment.get('access_token')!), payload: { password: 'a-fresh-password' } });
    expect(change.statusCode).toBe(200);
    expect(change.json().email_confirmed_at).not.toBeNull();
    expect(await confirmedAt(email)).not.toBeNull();
  });
});

describe('settings', () => {
  it('say that sign-ups need confirming', async () => {
    const res = await t.app.inject({ url: '/auth/v1/settings' });
    expect(res.json()).toMatchObject({ mailer_autoconfirm: false, disable_signup: false });
  });
});
