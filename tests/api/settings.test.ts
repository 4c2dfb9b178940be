import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index';
import { bearer, signUp } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patch = (token: string, payload: unknown) => t.app.inject({ method: 'PATCH', url: '/api/profile', headers: bearer(token), payload: payload as object });
const ALL_ON_EMAIL = { all: true, venue_booking: true, booking_approved: true, booking_rejected: true, meetup_reminder: true, announcements: true };
const ALL_ON_NOTIF = { all: true, venue_booking: true, booking_approved: true, booking_rejected: true, meetup_full_capacity: true, announcements: true };

describe('PATCH /api/profile (Settings)', () => {
  it('starts with every preference on', async () => {
    const u = await signUp(t.app);
    const me = (await t.app.inject({ url: '/api/profile', headers: bearer(u.session.access_token) })).json();
    expect(me.email_preferences).toEqual(ALL_ON_EMAIL);
    expect(me.notification_preferences).toEqual(ALL_ON_NOTIF);
  });

  it('saves the user’s own name, trimmed, and keeps the auth user’s name in step', async () => {
    const u = await signUp(t.app, { name: 'Old Name' });
    const res = await patch(u.session.access_token, { name: '  New Name  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: u.session.user.id, name: 'New Name', email: u.email });
    const [user] = await t.db.select().from(users).where(eq(users.id, u.session.user.id));
    expect(user.userMetadata).toMatchObject({ name: 'New Name' });
  });

  it('merges preference switches one at a time without touching the others', async () => {
    const u = await signUp(t.app);
    const tok = u.session.access_token;
    await patch(tok, { email_preferences: { venue_booking: false } });
    const res = await patch(tok, { email_preferences: { announcements: false }, notification_preferences: { all: false } });
    expect(res.json().email_preferences).toEqual({ ...ALL_ON_EMAIL, venue_booking: false, announcements: false });
    expect(res.json().notification_preferences).toEqual({ ...ALL_ON_NOTIF, all: false });
  });

  it('refuses blank names, unknown switches and non-boolean values with 400', async () => {
    const u = await signUp(t.app);
    const tok = u.session.access_token;
    const cases: unknown[] = [
      { name: '   ' },
      { name: 'x'.repeat(101) },
      { email_preferences: { marketing: false } },
      { notification_preferences: { meetup_reminder: false } },
      { email_preferences: { all: 'no' } },
      { email: 'someone@else.example' },
      { role: 'venue' },
      {},
      [],
    ];
    for (const body of cases) {
      const res = await patch(tok, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe('invalid_request');
    }
    const me = (await t.app.inject({ url: '/api/profile', headers: bearer(tok) })).json();
    expect(me.role).toBe('basic');
    expect(me.name).toBe('Test Person');
  });

  it('needs a signed-in user and only ever changes their own profile', async () => {
    expect((await t.app.inject({ method: 'PATCH', url: '/api/profile', payload: { name: 'x' } })).statusCode).toBe(401);
    const a = await signUp(t.app, { name: 'Alice' });
    const b = await signUp(t.app, { name: 'Bob' });
    await patch(a.session.access_token, { name: 'Alice Two', id: b.session.user.id });
    const bob = (await t.app.inject({ url: '/api/profile', headers: bearer(b.session.access_token) })).json();
    expect(bob.name).toBe('Bob');
  });
});
