import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { mailbox, meetupBody, member, notificationsOf, organiserAtVenue, setEmailPreference, type Member } from '../helpers/meetup-fixtures';
import { setProfileName } from '../helpers/venue-fixtures';

// Issue 15: who's going, the waitlist, registration approval, CSV, tickets and check-in, co-hosts, messages.
let t: TestApp;
let organiser: Member;
let venueId: string;
let approvedMeetup: Awaited<ReturnType<typeof organiserAtVenue>>['approvedMeetup'];

beforeAll(async () => {
  t = await createTestApp();
  ({ organiser, venueId, approvedMeetup } = await organiserAtVenue(t));
});
afterAll(() => t.close());

const set = (id: string, m: Member, attending: boolean) => t.app.inject({ method: 'POST', url: `/api/meetups/${id}/attendance`, headers: m.headers, payload: { attending } });
const get = (url: string, m: Member) => t.app.inject({ url, headers: m.headers });
const post = (url: string, m: Member, payload: unknown) => t.app.inject({ method: 'POST', url, headers: m.headers, payload: payload as object });

describe('waitlist', () => {
  it('keeps joining order, promotes the first when a place frees, tells them in-app and by email, and lets members leave it', async () => {
    const id = await approvedMeetup(2);
    const [a, b, w1, w2, w3] = await Promise.all(['Ann', 'Ben', 'Wes One', 'Wes Two', 'Wes Three'].map((name) => member(t, 'professional', { name })));
    await set(id, a, true);
    await set(id, b, true);
    expect((await set(id, w1, true)).json()).toMatchObject({ waitlisted: true, position: 1 });
    expect((await set(id, w2, true)).json()).toMatchObject({ waitlisted: true, position: 2 });
    expect((await set(id, w3, true)).json()).toMatchObject({ waitlisted: true, position: 3 });
    // Asking again keeps the place in line.
    expect((await set(id, w2, true)).json()).toMatchObject({ waitlisted: true, position: 2 });
    // Leaving the waitlist: the others move up.
    expect((await set(id, w2, false)).json()).toMatchObject({ attending: false });
    expect((await get(`/api/meetups/${id}`, w3)).json()).toMatchObject({ waitlist_position: 2, is_attending: false });

    const mailBefore = (await mailbox(t)).length;
    expect((await set(id, a, false)).json()).toMatchObject({ attending: false, attendee_count: 2, is_full: true });
    expect((await get(`/api/meetups/${id}`, w1)).json()).toMatchObject({ is_attending: true, waitlist_position: null });
    expect((await get(`/api/meetups/${id}`, w3)).json()).toMatchObject({ waitlist_position: 1 });
    expect((await notificationsOf(t.db, w1.id, 'waitlist_promoted')).map((n) => n.message)).toEqual([`A place opened up at "Civic tech breakfast" and it is yours: you are now attending.`]);
    expect(await notificationsOf(t.db, w3.id, 'waitlist_promoted')).toEqual([]);
    const mails = (await mailbox(t)).slice(mailBefore);
    expect(mails.filter((m) => m.subject.startsWith("You're going")).map((m) => m.to)).toEqual([w1.email]);
  });

  it('the promotion email follows the "all" email switch; the in-app notice still arrives', async () => {
    const id = await approvedMeetup(1);
    const [a, w, sentinel] = await Promise.all([member(t, 'professional'), member(t, 'professional'), member(t, 'professional')]);
    await setEmailPreference(t.db, w.id, 'all', false);
    await set(id, a, true);
    await set(id, w, true);
    await set(id, sentinel, true);
    const before = (await mailbox(t)).length;
    await set(id, a, false); // w promoted: no email
    await set(id, w, false); // sentinel promoted: its email must arrive, after w's would have
    expect(await notificationsOf(t.db, w.id, 'waitlist_promoted')).toHaveLength(1);
    const mails = (await mailbox(t)).slice(before).filter((m) => m.subject.startsWith("You're going"));
    expect(mails.map((m) => m.to)).toEqual([sentinel.email]);
  });

  it('raising the capacity promotes the waitlist at once, in order', async () => {
    const id = await approvedMeetup(1, { time: '10:00' });
    const [a, w1, w2, w3] = await Promise.all([1, 2, 3, 4].map(() => member(t, 'professional')));
    await set(id, a, true);
    for (const w of [w1, w2, w3]) await set(id, w, true);
    const current = (await get(`/api/meetups/${id}`, organiser)).json();
    const res = await t.app.inject({ method: 'PUT', url: `/api/meetups/${id}`, headers: organiser.headers, payload: meetupBody(venueId, { date: current.date, time: current.time, max_attendees: 3 }) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ attendee_count: 3, is_full: true });
    const list = (await get(`/api/meetups/${id}/attendees`, organiser)).json();
    expect(list.attendees.map((p: { id: string }) => p.id)).toEqual([a.id, w1.id, w2.id]);
    expect(list.waitlist).toEqual([expect.objectContaining({ id: w3.id, position: 1 })]);
  });
});

