import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, passwordResetTokens } from '../../server/db/schema/index';
import { bearer, signUp, uniqueEmail } from '../helpers/auth';
import { decodeQuotedPrintable, startSmtpSink } from '../helpers/smtp-sink';
import { createTestApp, type TestApp } from '../helpers/test-app';

const until = async <T>(fn: () => Promise<T | undefined>, ms = 5000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
};

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
    const mail = await until(async () => (await t.outbox()).find((m) => m.to === email));
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

    const [log] = await t.db.select().from(emailLogs).where(eq(emailLogs.toEmail, email));
    expect(log).toMatchObject({ status: 'sent', templateType: 'password_reset' });
  });

  it('expires links after an hour', async () => {
    const { email } = await signUp(t.app);
    await recover(t, email);
    const mail = await until(async () => (await t.outbox()).find((m) => m.to === email));
    await t.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await t.app.inject({ url: linkFrom(mail.text).replace('http://localhost:3000', '') });
    expect(new URLSearchParams(new URL(res.headers.location as string).hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('never redirects to another site', async () => {
    const { email } = await signUp(t.app);
    await recover(t, email, 'https://evil.example/steal');
    const mail = await until(async () => (await t.outbox()).find((m) => m.to === email));
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
      const mail = await until(async () => sink.received.find((m) => m.to.includes(email)));
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
