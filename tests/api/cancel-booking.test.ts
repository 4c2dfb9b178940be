import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetups, users } from '../../server/db/schema/index';
import type { WorkerDeps } from '../../server/jobs/task';
import { drainJobs } from '../helpers/jobs';
import { dayFromNow, forgetMeetupQuotas, freeDay, insertMeetup, insertVenue, jobWorker, mailbox, meetupBody, member, notificationsOf, type Member } from '../helpers/meetup-fixtures';
import { afterSentinel, openSocket, realtimeUrl } from '../helpers/realtime-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 24: the venue owner (or an admin) cancels an approved booking with a reason; the
// organiser and every attendee are told in-app and by email (jobs), the slot is free again and
// open pages hear the change.
let t: TestApp;
let who: Record<'basic' | 'organiser' | 'otherPro' | 'owner' | 'otherVenue' | 'admin' | 'suspended', Member>;
let venueId: string;
let worker: WorkerDeps;

beforeAll(async () => {
  t = await createTestApp();
  who = {
    basic: await member(t, 'basic'),
    organiser: await member(t, 'professional', { name: 'Olu Organiser' }),
    otherPro: await member(t, 'professional', { name: 'Ada Attendee' }),
    owner: await member(t, 'venue', { name: 'Vera Venue' }),
    otherVenue: await member(t, 'venue'),
    admin: await member(t, 'basic', { admin: true }),
    suspended: await member(t, 'venue'),
  };
  await t.db.update(users).set({ isSuspended: true }).where(eq(users.id, who.suspended.id));
  venueId = (await insertVenue(t.db, who.owner.id, { name: 'Cancel Hall' })).id;
  worker = await jobWorker(t);
});
afterAll(() => t.close());

type Actor = keyof typeof who | 'anonymous';
const headers = (a: Actor) => (a === 'anonymous' ? {} : who[a].headers);
const REASON = 'Burst pipe: the hall is closed for repairs that week.';

/** An approved meetup at the venue (the organiser asks, the owner approves), on a day of its own. */
async function approvedMeetup(over: Record<string, unknown> = {}, attendees: Member[] = []) {
  await forgetMeetupQuotas(t, [who.organiser.id], [venueId]);
  const res = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: who.organiser.headers, payload: meetupBody(venueId, { date: freeDay(), ...over }) });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${id}/approve`, headers: who.owner.headers })).statusCode).toBe(200);
  for (const a of attendees) expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${id}/attendance`, headers: a.headers, payload: { attending: true } })).statusCode).toBe(200);
  return id;
}
const cancelBooking = (id: string, a: Actor, payload: unknown = { reason: REASON }) =>
  t.app.inject({ method: 'POST', url: `/api/meetups/${id}/cancel-booking`, headers: headers(a), payload: payload as object });

// 401 signed out; 404 for who may not even see the meetup; 403 for who sees it but is not the venue.
const expected: Record<Actor, number> = {
  anonymous: 401,
  basic: 404,
  organiser: 403,
  otherPro: 403,
  owner: 200,
  otherVenue: 404,
  admin: 200,
  suspended: 403,
};

describe('cancel-booking policy table', () => {
  for (const [actor, status] of Object.entries(expected) as [Actor, number][]) {
    it(`${actor} × cancel an approved booking → ${status}`, async () => {
      const id = await approvedMeetup();
      const res = await cancelBooking(id, actor);
      expect(res.statusCode, res.body).toBe(status);
      const [row] = await t.db.select().from(meetups).where(eq(meetups.id, id));
      expect(row.bookingStatus).toBe(status === 200 ? 'cancelled' : 'approved');
      if (status >= 400) expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    });
  }

  it('offers the action (abilities.cancel_booking) to the owner and admins only', async () => {
    const id = await approvedMeetup();
    const ability = async (a: keyof typeof who) => (await t.app.inject({ url: `/api/meetups/${id}`, headers: who[a].headers })).json().abilities.cancel_booking;
    expect(await ability('owner')).toBe(true);
    expect(await ability('admin')).toBe(true);
    expect(await ability('organiser')).toBe(false);
    expect(await ability('otherPro')).toBe(false);
  });
});

