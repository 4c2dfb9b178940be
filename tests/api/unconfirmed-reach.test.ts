import { createECDH, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../server/notifications/notify';
import type { RouteEntry } from '../../server/plugins/route-table';
import { follow, SUBJECTS, verifyPath, waitForMail } from '../helpers/auth-mail';
import { bearer, confirmEmail, signUp, uniqueEmail } from '../helpers/auth';
import { insertMeetup, insertVenue, mailbox, member, type Member } from '../helpers/meetup-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { issueSignInCode } from '../../server/auth/sign-in-codes';
import { userIdentities } from '../../server/db/schema/index';
import { makeImage, multipart, venueBody } from '../helpers/venue-fixtures';

// Issue 24: an account whose address is not confirmed reaches no one. The routes are read from
// the app's own route table, so a route added later is refused to such an account unless it
// joins the allow-list below (and says why in its `config.allowUnconfirmed`, decision 0035).

let t: TestApp;
type Account = { id: string; email: string; password: string; headers: Record<string, string> };
const ids: Record<string, string> = {};

async function unconfirmed(role: 'basic' | 'professional' | 'venue' = 'basic'): Promise<Account> {
  const { session, email, password } = await signUp(t.app, { confirmed: false });
  if (role !== 'basic') await t.db.execute(sql`update profiles set role = ${role}, subscription_status = 'active', subscription_tier = ${role} where id = ${session.user.id}`);
  return { id: session.user.id, email, password, headers: bearer(session.access_token) };
}

beforeAll(async () => {
  t = await createTestApp();
  const owner = await member(t, 'venue');
  const venue = await insertVenue(t.db, owner.id);
  const meetup = await insertMeetup(t.db, owner.id, { venueId: venue.id });
  Object.assign(ids, { venue: venue.id, meetup: meetup.id, user: owner.id });
}, 60_000);
afterAll(() => t.close());

const READING = new Set(['GET', 'HEAD']);
const key = (r: Pick<RouteEntry, 'method' | 'url'>) => `${r.method} ${r.url}`;
const reaching = () => t.app.routeTable.filter((r) => !r.websocket && !READING.has(r.method));

/** A route's URL with real ids in it (the refusal comes before they are looked at; the confirmed re-run uses them). */
function fill(url: string, who: Account): string {
  return url.replace(/:([A-Za-z_]+)|\*/g, (_, name: string | undefined) => {
    if (name === undefined) return `${who.id}/${who.id}-1700000000000.png`;
    if (name === 'bucket') return 'avatars';
    if (name === 'venueId') return ids.venue;
    if (name === 'userId') return ids.user;
    return ids.meetup;
  });
}

const inject = (opts: InjectOptions) => t.app.inject(opts);
type Res = Awaited<ReturnType<typeof inject>>;

/**
 * What an unconfirmed account may do: only its own account, or what anyone signed out may do
 * too. Each is shown to work for such an account: the status a confirmed member would get.
 */
const ALLOWED: Record<string, (u: Account) => Promise<[Res, number]>> = {
  'POST /auth/v1/signup': async (u) => [await inject({ method: 'POST', url: '/auth/v1/signup', headers: u.headers, payload: { email: uniqueEmail('other'), password: 'correct-horse-battery' } }), 200],
  'POST /auth/v1/resend': async (u) => [await inject({ method: 'POST', url: '/auth/v1/resend', headers: u.headers, payload: { type: 'signup', email: u.email } }), 200],
  'POST /auth/v1/recover': async (u) => [await inject({ method: 'POST', url: '/auth/v1/recover', headers: u.headers, payload: { email: u.email } }), 200],
  'POST /auth/v1/otp': async (u) => [await inject({ method: 'POST', url: '/auth/v1/otp', headers: u.headers, payload: { email: u.email, create_user: false } }), 200],
  // A code proves the mailbox: it signs the caller in (and confirms the address, issue 28).
  'POST /auth/v1/verify': async (u) => {
    const { code } = await issueSignInCode(t.db, t.config.publicUrl, { email: u.email, redirectTo: t.config.publicUrl });
    return [await inject({ method: 'POST', url: '/auth/v1/verify', headers: u.headers, payload: { email: u.email, token: code, type: 'email' } }), 200];
  },
  // Its own sign-in methods (issue 28): one linked provider goes, the password remains.
  'DELETE /auth/v1/user/identities/:identityId': async (u) => {
    const [identity] = await t.db.insert(userIdentities).values({ userId: u.id, provider: 'example', subject: `subject-${u.id}`, email: u.email }).returning();
    return [await inject({ method: 'DELETE', url: `/auth/v1/user/identities/${identity.id}`, headers: u.headers }), 204];
  },
  // A form_post provider's (Apple's) answer: without this browser's flow cookie it only sends the browser back to /login.
  'POST /auth/v1/callback': async (u) => [
    await inject({ method: 'POST', url: '/auth/v1/callback', headers: { ...u.headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'code=x&state=y' }),
    303,
  ],
  'POST /auth/v1/token': async (u) => [await inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', headers: u.headers, payload: { email: u.email, password: u.password } }), 200],
  'PUT /auth/v1/user': async () => {
    const u = await unconfirmed();
    return [await inject({ method: 'PUT', url: '/auth/v1/user', headers: u.headers, payload: { password: 'a-brand-new-passphrase', current_password: u.password } }), 200];
  },
  'POST /auth/v1/logout': async () => [await inject({ method: 'POST', url: '/auth/v1/logout', headers: (await unconfirmed()).headers }), 204],
  'PATCH /api/profile': async (u) => [await inject({ method: 'PATCH', url: '/api/profile', headers: u.headers, payload: { name: 'Renamed Person' } }), 200],
  'DELETE /api/profile': async () => {
    const u = await unconfirmed();
    return [await inject({ method: 'DELETE', url: '/api/profile', headers: u.headers, payload: { password: u.password } }), 204];
  },
  'PUT /api/profile/about': async (u) => [await inject({ method: 'PUT', url: '/api/profile/about', headers: u.headers, payload: { headline: 'Civic data person' } }), 200],
  'PUT /api/profile/avatar': async (u) => {
    const up = await uploadAvatar(u, 'POST', 1);
    return [await inject({ method: 'PUT', url: '/api/profile/avatar', headers: u.headers, payload: { avatar: up.json().publicUrl } }), 200];
  },
  'POST /storage/v1/object/:bucket/*': async (u) => [await uploadAvatar(u, 'POST', 2), 200],
  'PUT /storage/v1/object/:bucket/*': async (u) => [await uploadAvatar(u, 'PUT', 3), 200],
  'DELETE /storage/v1/object/:bucket/*': async (u) => {
    await uploadAvatar(u, 'POST', 4);
    return [await inject({ method: 'DELETE', url: `/storage/v1/object/avatars/${avatarPath(u, 4)}`, headers: u.headers }), 200];
  },
  'POST /api/notifications/read-all': async (u) => [await inject({ method: 'POST', url: '/api/notifications/read-all', headers: u.headers }), 200],
  'POST /api/notifications/:id/read': async (u) => [await inject({ method: 'POST', url: `/api/notifications/${await ownNotification(u)}/read`, headers: u.headers }), 200],
  'DELETE /api/notifications/:id': async (u) => [await inject({ method: 'DELETE', url: `/api/notifications/${await ownNotification(u)}`, headers: u.headers }), 204],
  'DELETE /api/notifications': async (u) => [await inject({ method: 'DELETE', url: '/api/notifications', headers: u.headers }), 200],
  // One's own devices for push (issue 28); a fresh account each, so no push is ever sent to them.
  'POST /api/push/devices': async () => [await inject({ method: 'POST', url: '/api/push/devices', headers: (await unconfirmed()).headers, payload: pushDevice() }), 201],
  'DELETE /api/push/devices/:id': async () => {
    const u = await unconfirmed();
    const made = await inject({ method: 'POST', url: '/api/push/devices', headers: u.headers, payload: pushDevice() });
    return [await inject({ method: 'DELETE', url: `/api/push/devices/${made.json().id}`, headers: u.headers }), 204];
  },
  'POST /api/calendar/feed/rotate': async (u) => [await inject({ method: 'POST', url: '/api/calendar/feed/rotate', headers: u.headers }), 200],
  'POST /api/membership/checkout': async () => [await inject({ method: 'POST', url: '/api/membership/checkout', headers: (await unconfirmed()).headers, payload: { tier: 'venue' } }), 200],
  'POST /api/membership/cancel': async () => [await inject({ method: 'POST', url: '/api/membership/cancel', headers: (await unconfirmed('professional')).headers }), 200],
  // Without Stripe configured these answer 404 stripe_not_configured, as to every member.
  'POST /api/membership/stripe-confirm': async (u) => [await inject({ method: 'POST', url: '/api/membership/stripe-confirm', headers: u.headers, payload: { session_id: 'cs_test_1' } }), 404],
  'POST /api/membership/stripe-webhook': async (u) => [await inject({ method: 'POST', url: '/api/membership/stripe-webhook', headers: { ...u.headers, 'stripe-signature': 't=1,v1=x' }, payload: '{}' }), 404],
  'PUT /api/partners/me': async () => [await inject({ method: 'PUT', url: '/api/partners/me', headers: (await unconfirmed('venue')).headers, payload: { display_name: 'Quiet Rooms Ltd' } }), 200],
  'POST /api/contact': async (u) => [await inject({ method: 'POST', url: '/api/contact', headers: u.headers, payload: { name: 'Una Confirmed', email: u.email, subject: 'Hello', message: 'A question about venues.' } }), 200],
  'POST /api/newsletter/subscribe': async (u) => [await inject({ method: 'POST', url: '/api/newsletter/subscribe', headers: u.headers, payload: { email: u.email } }), 202],
  'POST /api/newsletter/confirm': async (u) => {
    const token = await newsletterToken(u, 'confirm');
    return [await inject({ method: 'POST', url: '/api/newsletter/confirm', headers: u.headers, payload: { token } }), 200];
  },
  'POST /api/newsletter/unsubscribe': async (u) => {
    const token = await newsletterToken(u, 'unsubscribe');
    return [await inject({ method: 'POST', url: '/api/newsletter/unsubscribe', headers: u.headers, payload: { token } }), 200];
  },
};

/** A browser's subscription at a default push service (FCM), with real P-256 keys. */
function pushDevice() {
  const ecdh = createECDH('prime256v1');
  return { endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`, keys: { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

/** avatars/{userId}/{userId}-{timestamp}.png, the bucket's path rule. */
const avatarPath = (u: Account, n: number) => `${u.id}/${u.id}-${1_700_000_000_000 + n}.png`;

async function uploadAvatar(u: Account, method: 'POST' | 'PUT', n: number) {
  const body = multipart(await makeImage('png'), 'face.png');
  return inject({ method, url: `/storage/v1/object/avatars/${avatarPath(u, n)}`, payload: body.payload, headers: { ...body.headers, ...u.headers } });
}

async function ownNotification(u: Account) {
  const n = await notify(t.db, { userId: u.id, type: 'info', title: 'For you', message: 'Only yours.', data: {} });
  return n!.id;
}

/** Subscribes the account's address (if not yet) and reads the newsletter link of that kind from its email. */
async function newsletterToken(u: Account, kind: 'confirm' | 'unsubscribe'): Promise<string> {
  const pattern = new RegExp(`/newsletter/${kind}\\?token=([^\\s"<>&]+)`);
  const find = async () => (await mailbox(t)).filter((m) => m.to === u.email).map((m) => pattern.exec(m.text)?.[1]).find(Boolean);
  if (kind === 'unsubscribe') {
    const confirmToken = await newsletterToken(u, 'confirm');
    await inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token: confirmToken } });
  } else {
    await inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: u.email } });
  }
  const token = await find();
  if (!token) throw new Error(`no newsletter ${kind} link mailed to ${u.email}`);
  return decodeURIComponent(token);
}

