import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dayFromNow, insertMeetup, insertVenue } from '../helpers/meetup-fixtures';
import { cast, person, type Kind, type Person } from '../helpers/venue-fixtures';

// Issue 15's endpoints, actor kind × action → HTTP status: the 7 kinds of the other policy
// tables, plus the meetup's co-host, its organiser and one of its attendees. Allowed callers of
// `decide` get 404 (there is no request from that member): the point is 403 for everyone else.
type Actor = Kind | 'cohost' | 'organiser' | 'attendee';
type Action = 'attendees' | 'csv' | 'ticket' | 'checkIn' | 'undoCheckIn' | 'decide' | 'addCohost' | 'removeCohost' | 'announce' | 'removeAttendee';

const none = { attendees: 403, csv: 403, ticket: 403, checkIn: 403, undoCheckIn: 403, decide: 403, addCohost: 403, removeCohost: 403, announce: 403, removeAttendee: 403 };
const reader = { ...none, ticket: 404 };
const TABLE: Record<Actor, Record<Action, number>> = {
  anonymous: { attendees: 401, csv: 401, ticket: 401, checkIn: 401, undoCheckIn: 401, decide: 401, addCohost: 401, removeCohost: 401, announce: 401, removeAttendee: 401 },
  basic: none,
  professional: reader,
  owner: reader,
  otherVenue: none,
  suspended: none,
  admin: { attendees: 200, csv: 200, ticket: 404, checkIn: 200, undoCheckIn: 200, decide: 404, addCohost: 200, removeCohost: 200, announce: 202, removeAttendee: 404 },
  organiser: { attendees: 200, csv: 200, ticket: 404, checkIn: 200, undoCheckIn: 200, decide: 404, addCohost: 200, removeCohost: 200, announce: 202, removeAttendee: 404 },
  cohost: { attendees: 200, csv: 200, ticket: 404, checkIn: 200, undoCheckIn: 200, decide: 404, addCohost: 403, removeCohost: 403, announce: 202, removeAttendee: 404 },
  attendee: { ...reader, attendees: 200, ticket: 200 },
};

let t: TestApp;
let people: Record<Actor, Person>;
let meetupId: string;
let extra: Person;

beforeAll(async () => {
  t = await createTestApp();
  const base = await cast(t);
  const organiser = await person(t, 'professional', { name: 'Orla Organiser' });
  const cohost = await person(t, 'professional', { name: 'Cal Cohost' });
  const attendee = await person(t, 'professional', { name: 'Ari Attendee' });
  extra = await person(t, 'professional');
  people = { ...base, organiser, cohost, attendee };
  const venue = await insertVenue(t.db, base.owner.id);
  meetupId = (await insertMeetup(t.db, organiser.id, { venueId: venue.id, date: dayFromNow(12), maxAttendees: 10, latitude: 51.5, longitude: -0.1 })).id;
  expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${meetupId}/attendance`, headers: attendee.headers, payload: { attending: true } })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${meetupId}/cohosts`, headers: organiser.headers, payload: { user_id: cohost.id } })).statusCode).toBe(200);
});
afterAll(() => t.close());

async function attempt(actor: Actor, action: Action): Promise<number> {
  const headers = people[actor].headers;
  const base = `/api/meetups/${meetupId}`;
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, headers, payload }).then((r) => r.statusCode);
  switch (action) {
    case 'attendees':
      return send('GET', `${base}/attendees`);
    case 'csv':
      return send('GET', `${base}/attendees.csv`);
    case 'ticket':
      return send('GET', `${base}/ticket`);
    case 'checkIn':
      return send('POST', `${base}/check-in`, { user_id: people.attendee.id });
    case 'undoCheckIn':
      return send('DELETE', `${base}/check-in/${people.attendee.id}`);
    case 'decide':
      return send('POST', `${base}/requests/${extra.id}`, { approve: true });
    case 'addCohost':
      return send('POST', `${base}/cohosts`, { user_id: extra.id });
    case 'removeCohost':
      return send('DELETE', `${base}/cohosts/${extra.id}`);
    case 'removeAttendee':
      // extra holds no place: allowed callers get 404 not_attending, everyone else 403.
      return send('DELETE', `${base}/attendees/${extra.id}`);
    case 'announce':
      return t.app.inject({ method: 'POST', url: `${base}/announcements`, headers, payload: { subject: `From ${actor}`, message: 'Hello' } }).then((r) => r.statusCode);
  }
}

describe('issue 15 policy table', () => {
  for (const [actor, row] of Object.entries(TABLE) as [Actor, Record<Action, number>][]) {
    for (const [action, status] of Object.entries(row) as [Action, number][]) {
      it(`${actor} × ${action} → ${status}`, async () => {
        expect(await attempt(actor, action)).toBe(status);
      });
    }
  }
});
