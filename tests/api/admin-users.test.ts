import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDto } from '../../contracts/admin';
import { bulkUsers, callFn, caller, type Caller } from '../helpers/admin-fixtures';
import { bearer } from '../helpers/auth';
import { insertVenue } from '../helpers/meetup-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await caller(t, 'professional', { admin: 0, name: 'Sam Admin' });
});
afterAll(() => t.close());

const list = async (body: Record<string, unknown>) => {
  const res = await callFn(t, 'admin-list-users', admin, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().users as AdminUserDto[];
};

describe('admin-list-users', () => {
  let bulk: Awaited<ReturnType<typeof bulkUsers>>;
  beforeAll(async () => {
    bulk = await bulkUsers(t, 30, { prefix: 'pager', name: (i) => `Pager Person ${String(i).padStart(2, '0')}` });
  });

  it('pages 25 at a time, newest accounts first, without overlap', async () => {
    const first = await list({ page: 1, pageSize: 25, q: 'pager', role: '' });
    const second = await list({ page: 2, pageSize: 25, q: 'pager', role: '' });
    expect(first).toHaveLength(25);
    expect(second).toHaveLength(5);
    const newestFirst = [...bulk].reverse().map((u) => u.id);
    expect([...first, ...second].map((u) => u.id)).toEqual(newestFirst);
    expect(await list({ page: 3, pageSize: 25, q: 'pager' })).toEqual([]);
    // The default page size is 25 (docs/product.md §9).
    expect(await list({ q: 'pager' })).toHaveLength(25);
    expect(await list({ q: 'pager', pageSize: 7, page: 2 })).toHaveLength(7);
  });

  it('returns exactly the admin user view of docs/product.md §3', async () => {
    const [u] = await list({ q: bulk[0].email });
    expect(u).toEqual({
      id: bulk[0].id,
      name: 'Pager Person 00',
      email: bulk[0].email,
      role: 'basic',
      is_suspended: false,
      venue_count: 0,
      partner_id: null,
      partner_max_venues_allowed: null,
    });
  });

  it('q matches email or name, case-insensitively, with % and _ taken literally', async () => {
    const [named] = await bulkUsers(t, 1, { prefix: 'zed', name: () => 'Zoë 100%_Unique' });
    expect((await list({ q: 'zoë 100%_u' })).map((u) => u.id)).toEqual([named.id]);
    expect((await list({ q: named.email.toUpperCase() })).map((u) => u.id)).toEqual([named.id]);
    expect(await list({ q: '100%x' })).toEqual([]);
    expect((await list({ q: '0%_' })).map((u) => u.id)).toEqual([named.id]);
    expect(await list({ q: '0_%' })).toEqual([]);
    expect((await list({ q: 'PAGER PERSON 1' })).map((u) => u.name).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `Pager Person 1${i}`));
  });

  it('a search needs three letters: fewer is a 400 with the reason, nothing is every member', async () => {
    // pg_trgm indexes three-letter pieces: "ni" could only be answered by reading every member (decision 0088).
    for (const q of ['n', 'ni', '  ni  ', '%_', '😀😀' /* two letters, four UTF-16 units */]) {
      const res = await callFn(t, 'admin-list-users', admin, { q });
      expect(res.statusCode, q).toBe(400);
      expect(res.json(), q).toMatchObject({ message: expect.stringContaining('Type at least 3 letters of a name or email.') });
    }
    expect((await list({ q: '   ' })).length).toBeGreaterThan(0);
    const [wu] = await bulkUsers(t, 1, { prefix: 'three', name: () => 'Wu Qiaoxuan' });
    expect((await list({ q: 'Wu Q' })).map((u) => u.id)).toEqual([wu.id]);
  });

  it('role filters exactly (basic, professional, venue), combined with q', async () => {
    const venues = await bulkUsers(t, 3, { prefix: 'rolefilter', role: 'venue' });
    const pros = await bulkUsers(t, 2, { prefix: 'rolefilter', role: 'professional' });
    const basics = await bulkUsers(t, 1, { prefix: 'rolefilter' });
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();
    expect(ids(await list({ q: 'rolefilter', role: 'venue' }))).toEqual(ids(venues));
    expect(ids(await list({ q: 'rolefilter', role: 'professional' }))).toEqual(ids(pros));
    expect(ids(await list({ q: 'rolefilter', role: ' Basic ' }))).toEqual(ids(basics));
    expect(await list({ q: 'rolefilter', role: '' })).toHaveLength(6);
    const all = await list({ role: 'venue', pageSize: 100 });
    expect(all.every((u) => u.role === 'venue')).toBe(true);
  });

  it('shows venue count and the partner limit once a partner profile exists', async () => {
    const owner = await caller(t, 'venue', { name: 'Olive Owner' });
    await insertVenue(t.db, owner.id, { name: 'One' });
    await insertVenue(t.db, owner.id, { name: 'Two' });
    let [u] = await list({ q: owner.email });
    expect(u).toMatchObject({ role: 'venue', venue_count: 2, partner_id: null, partner_max_venues_allowed: null });
    const partner = (await callFn(t, 'admin-get-or-create-venue-partner', admin, { userId: owner.id })).json().partner;
    await callFn(t, 'admin-set-partner-max-venues', admin, { partnerId: partner.id, maxVenues: 4 });
    [u] = await list({ q: owner.email });
    expect(u).toMatchObject({ venue_count: 2, partner_id: partner.id, partner_max_venues_allowed: 4 });
  });
});

