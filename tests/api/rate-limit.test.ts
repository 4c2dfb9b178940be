import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '6' } });
});
afterAll(() => t.close());

const signIn = (email: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password: 'wrong-password' }, remoteAddress: ip });

describe('auth rate limits', () => {
  it('limits sign-in attempts per email, even from many addresses', async () => {
    const email = uniqueEmail('target');
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await signIn(email, `10.0.0.${i + 1}`)).statusCode);
    expect(codes.slice(0, 3)).toEqual([400, 400, 400]);
    expect(codes[3]).toBe(429);
    const res = await signIn(email, '10.0.0.99');
    expect(res.json()).toMatchObject({ error: 'rate_limited', message: 'Too many attempts. Please wait a minute and try again.' });
  });

  it('limits attempts per IP address across emails', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) codes.push((await signIn(uniqueEmail(`spray${i}`), '10.1.1.1')).statusCode);
    expect(codes.slice(0, 6).every((c) => c === 400)).toBe(true);
    expect(codes[6]).toBe(429);
  });

  it('limits password-reset requests per email', async () => {
    const email = uniqueEmail('reset');
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await t.app.inject({ method: 'POST', url: '/auth/v1/recover', payload: { email }, remoteAddress: `10.2.0.${i + 1}` })).statusCode);
    }
    expect(codes).toEqual([200, 200, 429, 429]);
  });
});
