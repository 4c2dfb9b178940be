import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, profiles } from '../../server/db/schema/index';
import { notify, type NotificationType } from '../../server/notifications/notify';
import { bearer, signUp } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (token: string) => {
  const res = await t.app.inject({ url: '/api/notifications', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as { notifications: Array<{ id: string; title: string; read: boolean; type: string; user_id: string }>; unread_count: number };
};
const setPrefs = (userId: string, prefs: Record<string, boolean>) =>
  t.db.update(profiles).set({ notificationPreferences: prefs }).where(eq(profiles.id, userId));
const note = (userId: string, type: NotificationType, title = `${type} note`) => notify(t.db, { userId, type, title, message: 'Hello', data: { x: 1 } });

describe('notification centre API', () => {
  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('lists only the caller’s notifications, newest first, with the product’s fields', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    await note(me.session.user.id, 'venue_booking', 'first');
    await note(other.session.user.id, 'venue_booking', 'not mine');
    await note(me.session.user.id, 'booking_approved', 'second');
    const body = await list(me.session.access_token);
    expect(body.notifications.map((n) => n.title)).toEqual(['second', 'first']);
    expect(body.unread_count).toBe(2);
    expect(Object.keys(body.notifications[0]).sort()).toEqual(['created_at', 'data', 'id', 'message', 'read', 'title', 'type', 'user_id']);
    expect(body.notifications[0]).toMatchObject({ user_id: me.session.user.id, type: 'booking_approved', read: false, data: { x: 1 } });
  });

  it('marks one and all read, removes one and clears all', async () => {
    const me = await signUp(t.app);
    const token = me.session.access_token;
    for (const title of ['a', 'b', 'c']) await note(me.session.user.id, 'meetup_reminder', title);
    let body = await list(token);
    const [c, b] = body.notifications;

    const read = await t.app.inject({ method: 'POST', url: `/api/notifications/${c.id}/read`, headers: bearer(token) });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: c.id, read: true });
    expect((await list(token)).unread_count).toBe(2);

    const all = await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: bearer(token) });
    expect(all.json()).toEqual({ updated: 2 });
    expect((await list(token)).unread_count).toBe(0);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/notifications/${b.id}`, headers: bearer(token) });
    expect(del.statusCode).toBe(204);
    body = await list(token);
    expect(body.notifications.map((n) => n.title)).toEqual(['c', 'a']);

    const clear = await t.app.inject({ method: 'DELETE', url: '/api/notifications', headers: bearer(token) });
    expect(clear.json()).toEqual({ deleted: 2 });
    expect((await list(token)).notifications).toEqual([]);
  });

  it('answers 404 for another user’s notification and changes nothing', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const theirs = (await note(other.session.user.id, 'venue_booking'))!;
    const h = bearer(me.session.access_token);
    const read = await t.app.inject({ method: 'POST', url: `/api/notifications/${theirs.id}/read`, headers: h });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ error: 'not_found', message: 'Notification not found.' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/notifications/${theirs.id}`, headers: h })).statusCode).toBe(404);
    await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: h });
    await t.app.inject({ method: 'DELETE', url: '/api/notifications', headers: h });
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(row).toMatchObject({ read: false });
  });

  it('treats malformed ids as not found, never as a server error', async () => {
    const me = await signUp(t.app);
    const h = bearer(me.session.access_token);
    for (const id of ['not-a-uuid', "1'%20or%201=1", 'x'.repeat(90)]) {
      const res = await t.app.inject({ method: 'POST', url: `/api/notifications/${id}/read`, headers: h });
      expect(res.statusCode, id).toBe(404);
    }
    // A NUL is refused for every endpoint before routing decides anything (decision 0015).
    const nul = await t.app.inject({ method: 'POST', url: '/api/notifications/%00/read', headers: h });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ error: 'invalid_request', message: 'id: contains characters that are not allowed' });
    const long = await t.app.inject({ method: 'DELETE', url: `/api/notifications/${'x'.repeat(300)}`, headers: h });
    expect(long.statusCode).toBeLessThan(500);
  });
});

describe('notify() and notification preferences (docs/product.md §3)', () => {
  it('creates notifications by default', async () => {
    const me = await signUp(t.app);
    expect(await note(me.session.user.id, 'venue_booking')).not.toBeNull();
  });

  it('all=false suppresses every type', async () => {
    const me = await signUp(t.app);
    await setPrefs(me.session.user.id, { all: false, venue_booking: true, booking_approved: true, booking_rejected: true, meetup_full_capacity: true, announcements: true });
    for (const type of ['venue_booking', 'booking_approved', 'attendee_joined', 'info'] as const) {
      expect(await note(me.session.user.id, type), type).toBeNull();
    }
    expect((await list(me.session.access_token)).notifications).toEqual([]);
  });

  const flags: Array<[string, NotificationType, NotificationType]> = [
    ['venue_booking', 'venue_booking', 'booking_approved'],
    ['booking_approved', 'booking_approved', 'booking_rejected'],
    ['booking_rejected', 'booking_rejected', 'venue_booking'],
    ['meetup_full_capacity', 'meetup_full_capacity', 'attendee_joined'],
    ['announcements', 'announcement', 'meetup_cancelled'],
    ['meetup_cancelled', 'meetup_cancelled', 'announcement'],
  ];
  it.each(flags)('%s=false suppresses only that type', async (flag, blocked, allowed) => {
    const me = await signUp(t.app);
    await setPrefs(me.session.user.id, { all: true, [flag]: false });
    expect(await note(me.session.user.id, blocked)).toBeNull();
    expect(await note(me.session.user.id, allowed)).not.toBeNull();
  });
});
