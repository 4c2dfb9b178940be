import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, membershipCheckouts, profiles } from '../../server/db/schema/index';
import { bearer, signUp } from '../helpers/auth';
import { afterSentinel, openSocket, realtimeUrl } from '../helpers/realtime-client';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { person } from '../helpers/venue-fixtures';
import { until } from '../helpers/until';

// Demo checkout (no payment provider configured): docs/product.md §4 upgrade and cancel, decision 0008.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const checkout = (headers: Headers, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/membership/checkout', headers, payload: payload as object });
const cancel = (headers: Headers) => t.app.inject({ method: 'POST', url: '/api/membership/cancel', headers });
const profileOf = async (headers: Headers) => (await t.app.inject({ method: 'GET', url: '/api/profile', headers })).json();

async function member(name = 'Test Person') {
  const { email, session } = await signUp(t.app, { name });
  return { email, id: session.user.id, token: session.access_token, headers: bearer(session.access_token) };
}

describe('GET /api/membership/config', () => {
  it('says demo mode with the prices in pence', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/membership/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      mode: 'demo',
      currency: 'gbp',
      plans: { professional: { amount_pence: 499, interval: 'year' }, venue: { amount_pence: 0, interval: null } },
    });
  });
});

describe('upgrading in demo mode (docs/product.md §4)', () => {
  it('makes a basic member a Professional Partner at once: role, active status, tier and a new CC number', async () => {
    const m = await member();
    const before = await profileOf(m.headers);
    expect(before).toMatchObject({ role: 'basic', subscription_status: 'basic', subscription_tier: 'basic' });

    const res = await checkout(m.headers, { tier: 'professional' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.mode).toBe('demo');
    expect(body.profile).toMatchObject({ id: m.id, role: 'professional', subscription_status: 'active', subscription_tier: 'professional' });
    expect(body.profile.membership_number).toMatch(/^CC\d{10}$/);
    expect(body.profile.membership_number).not.toBe(before.membership_number);

    const after = await profileOf(m.headers);
    expect(after).toMatchObject({ role: 'professional', subscription_status: 'active', subscription_tier: 'professional', membership_number: body.profile.membership_number });

    const [record] = await t.db.select().from(membershipCheckouts).where(eq(membershipCheckouts.userId, m.id));
    expect(record).toMatchObject({ tier: 'professional', provider: 'demo', amountPence: 499, currency: 'gbp', status: 'completed', membershipNumber: body.profile.membership_number, endedAt: null });
  });

  it('sends the subscription_welcome email with the name escaped, and logs it', async () => {
    const m = await member('<b>Ann</b> & "Co"');
    const res = await checkout(m.headers, { tier: 'professional' });
    const number = res.json().profile.membership_number;
    const mail = await until(async () => (await t.outbox()).find((x) => x.to === m.email && x.subject.startsWith('Welcome')));
    expect(mail.subject).toBe('Welcome to Civic Connect Professional Partner');
    expect(mail.html).toContain('&lt;b&gt;Ann&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(mail.html).not.toContain('<b>Ann</b>');
    expect(mail.text).toContain(number);
    expect(mail.html).toContain('http://localhost:3000/create-meetup');
    const logs = await until(async () => {
      // Leaving out the sign-up's confirmation email to the same address.
      const rows = (await t.db.select().from(emailLogs).where(eq(emailLogs.toEmail, m.email))).filter((r) => r.templateType !== 'signup_confirmation');
      return rows.length > 0 && rows;
    });
    expect(logs).toMatchObject([{ templateType: 'subscription_welcome', status: 'sent', subject: 'Welcome to Civic Connect Professional Partner' }]);
  });

  it('publishes the profile change to the member only', async () => {
    const m = await member();
    const other = await member();
    const url = await realtimeUrl(t.app);
    const mine = await openSocket(url, m.token);
    const theirs = await openSocket(url, other.token);
    try {
      await checkout(m.headers, { tier: 'venue' });
      const got = await mine.next((x) => x.type === 'change' && x.table === 'profiles' && x.event === 'UPDATE');
      expect(got).toMatchObject({ id: m.id, record: { role: 'venue', subscription_status: 'active', subscription_tier: 'venue' } });
      await afterSentinel(t.db, theirs, other.id);
      expect(theirs.messages.some((x) => x.type === 'change' && x.id === m.id)).toBe(false);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('makes a basic member a Venue Partner for free (mode "free"), with its own welcome email', async () => {
    const m = await member();
    const res = await checkout(m.headers, { tier: 'venue' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mode: 'free', profile: { role: 'venue', subscription_status: 'active', subscription_tier: 'venue' } });
    const mail = await until(async () => (await t.outbox()).find((x) => x.to === m.email && x.subject.startsWith('Welcome')));
    expect(mail.subject).toBe('Welcome to Civic Connect Venue Partner');
    const [record] = await t.db.select().from(membershipCheckouts).where(eq(membershipCheckouts.userId, m.id));
    expect(record).toMatchObject({ provider: 'free', amountPence: 0 });
  });

  it('lets Venue Partners switch to Professional Partner and back, each time with a new number', async () => {
    const m = await member();
    const asVenue = (await checkout(m.headers, { tier: 'venue' })).json().profile;
    const asPro = await checkout(m.headers, { tier: 'professional' });
    expect(asPro.statusCode).toBe(200);
    expect(asPro.json().profile).toMatchObject({ role: 'professional', subscription_tier: 'professional' });
    expect(asPro.json().profile.membership_number).not.toBe(asVenue.membership_number);
    const back = await checkout(m.headers, { tier: 'venue' });
    expect(back.json().profile).toMatchObject({ role: 'venue', subscription_tier: 'venue' });
    // Only the latest membership is current.
    const rows = await t.db.select().from(membershipCheckouts).where(eq(membershipCheckouts.userId, m.id)).orderBy(membershipCheckouts.createdAt);
    expect(rows.map((r) => [r.tier, r.endedAt === null])).toEqual([['venue', false], ['professional', false], ['venue', true]]);
  });

  it('refuses the tier the member already has (409 JSON)', async () => {
    const m = await member();
    await checkout(m.headers, { tier: 'professional' });
    const again = await checkout(m.headers, { tier: 'professional' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'already_on_plan', message: 'You are already a Professional Partner.' });
  });

  it('keeps the admin flag: admin is a flag, not a role', async () => {
    const admin = await person(t, 'basic', { admin: true });
    const res = await checkout(admin.headers as Headers, { tier: 'professional' });
    expect(res.json().profile).toMatchObject({ role: 'professional', is_admin: true });
  });

  it('never hands out a membership number twice', async () => {
    const numbers = new Set<string>();
    const ms = await Promise.all([1, 2, 3, 4].map(() => member()));
    const results = await Promise.all(ms.map((m) => checkout(m.headers, { tier: 'professional' })));
    for (const r of results) numbers.add(r.json().profile.membership_number);
    expect(numbers.size).toBe(4);
  });
});

describe('cancelling (docs/product.md §4)', () => {
  it('sets role back to basic only: status, tier and number stay', async () => {
    const m = await member();
    const upgraded = (await checkout(m.headers, { tier: 'professional' })).json().profile;
    const res = await cancel(m.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      role: 'basic',
      subscription_status: 'active',
      subscription_tier: 'professional',
      membership_number: upgraded.membership_number,
    });
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, m.id));
    expect(row).toMatchObject({ role: 'basic', subscriptionStatus: 'active', subscriptionTier: 'professional' });
    const [record] = await t.db.select().from(membershipCheckouts).where(eq(membershipCheckouts.userId, m.id));
    expect(record.endedAt).not.toBeNull();
    // Professional-only routes are closed again.
    expect((await t.app.inject({ method: 'GET', url: '/api/meetups', headers: m.headers })).statusCode).toBe(403);
  });

  it('a cancelled member can upgrade again and gets another new number', async () => {
    const m = await member();
    const first = (await checkout(m.headers, { tier: 'professional' })).json().profile.membership_number;
    await cancel(m.headers);
    const again = await checkout(m.headers, { tier: 'professional' });
    expect(again.statusCode).toBe(200);
    expect(again.json().profile.role).toBe('professional');
    expect(again.json().profile.membership_number).not.toBe(first);
  });

  it('answers 409 for a basic member with nothing to cancel', async () => {
    const m = await member();
    const res = await cancel(m.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'not_a_member' });
  });
});

describe('who may call it', () => {
  it('anonymous callers get 401 JSON, even with a bad body', async () => {
    for (const res of [await checkout({}, { tier: 'professional' }), await checkout({}, { tier: 'gold' }), await cancel({})]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'unauthorized' });
    }
  });

  it('suspended members get 403 and nothing changes', async () => {
    const s = await person(t, 'basic', { suspended: true });
    const res = await checkout(s.headers as Headers, { tier: 'professional' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('user_suspended');
    const pro = await person(t, 'professional', { suspended: true });
    expect((await cancel(pro.headers as Headers)).statusCode).toBe(403);
    const [row] = await t.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, pro.id));
    expect(row.role).toBe('professional');
    expect(await t.db.select().from(membershipCheckouts).where(eq(membershipCheckouts.userId, s.id))).toEqual([]);
  });

  it.each([[{ tier: 'gold' }], [{ tier: 'basic' }], [{}], [{ tier: 'professional', extra: 1 }]])('a bad body %j gets 400 JSON naming the field', async (payload) => {
    const m = await member();
    const res = await checkout(m.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_request');
    expect(typeof res.json().message).toBe('string');
    expect((await profileOf(m.headers)).role).toBe('basic');
  });

  it('Stripe endpoints are absent in demo mode', async () => {
    const m = await member();
    const confirm = await t.app.inject({ method: 'POST', url: '/api/membership/stripe-confirm', headers: m.headers, payload: { session_id: 'cs_test_1' } });
    expect(confirm.statusCode).toBe(404);
    expect(confirm.json().error).toBe('stripe_not_configured');
    const hook = await t.app.inject({ method: 'POST', url: '/api/membership/stripe-webhook', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' }, payload: '{}' });
    expect(hook.statusCode).toBe(404);
  });
});
