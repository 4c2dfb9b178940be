import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { BOOKING_QUOTAS } from '../../server/limits/rules';
import { dayFromNow, forgetMeetupQuotas, spendMemberBookingQuota, freeDay, insertVenue, meetupBody, member, type Member } from '../helpers/meetup-fixtures';

// Policy table: actor kind × action, against a real PostgreSQL (issue "Tests that must exist").
let t: TestApp;
let who: Record<'basic' | 'organiser' | 'otherPro' | 'owner' | 'otherVenue' | 'admin', Member>;
let venueId: string;

beforeAll(async () => {
  t = await createTestApp();
  who = {
    basic: await member(t, 'basic'),
    organiser: await member(t, 'professional', { name: 'Olu Organiser' }),
    otherPro: await member(t, 'professional'),
    owner: await member(t, 'venue', { name: 'Vera Venue' }),
    otherVenue: await member(t, 'venue'),
    admin: await member(t, 'basic', { admin: true }), // admin is a flag, not a role
  };
  venueId = (await insertVenue(t.db, who.owner.id)).id;
});
afterAll(() => t.close());
// These tests make many meetups to check permissions; the creation quotas have their own tests.
beforeEach(() => forgetMeetupQuotas(t, Object.values(who).map((m) => m.id), [venueId]));

type Actor = keyof typeof who | 'anonymous';
const headers = (a: Actor) => (a === 'anonymous' ? {} : who[a].headers);

// Each meetup on a day of its own (approved bookings at one venue may not overlap); edits that
// keep the slot send the same date back.
const dateOf = new Map<string, string>();
async function newMeetup(status: 'pending' | 'approved') {
  const date = freeDay();
  const res = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: who.organiser.headers, payload: meetupBody(venueId, { date }) });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  dateOf.set(id, date);
  if (status === 'approved') {
    const ok = await t.app.inject({ method: 'POST', url: `/api/meetups/${id}/approve`, headers: who.owner.headers });
    expect(ok.statusCode, ok.body).toBe(200);
  }
  return id;
}

const actions: Record<string, (a: Actor) => Promise<number>> = {
  list: async (a) => (await t.app.inject({ url: '/api/meetups', headers: headers(a) })).statusCode,
  readPending: async (a) => (await t.app.inject({ url: `/api/meetups/${await newMeetup('pending')}`, headers: headers(a) })).statusCode,
  create: async (a) => (await t.app.inject({ method: 'POST', url: '/api/meetups', headers: headers(a), payload: meetupBody(venueId) })).statusCode,
  // Issue 9: the hour's quota used up (counted directly); who may not create at all still hears 403.
  createPastQuota: async (a) => {
    if (a !== 'anonymous') await spendMemberBookingQuota(t, who[a].id, BOOKING_QUOTAS.memberHour.points);
    return (await t.app.inject({ method: 'POST', url: '/api/meetups', headers: headers(a), payload: meetupBody(venueId) })).statusCode;
  },
  edit: async (a) => {
    const id = await newMeetup('approved');
    return (await t.app.inject({ method: 'PUT', url: `/api/meetups/${id}`, headers: headers(a), payload: meetupBody(venueId, { title: 'Renamed breakfast', date: dateOf.get(id) }) })).statusCode;
  },
  cancel: async (a) => (await t.app.inject({ method: 'DELETE', url: `/api/meetups/${await newMeetup('approved')}`, headers: headers(a) })).statusCode,
  approve: async (a) => (await t.app.inject({ method: 'POST', url: `/api/meetups/${await newMeetup('pending')}/approve`, headers: headers(a) })).statusCode,
  reject: async (a) =>
    (await t.app.inject({ method: 'POST', url: `/api/meetups/${await newMeetup('pending')}/reject`, headers: headers(a), payload: { reason: 'Closed for refurbishment' } })).statusCode,
  join: async (a) => (await t.app.inject({ method: 'POST', url: `/api/meetups/${await newMeetup('approved')}/attendance`, headers: headers(a), payload: {} })).statusCode,
  // Issue 12: venues free at the request's time, for its organiser (and admins).
  alternatives: async (a) => (await t.app.inject({ url: `/api/meetups/${await newMeetup('pending')}/alternatives`, headers: headers(a) })).statusCode,
  setRate: async (a) =>
    (await t.app.inject({ method: 'PUT', url: `/api/meetups/${await newMeetup('pending')}/rate-override`, headers: headers(a), payload: { venue_rate_override: 15000 } })).statusCode,
};

