import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, uniqueEmail } from '../helpers/auth';
import { follow, SUBJECTS, verifyPath, waitForMail } from '../helpers/auth-mail';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 9, "anyone can lock a member out": failed passwords are limited per (address, IP) and
// per IP; per address they only slow down, so the owner's right password always gets through.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password }, remoteAddress: ip });

describe('failed sign-ins', () => {
  it('ten wrong passwords from one IP do not stop the right one from another', async () => {
    const { email, password } = await signUp(t.app);
    for (let i = 0; i < 10; i++) expect((await signIn(email, 'wrong-password', '10.0.0.1')).statusCode).toBe(400);
    const started = Date.now();
    const owner = await signIn(email, password, '10.0.0.2');
    expect(owner.statusCode).toBe(200);
    // Only slowed: the address has failed often, so the answer waited (a lower bound only:
    // a busy machine may take longer, never shorter).
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  }, 60_000);

  it('the eleventh wrong password from one IP gets 429 with Retry-After, and so does the right one there', async () => {
    const email = uniqueEmail('target');
    await signUp(t.app, { email, password: 'the-right-password' });
    for (let i = 0; i < 10; i++) expect((await signIn(email, 'wrong-password', '10.0.1.1')).statusCode).toBe(400);
    const eleventh = await signIn(email, 'wrong-password', '10.0.1.1');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ error: 'rate_limited', message: expect.stringMatching(/reset your password/) });
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(60);
    expect((await signIn(email, 'the-right-password', '10.0.1.1')).statusCode).toBe(429);
  }, 60_000);

  it('a successful sign-in clears the count for that IP', async () => {
    const { email, password } = await signUp(t.app);
    for (let i = 0; i < 4; i++) await signIn(email, 'wrong-password', '10.0.2.1');
    expect((await signIn(email, password, '10.0.2.1')).statusCode).toBe(200);
    // 4 + 7 failures would pass the limit of 10 had the success not cleared the first four.
    for (let i = 0; i < 7; i++) expect((await signIn(email, 'wrong-password', '10.0.2.1')).statusCode).toBe(400);
  }, 60_000);

  it('a completed password reset clears every count of the address', async () => {
    const { email } = await signUp(t.app);
    for (let i = 0; i < 11; i++) await signIn(email, 'wrong-password', '10.0.3.1');
    expect((await signIn(email, 'wrong-password', '10.0.3.1')).statusCode).toBe(429);
    await t.app.inject({ method: 'POST', url: '/auth/v1/recover', payload: { email } });
    const { fragment } = await follow(t, verifyPath(await waitForMail(t, email, SUBJECTS.reset)));
    const set = await t.app.inject({ method: 'PUT', url: '/auth/v1/user', headers: bearer(fragment.get('access_token')!), payload: { password: 'after-the-reset' } });
    expect(set.statusCode).toBe(200);
    // No backoff left either: the shared store holds no count for the address any more.
    const { rows } = await t.db.$client.query(`select key from rate_limits where key like $1`, [`%${email}%`]);
    expect(rows).toEqual([]);
    expect((await signIn(email, 'after-the-reset', '10.0.3.1')).statusCode).toBe(200);
  }, 60_000);

  it('wrong current passwords count like wrong sign-ins', async () => {
    const { password, session } = await signUp(t.app);
    const put = (current: string) =>
      t.app.inject({ method: 'PUT', url: '/auth/v1/user', headers: bearer(session.access_token), payload: { password: 'a-new-password', current_password: current }, remoteAddress: '10.0.4.1' });
    for (let i = 0; i < 10; i++) expect((await put('wrong-password')).statusCode).toBe(400);
    expect((await put(password)).statusCode).toBe(429);
  }, 60_000);
});

describe('per IP', () => {
  it('every credential and mail endpoint shares AUTH_RATE_LIMIT_PER_MINUTE per client IP', async () => {
    const small = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '6' } });
    try {
      const ip = '10.1.1.1';
      const calls = [
        () => small.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: uniqueEmail(), password: 'wrong-password' }, remoteAddress: ip }),
        () => small.app.inject({ method: 'POST', url: '/auth/v1/signup', payload: { email: uniqueEmail(), password: 'long-enough-1' }, remoteAddress: ip }),
        () => small.app.inject({ method: 'POST', url: '/auth/v1/recover', payload: { email: uniqueEmail() }, remoteAddress: ip }),
        () => small.app.inject({ method: 'POST', url: '/auth/v1/resend', payload: { type: 'signup', email: uniqueEmail() }, remoteAddress: ip }),
        () => small.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=refresh_token', payload: { refresh_token: 'made-up' }, remoteAddress: ip }),
        () => small.app.inject({ method: 'POST', url: '/auth/v1/signup', payload: { email: uniqueEmail(), password: 'long-enough-1' }, remoteAddress: ip }),
      ];
      for (const call of calls) expect((await call()).statusCode).not.toBe(429);
      for (const call of calls) {
        const res = await call();
        expect(res.statusCode).toBe(429);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Another client is not affected.
      const other = await small.app.inject({ method: 'POST', url: '/auth/v1/recover', payload: { email: uniqueEmail() }, remoteAddress: '10.1.1.2' });
      expect(other.statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('reset emails', () => {
  it('are limited per recipient, whichever IP asks, and alike for unknown addresses', async () => {
    for (const email of [(await signUp(t.app)).email, uniqueEmail('ghost')]) {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        codes.push((await t.app.inject({ method: 'POST', url: '/auth/v1/recover', payload: { email }, remoteAddress: `10.2.0.${i + 1}` })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    }
  });
});