describe('registration approval', () => {
  it('a join becomes a request; the organiser approves or declines; the member is told either way', async () => {
    const id = await approvedMeetup(1, { registration_required: true });
    const [r1, r2, r3] = await Promise.all(['Rae', 'Rex', 'Roz'].map((name) => member(t, 'professional', { name })));
    for (const r of [r1, r2, r3]) expect((await set(id, r, true)).json()).toMatchObject({ attending: false, requested: true });
    expect((await notificationsOf(t.db, organiser.id, 'registration_requested')).filter((n) => n.data.meetupId === id)).toHaveLength(3);
    expect((await get(`/api/meetups/${id}`, r1)).json()).toMatchObject({ is_requested: true, is_attending: false, attendee_count: 0 });

    expect((await post(`/api/meetups/${id}/requests/${r1.id}`, organiser, { approve: true })).json()).toEqual({ status: 'attending', position: null });
    expect((await post(`/api/meetups/${id}/requests/${r2.id}`, organiser, { approve: false })).json()).toEqual({ status: 'declined', position: null });
    // Full now: approving puts them on the waitlist.
    expect((await post(`/api/meetups/${id}/requests/${r3.id}`, organiser, { approve: true })).json()).toEqual({ status: 'waitlisted', position: 1 });
    expect((await post(`/api/meetups/${id}/requests/${r2.id}`, organiser, { approve: true })).statusCode).toBe(404);

    expect((await notificationsOf(t.db, r1.id, 'registration_approved')).map((n) => n.message)).toEqual(['You\'re going to "Civic tech breakfast".']);
    expect((await notificationsOf(t.db, r2.id, 'registration_declined')).map((n) => n.message)).toEqual(['The organiser of "Civic tech breakfast" could not offer you a place.']);
    expect((await notificationsOf(t.db, r3.id, 'registration_approved'))[0].message).toContain('number 1 on the waitlist');
    expect((await get(`/api/meetups/${id}`, r1)).json()).toMatchObject({ is_attending: true, attendee_count: 1 });
    // The approved-but-waitlisted member is promoted when r1 leaves.
    await set(id, r1, false);
    expect((await get(`/api/meetups/${id}`, r3)).json()).toMatchObject({ is_attending: true });
  });
});

