import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dayFromNow, forgetMeetupQuotas, insertVenue, meetupBody, member, type Member } from '../helpers/meetup-fixtures';

// Issue 25: an error about one input names it — { error, message, field } — so a form shows the
// message by that input without reading the text. Errors about no one input carry no field.
let t: TestApp;
let organiser: Member;
let owner: Member;
let venueId: string;

beforeAll(async () => {
  t = await createTestApp();
  organiser = await member(t, 'professional');
  owner = await member(t, 'venue');
  venueId = (await insertVenue(t.db, owner.id, { capacity: 30, minBookingHours: 2, weekendAvailable: false })).id;
});
afterAll(() => t.close());
beforeEach(() => forgetMeetupQuotas(t, [organiser.id], [venueId]));

const create = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: body });
/** A weekday at least `days` on (the venue takes no weekend bookings). */
const weekday = (days: number) => {
  for (let d = days; ; d++) {
    const day = new Date(`${dayFromNow(d)}T12:00:00Z`).getUTCDay();
    if (day !== 0 && day !== 6) return dayFromNow(d);
  }
};

describe('errors name their field', () => {
  it('validation errors carry the first problem’s input', async () => {
    const res = await create(meetupBody(venueId, { title: '', date: weekday(20), duration: 120 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request', field: 'title' });
    const query = await t.app.inject({ url: '/api/meetups?limit=0', headers: organiser.headers });
    expect(query.json()).toMatchObject({ error: 'invalid_request', field: 'limit' });
  });

  it('domain errors about one input name it', async () => {
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ date: dayFromNow(-2), duration: 120 }, 'meetup_in_past', 'date', 'Choose a date and time in the future.'],
      [{ date: weekday(20), duration: 120, max_attendees: 31 }, 'capacity_exceeds_venue', 'max_attendees', 'This venue holds at most 30 people.'],
      [{ date: weekday(21), duration: 60 }, 'booking_too_short', 'duration', 'This venue takes bookings of at least 2 hours.'],
      [{ date: weekday(22), duration: 120, venue_id: '00000000-0000-4000-8000-000000000001' }, 'venue_not_found', 'venue_id', 'That venue does not exist.'],
    ];
    for (const [over, error, field, message] of cases) {
      const res = await create(meetupBody(venueId, over));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error, field, message });
    }
    const saturday = (() => {
      for (let d = 20; ; d++) if (new Date(`${dayFromNow(d)}T12:00:00Z`).getUTCDay() === 6) return dayFromNow(d);
    })();
    expect((await create(meetupBody(venueId, { date: saturday, duration: 120 }))).json()).toMatchObject({ error: 'venue_closed_weekends', field: 'date' });
  });

  it('an overlap names the time, and lowering capacity below the joined names max_attendees', async () => {
    const date = weekday(30);
    const first = await create(meetupBody(venueId, { date, time: '10:00', duration: 120 }));
    expect(first.statusCode, first.body).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${first.json().id}/approve`, headers: owner.headers })).statusCode).toBe(200);
    const request = await create(meetupBody(venueId, { date, time: '11:00', duration: 120 }));
    const clash = await t.app.inject({ method: 'POST', url: `/api/meetups/${request.json().id}/approve`, headers: owner.headers });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ error: 'booking_conflict', field: 'time' });

    const joiner = await member(t, 'professional');
    expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${first.json().id}/attendance`, headers: joiner.headers, payload: { attending: true } })).statusCode).toBe(200);
    const second = await member(t, 'professional');
    expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${first.json().id}/attendance`, headers: second.headers, payload: { attending: true } })).statusCode).toBe(200);
    const lower = await t.app.inject({ method: 'PUT', url: `/api/meetups/${first.json().id}`, headers: organiser.headers, payload: meetupBody(venueId, { date, time: '10:00', duration: 120, max_attendees: 1 }) });
    expect(lower.statusCode).toBe(400);
    expect(lower.json()).toMatchObject({ error: 'capacity_below_attendees', field: 'max_attendees', message: '2 people have already joined; allow at least 2.' });
  });

  it('errors about no one input have no field', async () => {
    const basic = await member(t, 'basic');
    const refused = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: basic.headers, payload: meetupBody(venueId, { date: weekday(40), duration: 120 }) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).not.toHaveProperty('field');
  });

  it('documents field in the OpenAPI error schema', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.components.schemas.ApiError.properties.field).toMatchObject({ type: 'string' });
  });
});