// 401 signed out; 403 known but not allowed; 404 when the meetup must stay invisible (pending);
// 409 for the organiser joining their own meetup (they host it).
const expected: Record<Actor, Record<keyof typeof actions, number>> = {
  anonymous: { list: 401, readPending: 401, create: 401, createPastQuota: 401, edit: 401, cancel: 401, approve: 401, reject: 401, join: 401, alternatives: 401, setRate: 401 },
  basic: { list: 403, readPending: 404, create: 403, createPastQuota: 403, edit: 403, cancel: 403, approve: 404, reject: 404, join: 403, alternatives: 404, setRate: 404 },
  organiser: { list: 200, readPending: 200, create: 201, createPastQuota: 429, edit: 200, cancel: 204, approve: 403, reject: 403, join: 409, alternatives: 200, setRate: 403 },
  otherPro: { list: 200, readPending: 404, create: 201, createPastQuota: 429, edit: 403, cancel: 403, approve: 404, reject: 404, join: 200, alternatives: 404, setRate: 404 },
  owner: { list: 403, readPending: 200, create: 403, createPastQuota: 403, edit: 403, cancel: 403, approve: 200, reject: 200, join: 403, alternatives: 403, setRate: 200 },
  otherVenue: { list: 403, readPending: 404, create: 403, createPastQuota: 403, edit: 403, cancel: 403, approve: 404, reject: 404, join: 403, alternatives: 404, setRate: 404 },
  admin: { list: 200, readPending: 200, create: 403, createPastQuota: 403, edit: 200, cancel: 204, approve: 200, reject: 200, join: 403, alternatives: 200, setRate: 200 },
};

describe('meetup policy table', () => {
  for (const [actor, row] of Object.entries(expected) as [Actor, Record<string, number>][]) {
    for (const [action, status] of Object.entries(row)) {
      it(`${actor} × ${action} → ${status}`, async () => {
        expect(await actions[action](actor)).toBe(status);
      });
    }
  }
});

describe('visibility of pending and rejected meetups', () => {
  it('lists approved meetups to professionals, pending ones only to organiser, venue owner and admins', async () => {
    const pending = await newMeetup('pending');
    const approved = await newMeetup('approved');
    const rejected = await newMeetup('pending');
    await t.app.inject({ method: 'POST', url: `/api/meetups/${rejected}/reject`, headers: who.owner.headers, payload: { reason: 'Double-booked that evening' } });
    const ids = async (m: Member) => ((await t.app.inject({ url: '/api/meetups?limit=100', headers: m.headers })).json().meetups as { id: string }[]).map((x) => x.id);
    const other = await ids(who.otherPro);
    expect(other).toContain(approved);
    expect(other).not.toContain(pending);
    expect(other).not.toContain(rejected);
    const mine = await ids(who.organiser);
    expect(mine).toEqual(expect.arrayContaining([approved, pending, rejected]));
    const admin = await ids(who.admin);
    expect(admin).toEqual(expect.arrayContaining([approved, pending, rejected]));
    const venueSide = (await t.app.inject({ url: '/api/venue-management', headers: who.owner.headers })).json();
    expect(venueSide.requests.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([approved, pending, rejected]));
    expect((await t.app.inject({ url: `/api/meetups/${rejected}`, headers: who.otherPro.headers })).statusCode).toBe(404);
    const forOrganiser = (await t.app.inject({ url: `/api/meetups/${rejected}`, headers: who.organiser.headers })).json();
    expect(forOrganiser.booking_status).toBe('rejected');
    expect(forOrganiser.rejection_reason).toBe('Double-booked that evening');
    expect(forOrganiser.rejected_at).toBeTruthy();
  });

  it('hides the venue rate override from members who are not party to the booking', async () => {
    const id = await newMeetup('approved');
    await t.app.inject({ method: 'PUT', url: `/api/meetups/${id}/rate-override`, headers: who.owner.headers, payload: { venue_rate_override: 12345 } });
    expect((await t.app.inject({ url: `/api/meetups/${id}`, headers: who.organiser.headers })).json().venue_rate_override).toBe(12345);
    expect((await t.app.inject({ url: `/api/meetups/${id}`, headers: who.otherPro.headers })).json().venue_rate_override).toBeNull();
  });
});

