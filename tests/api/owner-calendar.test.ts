import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromNow, insertVenue, meetupBody, member, type Member } from '../helpers/meetup-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 12: venue management shows the owner a calendar of approved and pending bookings
// across their venues; nobody else sees them there.
let t: TestApp;
let organiser: Member;
let owner: Member;
let otherOwner: Member;

beforeAll(async () => {
  t = await createTestApp();
  organiser = await member(t, 'professional');
  owner = await member(t, 'venue');
  otherOwner = await member(t, 'venue');
});
afterAll(() => t.close());

const create = async (venueId: string, over: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(venueId, over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};
const post = (url: string, who: Member, payload?: object) => t.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
const calendar = (who: Member, from: string, to: string) => t.app.inject({ url: `/api/venue-management/calendar?from=${from}&to=${to}`, headers: who.headers });

describe('the owner’s calendar', () => {
  it('lists approved and pending bookings across the owner’s venues in start order, and nothing else', async () => {
    const hall = (await insertVenue(t.db, owner.id, { name: 'Hall' })).id;
    const loft = (await insertVenue(t.db, owner.id, { name: 'Loft' })).id;
    const elsewhere = (await insertVenue(t.db, otherOwner.id, { name: 'Elsewhere' })).id;
    const [d1, d2, d3] = [dayFromNow(40), dayFromNow(41), dayFromNow(42)];
    const approved = await create(hall, { date: d2, time: '09:00', title: 'Approved one' });
    await post(`/api/meetups/${approved}/approve`, owner);
    const pending = await create(loft, { date: d1, time: '14:00', title: 'Pending one' });
    const rejected = await create(hall, { date: d1, time: '18:00', title: 'Rejected one' });
    await post(`/api/meetups/${rejected}/reject`, owner, { reason: 'Closed that evening' });
    const cancelled = await create(loft, { date: d3, title: 'Cancelled one' });
    await t.app.inject({ method: 'DELETE', url: `/api/meetups/${cancelled}`, headers: organiser.headers });
    await create(elsewhere, { date: d1, title: 'Not theirs' });
    await create(hall, { date: dayFromNow(60), title: 'Outside the range' });

    const res = await calendar(owner, d1, d3);
    expect(res.statusCode).toBe(200);
    const rows = res.json().bookings as Array<Record<string, unknown>>;
    expect(rows.map((r) => [r.title, r.venue_name, r.booking_status])).toEqual([
      ['Pending one', 'Loft', 'pending'],
      ['Approved one', 'Hall', 'approved'],
    ]);
    expect(rows[0]).toMatchObject({ id: pending, date: d1, time: '14:00', time_zone: 'Europe/London' });
    expect(typeof rows[0].booking_expires_at).toBe('string');
    expect(rows[1]).toMatchObject({ id: approved, booking_expires_at: null, attendee_count: 0 });
    expect((await calendar(otherOwner, d1, d3)).json().bookings.map((r: { title: string }) => r.title)).toEqual(['Not theirs']);
    expect((await calendar(organiser, d1, d3)).json().bookings).toEqual([]);
    expect((await calendar(owner, d3, d1)).statusCode).toBe(400);
  });
});

describe('the month the calendar opens on (issue 27)', () => {
  it('names the owner’s next approved or pending booking from today, whatever range is asked, and none for someone with none', async () => {
    const newOwner = await member(t, 'venue');
    const venue = (await insertVenue(t.db, newOwner.id, { name: 'Next-booking hall' })).id;
    const today = dayFromNow(0);
    expect((await calendar(newOwner, today, today)).json().next_booking_date).toBeNull();
    const rejected = await create(venue, { date: dayFromNow(50), title: 'Refused' });
    await post(`/api/meetups/${rejected}/reject`, newOwner, { reason: 'Closed' });
    expect((await calendar(newOwner, today, today)).json().next_booking_date).toBeNull();
    await create(venue, { date: dayFromNow(70), title: 'Later request' });
    expect((await calendar(newOwner, today, today)).json().next_booking_date).toBe(dayFromNow(70));
    const sooner = await create(venue, { date: dayFromNow(55), title: 'Sooner' });
    await post(`/api/meetups/${sooner}/approve`, newOwner);
    // The range asked for is this week; the next booking is months ahead.
    const res = (await calendar(newOwner, today, dayFromNow(6))).json();
    expect(res.bookings).toEqual([]);
    expect(res.next_booking_date).toBe(dayFromNow(55));
    // Another owner's bookings are not theirs.
    expect((await calendar(otherOwner, today, today)).json().next_booking_date).not.toBe(dayFromNow(55));
  });
});
