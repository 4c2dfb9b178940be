import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROADCAST_TASK } from '../../server/admin/broadcast-job';
import { broadcasts, profiles } from '../../server/db/schema/index';
import { enqueue } from '../../server/jobs/queue';
import { callFn, caller, suspendDirectly, type Caller } from '../helpers/admin-fixtures';
import { drainJobs } from '../helpers/jobs';
import { jobWorker, notificationsOf } from '../helpers/meetup-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: Caller;
let basic: Caller;
let pro: Caller;
let venueA: Caller;
let venueB: Caller;
let venueMuted: Caller;
let venueSuspended: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await caller(t, 'professional', { admin: 0 });
  basic = await caller(t, 'basic');
  pro = await caller(t, 'professional');
  venueA = await caller(t, 'venue');
  venueB = await caller(t, 'venue');
  venueMuted = await caller(t, 'venue');
  venueSuspended = await caller(t, 'venue');
  await t.db
    .update(profiles)
    .set({ notificationPreferences: { all: true, venue_booking: true, booking_approved: true, booking_rejected: true, meetup_full_capacity: true, announcements: false } })
    .where(eq(profiles.id, venueMuted.id));
  await suspendDirectly(t, venueSuspended.id);
});
afterAll(() => t.close());

const inbox = async (who: Caller) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json().notifications as { title: string; message: string; type: string; read: boolean }[];
};
const titlesOf = async (who: Caller) => (await inbox(who)).map((n) => n.title);
const send = (body: Record<string, unknown>) => callFn(t, 'admin-send-notifications', admin, { type: 'info', ...body });
/** Broadcasts are delivered by a job: run every job due now to the end (any instance's runner may take it). */
const delivered = async () => drainJobs(await jobWorker(t));

describe('admin-broadcast-audience', () => {
  // Issue 27: the send form confirms a broadcast naming how many members it reaches.
  it('counts the active members a broadcast is addressed to, and those whose settings let it through', async () => {
    const venues = await callFn(t, 'admin-broadcast-audience', admin, { role: 'venue' });
    expect(venues.statusCode, venues.body).toBe(200);
    // venueA, venueB, venueMuted (announcements off); venueSuspended is not addressed.
    expect(venues.json()).toEqual({ addressed: 3, reachable: 2 });
    expect((await callFn(t, 'admin-broadcast-audience', admin, { role: '' })).json()).toEqual({ addressed: 6, reachable: 5 });
    expect((await callFn(t, 'admin-broadcast-audience', admin, {})).json()).toEqual({ addressed: 6, reachable: 5 });
  });
});

