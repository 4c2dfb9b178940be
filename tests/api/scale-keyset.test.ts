// Issue 30: keyset pagination returns every row exactly once while rows are being added — the
// venue directory and a member's connections, paged on the scale data set (a small copy) while
// other members add venues and connections between the pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { SCALE_PASSWORD, scaleEmail, scaleId, scaleSizes, seedScale } from '../../server/db/seed-scale';
import { bearer } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SCALE = 0.003;
const sizes = scaleSizes(SCALE);
let t: TestApp;
let organiser: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const client = await t.db.$client.connect();
  try {
    await seedScale(client, { scale: SCALE, passwordHash: await hashPassword(SCALE_PASSWORD) });
  } finally {
    client.release();
  }
  const res = await t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: scaleEmail(1), password: SCALE_PASSWORD } });
  organiser = bearer(res.json().access_token);
}, 120_000);
afterAll(() => t?.close());

/** Follows next_cursor to the end, calling `between` after each page (another member's writes). */
async function pageThrough<T>(first: string, next: (cursor: string) => string, items: (body: Record<string, unknown>) => T[], between: (page: number) => Promise<void>) {
  const seen: T[] = [];
  let url: string | null = first;
  for (let page = 0; url; page++) {
    const res: { statusCode: number; body: string; json: () => unknown } = await t.app.inject({ method: 'GET', url, headers: organiser });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Record<string, unknown> & { next_cursor: string | null };
    seen.push(...items(body));
    await between(page);
    url = body.next_cursor ? next(body.next_cursor) : null;
  }
  return seen;
}

describe('keyset pages across concurrent inserts', () => {
  it('the venue directory lists every venue that existed exactly once while new venues are added', async () => {
    const before = (await t.db.$client.query<{ id: string }>(`select id from venues`)).rows.map((r) => r.id);
    expect(before.length).toBeGreaterThanOrEqual(20);
    const owner = scaleId('u', sizes.members);
    const seen = await pageThrough(
      '/api/venues?limit=4',
      (c) => `/api/venues?limit=4&cursor=${encodeURIComponent(c)}`,
      (b) => (b.venues as { id: string }[]).map((v) => v.id),
      async (page) => {
        // Two new venues land between every two pages: newest first, so they sort before the cursor.
        await t.db.$client.query(`insert into venues (name, address, owner_id, capacity) select 'Added while paging ' || $2 || '-' || g, '1 New Street, Leeds', $1, 30 from generate_series(1, 2) g`, [owner, page]);
      },
    );
    expect(new Set(seen).size).toBe(seen.length); // nothing twice
    expect(seen.filter((id) => before.includes(id)).sort()).toEqual([...before].sort()); // everything once
  });

  it("a member's connections list each connection that existed exactly once while others connect", async () => {
    const me = scaleId('u', 1);
    const before = (
      await t.db.$client.query<{ other: string }>(`select case when user_a_id = $1 then user_b_id else user_a_id end as other from connections where $1 in (user_a_id, user_b_id)`, [me])
    ).rows.map((r) => r.other);
    expect(before.length).toBeGreaterThanOrEqual(10);
    let n = sizes.members;
    const seen = await pageThrough(
      '/api/connections?limit=3',
      (c) => `/api/connections?limit=3&cursor=${encodeURIComponent(c)}`,
      (b) => (b.connections as { member: { id: string } }[]).map((c) => c.member.id),
      async () => {
        // A member nobody connected with yet connects with the organiser between pages.
        const other = scaleId('u', --n);
        await t.db.$client.query(`insert into connections (user_a_id, user_b_id) values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid)) on conflict do nothing`, [me, other]);
      },
    );
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => before.includes(id)).sort()).toEqual([...before].sort());
  });
});
