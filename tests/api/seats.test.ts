import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmail } from '../helpers/auth';
import { callFn, caller, type Caller } from '../helpers/admin-fixtures';
import { attendeeCount, freeDay, mailbox, meetupBody, notificationsOf, organiserAtVenue } from '../helpers/meetup-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 25: every path that frees a seat goes through one module (server/meetups/seats.ts). For
// each path, a full meetup with a sentinel first on its waitlist and a second member behind: the
// freed seat goes to the sentinel exactly once (one "You're going!" notification, one email),
// and the second member stays next in line — the proof that nothing else was given away.
let t: TestApp;
let admin: Caller;
let setup: Awaited<ReturnType<typeof organiserAtVenue>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await caller(t, 'basic', { admin: 0 });
  setup = await organiserAtVenue(t);
});
afterAll(() => t.close());

async function pro(name: string) {
  const p = await caller(t, 'professional', { name });
  await confirmEmail(t.db, p.id);
  return p;
}
const attend = (meetupId: string, p: Caller, attending: boolean) =>
  t.app.inject({ method: 'POST', url: `/api/meetups/${meetupId}/attendance`, headers: p.headers, payload: { attending } });
const positionOf = async (meetupId: string, p: Caller) =>
  (await t.app.inject({ method: 'GET', url: `/api/meetups/${meetupId}`, headers: p.headers })).json().waitlist_position as number | null;

/** A meetup of one seat: `seated` holds it, `sentinel` is first in line, `second` behind. */
async function fullMeetup(label: string, over: Record<string, unknown> = {}) {
  const meetupId = await setup.approvedMeetup(1, { title: `Seats: ${label}`, ...over });
  const seated = await pro(`Seated ${label}`);
  const sentinel = await pro(`Sentinel ${label}`);
  const second = await pro(`Second ${label}`);
  expect((await attend(meetupId, seated, true)).json()).toMatchObject({ attending: true });
  expect((await attend(meetupId, sentinel, true)).json()).toMatchObject({ waitlisted: true, position: 1 });
  expect((await attend(meetupId, second, true)).json()).toMatchObject({ waitlisted: true, position: 2 });
  return { meetupId, seated, sentinel, second };
}

/** The sentinel holds the seat, was told once in-app and once by email; the second waits, now first. */
async function expectPromotedOnce(f: Awaited<ReturnType<typeof fullMeetup>>) {
  expect(await attendeeCount(t.db, f.meetupId)).toBe(1);
  const seen = (await t.app.inject({ method: 'GET', url: `/api/meetups/${f.meetupId}`, headers: f.sentinel.headers })).json();
  expect(seen).toMatchObject({ is_attending: true, waitlist_position: null, is_full: true });
  expect(await notificationsOf(t.db, f.sentinel.id, 'waitlist_promoted')).toHaveLength(1);
  expect(await notificationsOf(t.db, f.second.id, 'waitlist_promoted')).toHaveLength(0);
  expect(await positionOf(f.meetupId, f.second)).toBe(1);
  const mails = (await mailbox(t)).filter((m) => m.subject.startsWith("You're going"));
  expect(mails.filter((m) => m.to === f.sentinel.email)).toHaveLength(1);
  expect(mails.filter((m) => m.to === f.second.email)).toHaveLength(0);
}