describe('admin-send-notifications', () => {
  it('broadcast with a role filter reaches only active members with that role who allow announcements', async () => {
    const res = await send({ title: 'Venue partners: new rates', message: 'Set your rates for 2027.', mode: 'broadcast', role: 'venue' });
    expect(res.statusCode, res.body).toBe(200);
    // Answered before delivery (a job does it): whom it goes to, counts recorded by the job.
    expect(res.json()).toEqual({ message: 'Sending to all active venue partners. Members who turned these notifications off do not get it.', recipients: null, sent: null, skipped: null });
    await delivered();
    const [b] = await t.db.select().from(broadcasts).where(eq(broadcasts.title, 'Venue partners: new rates'));
    expect(b).toMatchObject({ recipients: 3, sent: 2, role: 'venue' });
    expect(b.deliveredAt).not.toBeNull();
    for (const who of [venueA, venueB]) {
      const [n] = await inbox(who);
      expect(n).toMatchObject({ title: 'Venue partners: new rates', message: 'Set your rates for 2027.', type: 'info', read: false });
    }
    for (const who of [admin, basic, pro, venueMuted]) expect(await titlesOf(who)).not.toContain('Venue partners: new rates');
  });

  it('skips suspended members', async () => {
    const res = await send({ title: 'Only active', message: 'Hello', mode: 'broadcast', role: 'venue' });
    expect(res.statusCode).toBe(200);
    await delivered();
    expect((await notificationsOf(t.db, venueA.id)).map((n) => n.title)).toContain('Only active');
    expect(await notificationsOf(t.db, venueSuspended.id)).toEqual([]);
  });

  it('broadcast without a role reaches everyone (trimmed title and message), the admin included', async () => {
    const res = await send({ title: '  Maintenance tonight  ', message: '\nWe will be offline 22:00–22:30.\n', mode: 'broadcast', role: '' });
    expect(res.json()).toMatchObject({ message: 'Sending to all active members. Members who turned these notifications off do not get it.' });
    await delivered();
    const [b] = await t.db.select().from(broadcasts).where(eq(broadcasts.title, 'Maintenance tonight'));
    expect(b).toMatchObject({ recipients: 6, sent: 5, role: null });
    for (const who of [admin, basic, pro, venueA, venueB]) {
      const [n] = await inbox(who);
      expect(n).toMatchObject({ title: 'Maintenance tonight', message: 'We will be offline 22:00–22:30.' });
    }
  });

  it('single sends to one user id, and ignores the role', async () => {
    const res = await send({ title: 'Just for you', message: 'Your venue looks great.', mode: 'single', userId: pro.id, role: 'venue' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: `Sent to ${pro.email}.`, recipients: 1, sent: 1, skipped: 0 });
    expect((await titlesOf(pro))[0]).toBe('Just for you');
    expect(await titlesOf(basic)).not.toContain('Just for you');
  });

  it('single to someone who turned announcements off says nothing was sent', async () => {
    const res = await send({ title: 'Muted', message: 'x', mode: 'single', userId: venueMuted.id });
    expect(res.json()).toMatchObject({ sent: 0, skipped: 1, message: `${venueMuted.email} has turned these notifications off, so nothing was sent.` });
  });

  it('single needs an existing user id', async () => {
    const blank = await send({ title: 'x', message: 'y', mode: 'single', userId: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/^userId: /);
    const missing = await send({ title: 'x', message: 'y', mode: 'single', userId: '00000000-0000-4000-8000-000000000009' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not_found', message: 'No user has that id.' });
  });

  it('a role nobody has sends nothing', async () => {
    await t.db.update(profiles).set({ role: 'venue' }).where(eq(profiles.id, basic.id));
    const res = await send({ title: 'Basics', message: 'Hello basics', mode: 'broadcast', role: 'basic' });
    expect(res.json()).toEqual({ message: 'No members match, so nothing was sent.', recipients: 0, sent: 0, skipped: 0 });
  });
});

describe('admin broadcast: one job, delivered once per idempotency key (issue 11)', () => {
  const count = async (who: Caller, title: string) => (await inbox(who)).filter((n) => n.title === title).length;

  it('the same key sent again (at once, and after the answer) is delivered once; a later broadcast is the sentinel', async () => {
    const body = { title: 'Once only', message: 'You get this once.', mode: 'broadcast', role: 'venue', idempotencyKey: randomUUID() };
    const [first, racing] = await Promise.all([send(body), send(body)]);
    const retried = await send(body);
    expect(first.json()).toMatchObject({ message: 'Sending to all active venue partners. Members who turned these notifications off do not get it.' });
    for (const res of [racing, retried]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(first.json());
    }
    await delivered();
    // The delivery job run again (a runner that died after its work) changes nothing either.
    const [b] = await t.db.select().from(broadcasts).where(eq(broadcasts.idempotencyKey, body.idempotencyKey));
    await enqueue(t.db, BROADCAST_TASK, { broadcastId: b.id }, { jobKey: `${BROADCAST_TASK}:${b.id}` });
    expect((await send({ ...body, title: 'Sentinel after once', idempotencyKey: randomUUID() })).statusCode).toBe(200);
    await delivered();
    for (const who of [venueA, venueB, basic]) {
      expect(await count(who, 'Sentinel after once')).toBe(1);
      expect(await count(who, 'Once only')).toBe(1);
    }
    expect(await count(venueMuted, 'Once only')).toBe(0);
  });

  it('a different key is a new broadcast', async () => {
    const body = { title: 'Twice on purpose', message: 'Two sends.', mode: 'broadcast', role: 'venue' };
    await send({ ...body, idempotencyKey: randomUUID() });
    await send({ ...body, idempotencyKey: randomUUID() });
    await delivered();
    expect(await count(venueA, 'Twice on purpose')).toBe(2);
  });

  it('refuses a malformed key', async () => {
    const res = await send({ title: 'x', message: 'y', mode: 'broadcast', idempotencyKey: 'no spaces allowed' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request', message: expect.stringMatching(/idempotencyKey/) });
  });
});
