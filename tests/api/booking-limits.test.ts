import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHorizonDate } from '../../contracts/bookings';
import { calendarDateIn } from '../../contracts/format';
import { buildApp } from '../../server/app';
import { createDb } from '../../server/db/client';
import { meetups } from '../../server/db/schema/index';
import { BOOKING_QUOTAS } from '../../server/limits/rules';
import { dayFromNow, insertMeetup, insertVenue, meetupBody, member, spendMemberBookingQuota, type Member } from '../helpers/meetup-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { translator } from '../../server/i18n/translate';

/** A limit's message as the specification writes it (en-GB, the catalogue's source). */
const inEnglish = translator(null);

// Issue 24, bookings that cannot be hoarded: a horizon, every booking (instant or not, each date
// of a series) counted against the member's and the venue's quotas, a ceiling on one member's
// future hours at one venue, counted in one place inside the transaction (issue 25).
let t: TestApp;
let owner: Member;

// The defaults, as an installation runs them (the shared test app raises the ceiling for other files).
const CEILING_HOURS = 48;
const HORIZON_MONTHS = 18;

beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_MAX_FUTURE_HOURS_PER_VENUE: String(CEILING_HOURS), BOOKING_HORIZON_MONTHS: String(HORIZON_MONTHS) } });
  owner = await member(t, 'venue', { name: 'Vera Venue' });
});
afterAll(() => t.close());

