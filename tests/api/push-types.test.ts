import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_KEY_BY_TYPE } from '../../contracts/push';
import { notifications } from '../../server/db/schema/index';
import type { WorkerDeps } from '../../server/jobs/task';
import { notify, type NotificationType } from '../../server/notifications/notify';
import { drainJobs } from '../helpers/jobs';
import { jobWorker, member } from '../helpers/meetup-fixtures';
import { pastMeetupWith } from '../helpers/network-fixtures';
import { startPushService, type PushService, type TestSubscription } from '../helpers/push-service';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 28's list of what is pushed, checked type by type: booking approved / rejected / expired,
// a place from the waitlist, registration decisions, reminders, cancellations, connection
// requests and acceptances, admin notices (messages and the booking flow are in push.test.ts).
// Each notification is written by notify(), the one path every feature takes (server/meetups,
// server/reminders, server/connections …); the payload is the in-app notification's title, text
// and page, and nothing more.
let t: TestApp;
let ps: PushService;
let worker: WorkerDeps;
beforeAll(async () => {
  ps = await startPushService();
  t = await createTestApp({ env: { PUSH_SERVICE_ORIGINS: ps.origin } });
  worker = await jobWorker(t);
});
afterAll(async () => {
  await t.close();
  await ps.close();
});

const enable = async (who: { headers: Record<string, string> }, sub: TestSubscription) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/push/devices', headers: who.headers, payload: { endpoint: sub.endpoint, keys: sub.keys } });
  expect(res.statusCode, res.body).toBe(201);
};

const MEETUP = '7f0c2a8e-2f4b-4d4e-9c61-2b7b9d1a0c11';
/** The data each feature gives its notification (what tapping opens). */
const CASES: Array<{ type: NotificationType; data: Record<string, unknown>; url: string }> = [
  { type: 'booking_approved', data: { meetupId: MEETUP }, url: `/meetups/${MEETUP}` },
  { type: 'booking_rejected', data: { meetupId: MEETUP }, url: `/meetups/${MEETUP}` },
  { type: 'booking_expired', data: { meetupId: MEETUP }, url: `/meetups/${MEETUP}` },
  { type: 'waitlist_promoted', data: { meetupId: MEETUP, url: `/meetups/${MEETUP}` }, url: `/meetups/${MEETUP}` },
  { type: 'registration_approved', data: { meetupId: MEETUP, url: `/meetups/${MEETUP}` }, url: `/meetups/${MEETUP}` },
  { type: 'registration_declined', data: { meetupId: MEETUP, url: `/meetups/${MEETUP}` }, url: `/meetups/${MEETUP}` },
  { type: 'meetup_reminder', data: { meetupId: MEETUP }, url: `/meetups/${MEETUP}` },
  // A cancelled series date leads to the meetups list (server/meetups/cancellation-jobs.ts).
  { type: 'meetup_cancelled', data: { meetupId: MEETUP, url: '/meetups' }, url: '/meetups' },
  { type: 'connection_request', data: { url: '/connections', memberId: MEETUP }, url: '/connections' },
  { type: 'connection_accepted', data: { url: `/members/${MEETUP}`, memberId: MEETUP }, url: `/members/${MEETUP}` },
  { type: 'info', data: { source: 'admin' }, url: '/' },
  { type: 'announcement', data: {}, url: '/' },
];

describe('what is pushed', () => {
  it('every pushed type reaches the device with the notification’s own title, text and page — and nothing more', async () => {
    expect(CASES.map((c) => c.type).sort()).toEqual(Object.keys(PUSH_KEY_BY_TYPE).sort());
    const who = await member(t, 'professional', { name: 'Tia Types' });
    const phone = ps.subscription();
    await enable(who, phone);
    const written = new Map<string, { id: string; url: string }>();
    for (const c of CASES) {
      const row = await notify(t.db, { userId: who.id, type: c.type, title: `Title of ${c.type}`, message: `Text of ${c.type}`, data: c.data });
      expect(row, c.type).not.toBeNull();
      written.set(c.type, { id: row!.id, url: c.url });
    }
    await drainJobs(worker);
    await ps.waitFor(() => ps.pushesTo(phone.token).length >= CASES.length);
    const got = ps.pushesTo(phone.token).map((p) => p.payload);
    expect(got).toHaveLength(CASES.length);
    for (const c of CASES) {
      const { id, url } = written.get(c.type)!;
      expect(got, c.type).toContainEqual({ title: `Title of ${c.type}`, body: `Text of ${c.type}`, url, tag: `n-${id}` });
    }
  });

  it('types that stay under the bell are not pushed, nor a notification already read (a sentinel arrives after them)', async () => {
    const who = await member(t, 'professional');
    const phone = ps.subscription();
    await enable(who, phone);
    for (const type of ['meetup_comment', 'attendee_joined', 'venue_booking', 'registration_requested'] as const) {
      await notify(t.db, { userId: who.id, type, title: `Quiet ${type}`, message: 'Stays in the app.', data: { meetupId: MEETUP } });
    }
    // Read before its push job can run: marked in the transaction that queues the job.
    await t.db.transaction(async (tx) => {
      const read = await notify(tx, { userId: who.id, type: 'booking_approved', title: 'Read already', message: 'Seen in the app first.' });
      await tx.update(notifications).set({ read: true }).where(eq(notifications.id, read!.id));
    });
    await notify(t.db, { userId: who.id, type: 'booking_approved', title: 'Sentinel', message: 'Last.' });
    await drainJobs(worker);
    await ps.waitFor(() => ps.pushesTo(phone.token).length >= 1);
    expect(ps.pushesTo(phone.token).map((p) => p.payload.title)).toEqual(['Sentinel']);
  });

  it('a connection request made through the API is pushed to the member asked, opening their connections page', async () => {
    const asker = await member(t, 'professional', { name: 'Ari Asker' });
    const asked = await member(t, 'professional', { name: 'Bo Asked' });
    await pastMeetupWith(t.db, asker.id, [asker.id, asked.id]);
    const phone = ps.subscription();
    await enable(asked, phone);
    const res = await t.app.inject({ method: 'POST', url: `/api/connections/with/${asked.id}`, headers: asker.headers, payload: {} });
    expect(res.statusCode, res.body).toBe(201);
    await drainJobs(worker);
    await ps.waitFor(() => ps.pushesTo(phone.token).length === 1);
    expect(ps.pushesTo(phone.token)[0].payload).toMatchObject({ title: 'Ari Asker wants to connect', url: '/connections' });
  });
});