describe('the attendee list, CSV, tickets and check-in', () => {
  it('shows faces without emails to attendees and the full list with status to the organiser', async () => {
    const id = await approvedMeetup(1);
    const [a, w] = await Promise.all([member(t, 'professional', { name: 'Ada' }), member(t, 'professional', { name: 'Wyn' })]);
    await set(id, a, true);
    await set(id, w, true);
    const seen = await get(`/api/meetups/${id}/attendees`, a);
    expect(seen.json()).toEqual({
      attendees: [{ id: a.id, name: 'Ada', avatar: null, headline: null, profile_open: true }],
      waitlist: [{ id: w.id, name: 'Wyn', avatar: null, headline: null, profile_open: true, position: 1 }],
      manage: null,
    });
    expect(seen.body).not.toContain('@');
    const full = (await get(`/api/meetups/${id}/attendees`, organiser)).json();
    expect(full.manage.people.map((p: { name: string; status: string }) => [p.name, p.status])).toEqual([['Ada', 'attending'], ['Wyn', 'waitlisted']]);
    expect(JSON.stringify(full)).not.toContain('@');
  });

  it('exports CSV with name, email, status, joined at, checked in at; escapes commas and quotes; neutralises formulas', async () => {
    const id = await approvedMeetup(10);
    const names = ['Smith, Jane', 'Dan "The Man" Doe', '=HYPERLINK("http://evil.example","x")', '+1 Plus', '-minus', '@at'];
    const people = await Promise.all(names.map(() => member(t, 'professional')));
    for (const [i, p] of people.entries()) {
      await setProfileName(t, p.id, names[i]);
      await set(id, p, true);
    }
    await post(`/api/meetups/${id}/check-in`, organiser, { user_id: people[0].id });
    const res = await get(`/api/meetups/${id}/attendees.csv`, organiser);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('name,email,status,joined at,checked in at');
    expect(lines[1]).toMatch(new RegExp(`^"Smith, Jane",${people[0].email.replace(/[.+]/g, '\\$&')},attending,\\d{4}-\\d\\d-\\d\\dT[^,]+,\\d{4}-\\d\\d-\\d\\dT`));
    expect(lines[2]).toMatch(/^"Dan ""The Man"" Doe",/);
    expect(lines[3]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil.example"",""x""\)",/);
    expect(lines[4]).toMatch(/^'\+1 Plus,/);
    expect(lines[5]).toMatch(/^'-minus,/);
    expect(lines[6]).toMatch(/^'@at,.*,attending,[^,]+,$/);
  });

  it('a ticket checks its holder in once (a second scan is idempotent); a ticket of another meetup is refused', async () => {
    const id = await approvedMeetup(5);
    const other = await approvedMeetup(5);
    const [a, b] = await Promise.all([member(t, 'professional', { name: 'Tia Ticket' }), member(t, 'professional')]);
    await set(id, a, true);
    await set(other, b, true);
    const mine = (await get(`/api/meetups/${id}/ticket`, a)).json();
    expect(mine).toMatchObject({ meetup_id: id, name: 'Tia Ticket', checked_in_at: null });
    expect(mine.qr).toMatch(new RegExp(`^CCT1:${id}:[0-9a-f-]{36}$`));
    expect((await get(`/api/meetups/${id}/ticket`, b)).json()).toMatchObject({ error: 'no_ticket' });

    const first = await post(`/api/meetups/${id}/check-in`, organiser, { ticket: mine.qr });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ attendee: { id: a.id, name: 'Tia Ticket' }, already: false, arrivals: 1 });
    const again = await post(`/api/meetups/${id}/check-in`, organiser, { ticket: mine.qr });
    expect(again.json()).toMatchObject({ already: true, arrivals: 1, checked_in_at: first.json().checked_in_at });
    const byName = await post(`/api/meetups/${id}/check-in`, organiser, { user_id: a.id });
    expect(byName.json()).toMatchObject({ already: true, arrivals: 1, checked_in_at: first.json().checked_in_at });

    const foreign = (await get(`/api/meetups/${other}/ticket`, b)).json();
    const refused = await post(`/api/meetups/${id}/check-in`, organiser, { ticket: foreign.qr });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'wrong_meetup', message: 'This ticket is for another meetup.' });
    // Same ticket secret, this meetup's id written in: still another meetup's ticket.
    const forged = await post(`/api/meetups/${id}/check-in`, organiser, { ticket: foreign.qr.replace(other, id) });
    expect(forged.json().error).toBe('wrong_meetup');
    expect((await post(`/api/meetups/${id}/check-in`, organiser, { ticket: 'hello' })).json().error).toBe('invalid_ticket');
    expect((await post(`/api/meetups/${id}/check-in`, organiser, { user_id: b.id })).json().error).toBe('not_attending');
    expect((await get(`/api/meetups/${id}/ticket`, a)).json().checked_in_at).toBe(first.json().checked_in_at);
  });

  // Issue 27: a check-in made by mistake can be undone; the person keeps their place.
  it('a check-in can be undone by the organiser: the arrival is forgotten, the place kept, a second undo changes nothing', async () => {
    const id = await approvedMeetup(5);
    const a = await member(t, 'professional');
    await set(id, a, true);
    expect((await post(`/api/meetups/${id}/check-in`, organiser, { user_id: a.id })).json()).toMatchObject({ arrivals: 1 });
    const undo = await t.app.inject({ method: 'DELETE', url: `/api/meetups/${id}/check-in/${a.id}`, headers: organiser.headers });
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toEqual({ arrivals: 0, undone: true });
    expect((await get(`/api/meetups/${id}/ticket`, a)).json()).toMatchObject({ checked_in_at: null });
    const again = await t.app.inject({ method: 'DELETE', url: `/api/meetups/${id}/check-in/${a.id}`, headers: organiser.headers });
    expect(again.json()).toEqual({ arrivals: 0, undone: false });
    // Checked in again later: a new arrival.
    expect((await post(`/api/meetups/${id}/check-in`, organiser, { user_id: a.id })).json()).toMatchObject({ already: false, arrivals: 1 });
    const stranger = await member(t, 'professional');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/meetups/${id}/check-in/${stranger.id}`, headers: organiser.headers })).json().error).toBe('not_attending');
  });

  it('co-hosts manage attendees and check people in; only the organiser chooses them', async () => {
    const id = await approvedMeetup(5);
    const [co, a] = await Promise.all([member(t, 'professional', { name: 'Cora Cohost' }), member(t, 'professional')]);
    await set(id, a, true);
    expect((await get(`/api/meetups/${id}/attendees.csv`, co)).statusCode).toBe(403);
    expect((await post(`/api/meetups/${id}/cohosts`, organiser, { user_id: co.id })).json()).toEqual({ ok: true });
    expect((await get(`/api/meetups/${id}`, co)).json().abilities).toMatchObject({ manage_attendees: true, edit: false });
    expect((await post(`/api/meetups/${id}/check-in`, co, { user_id: a.id })).json()).toMatchObject({ arrivals: 1 });
    expect((await post(`/api/meetups/${id}/cohosts`, co, { user_id: a.id })).statusCode).toBe(403);
    const { isCoHost } = await import('../../server/meetups/cohosts');
    expect(await isCoHost(t.db, id, co.id)).toBe(true);
    expect(await isCoHost(t.db, id, a.id)).toBe(false);
    await t.app.inject({ method: 'DELETE', url: `/api/meetups/${id}/cohosts/${co.id}`, headers: organiser.headers });
    expect(await isCoHost(t.db, id, co.id)).toBe(false);
    expect((await post(`/api/meetups/${id}/check-in`, co, { user_id: a.id })).statusCode).toBe(403);
  });
});

describe('messages to attendees', () => {
  it('reaches every attendee in-app and by email through jobs, honours the announcements switch, and is rate-limited', async () => {
    const id = await approvedMeetup(10);
    const [a, b, quiet] = await Promise.all(['Al', 'Bo', 'Quinn'].map((name) => member(t, 'professional', { name })));
    for (const m of [a, b, quiet]) await set(id, m, true);
    await setEmailPreference(t.db, quiet.id, 'announcements', false);
    await t.db.execute(
      (await import('drizzle-orm')).sql`update profiles set notification_preferences = notification_preferences || '{"announcements": false}'::jsonb where id = ${quiet.id}`,
    );
    const before = (await mailbox(t)).length;
    const res = await post(`/api/meetups/${id}/announcements`, organiser, { subject: 'Doors at 18:15', message: 'Bring your ticket.' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ recipients: 3 });
    // mailbox() runs every due job (the fan-out, each send, each email) to the end.
    const mails = (await mailbox(t)).slice(before).filter((m) => m.subject === 'Civic tech breakfast: Doors at 18:15');
    for (const m of [a, b]) expect((await notificationsOf(t.db, m.id, 'meetup_announcement')).map((n) => n.message)).toEqual(['Bring your ticket.']);
    expect(await notificationsOf(t.db, quiet.id, 'meetup_announcement')).toEqual([]);
    expect(mails.map((m) => m.to).sort()).toEqual([a.email, b.email].sort());

    expect((await post(`/api/meetups/${id}/announcements`, organiser, { subject: 'Second', message: 'x' })).statusCode).toBe(202);
    expect((await post(`/api/meetups/${id}/announcements`, organiser, { subject: 'Third', message: 'x' })).statusCode).toBe(202);
    const limited = await post(`/api/meetups/${id}/announcements`, organiser, { subject: 'Fourth', message: 'x' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('rate_limited');
  });
});
