import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetupAttendees, profiles, pushSubscriptions } from '../../server/db/schema/index';
import type { WorkerDeps } from '../../server/jobs/task';
import { callFn, caller } from '../helpers/admin-fixtures';
import { drainJobs } from '../helpers/jobs';
import { dayFromNow, freeDay, insertMeetup, insertVenue, jobWorker, meetupBody, member, type Member } from '../helpers/meetup-fixtures';
import { connect } from '../helpers/network-fixtures';
import { startPushService, type PushService, type TestSubscription } from '../helpers/push-service';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Web Push (issue 28, decision 0056) through the real library path: the server's jobs build each
// request with web-push and post it to a local push service (tests/helpers/push-service.ts),
// which checks the VAPID JWT and decrypts the payload with the test subscription's own keys.
let t: TestApp;
let ps: PushService;
let worker: WorkerDeps;
let organiser: Member;
let owner: Member;
let venueId: string;
beforeAll(async () => {
  ps = await startPushService();
  t = await createTestApp({ env: { PUSH_SERVICE_ORIGINS: ps.origin } });
  worker = await jobWorker(t);
  organiser = await member(t, 'professional', { name: 'Olu Organiser' });
  owner = await member(t, 'venue', { name: 'Vera Venue' });
  venueId = (await insertVenue(t.db, owner.id, { capacity: 200, name: 'Harbour Loft' })).id;
});
afterAll(async () => {
  await t.close();
  await ps.close();
});

