import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backfillOccupancy } from '../../server/bookings/backfill-occupancy';
import { meetups } from '../../server/db/schema/index';
import { localToInstant } from '../../server/meetups/time';
import type { TestApp } from '../helpers/test-app';
import { appWithOrganiserAndOwner, freeDay, insertMeetup, insertVenue, meetupBody, member, type Member, forgetMeetupQuotas } from '../helpers/meetup-fixtures';
import { addDays, daysFromNow, nextDayWithOffset } from '../helpers/dates';

// A venue's time is a resource (issue 12, docs/decisions/0017): approved bookings at one venue
// never overlap, setup time included, enforced by PostgreSQL.
let t: TestApp, organiser: Member, owner: Member;
beforeAll(async () => ({ t, organiser, owner } = await appWithOrganiserAndOwner()));
afterAll(() => t.close());
// These tests are about venue time; the booking quotas have their own tests (quotas.test.ts).
beforeEach(() => forgetMeetupQuotas(t, [organiser.id], []));

const request = async (venueId: string, date: string, time: string, duration: number) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(venueId, { date, time, duration }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; booking_status: string };
};
const approve = (id: string) => t.app.inject({ method: 'POST', url: `/api/meetups/${id}/approve`, headers: owner.headers });
const longDate = (d: string) => new Date(`${d}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

describe('approving', () => {
  it('refuses a request overlapping an approved booking with 409 naming its time; pending ones may overlap', async () => {
    const venue = await insertVenue(t.db, owner.id);
    const day = freeDay();
    const first = await request(venue.id, day, '10:00', 120);
    const second = await request(venue.id, day, '10:30', 60); // pending requests overlap freely
    expect(second.booking_status).toBe('pending');
    expect((await approve(first.id)).statusCode).toBe(200);
    const refused = await approve(second.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'booking_conflict', message: `This time overlaps an approved booking at this venue on ${longDate(day)} 10:00–12:00.` });
    // The date in the request's language too, not only the sentence (issue 29).
    const german = await t.app.inject({ method: 'POST', url: `/api/meetups/${second.id}/approve`, headers: { ...owner.headers, 'accept-language': 'de' } });
    const deDay = new Date(`${day}T12:00:00Z`).toLocaleDateString('de', { dateStyle: 'full', timeZone: 'UTC' });
    expect(german.json()).toMatchObject({ error: 'booking_conflict', message: `Diese Zeit überschneidet sich mit einer bestätigten Buchung an diesem Veranstaltungsort am ${deDay} 10:00–12:00.` });
    const [row] = await t.db.select().from(meetups).where(eq(meetups.id, second.id));
    expect(row.bookingStatus).toBe('pending'); // the owner may still reject it
    expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${second.id}/reject`, headers: owner.headers, payload: { reason: 'Taken' } })).statusCode).toBe(200);
  });

  it('allows back-to-back bookings', async () => {
    const venue = await insertVenue(t.db, owner.id, { setupTime: 0 });
    const day = freeDay();
    const a = await request(venue.id, day, '10:00', 120);
    const b = await request(venue.id, day, '12:00', 60);
    const c = await request(venue.id, day, '09:00', 60);
    for (const m of [a, b, c]) expect((await approve(m.id)).statusCode).toBe(200);
  });

  it('counts setup time before and after each booking', async () => {
    const venue = await insertVenue(t.db, owner.id, { setupTime: 30 });
    const day = freeDay();
    const a = await request(venue.id, day, '10:00', 120); // holds 09:30–12:30
    expect((await approve(a.id)).statusCode).toBe(200);
    const tooClose = await request(venue.id, day, '12:45', 60); // holds 12:15–14:15
    const res = await approve(tooClose.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('10:00–12:00');
    const clear = await request(venue.id, day, '13:00', 60); // holds 12:30–14:30: touches, does not overlap
    expect((await approve(clear.id)).statusCode).toBe(200);
  });

  it('holds in PostgreSQL itself: a direct write of an overlapping approved booking fails', async () => {
    const venue = await insertVenue(t.db, owner.id);
    const day = freeDay();
    const a = await request(venue.id, day, '18:00', 60);
    expect((await approve(a.id)).statusCode).toBe(200);
    const [row] = await t.db.select({ occupies: meetups.occupies }).from(meetups).where(eq(meetups.id, a.id));
    await expect(insertMeetup(t.db, organiser.id, { venueId: venue.id, date: day, time: '18:00', occupies: row.occupies })).rejects.toThrow();
  });

  it('a booking whose venue also has other venues’ bookings at that time is unaffected', async () => {
    const v1 = await insertVenue(t.db, owner.id);
    const v2 = await insertVenue(t.db, owner.id, { name: 'Second Hall' });
    const day = freeDay();
    expect((await approve((await request(v1.id, day, '10:00', 60)).id)).statusCode).toBe(200);
    expect((await approve((await request(v2.id, day, '10:00', 60)).id)).statusCode).toBe(200);
  });
});

