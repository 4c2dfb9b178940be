import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { appWithOrganiserAndOwner, freeDay, insertVenue, meetupBody, type Member, forgetMeetupQuotas } from '../helpers/meetup-fixtures';
import { addDays, nextSpringForward } from '../helpers/dates';

// The venue's own rules (issue 12, docs/product.md §5): minimum length, weekdays only in the
// venue's time zone, capacity; on create and on edit.
let t: TestApp, organiser: Member, owner: Member;
beforeAll(async () => ({ t, organiser, owner } = await appWithOrganiserAndOwner()));
afterAll(() => t.close());
// These tests are about venue time; the booking quotas have their own tests (quotas.test.ts).
beforeEach(() => forgetMeetupQuotas(t, [organiser.id], []));

const post = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: body });

describe('minimum booking hours', () => {
  it('refuses shorter bookings with the venue minimum in the message', async () => {
    const two = await insertVenue(t.db, owner.id, { minBookingHours: 2 });
    const short = await post(meetupBody(two.id, { date: freeDay(), duration: 90 }));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual(expect.objectContaining({ error: 'booking_too_short', message: 'This venue takes bookings of at least 2 hours.' }));
    expect((await post(meetupBody(two.id, { date: freeDay(), duration: 120 }))).statusCode).toBe(201);
    const one = await insertVenue(t.db, owner.id, { minBookingHours: 1 });
    expect((await post(meetupBody(one.id, { date: freeDay(), duration: 45 }))).json().message).toBe('This venue takes bookings of at least 1 hour.');
  });
});

describe('weekdays-only venues', () => {
  // London: summer time starts at 01:00 UTC on a Sunday in March (Berlin's the same day); the
  // next one from now, and the days around it.
  const sunday = nextSpringForward('Europe/London');
  const [saturday, monday, wednesday, thursday, friday, nextSaturday] = [-1, 1, 3, 4, 5, 6].map((n) => addDays(sunday, n));
  let london: string;
  let berlin: string;
  beforeAll(async () => {
    london = (await insertVenue(t.db, owner.id, { weekendAvailable: false, minBookingHours: 1 })).id;
    berlin = (await insertVenue(t.db, owner.id, { name: 'Kanal Saal', address: 'Berlin', latitude: 52.4946, longitude: 13.4256, weekendAvailable: false, minBookingHours: 1 })).id;
  });
  const weekend = { error: 'venue_closed_weekends', message: 'This venue does not take weekend bookings.' };

  it('the issue’s case: a 15-minute Saturday booking at a weekdays-only, 1-hour-minimum venue is refused', async () => {
    const res = await post(meetupBody(london, { date: saturday, time: '10:00', duration: 15 }));
    expect(res.statusCode).toBe(400);
    expect((await post(meetupBody(london, { date: saturday, time: '10:00', duration: 60 }))).json()).toMatchObject(weekend);
  });

  it('decides by the venue’s midnight across the daylight-saving change, not UTC’s', async () => {
    // Sunday 23:00 BST is Sunday: refused.
    expect((await post(meetupBody(london, { date: sunday, time: '23:00', duration: 60 }))).json()).toMatchObject(weekend);
    // Monday 00:30 BST is Sunday 23:30 UTC: a Monday at the venue, so allowed.
    expect((await post(meetupBody(london, { date: monday, time: '00:30', duration: 60 }))).statusCode).toBe(201);
    // Berlin, Monday 00:30 CEST is Sunday 22:30 UTC: allowed.
    expect((await post(meetupBody(berlin, { date: monday, time: '00:30', duration: 60 }))).statusCode).toBe(201);
    // Friday 23:30 BST for an hour runs into Saturday at the venue (though still Friday in UTC): refused.
    expect((await post(meetupBody(london, { date: friday, time: '23:30', duration: 60 }))).json()).toMatchObject(weekend);
    // Friday 23:00 for an hour ends exactly at the venue's midnight: allowed.
    expect((await post(meetupBody(london, { date: friday, time: '23:00', duration: 60 }))).statusCode).toBe(201);
  });

  it('weekend venues take Saturdays', async () => {
    const open = await insertVenue(t.db, owner.id, { weekendAvailable: true });
    expect((await post(meetupBody(open.id, { date: saturday, time: '10:00', duration: 60 }))).statusCode).toBe(201);
  });

  it('applies when an edit moves the booking, not when it only renames it', async () => {
    const created = (await post(meetupBody(london, { date: wednesday, time: '10:00', duration: 60 }))).json();
    await t.db.execute(`update venues set min_booking_hours = 3 where id = '${london}'`);
    try {
      const renamed = await t.app.inject({ method: 'PUT', url: `/api/meetups/${created.id}`, headers: organiser.headers, payload: meetupBody(london, { title: 'Renamed', date: wednesday, time: '10:00', duration: 60 }) });
      expect(renamed.statusCode).toBe(200);
      const moved = await t.app.inject({ method: 'PUT', url: `/api/meetups/${created.id}`, headers: organiser.headers, payload: meetupBody(london, { date: nextSaturday, time: '10:00', duration: 180 }) });
      expect(moved.json()).toMatchObject(weekend);
      const tooShort = await t.app.inject({ method: 'PUT', url: `/api/meetups/${created.id}`, headers: organiser.headers, payload: meetupBody(london, { date: thursday, time: '10:00', duration: 60 }) });
      expect(tooShort.json()).toMatchObject({ error: 'booking_too_short', message: 'This venue takes bookings of at least 3 hours.' });
    } finally {
      await t.db.execute(`update venues set min_booking_hours = 1 where id = '${london}'`);
    }
  });
});

describe('capacity', () => {
  it('max_attendees within the venue capacity, on create and edit', async () => {
    const v = await insertVenue(t.db, owner.id, { capacity: 30 });
    const big = await post(meetupBody(v.id, { date: freeDay(), max_attendees: 31 }));
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ error: 'capacity_exceeds_venue', message: 'This venue holds at most 30 people.' });
    const date = freeDay();
    const ok = (await post(meetupBody(v.id, { date, max_attendees: 30 }))).json();
    const edit = await t.app.inject({ method: 'PUT', url: `/api/meetups/${ok.id}`, headers: organiser.headers, payload: meetupBody(v.id, { date, max_attendees: 40 }) });
    expect(edit.json()).toMatchObject({ error: 'capacity_exceeds_venue', message: 'This venue holds at most 30 people.' });
  });
});
