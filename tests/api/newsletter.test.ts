import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_CHECK_INBOX } from '../../contracts/newsletter';
import { newsletterSubscribers } from '../../server/db/schema/index';
import { caller, type Caller } from '../helpers/admin-fixtures';
import { until } from '../helpers/until';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The newsletter (issue 17): double opt-in through the email queue, single-use confirmation
// link, unsubscribe link in the newsletter email, admin CSV export, one answer for every address.

let t: TestApp;
let admin: Caller;
let member: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await caller(t, 'professional', { admin: 0 });
  member = await caller(t, 'professional');
});
afterAll(() => t.close());

let ip = 0;
const subscribe = (payload: unknown, remoteAddress = `10.7.0.${++ip}`) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: payload as object, remoteAddress });
const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: `10.7.1.${++ip}` });
const rowOf = async (email: string) => (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const mailTo = (to: string, subject: RegExp) => until(async () => (await t.outbox()).find((m) => m.to === to && subject.test(m.subject)));
const linkIn = (text: string, path: string) => text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`))?.[0];

describe('newsletter', () => {
  it('stores a pending row and emails a confirmation link that works once; the newsletter email then carries an unsubscribe link', async () => {
    const res = await subscribe({ email: '  Reader.One@Example.com ' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true, message: NEWSLETTER_CHECK_INBOX });
    const row = await rowOf('reader.one@example.com');
    expect(row).toMatchObject({ status: 'pending', confirmedAt: null });
    const mail = await mailTo('reader.one@example.com', /Confirm your subscription/);
    const link = linkIn(mail.text, '/newsletter/confirm');
    expect(link, mail.text).toMatch(/^http:\/\/localhost:3000\/newsletter\/confirm\?token=/);
    const token = new URL(link!).searchParams.get('token')!;
    // Only the token's hash is stored.
    expect(row.confirmTokenHash).not.toContain(token);

    const first = await post('/api/newsletter/confirm', { token });
    expect(first.statusCode, first.body).toBe(200);
    expect((await rowOf('reader.one@example.com')).status).toBe('confirmed');
    const again = await post('/api/newsletter/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'invalid_token', message: expect.any(String) });

    const welcome = await mailTo('reader.one@example.com', /You are subscribed/);
    const unsubscribe = linkIn(welcome.text, '/newsletter/unsubscribe');
    expect(unsubscribe, welcome.text).toBeTruthy();
    const out = await post('/api/newsletter/unsubscribe', { token: new URL(unsubscribe!).searchParams.get('token') });
    expect(out.statusCode).toBe(200);
    expect((await rowOf('reader.one@example.com')).status).toBe('unsubscribed');
  });

  it('answers the same for a confirmed address and sends it nothing (a later sign-up is the sentinel)', async () => {
    await t.db.insert(newsletterSubscribers).values({ email: 'known@example.com', status: 'confirmed', confirmedAt: new Date(), unsubscribeToken: 'known-token-0000000000000000' });
    const known = await subscribe({ email: 'known@example.com' });
    const unknown = await subscribe({ email: 'sentinel@example.com' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    await mailTo('sentinel@example.com', /Confirm your subscription/);
    expect((await t.outbox()).filter((m) => m.to === 'known@example.com')).toHaveLength(0);
  });

  it('a filled spam trap stores and sends nothing, with the same answer', async () => {
    const res = await subscribe({ email: 'bot@example.com', company: 'Spam Ltd' });
    expect(res.json()).toEqual({ success: true, message: NEWSLETTER_CHECK_INBOX });
    await subscribe({ email: 'after-bot@example.com' });
    await mailTo('after-bot@example.com', /Confirm/);
    expect(await rowOf('bot@example.com')).toBeUndefined();
  });

  it('rejects bad input with 400 JSON and bad tokens with invalid_token, never 500', async () => {
    for (const payload of [{}, { email: 'not-an-email' }, { email: 42 }, { email: 'x'.repeat(300) }, []]) {
      const res = await subscribe(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    // The footer form's rule (contracts/newsletter.ts), by its input.
    expect((await subscribe({ email: 'not-an-email' })).json()).toMatchObject({ error: 'invalid_request', message: 'Enter a valid email address, like name@example.com.', field: 'email' });
    for (const url of ['/api/newsletter/confirm', '/api/newsletter/unsubscribe']) {
      expect((await post(url, { token: 'a'.repeat(43) })).statusCode).toBe(400);
      expect((await post(url, { token: 'short' })).statusCode).toBe(400);
      expect((await post(url, {})).statusCode).toBe(400);
    }
  });

  it('limits sign-ups per client address (429 JSON)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await subscribe({ email: `burst${i}@example.com` }, '10.7.9.9')).statusCode);
    expect(codes.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(codes.at(-1)).toBe(429);
  });

  it('sends one address at most three confirmation emails a day, answering the same', async () => {
    for (let i = 0; i < 5; i++) expect((await subscribe({ email: 'flooded@example.com' })).statusCode).toBe(202);
    await subscribe({ email: 'flood-sentinel@example.com' });
    await mailTo('flood-sentinel@example.com', /Confirm/);
    expect((await t.outbox()).filter((m) => m.to === 'flooded@example.com')).toHaveLength(3);
  });

  it('exports confirmed subscribers as CSV to admins only', async () => {
    await t.db.insert(newsletterSubscribers).values({ email: 'pending-only@example.com', status: 'pending', unsubscribeToken: 'pending-token-000000000000000' });
    const anon = await t.app.inject({ method: 'GET', url: '/api/admin/newsletter.csv' });
    expect(anon.statusCode).toBe(401);
    const forbidden = await t.app.inject({ method: 'GET', url: '/api/admin/newsletter.csv', headers: member.headers });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ error: 'admin_required' });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/newsletter.csv', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment/);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('email,subscribed_at,confirmed_at');
    expect(lines.some((l) => l.startsWith('known@example.com,'))).toBe(true);
    expect(res.body).not.toContain('pending-only@example.com');
    expect(res.body).not.toContain('reader.one@example.com'); // unsubscribed
  });
});

// Actor kind × action: the sign-up, confirm and unsubscribe links work for anyone (a token is
// the permission); the export is for admins only.
describe('policy: who may call each newsletter endpoint', () => {
  const KINDS = ['anonymous', 'basic', 'professional', 'venue', 'admin'] as const;
  const EXPECTED: Record<string, Record<(typeof KINDS)[number], number>> = {
    'POST /api/newsletter/subscribe': { anonymous: 202, basic: 202, professional: 202, venue: 202, admin: 202 },
    'POST /api/newsletter/confirm': { anonymous: 400, basic: 400, professional: 400, venue: 400, admin: 400 },
    'POST /api/newsletter/unsubscribe': { anonymous: 200, basic: 200, professional: 200, venue: 200, admin: 200 },
    'GET /api/admin/newsletter.csv': { anonymous: 401, basic: 403, professional: 403, venue: 403, admin: 200 },
  };
  let who: Record<(typeof KINDS)[number], Record<string, string>>;
  beforeAll(async () => {
    await t.db.insert(newsletterSubscribers).values({ email: 'policy@example.com', status: 'confirmed', unsubscribeToken: 'policy-token-0000000000000000' });
    who = {
      anonymous: {},
      basic: (await caller(t, 'basic')).headers,
      professional: member.headers,
      venue: (await caller(t, 'venue')).headers,
      admin: admin.headers,
    };
  });
  it.each(Object.keys(EXPECTED))('%s', async (route) => {
    const [method, url] = route.split(' ') as ['GET' | 'POST', string];
    const payload = url.endsWith('subscribe') && !url.includes('unsub') ? { email: 'policy-new@example.com' } : { token: url.includes('unsub') ? 'policy-token-0000000000000000' : 'b'.repeat(43) };
    for (const kind of KINDS) {
      const res = await t.app.inject({ method, url, headers: who[kind], remoteAddress: `10.7.2.${++ip % 250}`, ...(method === 'POST' ? { payload } : {}) });
      expect(res.statusCode, `${kind} ${route}`).toBe(EXPECTED[route][kind]);
    }
  });
});
