import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../helpers/auth';
import { mailsTo, SUBJECTS, waitForMail } from '../helpers/auth-mail';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 9, "addresses can be enumerated": sign-up answered 422 for a taken address and recover
// took measurably longer for a known one.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const shape = (v: unknown): unknown =>
  v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)])) : Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v;

describe('sign-up for a taken address', () => {
  it('answers like a new one and emails the owner instead', async () => {
    const owner = await signUp(t.app, { confirmed: false, name: 'Dorothy Vaughan' });
    const taken = await post('/auth/v1/signup', { email: owner.email.toUpperCase(), password: 'another-password', data: { name: 'Intruder' } });
    const fresh = await post('/auth/v1/signup', { email: uniqueEmail('fresh'), password: 'another-password', data: { name: 'Intruder' } });
    expect(taken.statusCode).toBe(200);
    expect(fresh.statusCode).toBe(200);
    expect(shape(taken.json())).toEqual(shape(fresh.json()));
    expect(Object.keys(taken.json())).toEqual(Object.keys(fresh.json()));
    expect(taken.json()).toMatchObject({ email: owner.email, email_confirmed_at: null, user_metadata: { name: 'Intruder' }, identities: [] });
    expect(taken.json().id).not.toBe(owner.session.user.id);
    expect(taken.json()).not.toHaveProperty('access_token');

    const mail = await waitForMail(t, owner.email, SUBJECTS.existing);
    expect(mail.html).toContain('Dorothy Vaughan');
    expect(mail.text).toContain('http://localhost:3000/login');
    expect(mail.text).toContain('http://localhost:3000/forgot-password');
    // Nothing about the account changed: the owner's password works, the intruder's does not.
    expect((await post('/auth/v1/token?grant_type=password', { email: owner.email, password: owner.password })).statusCode).toBe(200);
    expect((await post('/auth/v1/token?grant_type=password', { email: owner.email, password: 'another-password' })).statusCode).toBe(400);
    expect(await mailsTo(t, owner.email, SUBJECTS.confirm)).toHaveLength(1); // only the one from the real sign-up
  });

  it('does not let repeated attempts flood the owner', async () => {
    const owner = await signUp(t.app, { confirmed: false });
    for (let i = 0; i < 8; i++) expect((await post('/auth/v1/signup', { email: owner.email, password: 'another-password' })).statusCode).toBe(200);
    // Sentinel: an email sent after the attempts has arrived, so theirs would have too.
    await post('/auth/v1/recover', { email: owner.email });
    await waitForMail(t, owner.email, SUBJECTS.reset);
    expect((await mailsTo(t, owner.email, SUBJECTS.existing)).length).toBe(5);
  });
});

// Their answer times are compared by `npm run bench:auth-timing` (no timing in the test suite);
// here: the answers are identical and the work behind a known address still happens.
describe('recover and resend answer known and unknown addresses alike', () => {
  it('same status and body either way, and the known addresses get their mail', async () => {
    const known = [(await signUp(t.app, { confirmed: false })).email, (await signUp(t.app, { confirmed: false })).email];
    const unknown = known.map((_, i) => uniqueEmail(`nobody${i}`));
    for (const path of ['/auth/v1/recover', '/auth/v1/resend']) {
      const a = await post(path, { type: 'signup', email: known[0] });
      const b = await post(path, { type: 'signup', email: unknown[0] });
      expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
    }
    await waitForMail(t, known[0], SUBJECTS.reset);
    await waitForMail(t, known[0], SUBJECTS.confirm, 2);
  }, 60_000);
});