describe('existing data', () => {
  it('the backfill gives old rows their range; of two overlapping old approvals the earlier keeps it', async () => {
    const venue = await insertVenue(t.db, owner.id, { setupTime: 15 });
    const day = freeDay();
    const base = { venueId: venue.id, date: day, latitude: venue.latitude, longitude: venue.longitude };
    const earlier = await insertMeetup(t.db, organiser.id, { ...base, time: '10:00', duration: 120, approvedAt: new Date(Date.now() - 2 * 86_400_000) });
    const later = await insertMeetup(t.db, organiser.id, { ...base, time: '10:30', duration: 60, approvedAt: new Date(Date.now() - 86_400_000) });
    const pending = await insertMeetup(t.db, organiser.id, { ...base, time: '11:00', duration: 60, bookingStatus: 'pending', approvedAt: null });
    const result = await backfillOccupancy(t.db);
    expect(result.leftOverlapping).toBeGreaterThanOrEqual(1);
    const { rows } = await t.db.execute<{ id: string; occupies: string | null; status: string; lower: string | null; upper: string | null }>(
      sql`select id, occupies::text as occupies, booking_status as status, lower(occupies)::text as lower, upper(occupies)::text as upper from meetups where id in (${earlier.id}, ${later.id}, ${pending.id})`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    // 10:00 London time on that day, less 15 minutes of setup; 12:00 plus 15 after.
    const start = localToInstant(day, '10:00', 'Europe/London').getTime();
    expect(new Date(byId.get(earlier.id)!.lower!).getTime()).toBe(start - 15 * 60_000);
    expect(new Date(byId.get(earlier.id)!.upper!).getTime()).toBe(start + 135 * 60_000);
    expect(byId.get(later.id)).toMatchObject({ occupies: null, status: 'approved' });
    expect(byId.get(pending.id)?.occupies).not.toBeNull();
    expect((await backfillOccupancy(t.db)).filled).toBe(0); // idempotent
  });
});

describe('availability', () => {
  it('shows approved bookings to everyone without details, and the caller’s own pending requests as mine', async () => {
    const venue = await insertVenue(t.db, owner.id, { setupTime: 30 });
    const other = await member(t, 'professional');
    const basic = await member(t, 'basic');
    const day = nextDayWithOffset('Europe/London', '+01:00'); // London summer time: 10:00 local is 09:00 UTC
    const approved = await request(venue.id, day, '10:00', 120);
    expect((await approve(approved.id)).statusCode).toBe(200);
    await request(venue.id, day, '15:00', 60); // the organiser's pending request
    const othersPending = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: other.headers, payload: meetupBody(venue.id, { date: day, time: '17:00', duration: 60 }) });
    expect(othersPending.statusCode).toBe(201);
    const ask = (who: Member, q = `from=${day}&to=${day}`) => t.app.inject({ url: `/api/venues/${venue.id}/availability?${q}`, headers: who.headers });

    const mine = await ask(organiser);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      time_zone: 'Europe/London',
      busy: [
        { start: `${day}T08:30:00.000Z`, end: `${day}T11:30:00.000Z`, mine: true, status: 'approved' },
        { start: `${day}T13:30:00.000Z`, end: `${day}T15:30:00.000Z`, mine: true, status: 'pending' },
      ],
    });
    const theirs = (await ask(basic)).json();
    expect(theirs.busy).toEqual([{ start: `${day}T08:30:00.000Z`, end: `${day}T11:30:00.000Z`, mine: false, status: 'approved' }]);
    expect(JSON.stringify(theirs)).not.toMatch(/title|organi[sz]er|Civic tech/);
    expect((await ask(other)).json().busy.map((b: { status: string; mine: boolean }) => [b.status, b.mine])).toEqual([['approved', false], ['pending', true]]);
    // The day before and after (the venue's dates) hold nothing.
    expect((await ask(basic, `from=${addDays(day, -1)}&to=${addDays(day, -1)}`)).json().busy).toEqual([]);
    expect((await ask(basic, `from=${addDays(day, 1)}&to=${addDays(day, 1)}`)).json().busy).toEqual([]);
  });

  it('refuses bad ranges with a clear 400 and unknown venues with 404', async () => {
    const venue = await insertVenue(t.db, owner.id);
    const bad = async (q: string) => {
      const res = await t.app.inject({ url: `/api/venues/${venue.id}/availability?${q}`, headers: organiser.headers });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toBeTruthy();
      return res.json().message as string;
    };
    const from = daysFromNow(30);
    expect(await bad(`from=${from}&to=${addDays(from, 63)}`)).toBe('Ask for at most 62 days at a time.');
    await bad(`from=${addDays(from, 9)}&to=${from}`);
    await bad('from=2027-02-30&to=2027-03-01');
    await bad(`from=yesterday&to=${from}`);
    await bad(`to=${from}`);
    expect((await t.app.inject({ url: `/api/venues/${venue.id}/availability?from=${from}&to=${addDays(from, 61)}`, headers: organiser.headers })).statusCode).toBe(200);
    const unknown = await t.app.inject({ url: `/api/venues/00000000-0000-4000-8000-000000000009/availability?from=${from}&to=${addDays(from, 1)}`, headers: organiser.headers });
    expect(unknown.statusCode).toBe(404);
  });
});
