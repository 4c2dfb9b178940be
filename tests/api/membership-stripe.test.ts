import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, membershipCheckouts, profiles } from '../../server/db/schema/index';
import { loadConfig } from '../../server/config';
import { bearer, signUp } from '../helpers/auth';
import { signedEvent, startFakeStripe, type FakeStripe } from '../helpers/fake-stripe';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { mailbox } from '../helpers/meetup-fixtures';
import { until } from '../helpers/until';

// Stripe mode: the real `stripe` client against a fake Stripe API on 127.0.0.1, and webhooks
// signed with the test secret exactly as Stripe signs them.
const SECRET = 'whsec_test_membership';
let t: TestApp;
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_BASE: fake.base } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type Headers = Record<string, string>;
const checkout = (headers: Headers, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/membership/checkout', headers, payload: payload as object });
const webhook = (e: { payload: string; headers: Headers }) => t.app.inject({ method: 'POST', url: '/api/membership/stripe-webhook', headers: e.headers, payload: e.payload });
const confirm = (headers: Headers, sessionId: string) => t.app.inject({ method: 'POST', url: '/api/membership/stripe-confirm', headers, payload: { session_id: sessionId } });
const profileRow = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0];
// Only the welcome emails: the sign-up's confirmation email goes to the same address.
const welcomeLogs = (email: string) => t.db.select().from(emailLogs).where(and(eq(emailLogs.toEmail, email), eq(emailLogs.templateType, 'subscription_welcome')));

async function member(name = 'Stripe Person') {
  const { email, session } = await signUp(t.app, { name });
  return { email, id: session.user.id, headers: bearer(session.access_token) };
}

/** Starts a Stripe checkout for a new basic member; returns the member and the session id. */
async function startPaid(opts: { returnTo?: string } = {}) {
  const m = await member();
  const res = await checkout(m.headers, { tier: 'professional', ...opts });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.mode).toBe('stripe');
  const sessionId = new URL(body.url).pathname.split('/').pop()!;
  return { m, url: body.url as string, sessionId };
}

describe('configuration', () => {
  it('reports stripe mode', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/membership/config' })).json().mode).toBe('stripe');
  });

  it('refuses to start with only one of the two Stripe secrets', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(loadConfig({}).stripe).toBeNull();
  });
});

describe('Stripe Checkout for Professional Partner', () => {
  it('creates a £4.99/year subscription session and changes nothing until paid', async () => {
    const { m, url, sessionId } = await startPaid({ returnTo: '/create-meetup' });
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const req = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && r.form.client_reference_id === m.id)!;
    expect(req.form).toMatchObject({
      mode: 'subscription',
      customer_email: m.email,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '499',
      'line_items[0][price_data][recurring][interval]': 'year',
      'line_items[0][price_data][product_data][name]': 'Civic Connect Professional Partner',
      'metadata[tier]': 'professional',
      'metadata[user_id]': m.id,
      cancel_url: 'http://localhost:3000/upgrade-account?checkout=cancelled',
      success_url: 'http://localhost:3000/upgrade-account?checkout=success&returnTo=%2Fcreate-meetup&session_id={CHECKOUT_SESSION_ID}',
    });
    expect(req.idempotencyKey).toMatch(/^cc-checkout-/);
    expect(await profileRow(m.id)).toMatchObject({ role: 'basic', subscriptionStatus: 'basic' });
    const [record] = await t.db.select().from(membershipCheckouts).where(eq(membershipCheckouts.userId, m.id));
    expect(record).toMatchObject({ provider: 'stripe', status: 'pending', amountPence: 499, stripeSessionId: sessionId });
  });

  it('ignores a returnTo that leaves the site', async () => {
    const m = await member();
    await checkout(m.headers, { tier: 'professional', returnTo: '//evil.example/x' });
    const req = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions' && r.form.client_reference_id === m.id)!;
    expect(req.form.success_url).toBe('http://localhost:3000/upgrade-account?checkout=success&session_id={CHECKOUT_SESSION_ID}');
  });

  it('applies the upgrade on a signed checkout.session.completed, once, however often it is replayed', async () => {
    const { m, sessionId } = await startPaid();
    const before = await profileRow(m.id);
    const event = signedEvent('checkout.session.completed', fake.pay(sessionId), SECRET);

    const first = await webhook(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, result: 'applied' });
    const after = await profileRow(m.id);
    expect(after).toMatchObject({ role: 'professional', subscriptionStatus: 'active', subscriptionTier: 'professional' });
    expect(after.membershipNumber).toMatch(/^CC\d{10}$/);
    expect(after.membershipNumber).not.toBe(before.membershipNumber);

    const replay = await webhook(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, result: 'already_applied' });
    // A fresh delivery of the same session (new event id, new signature) is just as harmless.
    expect((await webhook(signedEvent('checkout.session.completed', fake.sessions.get(sessionId)!, SECRET))).json().result).toBe('already_applied');
    expect((await profileRow(m.id)).membershipNumber).toBe(after.membershipNumber);

    const logs = await until(async () => {
      const rows = await welcomeLogs(m.email);
      return rows.length > 0 && rows;
    });
    // Everything queued is sent first, so a second welcome from a replay would be logged now.
    await mailbox(t);
    expect(await welcomeLogs(m.email)).toHaveLength(1);
    expect(logs[0]).toMatchObject({ templateType: 'subscription_welcome', status: 'sent' });
    const [record] = await t.db.select().from(membershipCheckouts).where(eq(membershipCheckouts.userId, m.id));
    expect(record).toMatchObject({ status: 'completed', stripeSubscriptionId: `sub_${sessionId.slice(8)}`, membershipNumber: after.membershipNumber });
  });

  it('rejects a bad or missing signature with 400 JSON and changes nothing', async () => {
    const { m, sessionId } = await startPaid();
    const good = signedEvent('checkout.session.completed', fake.pay(sessionId), SECRET);
    const wrongSecret = signedEvent('checkout.session.completed', fake.sessions.get(sessionId)!, 'whsec_someone_else');
    const tampered = { payload: good.payload.replace('"paid"', '"paid" '), headers: good.headers };
    const unsigned = { payload: good.payload, headers: { 'content-type': 'application/json' } };
    const stale = signedEvent('checkout.session.completed', fake.sessions.get(sessionId)!, SECRET, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    for (const e of [wrongSecret, tampered, unsigned, stale]) {
      const res = await webhook(e);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_signature' });
    }
    expect((await profileRow(m.id)).role).toBe('basic');
  });

  it('does nothing for an unpaid session or an event type it does not handle', async () => {
    const { m, sessionId } = await startPaid();
    const open = fake.sessions.get(sessionId)!;
    expect((await webhook(signedEvent('checkout.session.completed', { ...open, status: 'complete', payment_status: 'unpaid' }, SECRET))).json().result).toBe('pending');
    expect((await webhook(signedEvent('invoice.paid', { id: 'in_1', object: 'invoice' }, SECRET))).json()).toEqual({ received: true, result: 'ignored' });
    expect((await profileRow(m.id)).role).toBe('basic');
  });

  it('the return page confirms a paid session before the webhook arrives; the late webhook then does nothing', async () => {
    const { m, sessionId } = await startPaid();
    const early = await confirm(m.headers, sessionId);
    expect(early.json()).toMatchObject({ status: 'pending', profile: { role: 'basic' } });
    fake.pay(sessionId);
    const res = await confirm(m.headers, sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'applied', profile: { role: 'professional', subscription_status: 'active', subscription_tier: 'professional' } });
    expect((await confirm(m.headers, sessionId)).json().status).toBe('already_applied');
    expect((await webhook(signedEvent('checkout.session.completed', fake.sessions.get(sessionId)!, SECRET))).json().result).toBe('already_applied');
  });

  it('a member cannot confirm someone else’s session', async () => {
    const { sessionId } = await startPaid();
    fake.pay(sessionId);
    const other = await member();
    const res = await confirm(other.headers, sessionId);
    expect(res.statusCode).toBe(404);
    expect((await profileRow(other.id)).role).toBe('basic');
  });

  it('a session this site never created is acknowledged and ignored', async () => {
    const res = await webhook(
      signedEvent('checkout.session.completed', { id: 'cs_test_foreign', object: 'checkout.session', status: 'complete', payment_status: 'paid', metadata: {} }, SECRET),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toBe('unknown');
  });

  it('answers 502 JSON when Stripe refuses, and leaves no pending checkout behind', async () => {
    const m = await member();
    fake.failNextCreate();
    const res = await checkout(m.headers, { tier: 'professional' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: 'payment_provider_error' });
    expect(await t.db.select().from(membershipCheckouts).where(eq(membershipCheckouts.userId, m.id))).toEqual([]);
  });
});

