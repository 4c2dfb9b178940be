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

  it('refuses the same email from someone who did not cause it, and never sends it to anyone else', async () => {
    // Another owner: each recipient gets at most 3 of these in 10 minutes.
    const other = await member(t, 'venue');
    const venue = await insertVenue(t.db, other.id, { name: 'Other Hall' });
    const m = await insertMeetup(t.db, organiser.id, { venueId: venue.id, venueName: venue.name, title: 'Redirected', bookingStatus: 'pending', approvedAt: null });
    expect((await send(stranger, { templateType: 'venue_booking', data: { meetupId: m.id } })).statusCode).toBe(404);
    const redirected = await send(organiser, { to: 'victim@example.com', templateType: 'venue_booking', data: { meetupId: m.id } });
    // The `to` is not looked at (issue 24): the email goes to the venue owner, as the action says.
    expect(redirected.statusCode).toBe(200);
    expect(delivered.at(-1)).toMatchObject({ to: other.email, subject: expect.stringContaining('Redirected') });
    expect(delivered.some((d) => d.to === 'victim@example.com')).toBe(false);
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
    // Naming someone else changes nothing: the welcome goes to the caller only.
    const before = delivered.length;
    expect((await send(organiser, { to: stranger.email, templateType: 'subscription_welcome' })).statusCode).toBe(200);
    expect(delivered.slice(before).map((d) => d.to)).toEqual([organiser.email]);
  });

  it('lets members send a contact message to the support mailbox only', async () => {
    const res = await send(stranger, { templateType: 'contact_form', data: { name: 'Sam', email: 'sam@example.com', message: 'Hello' } });
    expect(res.statusCode).toBe(200);
    expect(delivered.at(-1)).toMatchObject({ to: 'support@civicconnect.example', replyTo: 'sam@example.com' });
    expect((await send(stranger, { to: 'someone@example.com', templateType: 'contact_form', data: { name: 'Sam', email: 'sam@example.com', message: 'Hi' } })).statusCode).toBe(200);
    expect(delivered.at(-1)).toMatchObject({ to: 'support@civicconnect.example' });
    expect(delivered.some((d) => d.to === 'someone@example.com')).toBe(false);
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

// Issue 24: "200 for a registered professional and 403 otherwise — and each hit mails the victim."
// Fresh members in each case: the recipient quota (3 in 10 minutes) counts the real recipient.
describe('POST /functions/v1/send-email: one answer for every address', () => {
  const pair = async () => {
    const o = await member(t, 'venue', { name: 'Fresh Owner' });
    const org = await member(t, 'professional', { name: 'Fresh Organiser' });
    const venue = await insertVenue(t.db, o.id, { name: `Hall ${o.id.slice(0, 6)}` });
    const m = await insertMeetup(t.db, org.id, { venueId: venue.id, venueName: venue.name, title: `Talk ${o.id.slice(0, 6)}`, bookingStatus: 'pending', approvedAt: null });
    return { owner: o, organiser: org, venue, meetup: m };
  };

  it('answers a venue owner’s new-venue email alike for any address, whatever its role, and mails none of them', async () => {
    const { owner: o, organiser: org, venue, meetup } = await pair();
    const basic = await member(t, 'basic');
    const addresses = [stranger.email, basic.email, admin.email, o.email, uniqueEmail('nobody'), 'not-an-address', undefined];
    const answers = [];
    for (const to of addresses) {
      const res = await send(o, { to, templateType: 'new_venue_notification', data: { venueId: venue.id } });
      answers.push([res.statusCode, res.body]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual([200, JSON.stringify({ success: true, status: 'skipped', reason: 'sent_by_server' })]);
    // Sentinel: an email sent after them was delivered, so theirs would have been too.
    expect((await send(org, { templateType: 'venue_booking', data: { meetupId: meetup.id } })).statusCode).toBe(200);
    expect(delivered.at(-1)!.subject).toContain(meetup.title);
    expect(delivered.filter((d) => d.subject.includes(venue.name) && d.subject.startsWith('New venue'))).toEqual([]);
  });

  it('answers every member-sent template alike whatever address is named', async () => {
    const { owner: o, organiser: org, venue, meetup } = await pair();
    const outsider = await member(t, 'professional');
    const cases: [Member, Record<string, unknown>][] = [
      [org, { templateType: 'venue_booking', data: { meetupId: meetup.id } }],
      [org, { templateType: 'subscription_welcome' }],
      [o, { templateType: 'new_venue_notification', data: { venueId: venue.id } }],
      [outsider, { templateType: 'booking_approved', data: { meetupId: meetup.id } }],
    ];
    const before = delivered.length;
    for (const [who, body] of cases) {
      const answers = new Set<string>();
      for (const to of [stranger.email, admin.email, uniqueEmail('nobody')]) {
        const res = await send(who, { ...body, to });
        answers.add(JSON.stringify([res.statusCode, res.json()]));
      }
      expect(answers.size, String(body.templateType)).toBe(1);
    }
    expect(delivered.slice(before).some((d) => d.to === stranger.email || d.to === admin.email)).toBe(false);
  });

  it('refuses an unconfirmed account before looking at the address, and mails no one', async () => {
    const { signUp, bearer } = await import('../helpers/auth');
    const { session } = await signUp(t.app, { confirmed: false });
    const venue = await insertVenue(t.db, session.user.id, { name: 'Unconfirmed Hall' });
    const before = delivered.length;
    const answers = new Set<string>();
    for (const to of [stranger.email, uniqueEmail('nobody')]) {
      const res = await t.app.inject({ method: 'POST', url: '/functions/v1/send-email', headers: bearer(session.access_token), payload: { to, templateType: 'new_venue_notification', data: { venueId: venue.id } } });
      answers.add(JSON.stringify([res.statusCode, res.json().error]));
    }
    expect([...answers]).toEqual([JSON.stringify([403, 'email_not_confirmed'])]);
    expect(delivered.length).toBe(before);
  });
});
