import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '../../server/db/capped-count';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { member, type Member } from '../helpers/meetup-fixtures';

// Issue 30, "counts labelled as estimates where they are": every counted list reads at most
// COUNT_CAP + 1 rows (server/db/capped-count.ts) and says when it stopped — exactly COUNT_CAP rows
// is an exact count, one more is "at least 1,000" (`…_capped: true`), never an invented number.
let t: TestApp;
let exact: Member; // exactly COUNT_CAP of everything
let over: Member; // COUNT_CAP + 1 of everything

/** `n` notifications, and `n` plain accounts (counting needs rows, not working members) following and connected to `target`. */
async function give(target: Member, n: number, prefix: string) {
  await t.db.execute(sql`insert into users (email) select ${prefix} || '.' || i || '@capped.example.com' from generate_series(1, ${n}) i`);
  const others = sql`(select id from users where email like ${`${prefix}.%@capped.example.com`})`;
  await t.db.execute(sql`insert into notifications (user_id, type, title, message, data)
    select ${target.id}, 'venue_booking', 'Note ' || i, 'Hello', '{}'::jsonb from generate_series(1, ${n}) i`);
  await t.db.execute(sql`insert into follows (follower_id, organiser_id) select o.id, ${target.id}::uuid from ${others} o`);
  await t.db.execute(sql`insert into connections (user_a_id, user_b_id)
    select least(o.id, ${target.id}::uuid), greatest(o.id, ${target.id}::uuid) from ${others} o`);
}

beforeAll(async () => {
  t = await createTestApp();
  exact = await member(t, 'professional');
  over = await member(t, 'professional');
  await give(exact, COUNT_CAP, 'exact');
  await give(over, COUNT_CAP + 1, 'over');
});
afterAll(() => t.close());

const get = async (who: Member, url: string) => {
  const res = await t.app.inject({ url, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('counts labelled as estimates where they are', () => {
  it('unread notifications', async () => {
    expect(await get(exact, '/api/notifications')).toMatchObject({ unread_count: 1000, unread_capped: false });
    expect(await get(over, '/api/notifications')).toMatchObject({ unread_count: 1000, unread_capped: true });
  });

  it('followers: the count anyone reads, the organiser page and the owner\'s list', async () => {
    expect(await get(exact, `/api/follows/organiser/${exact.id}`)).toMatchObject({ follower_count: 1000, follower_count_capped: false });
    expect(await get(over, `/api/follows/organiser/${over.id}`)).toMatchObject({ follower_count: 1000, follower_count_capped: true });
    const visitor = await t.app.inject({ url: `/api/public/organisers/${over.id}` });
    expect(visitor.json()).toMatchObject({ follower_count: 1000, follower_count_capped: true });
    expect(await get(exact, `/api/follows/organiser/${exact.id}/followers`)).toMatchObject({ total: 1000, total_capped: false });
    expect(await get(over, `/api/follows/organiser/${over.id}/followers`)).toMatchObject({ total: 1000, total_capped: true });
  });

  it('connections: the member\'s own list and what their profile shows', async () => {
    expect(await get(exact, '/api/connections')).toMatchObject({ total: 1000, total_capped: false });
    expect(await get(over, '/api/connections')).toMatchObject({ total: 1000, total_capped: true });
    expect(await get(exact, `/api/members/${over.id}/connections`)).toMatchObject({ shown: true, count: 1000, count_capped: true });
    expect(await get(over, `/api/members/${exact.id}/connections`)).toMatchObject({ shown: true, count: 1000, count_capped: false });
  });

  it('the OpenAPI document says what the flags mean', async () => {
    const doc = JSON.stringify((await t.app.inject({ url: '/api/openapi.json' })).json());
    for (const field of ['unread_capped', 'follower_count_capped', 'total_capped', 'count_capped']) expect(doc).toContain(field);
    expect(doc).toContain('Counting stopped at 1,000');
  });
});
