import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createVenue, person, type Person } from '../helpers/venue-fixtures';
import { pastMeetupAt } from '../helpers/community-fixtures';
import { insertMeetup, londonIn } from '../helpers/meetup-fixtures';
import { meetupAttendees } from '../../server/db/schema/index';
import { daysFromNow } from '../helpers/dates';

let t: TestApp;
let owner: Person;
let rater: Person;
let second: Person;
let venueId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, 'venue');
  rater = await person(t, 'professional', { name: 'Rae Rater' });
  second = await person(t, 'basic');
  venueId = (await createVenue(t, owner)).id;
  // Only people who were there rate (issue 16): both were at a meetup here that took place.
  const host = await person(t, 'professional');
  await pastMeetupAt(t.db, venueId, host.id, [rater.id, second.id]);
});
afterAll(() => t.close());

const rate = (who: Person, body: unknown) => t.app.inject({ method: 'PUT', url: `/api/venues/${venueId}/rating`, headers: who.headers, payload: body as object });

describe('rating boundaries (docs/product.md §5: integer 1 to 5)', () => {
  it.each([
    [0, 400],
    [1, 200],
    [5, 200],
    [6, 400],
    [2.5, 400],
  ])('score %s → %i', async (score, status) => {
    const res = await rate(rater, { score });
    expect(res.statusCode).toBe(status);
    if (status === 400) expect(res.json()).toMatchObject({ error: 'invalid_request', message: 'score: Score must be a whole number from 1 to 5.' });
  });

  it('no session → 401; a string score → 400', async () => {
    expect((await rate({ id: '', email: '', headers: {} }, { score: 3 })).statusCode).toBe(401);
    expect((await rate(rater, { score: '3' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/venues/${venueId}/rating` })).statusCode).toBe(401);
  });
});

describe('one rating per venue and user', () => {
  it('upserts, averages, returns the caller’s own score and comment, and deletes only one’s own', async () => {
    let res = await rate(rater, { score: 2, comment: 'Cold room' });
    expect(res.json()).toEqual({ summary: { average: 2, count: 1 }, mine: { score: 2, comment: 'Cold room' }, ratings: [] });
    res = await rate(rater, { score: 4, comment: '  Warmer now  ' });
    expect(res.json().summary).toEqual({ average: 4, count: 1 });
    expect(res.json().mine).toEqual({ score: 4, comment: 'Warmer now' });
    res = await rate(second, { score: 5 });
    expect(res.json()).toMatchObject({ summary: { average: 4.5, count: 2 }, mine: { score: 5, comment: null } });

    const list = await t.app.inject({ method: 'GET', url: `/api/venues/${venueId}/ratings`, headers: rater.headers });
    expect(list.json().ratings.map((r: { score: number }) => r.score).sort()).toEqual([4, 5]);
    expect(list.json().ratings.find((r: { score: number }) => r.score === 4)).toMatchObject({ user_name: 'Rae Rater', comment: 'Warmer now' });
    const detail = await t.app.inject({ method: 'GET', url: `/api/venues/${venueId}`, headers: rater.headers });
    expect(detail.json().rating).toEqual({ average: 4.5, count: 2, mine: { score: 4, comment: 'Warmer now' } });
    const listed = await t.app.inject({ method: 'GET', url: '/api/venues', headers: rater.headers });
    expect(listed.json().venues.find((v: { id: string }) => v.id === venueId).rating).toEqual({ average: 4.5, count: 2 });

    const del = await t.app.inject({ method: 'DELETE', url: `/api/venues/${venueId}/rating`, headers: rater.headers });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ summary: { average: 5, count: 1 }, mine: null });
  });

  it('an owner cannot rate their own venue; unknown venues are 404', async () => {
    expect((await rate(owner, { score: 5 })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'PUT', url: '/api/venues/00000000-0000-4000-8000-000000000009/rating', headers: rater.headers, payload: { score: 3 } });
    expect(res.statusCode).toBe(404);
  });
});

describe('only people who were there (issue 16)', () => {
  const refusal = { error: 'rating_not_allowed', message: 'Only members who attended or organised a meetup at this venue can rate it, once the meetup has started.' };

  it('refuses a stranger with a message, and the venue page tells them they cannot rate', async () => {
    const stranger = await person(t, 'professional');
    const res = await rate(stranger, { score: 5 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject(refusal);
    const detail = await t.app.inject({ url: `/api/venues/${venueId}`, headers: stranger.headers });
    expect(detail.json().abilities.rate).toBe(false);
  });

  it('refuses the attendee of a meetup that has not started yet, accepts them once it has', async () => {
    const early = await person(t, 'professional');
    const host = await person(t, 'professional');
    // Starts in two hours (London wall clock: the venue is in London).
    const soon = await londonIn(2);
    const m = await insertMeetup(t.db, host.id, { venueId, date: soon.date, time: soon.time, latitude: 51.5, longitude: -0.1 });
    await t.db.insert(meetupAttendees).values({ meetupId: m.id, userId: early.id });
    expect((await rate(early, { score: 4 })).json()).toMatchObject(refusal);
    // The organiser of a future meetup was not there yet either.
    expect((await rate(host, { score: 4 })).statusCode).toBe(403);
    // Three hours on (the start is rounded up to a quarter hour): it has started.
    const { wasThere } = await import('../../server/ratings/was-there');
    expect(await wasThere(t.db, venueId, early.id, new Date(Date.now() + 3 * 3_600_000))).toBe(true);
    const started = await londonIn(-0.5);
    const begun = await insertMeetup(t.db, host.id, { venueId, date: started.date, time: started.time, latitude: 51.5, longitude: -0.1 });
    await t.db.insert(meetupAttendees).values({ meetupId: begun.id, userId: early.id });
    const res = await rate(early, { score: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json().mine).toEqual({ score: 4, comment: null });
    expect((await t.app.inject({ url: `/api/venues/${venueId}`, headers: early.headers })).json().abilities.rate).toBe(true);
  });

  it('does not count a cancelled meetup, and shows each rating with the member’s name and date', async () => {
    const host = await person(t, 'professional', { name: 'Cass Cancelled' });
    await insertMeetup(t.db, host.id, { venueId, date: daysFromNow(-30), time: '18:00', bookingStatus: 'cancelled', approvedAt: null });
    expect((await rate(host, { score: 1 })).statusCode).toBe(403);
    const list = (await t.app.inject({ url: `/api/venues/${venueId}/ratings`, headers: rater.headers })).json();
    for (const r of list.ratings) {
      expect(r.user_name).toEqual(expect.any(String));
      expect(new Date(r.updated_at).getTime()).not.toBeNaN();
    }
  });
});
