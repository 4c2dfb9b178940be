// Issue 29: the language a request is answered in (Accept-Language, ?hl=, the remembered
// cookie), the member's own language (profiles.locale) and the emails sent in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueTemplateEmail } from '../../server/email/email-user';
import type { EmailTransport, OutgoingEmail } from '../../server/email/transport';
import { negotiatedLocale } from '../../server/i18n/request-locale';
import { signUp, uniqueEmail } from '../helpers/auth';
import { runDueJobs } from '../helpers/jobs';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { until } from '../helpers/until';

const delivered: OutgoingEmail[] = [];
const transport: EmailTransport = { kind: 'smtp', deliver: async (mail) => void delivered.push(mail) };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ emailTransport: transport });
});
afterAll(() => t.close());

const worker = () => ({ db: t.db, emailTransport: transport, appName: 'Civic Connect', origin: 'http://localhost:3000' });
/** The emails delivered to `to` once there are `count` (the app's own worker may be the one that sends them). */
const mailTo = async (to: string, count = 1) => {
  await until(async () => {
    await runDueJobs(worker());
    return delivered.filter((m) => m.to === to).length >= count;
  });
  return delivered.filter((m) => m.to === to);
};

describe('the language of an answer', () => {
  it('negotiates Accept-Language through its weights, by language when the region differs', () => {
    expect(negotiatedLocale('de-AT,de;q=0.9,en;q=0.5')).toBe('de');
    expect(negotiatedLocale('ja,fr;q=0.3')).toBe('fr');
    expect(negotiatedLocale('en-US,en;q=0.9')).toBe('en-GB');
    expect(negotiatedLocale('ar-EG')).toBe('ar');
    expect(negotiatedLocale('ja')).toBeNull();
  });

  it('says an API refusal in the language asked for, and in the specification’s English otherwise', async () => {
    const de = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(de.statusCode).toBe(401);
    expect(de.json()).toMatchObject({ error: 'unauthorized', message: 'Bitte melden Sie sich an, um fortzufahren.' });
    const plain = await t.app.inject({ method: 'GET', url: '/api/profile' });
    expect(plain.json()).toMatchObject({ error: 'unauthorized', message: 'Sign in to continue.' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { 'accept-language': 'es' } });
    expect(missing.json()).toMatchObject({ error: 'not_found', message: 'No hay ninguna ruta para GET /api/no-such-thing' });
  });

  it('lets the remembered choice (cookie) win over Accept-Language, and ?hl= over both', async () => {
    const cookie = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { 'accept-language': 'de', cookie: 'cc-locale=fr' } });
    expect(cookie.json().message).toBe('Connectez-vous pour continuer.');
    const hl = await t.app.inject({ method: 'GET', url: '/api/profile?hl=ar', headers: { 'accept-language': 'de', cookie: 'cc-locale=fr' } });
    expect(hl.json().message).toBe('سجّل الدخول للمتابعة.');
  });
});

describe("a member's language", () => {
  it('is the language the account was created in, and its confirmation email is written in it', async () => {
    const email = uniqueEmail('de');
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
      payload: { email, password: 'correct-horse-battery', data: { name: 'Greta Berger' } },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailTo(email);
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse bei Civic Connect');
    expect(mail.text).toContain('Hallo Greta Berger,');
    expect(mail.text).toContain('Meine E-Mail-Adresse bestätigen');
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
  });

  it('keeps the specification’s English email for a member without a language', async () => {
    const email = uniqueEmail('en');
    await t.app.inject({ method: 'POST', url: '/auth/v1/signup', payload: { email, password: 'correct-horse-battery', data: { name: 'Ada' } } });
    const [mail] = await mailTo(email);
    expect(mail.subject).toBe('Confirm your Civic Connect email address');
    expect(mail.text).toContain('Confirm my email address');
  });

  it('is chosen in Settings (PATCH /api/profile), shown in the profile and the data export, and an Arabic email reads right to left', async () => {
    const { email, session } = await signUp(t.app, { name: 'Layla' });
    const auth = { authorization: `Bearer ${session.access_token}` };
    const before = await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth });
    expect(before.json().locale).toBeNull();
    const set = await t.app.inject({ method: 'PATCH', url: '/api/profile', headers: auth, payload: { locale: 'ar' } });
    expect(set.statusCode).toBe(200);
    expect(set.json().locale).toBe('ar');
    const exported = await t.app.inject({ method: 'GET', url: '/api/profile/export', headers: auth });
    expect(exported.json().profile.locale).toBe('ar');
    // An email queued for the member now is written in Arabic, right to left.
    await queueTemplateEmail(t.db, { appName: 'Civic Connect', origin: 'http://localhost:3000' }, { userId: session.user.id, type: 'signup_confirmation', data: { link: 'http://localhost:3000/auth/v1/verify?token=sample' } });
    // The second email to the address: the first was the English one sent at sign-up.
    const [, mail] = await mailTo(email, 2);
    expect(mail.subject).toBe('أكّد عنوان بريدك الإلكتروني في Civic Connect');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    const bad = await t.app.inject({ method: 'PATCH', url: '/api/profile', headers: auth, payload: { locale: 'xx' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('invalid_request');
    const cleared = await t.app.inject({ method: 'PATCH', url: '/api/profile', headers: auth, payload: { locale: null } });
    expect(cleared.json().locale).toBeNull();
  });
});
