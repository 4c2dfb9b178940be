import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createVenue, person, type Person } from '../helpers/venue-fixtures';

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