describe('creating and editing', () => {
  it('copies the venue name, address and coordinates and starts pending with abilities', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: who.organiser.headers, payload: meetupBody(venueId, { is_recurring: true, recurring_frequency: 'monthly', requires_dress_code: false, dress_code_type: 'formal' }) });
    expect(res.statusCode).toBe(201);
    const m = res.json();
    expect(m).toMatchObject({
      booking_status: 'pending',
      venue_name: 'The Guildhall',
      venue_address: 'Gresham Street, London EC2V 7HH',
      latitude: 51.5155,
      longitude: -0.0922,
      organizer_name: 'Olu Organiser',
      recurring_frequency: 'monthly',
      dress_code_type: null, // only when a dress code is required
      time: '08:30',
      time_zone: 'Europe/London',
      attendee_count: 0,
      abilities: { edit: true, cancel: true, decide: false, set_rate: false, join: false },
    });
  });

  it('refuses a capacity above the venue capacity, a past date, and a missing frequency; failures leave no trace', async () => {
    const before = await t.db.execute(sql`select count(*)::int as n from meetups`);
    const tooMany = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: who.organiser.headers, payload: meetupBody(venueId, { max_attendees: 81 }) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ error: 'capacity_exceeds_venue', message: 'This venue holds at most 80 people.' });
    const past = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: who.organiser.headers, payload: meetupBody(venueId, { date: dayFromNow(-2) }) });
    expect(past.statusCode).toBe(400);
    const noFreq = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: who.organiser.headers, payload: meetupBody(venueId, { is_recurring: true }) });
    expect(noFreq.statusCode).toBe(400);
    expect(noFreq.json().message).toContain('recurring_frequency');
    const after = await t.db.execute(sql`select count(*)::int as n from meetups`);
    expect(after.rows[0]).toEqual(before.rows[0]);
  });

  it('sends a changed slot back to the venue for approval', async () => {
    const id = await newMeetup('approved');
    const same = await t.app.inject({ method: 'PUT', url: `/api/meetups/${id}`, headers: who.organiser.headers, payload: meetupBody(venueId, { title: 'New title only', date: dateOf.get(id) }) });
    expect(same.json().booking_status).toBe('approved');
    const moved = await t.app.inject({ method: 'PUT', url: `/api/meetups/${id}`, headers: who.organiser.headers, payload: meetupBody(venueId, { date: dayFromNow(40) }) });
    expect(moved.json()).toMatchObject({ booking_status: 'pending', approved_at: null });
  });

  it('serves an .ics with the venue address and UTC times from the venue time zone', async () => {
    const id = await newMeetup('approved');
    // 30 days ahead, 08:30 London time.
    const res = await t.app.inject({ url: `/api/meetups/${id}/calendar.ics`, headers: who.otherPro.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const body = res.body.replace(/\r\n /g, '');
    expect(body).toContain('LOCATION:The Guildhall\\, Gresham Street\\, London EC2V 7HH');
    const m = (await t.app.inject({ url: `/api/meetups/${id}`, headers: who.otherPro.headers })).json();
    const start = new Date(m.starts_at);
    const londonHour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hourCycle: 'h23' }).format(start));
    expect(londonHour).toBe(8);
    expect(body).toContain(`DTSTART:${m.starts_at.replace(/[-:]/g, '').replace('.000', '')}`);
    expect(body).toContain('X-WR-TIMEZONE:Europe/London');
  });

  it('tokyo venue: local 19:00 is 10:00 UTC', async () => {
    const tokyo = await insertVenue(t.db, who.owner.id, { name: 'Shibuya Hub', address: 'Shibuya, Tokyo', latitude: 35.6595, longitude: 139.7005 });
    const res = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: who.organiser.headers, payload: meetupBody(tokyo.id, { time: '19:00' }) });
    const m = res.json();
    expect(m.time_zone).toBe('Asia/Tokyo');
    expect(m.starts_at.slice(11, 16)).toBe('10:00');
  });
});

describe('sharing and venue pages', () => {
  it('serves Open Graph tags for approved meetups only', async () => {
    const { ogTagsFor } = await import('../../server/venues/og');
    const req = (id: string) => ({ url: `/meetups/${id}`, protocol: 'http', host: 'localhost:3000' }) as never;
    const approved = await newMeetup('approved');
    const tags = await ogTagsFor({ db: t.db, config: t.config }, req(approved));
    expect(tags).toMatchObject({ title: 'Civic tech breakfast · Civic Connect', url: `http://localhost:3000/meetups/${approved}`, type: 'event' });
    expect(tags?.description).toContain('The Guildhall');
    expect(await ogTagsFor({ db: t.db, config: t.config }, req(await newMeetup('pending')))).toBeNull();
  });

  it('lets any signed-in member list what is on at one venue', async () => {
    const approved = await newMeetup('approved');
    const pending = await newMeetup('pending');
    for (const m of [who.basic, who.otherVenue]) {
      const res = await t.app.inject({ url: `/api/meetups?venue_id=${venueId}&limit=100`, headers: m.headers });
      expect(res.statusCode).toBe(200);
      const ids = res.json().meetups.map((x: { id: string }) => x.id);
      expect(ids).toContain(approved);
      expect(ids).not.toContain(pending);
    }
    expect((await t.app.inject({ url: '/api/meetups', headers: who.basic.headers })).statusCode).toBe(403);
  });
});
