import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_CODE_MAX_ATTEMPTS, SIGN_IN_CODE_TTL_S } from '../../contracts/constants';
import { MAILS_PER_RECIPIENT, WRONG_CODES_PER_ADDRESS_PER_DAY } from '../../server/auth/rate-limits';
import { issueSignInCode } from '../../server/auth/sign-in-codes';
import { profiles, signInCodes, users } from '../../server/db/schema/index';
import { bearer, signUp, uniqueEmail } from '../helpers/auth';
import { askForCode, codeMails, otherCode, verifyCode, waitForCode } from '../helpers/sign-in-code';
import { startSmtpSink } from '../helpers/smtp-sink';
import { createTestApp, type TestApp } from '../helpers/test-app';

// "Email me a sign-in code" (issue 28, decision 0057): codes go through the email queue to a
// real SMTP server, and are typed back as auth-js verifyOtp sends them.

describe('sign-in codes', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  afterEach(() => vi.useRealTimers());

  /** Moves only the clock the server reads (Date), `ms` from now; timers keep running. */
  const clockAt = (ms: number) => {
    const at = Date.now() + ms;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
  };

  it('signs an existing member in with the emailed code, once', async () => {
    const { email, session } = await signUp(t.app);
    expect((await askForCode(t.app, email)).statusCode).toBe(200);
    const { code, raw } = await waitForCode(sink.received, email);
    expect(raw).toContain('expires in 10 minutes');
    const first = await verifyCode(t.app, email, code);
    expect(first.statusCode).toBe(200);
    expect(first.json().user.id).toBe(session.user.id);
    expect((await t.app.inject({ url: '/auth/v1/user', headers: bearer(first.json().access_token) })).json().email).toBe(email);

    const again = await verifyCode(t.app, email, code);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ error: 'otp_expired', message: 'This code is wrong or has expired. Check the latest email or ask for a new code.' });
  });

  it('the same sign-in works once through the emailed link', async () => {
    const { email, session } = await signUp(t.app);
    await askForCode(t.app, email);
    const { link, code } = await waitForCode(sink.received, email);
    const opened = await t.app.inject({ url: link! });
    expect(opened.statusCode).toBe(303);
    const fragment = new URLSearchParams(new URL(opened.headers.location as string).hash.slice(1));
    expect(fragment.get('type')).toBe('magiclink');
    expect((await t.app.inject({ url: '/auth/v1/user', headers: bearer(fragment.get('access_token')!) })).json().id).toBe(session.user.id);
    // The link spent the code: neither works again.
    const reopened = new URL((await t.app.inject({ url: link! })).headers.location as string);
    expect(new URLSearchParams(reopened.hash.slice(1)).get('error_code')).toBe('otp_expired');
    expect((await verifyCode(t.app, email, code)).statusCode).toBe(403);
  });

  it('a code lives 10 minutes on the clock', async () => {
    const { email } = await signUp(t.app);
    await askForCode(t.app, email);
    const early = (await waitForCode(sink.received, email)).code;
    clockAt((SIGN_IN_CODE_TTL_S - 30) * 1000);
    expect((await verifyCode(t.app, email, early)).statusCode).toBe(200);
    vi.useRealTimers();

    await askForCode(t.app, email);
    const late = (await waitForCode(sink.received, email, 2)).code;
    clockAt((SIGN_IN_CODE_TTL_S + 1) * 1000);
    const refused = await verifyCode(t.app, email, late);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('otp_expired');
  });

  it('five wrong codes spend the code; four do not', async () => {
    const { email } = await signUp(t.app);
    await askForCode(t.app, email);
    const first = (await waitForCode(sink.received, email)).code;
    for (let i = 1; i < SIGN_IN_CODE_MAX_ATTEMPTS; i++) expect((await verifyCode(t.app, email, otherCode(first, i))).statusCode).toBe(403);
    expect((await verifyCode(t.app, email, first)).statusCode).toBe(200);

    await askForCode(t.app, email);
    const second = (await waitForCode(sink.received, email, 2)).code;
    for (let i = 1; i <= SIGN_IN_CODE_MAX_ATTEMPTS; i++) expect((await verifyCode(t.app, email, otherCode(second, i))).statusCode).toBe(403);
    const right = await verifyCode(t.app, email, second);
    expect(right.statusCode).toBe(403);
    expect(right.json().error).toBe('otp_expired');
  });

  it('stops taking codes for an address after 20 wrong ones in a day, whatever codes were asked for (the same 429 for any address)', async () => {
    const { email, password } = await signUp(t.app);
    const ghost = uniqueEmail('guessed');
    for (const address of [email, ghost]) {
      for (let round = 0; round < WRONG_CODES_PER_ADDRESS_PER_DAY / SIGN_IN_CODE_MAX_ATTEMPTS; round++) {
        const { code } = await issueSignInCode(t.db, t.config.publicUrl, { email: address, redirectTo: t.config.publicUrl });
        for (let i = 1; i <= SIGN_IN_CODE_MAX_ATTEMPTS; i++) expect((await verifyCode(t.app, address, otherCode(code, i))).statusCode).toBe(403);
      }
    }
    const { code } = await issueSignInCode(t.db, t.config.publicUrl, { email, redirectTo: t.config.publicUrl });
    const refused = await verifyCode(t.app, email, code);
    expect(refused.statusCode).toBe(429);
    const unknown = await verifyCode(t.app, ghost, '123456');
    expect([unknown.statusCode, unknown.json().message]).toEqual([429, refused.json().message]);
    // The password still signs the owner in.
    expect((await t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password } })).statusCode).toBe(200);
  });

  it('only the newest code of an address works', async () => {
    const { email } = await signUp(t.app);
    await askForCode(t.app, email);
    const older = (await waitForCode(sink.received, email)).code;
    await askForCode(t.app, email);
    const newer = (await waitForCode(sink.received, email, 2)).code;
    if (older !== newer) expect((await verifyCode(t.app, email, older)).statusCode).toBe(403);
    expect((await verifyCode(t.app, email, newer)).statusCode).toBe(200);
  });

  it('answers the same for unknown addresses, and mails them only when an account may be made', async () => {
    const { email } = await signUp(t.app);
    const ghost = uniqueEmail('ghost');
    const known = await askForCode(t.app, email, { createUser: false });
    const unknown = await askForCode(t.app, ghost, { createUser: false });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    // A wrong code for an address without any code is refused exactly like a wrong one for an address with one.
    const withCode = await verifyCode(t.app, email, '000000');
    const withoutCode = await verifyCode(t.app, ghost, '000000');
    expect([withoutCode.statusCode, withoutCode.body]).toEqual([withCode.statusCode, withCode.body]);
    // Sentinel: a code asked for after the ghost's arrives; none was made or sent for the ghost.
    const sentinel = (await signUp(t.app)).email;
    await askForCode(t.app, sentinel, { createUser: false });
    await waitForCode(sink.received, sentinel);
    expect(codeMails(sink.received, ghost)).toEqual([]);
    expect(await t.db.select().from(signInCodes).where(eq(signInCodes.email, ghost))).toEqual([]);
  });

  it('signs up a new address: the code confirms it, and the account has no password', async () => {
    const email = uniqueEmail('newcomer');
    await askForCode(t.app, email);
    const { code } = await waitForCode(sink.received, email);
    const res = await verifyCode(t.app, email, code);
    expect(res.statusCode).toBe(200);
    const user = res.json().user;
    expect(user.email).toBe(email);
    expect(Date.parse(user.email_confirmed_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(user.app_metadata.has_password).toBe(false);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile.name).toBe(email.split('@')[0]);
    // No password works for it.
    const withPassword = await t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password: '' } });
    expect(withPassword.statusCode).toBe(400);
    // Signed up with a confirmed address: it may reach others (a non-GET route that refuses unconfirmed accounts answers otherwise).
    const [row] = await t.db.select({ confirmed: users.emailConfirmedAt }).from(users).where(eq(users.id, user.id));
    expect(row.confirmed).not.toBeNull();
  });

  it('signs up with the name typed on the register page, by the code and by the link alike (decision 0060)', async () => {
    const email = uniqueEmail('typed-name');
    await askForCode(t.app, email, { name: '  Grace Hopper ' });
    const { code, raw } = await waitForCode(sink.received, email);
    expect(raw).toContain('Grace Hopper'); // the email greets the person by the name they typed
    const user = (await verifyCode(t.app, email, code)).json().user;
    expect(user.user_metadata.name).toBe('Grace Hopper');
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile.name).toBe('Grace Hopper');

    const byLink = uniqueEmail('typed-link');
    await askForCode(t.app, byLink, { name: 'Katherine Johnson' });
    const { link } = await waitForCode(sink.received, byLink);
    const access = new URLSearchParams(new URL((await t.app.inject({ url: link! })).headers.location as string).hash.slice(1)).get('access_token')!;
    expect((await t.app.inject({ url: '/auth/v1/user', headers: bearer(access) })).json().user_metadata.name).toBe('Katherine Johnson');

    // An existing member's name is never replaced by what someone types on the register page.
    const { email: member, session } = await signUp(t.app);
    const before = (await t.app.inject({ url: '/auth/v1/user', headers: bearer(session.access_token) })).json().user_metadata.name;
    await askForCode(t.app, member, { name: 'Someone Else' });
    const { code: memberCode, raw: memberMail } = await waitForCode(sink.received, member);
    expect(memberMail).not.toContain('Someone Else');
    expect((await verifyCode(t.app, member, memberCode)).json().user.user_metadata.name).toBe(before);
  });

  it('limits codes per address (the same 429 for any address) and per network', async () => {
    const ghost = uniqueEmail('flood');
    for (let i = 0; i < MAILS_PER_RECIPIENT; i++) expect((await askForCode(t.app, ghost, { createUser: false, ip: '198.51.100.7' })).statusCode).toBe(200);
    const over = await askForCode(t.app, ghost, { createUser: false, ip: '198.51.100.8' });
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe('rate_limited');

    const ip = '198.51.100.9';
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push((await askForCode(t.app, uniqueEmail('spray'), { createUser: false, ip })).statusCode);
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('an account without a password sets one with an emailed code, and deletes itself with one', async () => {
    const email = uniqueEmail('codeonly');
    await askForCode(t.app, email);
    const session = (await verifyCode(t.app, email, (await waitForCode(sink.received, email)).code)).json();
    const auth = bearer(session.access_token);
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/auth/v1/user', headers: auth, payload });

    const noProof = await put({ password: 'a-first-password' });
    expect(noProof.statusCode).toBe(400);
    expect(noProof.json()).toMatchObject({ error: 'current_password_required', field: 'nonce' });

    expect((await t.app.inject({ url: '/auth/v1/reauthenticate', headers: auth })).statusCode).toBe(200);
    const { code, link, raw } = await waitForCode(sink.received, email, 2);
    expect(raw).toMatch(/^Subject: Your Civic Connect confirmation code/m);
    expect(link).toBeUndefined();
    expect((await put({ password: 'a-first-password', nonce: otherCode(code) })).json().error).toBe('otp_expired');
    const set = await put({ password: 'a-first-password', nonce: code });
    expect(set.statusCode).toBe(200);
    expect(set.json().app_metadata.has_password).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password: 'a-first-password' } })).statusCode).toBe(200);

    // Deleting: the password or a fresh code; here a code.
    await t.app.inject({ url: '/auth/v1/reauthenticate', headers: auth });
    const deletion = (await waitForCode(sink.received, email, 3)).code;
    expect((await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: auth, payload: { code: otherCode(deletion) } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: auth, payload: { code: deletion } })).statusCode).toBe(204);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await t.db.select().from(signInCodes).where(eq(signInCodes.email, email))).toEqual([]);
  });

  it('an account without a password is deleted only with a code', async () => {
    const email = uniqueEmail('codeonly-delete');
    await askForCode(t.app, email);
    const session = (await verifyCode(t.app, email, (await waitForCode(sink.received, email)).code)).json();
    const res = await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: bearer(session.access_token), payload: { password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'current_password_required', message: 'Your account has no password yet. Ask for a code by email and enter it to confirm.' });
  });

  it('a suspended account gets no code and cannot use one', async () => {
    const { email, session } = await signUp(t.app);
    await askForCode(t.app, email);
    const { code } = await waitForCode(sink.received, email);
    await t.db.update(users).set({ isSuspended: true }).where(eq(users.id, session.user.id));
    const res = await verifyCode(t.app, email, code);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('user_suspended');
  });
});