describe('the owner cancels an approved booking', () => {
  it('keeps it as cancelled by the venue with the reason, and tells the organiser and attendees in-app and by email', async () => {
    const id = await approvedMeetup({ title: 'Open data evening' }, [who.otherPro]);
    const before = (await mailbox(t)).length;
    const res = await cancelBooking(id, 'owner');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ booking_status: 'cancelled', cancelled_by: 'venue', cancellation_reason: REASON, abilities: { cancel_booking: false, edit: false, join: false } });
    await drainJobs(worker);

    for (const m of [who.organiser, who.otherPro]) {
      const notes = (await notificationsOf(t.db, m.id, 'meetup_cancelled')).filter((n) => n.data.meetupId === id);
      expect(notes, m.email).toHaveLength(1);
      expect(notes[0].title).toBe('Booking cancelled by the venue');
      expect(notes[0].message).toContain('Cancel Hall has cancelled the booking for "Open data evening"');
      expect(notes[0].message).toContain(REASON);
    }
    // The owner, who cancelled it, is not told of it (the jobs above have all run).
    expect((await notificationsOf(t.db, who.owner.id, 'meetup_cancelled')).filter((n) => n.data.meetupId === id)).toHaveLength(0);
    const mails = (await mailbox(t)).slice(before).filter((m) => m.subject.startsWith('Cancelled: Open data evening on '));
    expect(mails.map((m) => m.to).sort()).toEqual([who.organiser.email, who.otherPro.email].sort());
    for (const m of mails) {
      expect(m.text).toContain('Cancel Hall has cancelled the booking for “Open data evening”');
      expect(m.text).toContain(`Reason given: ${REASON}`);
    }
    expect(mails.find((m) => m.to === who.organiser.email)!.text).toContain('Your attendees have been told.');

    // The organiser and the attendee read it, cancelled by the venue, with the reason.
    for (const m of [who.organiser, who.otherPro]) {
      const read = await t.app.inject({ url: `/api/meetups/${id}`, headers: m.headers });
      expect(read.json()).toMatchObject({ booking_status: 'cancelled', cancelled_by: 'venue', cancellation_reason: REASON });
    }
  });

  it('frees the slot at once: another organiser books the same time at an instant-booking venue', async () => {
    const instantVenue = (await insertVenue(t.db, who.owner.id, { name: 'Instant Hall', instantBooking: true })).id;
    const slot = { date: freeDay(), time: '18:00', duration: 120 };
    const first = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: who.organiser.headers, payload: meetupBody(instantVenue, slot) });
    expect(first.json().booking_status).toBe('approved');
    const taken = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: who.otherPro.headers, payload: meetupBody(instantVenue, slot) });
    expect(taken.json().error).toBe('booking_conflict');
    expect((await cancelBooking(first.json().id, 'owner')).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: who.otherPro.headers, payload: meetupBody(instantVenue, slot) });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().booking_status).toBe('approved');
  });

  it('is a realtime change for members with the meetup open', async () => {
    const id = await approvedMeetup();
    const socket = await openSocket(await realtimeUrl(t.app), who.otherPro.token);
    try {
      expect((await cancelBooking(id, 'admin')).statusCode).toBe(200);
      const change = await socket.next((m) => m.type === 'change' && m.table === 'meetups' && m.id === id);
      expect(change).toMatchObject({ type: 'change', table: 'meetups', event: 'UPDATE', id });
    } finally {
      socket.close();
    }
  });
});

describe('what cannot be cancelled', () => {
  it('needs a reason of 3 to 500 characters, and changes nothing without one', async () => {
    const id = await approvedMeetup();
    for (const payload of [{}, { reason: '' }, { reason: '  ok ' }, { reason: 'x'.repeat(501) }]) {
      const res = await cancelBooking(id, 'owner', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_request', message: expect.any(String) });
    }
    const [row] = await t.db.select().from(meetups).where(eq(meetups.id, id));
    expect(row.bookingStatus).toBe('approved');
  });

  it('refuses a pending request (it is rejected instead), a cancelled meetup and one that has started', async () => {
    await forgetMeetupQuotas(t, [who.organiser.id], [venueId]);
    const pending = (await t.app.inject({ method: 'POST', url: '/api/meetups', headers: who.organiser.headers, payload: meetupBody(venueId, { date: freeDay() }) })).json().id;
    expect((await cancelBooking(pending, 'owner')).json()).toMatchObject({ error: 'meetup_not_approved', message: 'Only an approved booking can be cancelled; answer a pending request with Reject.' });

    const id = await approvedMeetup();
    expect((await cancelBooking(id, 'owner')).statusCode).toBe(200);
    const twice = await cancelBooking(id, 'owner');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('meetup_cancelled');

    const started = await insertMeetup(t.db, who.organiser.id, { venueId, date: dayFromNow(-1), time: '09:00', duration: 60 });
    const late = await cancelBooking(started.id, 'owner');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'meetup_past', message: 'This meetup has already started, so its booking can no longer be cancelled.' });
  });

  it('keeps an organiser’s cancellation as it was: a later cancel-booking is refused and publishes nothing', async () => {
    const id = await approvedMeetup();
    // The socket opens first and waits for the organiser's own change: that change is published after
    // the DELETE returns, so a socket opened afterwards could still receive it (a run 730 days ahead did).
    const socket = await openSocket(await realtimeUrl(t.app), who.organiser.token);
    try {
      expect((await t.app.inject({ method: 'DELETE', url: `/api/meetups/${id}`, headers: who.organiser.headers })).statusCode).toBe(204);
      const isChange = (m: (typeof socket.messages)[number]) => m.type === 'change' && m.id === id;
      await socket.next(isChange);
      await afterSentinel(t.db, socket, who.organiser.id);
      const before = socket.messages.filter(isChange).length;
      expect((await cancelBooking(id, 'owner')).json().error).toBe('meetup_cancelled');
      await afterSentinel(t.db, socket, who.organiser.id);
      expect(socket.messages.filter(isChange)).toHaveLength(before);
    } finally {
      socket.close();
    }
    expect((await t.app.inject({ url: `/api/meetups/${id}`, headers: who.organiser.headers })).json()).toMatchObject({ cancelled_by: 'organiser', cancellation_reason: null });
  });
});