describe('admin-list-users keyset pages (issue 30)', () => {
  /** `n` accounts whose email starts with `prefix`, three to a timestamp (ties are broken by id), `hoursAgo` back. */
  const accounts = (prefix: string, n: number, hoursAgo: number) =>
    t.db.execute<{ id: string }>(sql`insert into users (email, password_hash, user_metadata, created_at)
      select ${prefix} || '.' || i || '@keyset.example.com', 'x', jsonb_build_object('name', 'Keyset ' || i),
        now() - make_interval(hours => ${hoursAgo}) + (i / 3) * interval '1.000001 second'
      from generate_series(1, ${n}) i returning id`);

  it('every member exactly once across concurrent sign-ups, following next_cursor', async () => {
    const before = (await accounts('keyset', 30, 2)).rows.map((r) => r.id);
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 20; page++) {
      const res = await callFn(t, 'admin-list-users', admin, { q: 'keyset.example', pageSize: 7, after });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { users: AdminUserDto[]; next_cursor: string | null };
      seen.push(...body.users.map((u) => u.id));
      // Members sign up between pages: newer than every listed one, so an offset would show some twice.
      await accounts(`keyset-new${page}`, 3, 0);
      after = body.next_cursor;
      if (!after) break;
    }
    expect(after).toBeNull();
    expect(new Set(seen).size).toBe(seen.length); // nothing twice
    expect(seen.filter((id) => before.includes(id)).sort()).toEqual([...before].sort()); // everything once
    // The same members in the same order as one big page (newest first, ties by id).
    const all = (await callFn(t, 'admin-list-users', admin, { q: 'keyset.example', pageSize: 100 })).json().users as AdminUserDto[];
    expect(seen).toEqual(all.map((u) => u.id).filter((id) => before.includes(id)));
  });

  it('the last page says so, and a marker the server did not write is a 400', async () => {
    await accounts('lastpage', 4, 3);
    const first = (await callFn(t, 'admin-list-users', admin, { q: 'lastpage.', pageSize: 4 })).json();
    expect(first.users).toHaveLength(4);
    expect(first.next_cursor).toBeNull();
    const two = (await callFn(t, 'admin-list-users', admin, { q: 'lastpage.', pageSize: 3 })).json();
    expect(two.next_cursor).toEqual(expect.any(String));
    const rest = (await callFn(t, 'admin-list-users', admin, { q: 'lastpage.', pageSize: 3, after: two.next_cursor })).json();
    expect(rest.users).toHaveLength(1);
    expect(rest.next_cursor).toBeNull();
    const thisYear = new Date().getUTCFullYear();
    for (const forged of ['nope', Buffer.from(`${thisYear}-02-31 10:00:00+00|${two.users[0].id}`).toString('base64url'), Buffer.from('x|y').toString('base64url')]) {
      const res = await callFn(t, 'admin-list-users', admin, { after: forged });
      expect(res.statusCode, forged).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_request', message: 'after: not a valid cursor' });
    }
  });
});

describe('admin-suspend-user', () => {
  it('suspends: every session ends at once, refresh and sign-in are refused; unsuspending lets them sign in again', async () => {
    const member = await caller(t, 'professional', { name: 'Sus Pended' });
    // A second device.
    const other = await t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: member.email, password: member.password } });
    expect(other.statusCode).toBe(200);
    const otherHeaders = bearer(other.json().access_token);
    expect((await t.app.inject({ method: 'GET', url: '/auth/v1/user', headers: member.headers })).statusCode).toBe(200);

    const res = await callFn(t, 'admin-suspend-user', admin, { userId: member.id, suspend: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { id: member.id, is_suspended: true, role: 'professional' } });

    for (const headers of [member.headers, otherHeaders]) {
      const me = await t.app.inject({ method: 'GET', url: '/auth/v1/user', headers });
      expect(me.statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/notifications', headers })).statusCode).toBe(401);
    }
    const refresh = await t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=refresh_token', payload: { refresh_token: member.refresh } });
    expect(refresh.statusCode).toBeGreaterThanOrEqual(400);
    expect(refresh.statusCode).toBeLessThan(500);
    const signIn = await t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: member.email, password: member.password } });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error).toBe('user_suspended');

    const [listed] = await list({ q: member.email });
    expect(listed.is_suspended).toBe(true);

    const back = await callFn(t, 'admin-suspend-user', admin, { userId: member.id, suspend: false });
    expect(back.json()).toMatchObject({ success: true, user: { is_suspended: false } });
    const again = await t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: member.email, password: member.password } });
    expect(again.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(again.json().access_token) })).statusCode).toBe(200);
  });

  it('is idempotent, refuses unknown users (404) and the admin themself (400)', async () => {
    const member = await caller(t, 'basic');
    for (let i = 0; i < 2; i++) expect((await callFn(t, 'admin-suspend-user', admin, { userId: member.id, suspend: true })).statusCode).toBe(200);
    const missing = await callFn(t, 'admin-suspend-user', admin, { userId: '00000000-0000-4000-8000-000000000001', suspend: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not_found', message: 'User not found.' });
    const self = await callFn(t, 'admin-suspend-user', admin, { userId: admin.id, suspend: true });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ error: 'cannot_suspend_self', message: 'You cannot suspend your own account.' });
    // The admin is still signed in.
    expect((await list({ q: admin.email }))[0].is_suspended).toBe(false);
  });
});