describe('an unconfirmed account', () => {
  it('is refused with 403 email_not_confirmed at every route that is not on the allow-list, and let through once confirmed', async () => {
    const u = await unconfirmed('venue');
    const refused = reaching().filter((r) => !(key(r) in ALLOWED));
    // The known reaching routes are among them (a sanity check on the table itself).
    for (const k of ['POST /api/venues', 'POST /api/meetups', 'POST /api/meetups/:id/attendance', 'POST /api/meetups/:id/comments', 'POST /functions/v1/send-email', 'PUT /api/venues/:venueId/rating', 'POST /api/meetups/:id/cohosts']) {
      expect(refused.map(key)).toContain(k);
    }
    for (const route of refused) {
      const res = await inject({ method: route.method as InjectOptions['method'], url: fill(route.url, u), headers: u.headers, payload: {} });
      expect([res.statusCode, res.json().error], key(route)).toEqual([403, 'email_not_confirmed']);
      expect(res.json().message).toMatch(/^Confirm your email address first/);
    }
    // A path that is no route answers 404 as for anyone.
    const unknown = await inject({ method: 'POST', url: '/api/no-such-thing', headers: u.headers, payload: {} });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'not_found']);
    // The same requests, once the address is confirmed, reach the routes' own checks.
    await confirmEmail(t.db, u.id);
    for (const route of refused) {
      const res = await inject({ method: route.method as InjectOptions['method'], url: fill(route.url, u), headers: u.headers, payload: {} });
      expect(res.statusCode, key(route)).toBeLessThan(500);
      expect(res.json().error, key(route)).not.toBe('email_not_confirmed');
    }
  }, 120_000);

  it('may use each route of the allow-list, and the server marks exactly those', async () => {
    const marked = reaching()
      .filter((r) => r.allowUnconfirmed)
      .map(key)
      .sort();
    expect(marked).toEqual(Object.keys(ALLOWED).sort());
    for (const r of reaching().filter((x) => x.allowUnconfirmed)) expect(r.allowUnconfirmed!.length, key(r)).toBeGreaterThan(10);
    for (const [route, run] of Object.entries(ALLOWED)) {
      const u = await unconfirmed();
      const [res, expected] = await run(u);
      expect([res.statusCode, res.body], route).toEqual([expected, expect.anything()]);
    }
  }, 120_000);

  it('may read every page and list (no reading route refuses it)', async () => {
    const u = await unconfirmed('professional');
    for (const route of t.app.routeTable.filter((r) => !r.websocket && READING.has(r.method))) {
      const res = await inject({ method: 'GET', url: fill(route.url, u), headers: u.headers });
      expect(res.statusCode, key(route)).toBeLessThan(500);
      if (res.headers['content-type']?.toString().includes('json')) expect(res.json().error, key(route)).not.toBe('email_not_confirmed');
    }
  }, 60_000);
});