describe('every path that frees a seat promotes the first on the waitlist, once', () => {
  it('leaving (and leaving again changes nothing)', async () => {
    const f = await fullMeetup('leave');
    expect((await attend(f.meetupId, f.seated, false)).json()).toMatchObject({ attending: false, attendee_count: 1 });
    expect((await attend(f.meetupId, f.seated, false)).statusCode).toBe(200);
    await expectPromotedOnce(f);
  });

  it('removal by the organiser (the removed member is told)', async () => {
    const f = await fullMeetup('removal');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/meetups/${f.meetupId}/attendees/${f.seated.id}`, headers: setup.organiser.headers });
    expect(res.statusCode, res.body).toBe(200);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/meetups/${f.meetupId}/attendees/${f.seated.id}`, headers: setup.organiser.headers });
    expect(again.json()).toMatchObject({ error: 'not_attending' });
    expect((await notificationsOf(t.db, f.seated.id, 'info')).map((n) => n.title)).toEqual(['Removed from a meetup']);
    await expectPromotedOnce(f);
  });

  it('removing someone from the waitlist gives nobody a seat', async () => {
    const f = await fullMeetup('unwait');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/meetups/${f.meetupId}/attendees/${f.sentinel.id}`, headers: setup.organiser.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(await positionOf(f.meetupId, f.second)).toBe(1);
    // Sentinel: the seated member leaves afterwards and the second (now first) gets the seat, once.
    await attend(f.meetupId, f.seated, false);
    expect(await notificationsOf(t.db, f.second.id, 'waitlist_promoted')).toHaveLength(1);
    expect(await notificationsOf(t.db, f.sentinel.id, 'waitlist_promoted')).toHaveLength(0);
  });

  it('the seated member deletes their account', async () => {
    const f = await fullMeetup('deletion');
    const res = await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: f.seated.headers, payload: { password: f.seated.password } });
    expect(res.statusCode, res.body).toBe(204);
    await expectPromotedOnce(f);
  });

  it('an admin suspends the seated member (suspending again changes nothing)', async () => {
    const f = await fullMeetup('suspension');
    for (let i = 0; i < 2; i++) {
      const res = await callFn(t, 'admin-suspend-user', admin, { userId: f.seated.id, suspend: true });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Unsuspending does not give the seat back.
    expect((await callFn(t, 'admin-suspend-user', admin, { userId: f.seated.id, suspend: false })).statusCode).toBe(200);
    await expectPromotedOnce(f);
  });

  it('the organiser raises the maximum by one', async () => {
    const f = await fullMeetup('capacity');
    const current = (await t.app.inject({ method: 'GET', url: `/api/meetups/${f.meetupId}`, headers: setup.organiser.headers })).json();
    const body = {
      title: current.title, description: current.description, date: current.date, time: current.time, duration: current.duration,
      venue_id: current.venue_id, max_attendees: 2, tags: current.tags, meetup_type: current.meetup_type,
    };
    const res = await t.app.inject({ method: 'PUT', url: `/api/meetups/${f.meetupId}`, headers: setup.organiser.headers, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    // Two seats now, both taken: the one who held it and the sentinel.
    expect(await attendeeCount(t.db, f.meetupId)).toBe(2);
    expect(await notificationsOf(t.db, f.sentinel.id, 'waitlist_promoted')).toHaveLength(1);
    expect(await notificationsOf(t.db, f.second.id, 'waitlist_promoted')).toHaveLength(0);
    expect(await positionOf(f.meetupId, f.second)).toBe(1);
  });

  it('a co-host who becomes organiser (the organiser deleted their account) gives their seat to the waitlist', async () => {
    const organiser = await pro('Leaving Organiser');
    const cohost = await pro('Heir Cohost');
    const sentinel = await pro('Sentinel heir');
    const second = await pro('Second heir');
    const create = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(setup.venueId, { max_attendees: 1, date: freeDay() }) });
    expect(create.statusCode, create.body).toBe(201);
    const meetupId = create.json().id as string;
    expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${meetupId}/approve`, headers: setup.owner.headers })).statusCode).toBe(200);
    expect((await attend(meetupId, cohost, true)).json()).toMatchObject({ attending: true });
    expect((await attend(meetupId, sentinel, true)).json()).toMatchObject({ waitlisted: true });
    expect((await attend(meetupId, second, true)).json()).toMatchObject({ waitlisted: true });
    expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${meetupId}/cohosts`, headers: organiser.headers, payload: { user_id: cohost.id } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: organiser.headers, payload: { password: organiser.password } })).statusCode).toBe(204);
    const m = (await t.app.inject({ method: 'GET', url: `/api/meetups/${meetupId}`, headers: cohost.headers })).json();
    expect(m).toMatchObject({ organizer_id: cohost.id, booking_status: 'approved', is_attending: false });
    expect(m.abilities).toMatchObject({ edit: true, cancel: true });
    expect((await notificationsOf(t.db, cohost.id, 'info')).map((n) => n.title)).toContain('You are now the organiser');
    await expectPromotedOnce({ meetupId, seated: cohost, sentinel, second });
  });
});