const post = (who: Member, body: object, app = t.app) => app.inject({ method: 'POST', url: '/api/meetups', headers: who.headers, payload: body });
const put = (who: Member, id: string, body: object) => t.app.inject({ method: 'PUT', url: `/api/meetups/${id}`, headers: who.headers, payload: body });
const countOf = async (organizerId: string) => (await t.db.select({ id: meetups.id }).from(meetups).where(eq(meetups.organizerId, organizerId))).length;
/** The last bookable date for a venue in London (insertVenue's default coordinates). */
const horizonDate = (months = HORIZON_MONTHS) => bookingHorizonDate(calendarDateIn(new Date(), 'Europe/London'), months);
const dayAfter = (ymd: string, days = 1) => new Date(Date.parse(`${ymd}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the booking horizon', () => {
  it('takes a meetup on its last day and refuses the day after, and 9999-12-31, with a 400 naming the limit', async () => {
    const organiser = await member(t, 'professional');
    const venue = await insertVenue(t.db, owner.id);
    const last = horizonDate();
    expect((await post(organiser, meetupBody(venue.id, { date: last }))).statusCode).toBe(201);
    for (const date of [dayAfter(last), '9999-12-31']) {
      const res = await post(organiser, meetupBody(venue.id, { date }));
      expect(res.statusCode, date).toBe(400);
      expect(res.json()).toMatchObject({ error: 'booking_beyond_horizon', field: 'date', last_date: last });
      expect(res.json().message).toMatch(/^Bookings can be made up to 18 months ahead, until \w+day,? \d{1,2} \w+ \d{4}\. Choose an earlier date\.$/);
    }
    expect(await countOf(organiser.id)).toBe(1);
  });

  it('refuses a whole series whose last date falls past it, and creates none of it', async () => {
    const organiser = await member(t, 'professional');
    const venue = await insertVenue(t.db, owner.id);
    // 12 weekly dates starting five weeks before the horizon: the sixth onwards are past it.
    const res = await post(organiser, meetupBody(venue.id, { date: dayAfter(horizonDate(), -35), is_recurring: true, recurring_frequency: 'weekly' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'booking_beyond_horizon', field: 'recurring_until' });
    expect(res.json().message).toContain('this series would run until');
    expect(await countOf(organiser.id)).toBe(0);
  });

  it('refuses an edit that moves a meetup past it, and leaves the meetup as it was', async () => {
    const organiser = await member(t, 'professional');
    const venue = await insertVenue(t.db, owner.id);
    const created = (await post(organiser, meetupBody(venue.id))).json();
    const moved = await put(organiser, created.id, meetupBody(venue.id, { date: dayAfter(horizonDate()) }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error).toBe('booking_beyond_horizon');
    const [row] = await t.db.select().from(meetups).where(eq(meetups.id, created.id));
    expect(row.date).toBe(created.date);
  });

  it('is configured by BOOKING_HORIZON_MONTHS', async () => {
    const short = await createTestApp({ env: { BOOKING_HORIZON_MONTHS: '1' } });
    try {
      const organiser = await member(short, 'professional');
      const venue = await insertVenue(short.db, (await member(short, 'venue')).id);
      expect((await post(organiser, meetupBody(venue.id, { date: dayFromNow(20) }), short.app)).statusCode).toBe(201);
      const far = await post(organiser, meetupBody(venue.id, { date: dayFromNow(45) }), short.app);
      expect(far.statusCode).toBe(400);
      expect(far.json().message).toContain('up to 1 months ahead');
    } finally {
      await short.close();
    }
  });
});

describe('quotas count every booking', () => {
  it('counts instant bookings against the venue, and each date of a series', async () => {
    const instant = await insertVenue(t.db, owner.id, { name: 'Instant Hall', instantBooking: true });
    const [a, b, c] = [await member(t, 'professional'), await member(t, 'professional'), await member(t, 'professional')];
    const series = (who: Member, time: string) => post(who, meetupBody(instant.id, { date: dayFromNow(10), time, duration: 60, is_recurring: true, recurring_frequency: 'weekly' }));
    // Two series of 12 weekly dates, booked at once: 24 bookings, the venue's hour.
    const first = await series(a, '09:00');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().booking_status).toBe('approved');
    expect((await series(b, '11:00')).statusCode).toBe(201);
    const third = await post(c, meetupBody(instant.id, { date: dayFromNow(12), time: '15:00', duration: 60 }));
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ error: 'rate_limited', message: inEnglish(BOOKING_QUOTAS.venueHour.message) });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // Another venue still takes c's booking.
    expect((await post(c, meetupBody((await insertVenue(t.db, owner.id)).id))).statusCode).toBe(201);
  });

  it('stops a member whose series would take them past the hour’s quota', async () => {
    const organiser = await member(t, 'professional');
    const venue = await insertVenue(t.db, owner.id);
    await spendMemberBookingQuota(t, organiser.id, BOOKING_QUOTAS.memberHour.points - 11);
    // A series of 12 weekly dates is 12 bookings: one more than is left.
    const res = await post(organiser, meetupBody(venue.id, { duration: 60, is_recurring: true, recurring_frequency: 'weekly' }));
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(inEnglish(BOOKING_QUOTAS.memberHour.message));
    expect(await countOf(organiser.id)).toBe(0);
    // Eleven dates still fit.
    const until = dayAfter(dayFromNow(30), 70);
    expect((await post(organiser, meetupBody(venue.id, { duration: 60, is_recurring: true, recurring_frequency: 'weekly', recurring_until: until }))).statusCode).toBe(201);
    expect(await countOf(organiser.id)).toBe(11);
  });
});

describe('the ceiling on one member’s future hours at one venue', () => {
  it('refuses the audit’s block-booking: a weekly series of 12-hour meetups', async () => {
    const organiser = await member(t, 'professional');
    const venue = await insertVenue(t.db, owner.id, { name: 'Hoarded Hall', instantBooking: true });
    const res = await post(organiser, meetupBody(venue.id, { time: '08:00', duration: 720, is_recurring: true, recurring_frequency: 'weekly' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'booking_hours_limit',
      message: 'You already hold 0 hours of upcoming bookings at Hoarded Hall, and this request adds 144 hours; one member may hold at most 48 hours there. Cancel a booking or wait until some have taken place.',
    });
    expect(await countOf(organiser.id)).toBe(0);
  });

  it('counts pending and approved future bookings, not rejected, cancelled or past ones; other venues are apart', async () => {
    const organiser = await member(t, 'professional');
    const venue = await insertVenue(t.db, owner.id, { name: 'Ceiling Hall' });
    // Four dates of 12 hours: exactly the ceiling.
    const four = await post(organiser, meetupBody(venue.id, { time: '08:00', duration: 720, is_recurring: true, recurring_frequency: 'weekly', recurring_until: dayAfter(dayFromNow(30), 21) }));
    expect(four.statusCode, four.body).toBe(201);
    const more = meetupBody(venue.id, { date: dayFromNow(60), duration: 60 });
    const refused = await post(organiser, more);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('You already hold 48 hours of upcoming bookings at Ceiling Hall, and this request adds 1 hour;');
    // Past bookings do not count.
    await insertMeetup(t.db, organiser.id, { venueId: venue.id, date: dayFromNow(-3), duration: 600, bookingStatus: 'approved' });
    expect((await post(organiser, more)).statusCode).toBe(409);
    // Another venue is another ceiling.
    expect((await post(organiser, meetupBody((await insertVenue(t.db, owner.id)).id, { duration: 60 }))).statusCode).toBe(201);
    // Rejected: no longer held.
    const rejected = await t.app.inject({ method: 'POST', url: `/api/meetups/${four.json().id}/reject`, headers: owner.headers, payload: { reason: 'Closed that day' } });
    expect(rejected.statusCode).toBe(200);
    expect((await post(organiser, more)).statusCode).toBe(201);
    // 36 + 1 held; 11 more hours reach the ceiling exactly.
    expect((await post(organiser, meetupBody(venue.id, { date: dayFromNow(61), duration: 660 }))).statusCode).toBe(201);
    // An edit replaces the meetup's own hours: moving the 1-hour one is fine, making it 2 hours is not.
    const one = (await t.db.select().from(meetups).where(and(eq(meetups.organizerId, organiser.id), eq(meetups.date, dayFromNow(60)))))[0];
    expect((await put(organiser, one.id, { ...more, date: dayFromNow(62) })).statusCode).toBe(200);
    const tooLong = await put(organiser, one.id, { ...more, date: dayFromNow(62), duration: 120 });
    expect(tooLong.statusCode).toBe(409);
    expect(tooLong.json().error).toBe('booking_hours_limit');
  });
});

describe('quotas under concurrency (issue 25: one function, inside the transaction, under the row lock)', () => {
  it('two simultaneous requests on two app instances at the ceiling’s edge: exactly one is booked, five rounds', async () => {
    const db2 = createDb(t.dbUrl, 5);
    const second = await buildApp({ config: t.config, db: db2, emailTransport: { kind: 'outbox', deliver: async () => {} } });
    try {
      for (let round = 0; round < 5; round++) {
        const organiser = await member(t, 'professional');
        const venue = await insertVenue(t.db, owner.id, { name: `Edge Hall ${round}` });
        // 46.5 hours held (pending; a meetup lasts at most 12): one more 90-minute booking fits (48), two do not (49.5).
        for (const [i, hours] of [12, 12, 12, 10.5].entries()) await insertMeetup(t.db, organiser.id, { venueId: venue.id, date: dayFromNow(40 + i), duration: hours * 60, bookingStatus: 'pending', approvedAt: null });
        const results = await Promise.all([
          post(organiser, meetupBody(venue.id, { date: dayFromNow(50) })),
          post(organiser, meetupBody(venue.id, { date: dayFromNow(51) }), second),
        ]);
        expect(results.map((r) => r.statusCode).sort(), `round ${round}`).toEqual([201, 409]);
        expect(results.find((r) => r.statusCode === 409)!.json().error).toBe('booking_hours_limit');
        expect(await countOf(organiser.id)).toBe(5);
      }
    } finally {
      await second.close();
      await db2.$client.end();
    }
  });

  it('two simultaneous requests at the last place of the member’s hour: one is booked, one gets 429', async () => {
    const db2 = createDb(t.dbUrl, 5);
    const second = await buildApp({ config: t.config, db: db2, emailTransport: { kind: 'outbox', deliver: async () => {} } });
    try {
      for (let round = 0; round < 3; round++) {
        const organiser = await member(t, 'professional');
        await spendMemberBookingQuota(t, organiser.id, BOOKING_QUOTAS.memberHour.points - 1);
        const [v1, v2] = [await insertVenue(t.db, owner.id), await insertVenue(t.db, owner.id)];
        const results = await Promise.all([post(organiser, meetupBody(v1.id)), post(organiser, meetupBody(v2.id), second)]);
        expect(results.map((r) => r.statusCode).sort(), `round ${round}`).toEqual([201, 429]);
        const { rows } = await t.db.execute<{ n: number }>(sql`select coalesce(sum(bookings), 0)::int as n from booking_requests where organizer_id = ${organiser.id}`);
        expect(rows[0].n).toBe(BOOKING_QUOTAS.memberHour.points);
      }
    } finally {
      await second.close();
      await db2.$client.end();
    }
  });
});