describe('a throwaway venue partner (the issue’s case)', () => {
  const newVenueNotices = async (pro: Member) =>
    (await t.db.execute<{ title: string; message: string }>(sql`select title, message from notifications where user_id = ${pro.id} and type = 'new_venue' order by created_at`)).rows;

  it('cannot add a venue until the emailed link confirms it, and professionals hear only of the venue added after', async () => {
    const pro = await member(t, 'professional');
    const { session, email } = await signUp(t.app, { confirmed: false, name: 'Throwaway Owner' });
    const headers = bearer(session.access_token);
    // Taking the free Venue Partner tier is allowed: it concerns no one else.
    const upgrade = await inject({ method: 'POST', url: '/api/membership/checkout', headers, payload: { tier: 'venue' } });
    expect(upgrade.statusCode).toBe(200);

    const before = await inject({ method: 'POST', url: '/api/venues', headers, payload: venueBody({ name: 'Buy cheap watches now' }) });
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({ error: 'email_not_confirmed', error_code: 'email_not_confirmed', message: expect.stringMatching(/^Confirm your email address first/) });

    // The real emailed link confirms the address (and signs in, as from the email).
    const link = verifyPath(await waitForMail(t, email, SUBJECTS.confirm));
    const { fragment } = await follow(t, link);
    const after = await inject({ method: 'POST', url: '/api/venues', headers: bearer(fragment.get('access_token')!), payload: venueBody({ name: 'The Confirmed Hall' }) });
    expect(after.statusCode).toBe(201);
    // The session signed in before confirming works too, from its next request.
    const again = await inject({ method: 'POST', url: '/api/venues', headers, payload: venueBody({ name: 'The Second Hall' }) });
    expect([again.statusCode, again.json().error]).not.toEqual([403, 'email_not_confirmed']);

    // Sentinel: the notices of the confirmed venue have arrived, so one for the refused would have too.
    const mails = (await mailbox(t)).filter((m) => m.to === pro.email);
    const notices = await newVenueNotices(pro);
    expect(notices.some((n) => `${n.title} ${n.message}`.includes('The Confirmed Hall'))).toBe(true);
    expect(notices.some((n) => `${n.title} ${n.message}`.includes('watches'))).toBe(false);
    expect(mails.map((m) => m.subject)).toContain('New venue: The Confirmed Hall');
    expect(mails.some((m) => m.subject.includes('watches'))).toBe(false);
  });
});
