import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, passwordResetTokens } from '../../server/db/schema/index';
import { bearer, signUp, uniqueEmail } from '../helpers/auth';
import { follow, SUBJECTS, verifyPath, waitForMail } from '../helpers/auth-mail';
import { until } from '../helpers/until';
import { decodeQuotedPrintable, startSmtpSink } from '../helpers/smtp-sink';
import { createTestApp, type TestApp } from '../helpers/test-app';


const recover = (t: TestApp, email: string, redirect = 'http://localhost:3000/reset-password') =>
  t.app.inject({ method: 'POST', url: `/auth/v1/recover?redirect_to=${encodeURIComponent(redirect)}`, payload: { email } });

function linkFrom(text: string): string {
  const m = text.match(/http:\/\/localhost:3000\/auth\/v1\/verify\?[^\s"<>]+/);
  if (!m) throw new Error('no reset link in email');
  return m[0].replaceAll('&amp;', '&');
}

describe('password reset through the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the same whether or not the email exists', async () => {
    const { email } = await signUp(t.app);
    const known = await recover(t, email);
    const unknown = await recover(t, uniqueEmail('ghost'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
  });

  it('sends a single-use link back to {origin}/reset-password that signs the user in', async () => {
    const { email } = await signUp(t.app, { name: 'Grace <b>Hopper</b>' });
    await recover(t, email);
    const mail = await waitForMail(t, email, SUBJECTS.reset);
    expect(mail.subject).toBe('Reset your Civic Connect password');
    expect(mail.html).toContain('Grace &lt;b&gt;Hopper&lt;/b&gt;'); // user values are escaped
    const link = linkFrom(mail.text);

    const first = await t.app.inject({ url: link.replace('http://localhost:3000', '') });
    expect(first.statusCode).toBe(303);
    const location = new URL(first.headers.location as string);
    expect(location.origin + location.pathname).toBe('http://localhost:3000/reset-password');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    const access = fragment.get('access_token')!;

    const change = await t.app.inject({ method: 'PUT', url: '/auth/v1/user', headers: bearer(access), payload: { password: 'a-fresh-password' } });
    expect(change.statusCode).toBe(200);
    const signIn = await t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password: 'a-fresh-password' } });
    expect(signIn.statusCode).toBe(200);

    const again = await t.app.inject({ url: link.replace('http://localhost:3000', '') });
    expect(again.statusCode).toBe(303);
    const second = new URL(again.headers.location as string);
    expect(new URLSearchParams(second.hash.slice(1)).get('error_code')).toBe('otp_expired');

    const logs = await t.db.select().from(emailLogs).where(eq(emailLogs.toEmail, email));
    expect(logs.find((l) => l.templateType === 'password_reset')).toMatchObject({ status: 'sent' });
  });

  it('a reset session sets a password once without the current one, and confirms the address', async () => {
    const { email, password } = await signUp(t.app);
    await recover(t, email);
    const { fragment } = await follow(t, verifyPath(await waitForMail(t, email, SUBJECTS.reset)));
    const access = fragment.get('access_token')!;
    const me = await t.app.inject({ url: '/auth/v1/user', headers: bearer(access) });
    expect(Date.parse(me.json().email_confirmed_at)).toBeGreaterThan(Date.now() - 60_000);
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/auth/v1/user', headers: bearer(access), payload });
    expect((await put({ password: 'reset-password-one' })).statusCode).toBe(200);
    // The exception is spent: a second change in the same session asks the current password.
    const again = await put({ password: 'reset-password-two' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('current_password_required');
    expect((await put({ password: 'reset-password-two', current_password: 'reset-password-one' })).statusCode).toBe(200);
    const old = await t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password } });
    expect(old.statusCode).toBe(400);
  });

  it('two changes at once in a reset session: only one skips the current password', async () => {
    const { email } = await signUp(t.app);
    await recover(t, email);
    const { fragment } = await follow(t, verifyPath(await waitForMail(t, email, SUBJECTS.reset)));
    const put = (password: string) => t.app.inject({ method: 'PUT', url: '/auth/v1/user', headers: bearer(fragment.get('access_token')!), payload: { password } });
    const answers = await Promise.all([put('racing-password-one'), put('racing-password-two')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().error).toBe('current_password_required');
  });

  it('a newer link makes every older one fail, and using one spends the rest', async () => {
    const { email } = await signUp(t.app);
    await recover(t, email);
    const first = verifyPath(await waitForMail(t, email, SUBJECTS.reset, 1));
    await recover(t, email);
    const second = verifyPath(await waitForMail(t, email, SUBJECTS.reset, 2));
    const used = await follow(t, second);
    expect(used.fragment.get('type')).toBe('recovery');
    const older = await follow(t, first);
    expect(older.fragment.get('error_code')).toBe('otp_expired');
    expect(older.fragment.get('access_token')).toBeNull();
  });

  it('expires links after an hour', async () => {
    const { email } = await signUp(t.app);
    await recover(t, email);
    const mail = await waitForMail(t, email, SUBJECTS.reset);
    await t.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await t.app.inject({ url: linkFrom(mail.text).replace('http://localhost:3000', '') });
    expect(new URLSearchParams(new URL(res.headers.location as string).hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('never redirects to another site', async () => {
    const { email } = await signUp(t.app);
    await recover(t, email, 'https://evil.example/steal');
    const mail = await waitForMail(t, email, SUBJECTS.reset);
    const link = linkFrom(mail.text);
    const res = await t.app.inject({ url: link.replace('http://localhost:3000', '') });
    expect((res.headers.location as string).startsWith('http://localhost:3000/reset-password#')).toBe(true);
  });
});

describe('password reset through a real SMTP exchange', () => {
  it('delivers the reset email to an SMTP server and the link works', async () => {
    const sink = await startSmtpSink();
    const t = await createTestApp({ env: { SMTP_URL: sink.url } });
    try {
      const { email } = await signUp(t.app);
      await recover(t, email);
      const mail = await until(async () => sink.received.find((m) => m.to.includes(email) && decodeQuotedPrintable(m.raw).includes(`Subject: ${SUBJECTS.reset}`)));
      expect(mail.from).toBe('no-reply@civicconnect.example');
      const body = decodeQuotedPrintable(mail.raw);
      expect(body).toContain('Subject: Reset your Civic Connect password');
      const res = await t.app.inject({ url: linkFrom(body).replace('http://localhost:3000', '') });
      expect(new URLSearchParams(new URL(res.headers.location as string).hash.slice(1)).get('type')).toBe('recovery');
    } finally {
      await t.close();
      await sink.close();
    }
  });
});