describe('free tier and cancelling with Stripe configured', () => {
  it('Venue Partner is free: applied at once, Stripe is not called', async () => {
    const m = await member();
    const calls = fake.requests.length;
    const res = await checkout(m.headers, { tier: 'venue' });
    expect(res.json()).toMatchObject({ mode: 'free', profile: { role: 'venue', subscription_status: 'active', subscription_tier: 'venue' } });
    expect(fake.requests.length).toBe(calls);
  });

  async function paidMember() {
    const { m, sessionId } = await startPaid();
    await webhook(signedEvent('checkout.session.completed', fake.pay(sessionId), SECRET));
    expect((await profileRow(m.id)).role).toBe('professional');
    return { m, subscriptionId: `sub_${sessionId.slice(8)}` };
  }

  it('cancelling stops the Stripe subscription and sets role back to basic only', async () => {
    const { m, subscriptionId } = await paidMember();
    const res = await t.app.inject({ method: 'POST', url: '/api/membership/cancel', headers: m.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ role: 'basic', subscription_status: 'active', subscription_tier: 'professional' });
    expect(fake.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`)).toBe(true);
    // Stripe then reports the subscription deleted: nothing more happens.
    const later = await webhook(signedEvent('customer.subscription.deleted', { id: subscriptionId, object: 'subscription', status: 'canceled' }, SECRET));
    expect(later.json().result).toBe('ignored');
    expect(await profileRow(m.id)).toMatchObject({ role: 'basic', subscriptionStatus: 'active', subscriptionTier: 'professional' });
  });

  it('switching a paying Professional Partner to Venue Partner stops the subscription too', async () => {
    const { m, subscriptionId } = await paidMember();
    const res = await checkout(m.headers, { tier: 'venue' });
    expect(res.json()).toMatchObject({ mode: 'free', profile: { role: 'venue' } });
    expect(fake.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`)).toBe(true);
  });

  it('a subscription ended at Stripe (customer.subscription.deleted) returns the member to basic, once', async () => {
    const { m, subscriptionId } = await paidMember();
    const event = signedEvent('customer.subscription.deleted', { id: subscriptionId, object: 'subscription', status: 'canceled' }, SECRET);
    expect((await webhook(event)).json().result).toBe('ended');
    expect(await profileRow(m.id)).toMatchObject({ role: 'basic', subscriptionStatus: 'active', subscriptionTier: 'professional' });
    expect((await webhook(event)).json().result).toBe('ignored');
  });
});
