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
const ALL_ON_EMAIL = { all: true, venue_booking: true, booking_approved: true, booking_rejected: true, meetup_reminder: true, meetup_cancelled: true, announcements: true, followed_meetups: true, connection_requests: true, unread_messages: true };
const ALL_ON_NOTIF = { all: true, venue_booking: true, booking_approved: true, booking_rejected: true, meetup_full_capacity: true, meetup_cancelled: true, meetup_comment: true, announcements: true, followed_meetups: true, connection_requests: true };

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

describe('Privacy: download my data and delete my account', () => {
  it('exports the user’s own data as a JSON attachment, without secrets', async () => {
    const u = await signUp(t.app, { name: 'Export Me' });
    const { notify } = await import('../../server/notifications/notify');
    await notify(t.db, { userId: u.session.user.id, type: 'info', title: 'Hello export', message: 'x' });
    const other = await signUp(t.app);
    await notify(t.db, { userId: other.session.user.id, type: 'info', title: 'Not yours', message: 'x' });
    const res = await t.app.inject({ url: '/api/profile/export', headers: bearer(u.session.access_token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="civic-connect-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(data.profile).toMatchObject({ name: 'Export Me', email: u.email });
    expect(data.notifications.map((n: { title: string }) => n.title)).toEqual(['Hello export']);
    expect(res.body).not.toMatch(/password|hash|refresh/i);
    expect((await t.app.inject({ url: '/api/profile/export' })).statusCode).toBe(401);
  });

  it('deletes the account only with the right password, and everything of it goes', async () => {
    const { insertMeetup, insertVenue } = await import('../helpers/meetup-fixtures');
    const { meetupAttendees } = await import('../../server/db/schema/index');
    const u = await signUp(t.app, { password: 'delete-me-please' });
    const other = await signUp(t.app);
    const venue = await insertVenue(t.db, u.session.user.id);
    const mine = await insertMeetup(t.db, u.session.user.id, { venueId: venue.id });
    const theirs = await insertMeetup(t.db, other.session.user.id);
    await t.db.insert(meetupAttendees).values([
      { meetupId: theirs.id, userId: u.session.user.id },
      { meetupId: mine.id, userId: other.session.user.id },
    ]);
    const h = bearer(u.session.access_token);

    const wrong = await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: h, payload: { password: 'nope-nope-nope' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_credentials' });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: h, payload: {} })).statusCode).toBe(400);

    const ok = await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: h, payload: { password: 'delete-me-please' } });
    expect(ok.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/profile', headers: h })).statusCode).toBe(401);
    const signIn = await t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: u.email, password: 'delete-me-please' } });
    expect(signIn.statusCode).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.id, u.session.user.id))).toEqual([]);
    // The other member keeps their account and their own meetup.
    expect((await t.app.inject({ url: '/api/profile', headers: bearer(other.session.access_token) })).statusCode).toBe(200);
  });

  it('deletes the account’s email logs and queued mail with it, and nobody else’s', async () => {
    const { member, mailbox } = await import('../helpers/meetup-fixtures');
    const { queueEmail } = await import('../../server/email/queue');
    const { queuedEmailsTo } = await import('../helpers/jobs');
    const admin = await member(t, 'professional', { admin: true });
    const u = await signUp(t.app, { password: 'delete-me-too' });
    const other = await signUp(t.app);
    const logs = async () =>
      ((await t.app.inject({ method: 'POST', url: '/functions/v1/admin-list-email-logs', headers: admin.headers, payload: { page: 1, pageSize: 100 } })).json().logs as { to_email: string }[]).map((l) => l.to_email);
    for (const to of [u.email, u.email.toUpperCase(), other.email]) {
      const res = await t.app.inject({ method: 'POST', url: '/functions/v1/send-email', headers: admin.headers, payload: { to, subject: 'Hello', text: 'Hi', templateType: 'test' } });
      expect(res.statusCode, res.body).toBe(200);
    }
    await mailbox(t);
    // One more waits in the queue (a retry due later) when the account goes.
    await queueEmail(t.db, { to: u.email, subject: 'Still queued', html: '<p>x</p>', text: 'x' }, { attemptsSoFar: 1 });
    await queueEmail(t.db, { to: other.email, subject: 'Still queued', html: '<p>x</p>', text: 'x' }, { attemptsSoFar: 1 });
    // Two sends, besides the sign-up's own confirmation email.
    expect((await logs()).filter((a) => a.toLowerCase() === u.email).length).toBeGreaterThanOrEqual(2);

    const ok = await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: bearer(u.session.access_token), payload: { password: 'delete-me-too' } });
    expect(ok.statusCode).toBe(204);
    const after = await logs();
    expect(after.some((a) => a.toLowerCase() === u.email)).toBe(false);
    expect(after).toContain(other.email);
    // The sentinel queued for someone else at the same time is still there: only theirs went.
    expect(await queuedEmailsTo(t.db, other.email)).toHaveLength(1);
    expect(await queuedEmailsTo(t.db, u.email)).toEqual([]);
  });
});
