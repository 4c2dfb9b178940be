import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createDb } from '../../server/db/client';
import { meetups } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { freeDay, insertVenue, mailbox, meetupBody, member, notificationsOf, type Member, forgetMeetupQuotas } from '../helpers/meetup-fixtures';

// Instant booking (issue 12): a free slot is approved at request time; an occupied one is refused.
let t: TestApp;
let organiser: Member;
let owner: Member;

beforeAll(async () => {
  t = await createTestApp();
  organiser = await member(t, 'professional', { name: 'Ines Instant' });
  owner = await member(t, 'venue');
});
afterAll(() => t.close());
// These tests are about venue time; the booking quotas have their own tests (quotas.test.ts).
beforeEach(() => forgetMeetupQuotas(t, [organiser.id], []));

const post = (body: Record<string, unknown>, who: Member = organiser) => t.app.inject({ method: 'POST', url: '/api/meetups', headers: who.headers, payload: body });

describe('at an instant-booking venue', () => {
  it('a request for a free slot is approved at once and the organiser hears "Booking confirmed" in-app and by email', async () => {
    const venue = await insertVenue(t.db, owner.id, { name: 'Quick Rooms', instantBooking: true });
    const res = await post(meetupBody(venue.id, { date: freeDay(), title: 'Instant breakfast' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ booking_status: 'approved', abilities: { decide: false } });
    expect(res.json().approved_at).toBeTruthy();
    const note = (await notificationsOf(t.db, organiser.id, 'booking_approved')).at(-1);
    expect(note).toMatchObject({ title: 'Booking confirmed', data: { meetupId: res.json().id } });
    const mail = (await mailbox(t)).filter((m) => m.to === organiser.email);
    expect(mail.some((m) => m.subject === 'Your meetup “Instant breakfast” has been approved')).toBe(true);
    // Members see it straight away.
    const other = await member(t, 'professional');
    expect((await t.app.inject({ url: `/api/meetups/${res.json().id}`, headers: other.headers })).statusCode).toBe(200);
  });

  it('an occupied slot is refused at request time with 409 naming the booking, and nothing is saved', async () => {
    const venue = await insertVenue(t.db, owner.id, { instantBooking: true });
    const date = freeDay();
    expect((await post(meetupBody(venue.id, { date, time: '14:00', duration: 120 }))).statusCode).toBe(201);
    const refused = await post(meetupBody(venue.id, { date, time: '15:00', duration: 60, title: 'Too late' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('booking_conflict');
    expect(refused.json().message).toMatch(/^This time overlaps an approved booking at this venue on \w+,? \d+ \w+ \d{4} 14:00–16:00\.$/);
    expect(await t.db.select().from(meetups).where(and(eq(meetups.venueId, venue.id), eq(meetups.title, 'Too late')))).toHaveLength(0);
  });

  it('50 simultaneous requests for one slot: exactly one is approved, 49 get 409', async () => {
    const venue = await insertVenue(t.db, owner.id, { instantBooking: true, capacity: 500 });
    const date = freeDay();
    // Five organisers, ten requests each: within each member's hourly booking quota.
    const organisers = [organiser, ...(await Promise.all(Array.from({ length: 4 }, () => member(t, 'professional'))))];
    await forgetMeetupQuotas(t, organisers.map((o) => o.id), []);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => post(meetupBody(venue.id, { date, time: '18:00', duration: 60 + (i % 3) * 30 }), organisers[i % 5])));
    const statuses = results.map((r) => r.statusCode);
    expect(results.filter((r) => r.statusCode === 201), JSON.stringify(statuses) + results.find((r) => r.statusCode !== 201 && r.statusCode !== 409)?.body).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused, JSON.stringify(statuses) + results.find((r) => r.statusCode !== 201 && r.statusCode !== 409)?.body).toHaveLength(49);
    for (const r of refused) expect(r.json().error).toBe('booking_conflict');
    const rows = await t.db.select().from(meetups).where(eq(meetups.venueId, venue.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].bookingStatus).toBe('approved');
  });

  it('moving a booking onto an occupied slot is refused and leaves it as it was', async () => {
    const venue = await insertVenue(t.db, owner.id, { instantBooking: true });
    const date = freeDay();
    await post(meetupBody(venue.id, { date, time: '09:00' }));
    const mine = (await post(meetupBody(venue.id, { date, time: '13:00' }))).json();
    const moved = await t.app.inject({ method: 'PUT', url: `/api/meetups/${mine.id}`, headers: organiser.headers, payload: meetupBody(venue.id, { date, time: '09:30' }) });
    expect(moved.statusCode).toBe(409);
    const [row] = await t.db.select().from(meetups).where(eq(meetups.id, mine.id));
    expect(row).toMatchObject({ time: '13:00:00', bookingStatus: 'approved' });
    const free = await t.app.inject({ method: 'PUT', url: `/api/meetups/${mine.id}`, headers: organiser.headers, payload: meetupBody(venue.id, { date, time: '15:00' }) });
    expect(free.json()).toMatchObject({ booking_status: 'approved', time: '15:00' });
  });
});

describe('two app instances', () => {
  it('approving overlapping requests at once: one wins, the other gets 409', async () => {
    const venue = await insertVenue(t.db, owner.id);
    const date = freeDay();
    const a = (await post(meetupBody(venue.id, { date, time: '10:00' }))).json();
    const b = (await post(meetupBody(venue.id, { date, time: '10:30' }))).json();
    const db2 = createDb(t.dbUrl, 5);
    const second = await buildApp({ config: t.config, db: db2, emailTransport: { kind: 'outbox', deliver: async () => {} } });
    try {
      const results = await Promise.all([
        t.app.inject({ method: 'POST', url: `/api/meetups/${a.id}/approve`, headers: owner.headers }),
        second.inject({ method: 'POST', url: `/api/meetups/${b.id}/approve`, headers: owner.headers }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().error).toBe('booking_conflict');
      const approved = await t.db.select().from(meetups).where(and(eq(meetups.venueId, venue.id), eq(meetups.bookingStatus, 'approved')));
      expect(approved).toHaveLength(1);
    } finally {
      await second.close();
      await db2.$client.end();
    }
  });
});
