import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, meetupAttendees, meetups, profiles } from '../../server/db/schema/index';
import type { EmailTransport, OutgoingEmail } from '../../server/email/transport';
import { uniqueEmail } from '../helpers/auth';
import { insertMeetup, insertVenue, member, type Member } from '../helpers/meetup-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { daysFromNow } from '../helpers/dates';

const delivered: OutgoingEmail[] = [];
const state = { down: false };
const transport: EmailTransport = {
  kind: 'smtp',
  async deliver(mail) {
    if (state.down) throw new Error('SMTP relay unavailable');
    delivered.push(mail);
  },
};

let t: TestApp;
let organiser: Member;
let owner: Member;
let stranger: Member;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp({ emailTransport: transport });
  organiser = await member(t, 'professional', { name: 'Olive Organiser' });
  owner = await member(t, 'venue', { name: 'Victor Venue' });
  stranger = await member(t, 'professional');
  admin = await member(t, 'professional', { admin: true });
});
afterAll(() => t.close());

const send = (who: Member | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/functions/v1/send-email', headers: who ? who.headers : {}, payload: payload as object });

// A day ahead, and how an email writes it ("22 November 2027").
const MEETUP_DAY = daysFromNow(30);
const MEETUP_DAY_TEXT = new Date(`${MEETUP_DAY}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

async function pendingMeetup(title = 'Data & Democracy') {
  const venue = await insertVenue(t.db, owner.id, { name: 'Corn Exchange', ownerName: 'Victor Venue' });
  return insertMeetup(t.db, organiser.id, { venueId: venue.id, venueName: venue.name, title, bookingStatus: 'pending', approvedAt: null, date: MEETUP_DAY });
}

describe('POST /functions/v1/send-email: who may send what', () => {
  it('needs a signed-in caller, checked before the body', async () => {
    const res = await send(null, { to: 42, templateType: ['x'] });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'unauthorized' });
  });

  it('answers malformed bodies with 400, never 500', async () => {
    for (const payload of [[], 'text', { to: 42 }, { data: 'x' }, { templateType: { a: 1 } }, { html: 'x'.repeat(300_000) }]) {
      const res = await send(organiser, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().error).toBeTruthy();
    }
    const raw = await t.app.inject({ method: 'POST', url: '/functions/v1/send-email', headers: { ...organiser.headers, 'content-type': 'application/json' }, payload: '{"to":' });
    expect(raw.statusCode).toBe(400);
  });

  it('lets an organiser tell the venue owner about their booking request, with facts from the database', async () => {
    const m = await pendingMeetup();
    const res = await send(organiser, { to: owner.email, subject: 'ignored', html: '<b>phish</b>', templateType: 'venue_booking', data: { meetupId: m.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'sent' });
    const mail = delivered.find((d) => d.to === owner.email && d.subject.includes('Data & Democracy'))!;
    expect(mail.subject).toBe('New booking request: Data & Democracy at Corn Exchange');
    expect(mail.html).not.toContain('phish');
    expect(mail.html).toContain('Data &amp; Democracy');
    expect(mail.text).toContain('Hello Victor Venue,');
    expect(mail.text).toContain(MEETUP_DAY_TEXT);
  });

  it('refuses the same email from someone who did not cause it, or to anyone else', async () => {
    const m = await pendingMeetup();
    expect((await send(stranger, { templateType: 'venue_booking', data: { meetupId: m.id } })).statusCode).toBe(404);
    const redirected = await send(organiser, { to: 'victim@example.com', templateType: 'venue_booking', data: { meetupId: m.id } });
    expect(redirected.statusCode).toBe(403);
    expect(redirected.json()).toMatchObject({ error: 'forbidden' });
    expect((await send(organiser, { templateType: 'venue_booking', data: { meetupId: 'nope' } })).statusCode).toBe(404);
  });

  it('lets only the venue owner announce a decision, and only the decision that was taken', async () => {
    const m = await pendingMeetup('Decided');
    expect((await send(owner, { templateType: 'booking_approved', data: { meetupId: m.id } })).statusCode).toBe(403);
    await t.db.update(meetups).set({ bookingStatus: 'rejected', rejectionReason: 'Closed for repairs', rejectedAt: new Date() }).where(eq(meetups.id, m.id));
    expect((await send(organiser, { templateType: 'booking_rejected', data: { meetupId: m.id } })).statusCode).toBe(404);
    expect((await send(owner, { templateType: 'booking_approved', data: { meetupId: m.id } })).statusCode).toBe(403);
    const ok = await send(owner, { to: organiser.email, templateType: 'booking_rejected', data: { meetupId: m.id } });
    expect(ok.statusCode).toBe(200);
    expect(delivered.at(-1)).toMatchObject({ to: organiser.email });
    expect(delivered.at(-1)!.text).toContain('Closed for repairs');
  });

  it('sends full-capacity mail only for a full meetup the caller is part of', async () => {
    const m = await insertMeetup(t.db, organiser.id, { venueId: (await insertVenue(t.db, owner.id)).id, maxAttendees: 1, title: 'Tiny' });
    const body = { templateType: 'full_capacity', data: { meetupId: m.id, recipient: 'venue_owner' } };
    expect((await send(stranger, body)).statusCode).toBe(404);
    await t.db.insert(meetupAttendees).values({ meetupId: m.id, userId: stranger.id });
    const res = await send(stranger, body);
    expect(res.statusCode).toBe(200);
    expect(delivered.at(-1)).toMatchObject({ to: owner.email, subject: '“Tiny” is now full' });
    expect((await send(stranger, { templateType: 'full_capacity', data: { meetupId: m.id, recipient: 'someone' } })).statusCode).toBe(400);
  });

  it('sends a welcome only to the upgraded member themself', async () => {
    const basic = await member(t, 'basic');
    expect((await send(basic, { templateType: 'subscription_welcome', data: { tier: 'venue', name: 'x' } })).statusCode).toBe(403);
    const res = await send(organiser, { to: organiser.email, templateType: 'subscription_welcome', data: { tier: 'venue', name: 'Forged' } });
    expect(res.statusCode).toBe(200);
    expect(delivered.at(-1)!.subject).toBe('Welcome to Civic Connect Professional Partner');
    expect(delivered.at(-1)!.text).toContain('Hello Olive Organiser,');
    expect((await send(organiser, { to: stranger.email, templateType: 'subscription_welcome' })).statusCode).toBe(403);
  });

  it('lets members send a contact message to the support mailbox only', async () => {
    const res = await send(stranger, { templateType: 'contact_form', data: { name: 'Sam', email: 'sam@example.com', message: 'Hello' } });
    expect(res.statusCode).toBe(200);
    expect(delivered.at(-1)).toMatchObject({ to: 'support@civicconnect.example', replyTo: 'sam@example.com' });
    expect((await send(stranger, { to: 'someone@example.com', templateType: 'contact_form', data: { name: 'Sam', email: 'sam@example.com', message: 'Hi' } })).statusCode).toBe(403);
  });

  it('keeps test, reminder and reset emails for admins', async () => {
    for (const templateType of ['test', 'meetup_reminder', 'password_reset', undefined]) {
      const res = await send(organiser, { to: organiser.email, subject: 'Hi', text: 'Hello', templateType });
      expect(res.statusCode, String(templateType)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('lets an admin send any email: own text, or a template from data', async () => {
    const to = uniqueEmail('admin-test');
    const res = await send(admin, { to, subject: 'Delivery check', text: 'Line one.\n\nLine <two>.', templateType: 'test' });
    expect(res.statusCode).toBe(200);
    const mail = delivered.at(-1)!;
    expect(mail).toMatchObject({ to, subject: 'Delivery check' });
    expect(mail.html).toContain('Line &lt;two&gt;.');
    const tpl = await send(admin, { to, templateType: 'test', data: { message: 'From the admin tools' } });
    expect(tpl.statusCode).toBe(200);
    expect(delivered.at(-1)!.subject).toBe('Civic Connect test email');
    expect((await send(admin, { to: 'not-an-email', subject: 'x', text: 'y' })).statusCode).toBe(400);
    expect((await send(admin, { to, templateType: 'venue_booking', data: { meetup: { id: 1 } } })).statusCode).toBe(400);
  });

  it('honours the recipient’s email preferences', async () => {
    const m = await pendingMeetup('Quiet please');
    await t.db.update(profiles).set({ emailPreferences: { all: true, venue_booking: false } }).where(eq(profiles.id, owner.id));
    const before = delivered.length;
    const res = await send(organiser, { templateType: 'venue_booking', data: { meetupId: m.id } });
    expect(res.json()).toEqual({ success: true, status: 'skipped', reason: 'recipient_preferences' });
    expect(delivered.length).toBe(before);
    await t.db.update(profiles).set({ emailPreferences: { all: true } }).where(eq(profiles.id, owner.id));
  });

  it('answers 502 with an error when delivery fails, and logs the attempt', async () => {
    const to = uniqueEmail('fail');
    state.down = true;
    try {
      const res = await send(admin, { to, subject: 'Will fail', text: 'x' });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ error: 'email_failed', success: false });
    } finally {
      state.down = false;
    }
    const [log] = await t.db.select().from(emailLogs).where(eq(emailLogs.toEmail, to));
    expect(log).toMatchObject({ status: 'failed', error: 'SMTP relay unavailable', subject: 'Will fail' });
  });
});
