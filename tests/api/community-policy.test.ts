import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetupAttendees } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dayFromNow, insertMeetup, insertVenue } from '../helpers/meetup-fixtures';
import { cast, person, type Kind, type Person } from '../helpers/venue-fixtures';
import { hideProfile, insertComment, insertSeries, pastMeetupAt } from '../helpers/community-fixtures';

// Issue 16's endpoints, actor kind × action → HTTP status. Besides the seven kinds of every
// policy table: the meetup's organiser and one of its attendees (both professionals).
// Comments are on an approved upcoming meetup at the owner's venue; "deleteOthers" deletes a
// comment someone else wrote; "rate" rates the venue, where the organiser and the attendee were
// at a meetup that has already taken place.
type Who = Kind | 'organiser' | 'attendee';
type Action = 'listComments' | 'postComment' | 'deleteOwn' | 'deleteOthers' | 'member' | 'hiddenMember' | 'readSeries' | 'approveSeries' | 'joinSeries' | 'seriesCalendar' | 'rate';

const TABLE: Record<Who, Record<Action, number>> = {
  anonymous: { listComments: 401, postComment: 401, deleteOwn: 401, deleteOthers: 401, member: 401, hiddenMember: 401, readSeries: 401, approveSeries: 401, joinSeries: 401, seriesCalendar: 401, rate: 401 },
  basic: { listComments: 403, postComment: 403, deleteOwn: 403, deleteOthers: 403, member: 200, hiddenMember: 403, readSeries: 404, approveSeries: 404, joinSeries: 404, seriesCalendar: 404, rate: 403 },
  professional: { listComments: 200, postComment: 403, deleteOwn: 204, deleteOthers: 403, member: 200, hiddenMember: 403, readSeries: 404, approveSeries: 404, joinSeries: 200, seriesCalendar: 200, rate: 403 },
  attendee: { listComments: 200, postComment: 201, deleteOwn: 204, deleteOthers: 403, member: 200, hiddenMember: 403, readSeries: 404, approveSeries: 404, joinSeries: 200, seriesCalendar: 200, rate: 200 },
  organiser: { listComments: 200, postComment: 201, deleteOwn: 204, deleteOthers: 204, member: 200, hiddenMember: 403, readSeries: 200, approveSeries: 403, joinSeries: 409, seriesCalendar: 200, rate: 200 },
  owner: { listComments: 200, postComment: 403, deleteOwn: 204, deleteOthers: 403, member: 200, hiddenMember: 403, readSeries: 200, approveSeries: 200, joinSeries: 403, seriesCalendar: 200, rate: 403 },
  otherVenue: { listComments: 403, postComment: 403, deleteOwn: 403, deleteOthers: 403, member: 200, hiddenMember: 403, readSeries: 404, approveSeries: 404, joinSeries: 404, seriesCalendar: 404, rate: 403 },
  admin: { listComments: 200, postComment: 403, deleteOwn: 204, deleteOthers: 204, member: 200, hiddenMember: 200, readSeries: 200, approveSeries: 200, joinSeries: 200, seriesCalendar: 200, rate: 403 },
  suspended: { listComments: 403, postComment: 403, deleteOwn: 403, deleteOthers: 403, member: 403, hiddenMember: 403, readSeries: 403, approveSeries: 403, joinSeries: 403, seriesCalendar: 403, rate: 403 },
};

let t: TestApp;
let people: Record<Who, Person>;
let venueId: string;
let meetupId: string;
let hidden: Person;

beforeAll(async () => {
  t = await createTestApp();
  people = { ...(await cast(t)), organiser: await person(t, 'professional', { name: 'Orla Organiser' }), attendee: await person(t, 'professional', { name: 'Ade Attendee' }) };
  venueId = (await insertVenue(t.db, people.owner.id)).id;
  meetupId = (await insertMeetup(t.db, people.organiser.id, { venueId, date: dayFromNow(20) })).id;
  await t.db.insert(meetupAttendees).values({ meetupId, userId: people.attendee.id });
  await pastMeetupAt(t.db, venueId, people.organiser.id, [people.attendee.id]);
  hidden = await person(t, 'professional', { name: 'Hana Hidden' });
  await hideProfile(t.db, hidden.id);
});
afterAll(() => t.close());

async function attempt(who: Who, action: Action): Promise<number> {
  const headers = people[who].headers;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) }).then((r) => r.statusCode);
  switch (action) {
    case 'listComments':
      return inject('GET', `/api/meetups/${meetupId}/comments`);
    case 'postComment':
      return inject('POST', `/api/meetups/${meetupId}/comments`, { body: `Hello from ${who}` });
    case 'deleteOwn': {
      // Anonymous has no comments of its own: it tries the attendee's.
      const c = await insertComment(t.db, meetupId, who === 'anonymous' ? people.attendee.id : people[who].id);
      return inject('DELETE', `/api/meetups/${meetupId}/comments/${c.id}`);
    }
    case 'deleteOthers': {
      const c = await insertComment(t.db, meetupId, who === 'attendee' ? people.organiser.id : people.attendee.id);
      return inject('DELETE', `/api/meetups/${meetupId}/comments/${c.id}`);
    }
    case 'member':
      return inject('GET', `/api/members/${people.attendee.id}`);
    case 'hiddenMember':
      return inject('GET', `/api/members/${hidden.id}`);
    case 'readSeries': {
      const { series } = await insertSeries(t.db, people.organiser.id, venueId, { firstDay: 200 + Object.keys(TABLE).indexOf(who) * 30 });
      return inject('GET', `/api/series/${series.id}`);
    }
    case 'approveSeries': {
      const { series } = await insertSeries(t.db, people.organiser.id, venueId, { firstDay: 500 + Object.keys(TABLE).indexOf(who) * 30 });
      return inject('POST', `/api/series/${series.id}/approve`);
    }
    case 'joinSeries': {
      const { series } = await insertSeries(t.db, people.organiser.id, venueId, { status: 'approved', firstDay: 800 + Object.keys(TABLE).indexOf(who) * 30 });
      return inject('POST', `/api/series/${series.id}/attendance`, { attending: true });
    }
    case 'seriesCalendar': {
      const { series } = await insertSeries(t.db, people.organiser.id, venueId, { status: 'approved', firstDay: 1100 + Object.keys(TABLE).indexOf(who) * 30 });
      return inject('GET', `/api/series/${series.id}/calendar.ics`);
    }
    case 'rate':
      return inject('PUT', `/api/venues/${venueId}/rating`, { score: 4 });
  }
}

describe('community policy table (issue 16)', () => {
  const rows = (Object.keys(TABLE) as Who[]).flatMap((who) => (Object.keys(TABLE[who]) as Action[]).map((action) => [who, action, TABLE[who][action]] as const));
  it.each(rows)('%s × %s → %i', async (who, action, expected) => {
    expect(await attempt(who, action)).toBe(expected);
  });

  it('a hidden profile is still shown to its owner', async () => {
    const res = await t.app.inject({ url: `/api/members/${hidden.id}`, headers: hidden.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_self: true, show_profile: false, name: 'Hana Hidden' });
  });
});