const enable = async (who: { headers: Record<string, string> }, sub: TestSubscription, userAgent = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36') => {
  const res = await t.app.inject({ method: 'POST', url: '/api/push/devices', headers: { ...who.headers, 'user-agent': userAgent }, payload: { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; browser: string };
};
const devices = async (who: { headers: Record<string, string> }) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/push/devices', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { public_key: string; devices: Array<{ id: string; endpoint: string; browser: string }> };
};
const pendingMeetup = async (title: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(venueId, { title, date: freeDay() }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};
const decide = async (id: string, kind: 'approve' | 'reject') => {
  const res = await t.app.inject({ method: 'POST', url: `/api/meetups/${id}/${kind}`, headers: owner.headers, ...(kind === 'reject' ? { payload: { reason: 'The hall is being painted that week.' } } : {}) });
  expect(res.statusCode, res.body).toBe(200);
};
const setPush = async (who: Member, prefs: Record<string, boolean>) => {
  const res = await t.app.inject({ method: 'PATCH', url: '/api/profile', headers: who.headers, payload: { push_preferences: prefs } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().push_preferences as Record<string, boolean>;
};
const titles = (token: string) => ps.pushesTo(token).map((p) => String(p.payload.title) + ': ' + String(p.payload.body));

describe('Web Push', () => {
  it('a booking approval reaches the device: VAPID JWT signed by the site’s key for the push service, payload decrypted with the device’s keys, no more than the notification', async () => {
    const phone = ps.subscription();
    const device = await enable(organiser, phone);
    expect(device.browser).toBe('Chrome on Android');
    const { public_key } = await devices(organiser);
    const id = await pendingMeetup('Harbour data breakfast');
    await decide(id, 'approve');
    await drainJobs(worker);
    await ps.waitFor(() => ps.pushesTo(phone.token).length === 1);
    const [push] = ps.pushesTo(phone.token);
    expect(push.vapidKey).toBe(public_key);
    expect(push.claims.aud).toBe(ps.origin);
    expect(push.claims.sub).toBe('mailto:support@civicconnect.example');
    expect(push.ttl).toBe(86_400);
    const [n] = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: organiser.headers })).json().notifications as Array<{ id: string; title: string; message: string }>;
    expect(push.payload).toEqual({ title: 'Booking approved', body: n.message, url: `/meetups/${id}`, tag: `n-${n.id}` });
    expect(n.title).toBe('Booking approved');
    const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
    expect(row.lastPushedAt).not.toBeNull();
  });

  it('a switched-off type sends nothing (a sentinel of a type still on arrives after it)', async () => {
    const phone = ps.subscription();
    await enable(organiser, phone);
    expect(await setPush(organiser, { booking_approved: false })).toMatchObject({ booking_approved: false, booking_rejected: true, all: true });
    const quiet = await pendingMeetup('Quiet approval supper');
    await decide(quiet, 'approve');
    const sentinel = await pendingMeetup('Sentinel rejection lunch');
    await decide(sentinel, 'reject');
    await drainJobs(worker);
    await ps.waitFor(() => ps.pushesTo(phone.token).length >= 1);
    expect(titles(phone.token)).toEqual([expect.stringMatching(/^Booking rejected: Vera Venue|^Booking rejected: .*Sentinel rejection lunch/)]);
    expect(titles(phone.token).join()).not.toContain('Quiet approval supper');
    // `all` off stops every type, and a second sentinel after it comes back on arrives alone.
    await setPush(organiser, { all: false, booking_approved: true });
    await decide(await pendingMeetup('Muted by all'), 'reject');
    await setPush(organiser, { all: true });
    await decide(await pendingMeetup('Second sentinel'), 'reject');
    await drainJobs(worker);
    await ps.waitFor(() => ps.pushesTo(phone.token).length >= 2);
    const all = titles(phone.token).join('\n');
    expect(all).toContain('Second sentinel');
    expect(all).not.toContain('Muted by all');
    expect(ps.pushesTo(phone.token)).toHaveLength(2);
  });

  it('one push per device with two workers, for one notification and for an admin broadcast', async () => {
    const who = await member(t, 'professional', { name: 'Two Devices' });
    const phone = ps.subscription();
    const laptop = ps.subscription();
    await enable(who, phone);
    await enable(who, laptop, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15');
    expect((await devices(who)).devices.map((d) => d.browser).sort()).toEqual(['Chrome on Android', 'Safari on Mac']);
    const admin = await caller(t, 'professional', { admin: 0 });
    const single = await callFn(t, 'admin-send-notifications', admin, { type: 'info', mode: 'single', userId: who.id, title: 'Welcome aboard', message: 'Your partner page is live.' });
    expect(single.statusCode, single.body).toBe(200);
    const broadcast = await callFn(t, 'admin-send-notifications', admin, { type: 'info', mode: 'broadcast', title: 'Maintenance tonight', message: 'The site rests from 02:00 to 02:30 UTC.', idempotencyKey: 'push-broadcast-1' });
    expect(broadcast.statusCode, broadcast.body).toBe(200);
    const other: WorkerDeps = { ...worker };
    await Promise.all([drainJobs(worker), drainJobs(other)]);
    await ps.waitFor(() => ps.pushesTo(phone.token).length >= 2 && ps.pushesTo(laptop.token).length >= 2);
    // The sentinel: one more notification, queued after both workers finished, arrives once on each.
    await callFn(t, 'admin-send-notifications', admin, { type: 'info', mode: 'single', userId: who.id, title: 'Sentinel', message: 'Last one.' });
    await Promise.all([drainJobs(worker), drainJobs(other)]);
    await ps.waitFor(() => ps.pushesTo(phone.token).length >= 3 && ps.pushesTo(laptop.token).length >= 3);
    for (const d of [phone, laptop]) expect(ps.pushesTo(d.token).map((p) => p.payload.title).sort()).toEqual(['Maintenance tonight', 'Sentinel', 'Welcome aboard']);
  });

  it('a 410 from the push service removes the subscription; the member’s other device still receives', async () => {
    const who = await member(t, 'professional');
    const gone = ps.subscription();
    const kept = ps.subscription();
    const goneDevice = await enable(who, gone);
    await enable(who, kept);
    ps.expire(gone.token);
    const admin = await caller(t, 'professional', { admin: 0 });
    await callFn(t, 'admin-send-notifications', admin, { type: 'info', mode: 'single', userId: who.id, title: 'Still there?', message: 'Checking your devices.' });
    await drainJobs(worker);
    await ps.waitFor(() => ps.pushesTo(kept.token).length === 1);
    expect((await devices(who)).devices.map((d) => d.id)).not.toContain(goneDevice.id);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, goneDevice.id))).toEqual([]);
    expect(ps.pushesTo(gone.token)).toEqual([]);
  });

  it('a message is pushed without its text, under its own switch', async () => {
    const a = await member(t, 'professional', { name: 'Ada Writer' });
    const b = await member(t, 'professional', { name: 'Ben Reader' });
    await connect(t.db, a.id, b.id);
    const phone = ps.subscription();
    await enable(b, phone);
    const sent = await t.app.inject({ method: 'POST', url: `/api/messages/with/${b.id}`, headers: a.headers, payload: { body: 'The secret agenda: pastries first.' } });
    expect(sent.statusCode, sent.body).toBe(201);
    const conversationId = sent.json().conversation_id as string;
    await drainJobs(worker);
    await ps.waitFor(() => ps.pushesTo(phone.token).length === 1);
    expect(ps.pushesTo(phone.token)[0].payload).toEqual({ title: 'Ada Writer', body: 'Sent you a message.', url: `/messages/${conversationId}`, tag: `c-${conversationId}` });
    expect(JSON.stringify(ps.received)).not.toContain('pastries');
  });

  it('a message request is pushed in the recipient’s language, a sender without a name as "Ein Mitglied"; the device is named in the reader’s', async () => {
    const a = await member(t, 'professional');
    const b = await member(t, 'professional', { name: 'Berta Leserin' });
    await t.db.update(profiles).set({ name: '' }).where(eq(profiles.id, a.id));
    await t.db.update(profiles).set({ locale: 'de' }).where(eq(profiles.id, b.id));
    // Met at a meetup that took place: a may ask to write.
    const met = await insertMeetup(t.db, organiser.id, { title: 'Gestern', date: dayFromNow(-2) });
    await t.db.insert(meetupAttendees).values([{ meetupId: met.id, userId: a.id }, { meetupId: met.id, userId: b.id }]);
    const phone = ps.subscription();
    await enable(b, phone);
    const listed = await t.app.inject({ url: '/api/push/devices', headers: { ...b.headers, 'accept-language': 'de' } });
    expect(listed.json().devices.map((d: { browser: string }) => d.browser)).toEqual(['Chrome auf Android']);
    const sent = await t.app.inject({ method: 'POST', url: `/api/messages/with/${b.id}`, headers: a.headers, payload: { body: 'Darf ich schreiben?' } });
    expect(sent.statusCode, sent.body).toBe(201);
    const conversationId = sent.json().conversation_id as string;
    await drainJobs(worker);
    await ps.waitFor(() => ps.pushesTo(phone.token).length === 1);
    expect(ps.pushesTo(phone.token)[0].payload).toEqual({ title: 'Ein Mitglied', body: 'Hat Ihnen eine Nachrichtenanfrage gesendet.', url: `/messages/${conversationId}`, tag: `c-${conversationId}` });
  });

  it('refuses an endpoint outside the allowed push services and malformed keys; one row per device, which follows the last member to enable it', async () => {
    const who = await member(t, 'basic');
    const sub = ps.subscription();
    const internal = await t.app.inject({ method: 'POST', url: '/api/push/devices', headers: who.headers, payload: { endpoint: 'http://127.0.0.1:5432/push/x', keys: sub.keys } });
    expect(internal.statusCode).toBe(400);
    expect(internal.json()).toMatchObject({ error: 'push_service_not_allowed', field: 'endpoint' });
    const badKeys = await t.app.inject({ method: 'POST', url: '/api/push/devices', headers: who.headers, payload: { endpoint: sub.endpoint, keys: { p256dh: 'abc', auth: sub.keys.auth } } });
    expect(badKeys.statusCode).toBe(400);
    await enable(who, sub);
    const other = await member(t, 'basic');
    await enable(other, sub);
    expect((await devices(who)).devices).toEqual([]);
    expect((await devices(other)).devices.map((d) => d.endpoint)).toEqual([sub.endpoint]);
  });

  it('pushsubscriptionchange: the worker moves the device to its new subscription with the renewal secret; pushes follow it; the secret is good once per endpoint', async () => {
    const who = await member(t, 'professional', { name: 'Rene Renewal' });
    const old = ps.subscription();
    const made = await t.app.inject({ method: 'POST', url: '/api/push/devices', headers: who.headers, payload: { endpoint: old.endpoint, keys: old.keys } });
    expect(made.statusCode, made.body).toBe(201);
    const { id, renewal_secret: secret } = made.json() as { id: string; renewal_secret: string };
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Shown once: the list of devices never carries it.
    expect(JSON.stringify((await devices(who)).devices)).not.toContain(secret);
    const renew = (oldEndpoint: string, renewalSecret: string, sub: TestSubscription) =>
      t.app.inject({ method: 'POST', url: '/api/push/devices/renew', payload: { old_endpoint: oldEndpoint, renewal_secret: renewalSecret, subscription: { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys } } });

    // Refused without the secret, with a wrong one, for an unknown endpoint (the same answer), and to a service not allowed.
    const next = ps.subscription();
    expect((await renew(old.endpoint, '', next)).statusCode).toBe(400);
    const wrong = await renew(old.endpoint, secret.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')), next);
    expect([wrong.statusCode, wrong.json().error]).toEqual([403, 'push_renewal_refused']);
    const unknown = await renew(`${ps.origin}/push/nobody`, secret, next);
    expect([unknown.statusCode, unknown.json()]).toEqual([403, wrong.json()]);
    const foreign = await t.app.inject({ method: 'POST', url: '/api/push/devices/renew', payload: { old_endpoint: old.endpoint, renewal_secret: secret, subscription: { endpoint: 'http://127.0.0.1:5432/x', keys: next.keys } } });
    expect([foreign.statusCode, foreign.json().error]).toEqual([400, 'push_service_not_allowed']);
    expect((await devices(who)).devices.map((d) => d.endpoint)).toEqual([old.endpoint]);

    // With it (and no member's token, as from the service worker): the same device, the new endpoint, a new secret.
    const ok = await renew(old.endpoint, secret, next);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ id, endpoint: next.endpoint });
    const nextSecret = ok.json().renewal_secret as string;
    expect(nextSecret).not.toBe(secret);
    expect((await devices(who)).devices.map((d) => [d.id, d.endpoint])).toEqual([[id, next.endpoint]]);
    // The old secret named the old endpoint: it cannot move the device again.
    expect((await renew(next.endpoint, secret, ps.subscription())).statusCode).toBe(403);

    // Pushes now go to the new subscription, encrypted with its keys, and not to the old one.
    const admin = await caller(t, 'professional', { admin: 0 });
    await callFn(t, 'admin-send-notifications', admin, { type: 'info', mode: 'single', userId: who.id, title: 'After renewal', message: 'On the new subscription.' });
    await drainJobs(worker);
    await ps.waitFor(() => ps.pushesTo(next.token).length === 1);
    expect(ps.pushesTo(next.token)[0].payload.title).toBe('After renewal');
    expect(ps.pushesTo(old.token)).toEqual([]);

    // Once the member removes the device, its secret renews nothing.
    const del = await t.app.inject({ method: 'DELETE', url: `/api/push/devices/${id}`, headers: who.headers });
    expect(del.statusCode).toBe(204);
    expect((await renew(next.endpoint, nextSecret, ps.subscription())).statusCode).toBe(403);
  });

  it('a renewal secret stops working when another member enables push on the same browser', async () => {
    const first = await member(t, 'basic');
    const second = await member(t, 'basic');
    const sub = ps.subscription();
    const made = await t.app.inject({ method: 'POST', url: '/api/push/devices', headers: first.headers, payload: { endpoint: sub.endpoint, keys: sub.keys } });
    const firstSecret = made.json().renewal_secret as string;
    await enable(second, sub);
    const next = ps.subscription();
    const res = await t.app.inject({ method: 'POST', url: '/api/push/devices/renew', payload: { old_endpoint: sub.endpoint, renewal_secret: firstSecret, subscription: { endpoint: next.endpoint, keys: next.keys } } });
    expect(res.statusCode).toBe(403);
    expect((await devices(second)).devices.map((d) => d.endpoint)).toEqual([sub.endpoint]);
  });

  it('keeps the VAPID keys made at first start in DATA_DIR with mode 0600, and uses them again', async () => {
    const file = path.join(t.config.dataDir, 'vapid-keys.json');
    const stat = await fs.stat(file);
    expect(stat.mode & 0o777).toBe(0o600);
    const saved = JSON.parse(await fs.readFile(file, 'utf8')) as { publicKey: string };
    expect((await devices(organiser)).public_key).toBe(saved.publicKey);
  });

  it('the devices are in the data export and go with the account', async () => {
    const who = await caller(t, 'basic');
    const sub = ps.subscription();
    await enable(who, sub);
    const exported = await t.app.inject({ method: 'GET', url: '/api/profile/export', headers: who.headers });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().push_devices).toEqual([expect.objectContaining({ browser: 'Chrome on Android', endpoint: sub.endpoint })]);
    expect(JSON.stringify(exported.json().push_devices)).not.toContain(sub.keys.auth);
    // Named in the reader's language, as Settings names it.
    const inGerman = await t.app.inject({ method: 'GET', url: '/api/profile/export', headers: { ...who.headers, 'accept-language': 'de' } });
    expect(inGerman.json().push_devices).toEqual([expect.objectContaining({ browser: 'Chrome auf Android' })]);
    const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint));
    expect(row).toBeDefined();
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: who.headers, payload: { password: who.password } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint))).toEqual([]);
  });
});
