import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { profiles, venues } from '../../server/db/schema/index';
import { captureQueries } from '../helpers/query-capture';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertMeetup, insertVenue, member, type Member } from '../helpers/meetup-fixtures';

// Issue 30, decision 0079: the meetups list's answers are kept per viewer and query, and are
// never older than the data or the minute. A member sees their own write at once on any instance,
// a write by anything else (a job, another instance, psql) at the next request, and a meetup
// that ends leaves "upcoming" when its minute comes, with nothing written.
let t: TestApp;
let second: Awaited<ReturnType<typeof buildApp>>;
let reader: Member;
let organiser: Member;

beforeAll(async () => {
  t = await createTestApp();
  second = await buildApp({ config: t.config, db: t.db, emailTransport: { kind: 'outbox', deliver: async () => {} } });
  reader = await member(t, 'professional');
  organiser = await member(t, 'professional');
});
afterAll(async () => {
  await second.close();
  await t.close();
});
afterEach(() => vi.useRealTimers());

type Item = { id: string; title: string; attendee_count: number; is_attending: boolean; organizer_profile_open: boolean; venue_image_url: string | null };
type Page = { meetups: Item[]; total: number };
const listOn = async (app: TestApp['app'], url: string, who: Member = reader) => {
  const res = await app.inject({ url, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
const tagged = (tag: string) => `/api/meetups?when=upcoming&tag=${tag}`;
const only = (page: Page) => {
  expect(page.meetups).toHaveLength(1);
  return page.meetups[0];
};

describe('the meetups list, kept', () => {
  it('answers the same twice, then shows a join made through another instance on the next request', async () => {
    const tag = `kept${Date.now()}`;
    const m = await insertMeetup(t.db, organiser.id, { title: 'Kept meetup', tags: [tag] });
    const first = await listOn(t.app, tagged(tag));
    expect(only(first)).toMatchObject({ id: m.id, attendee_count: 0, is_attending: false });
    expect(await listOn(t.app, tagged(tag))).toEqual(first);

    const joined = await second.inject({ method: 'POST', url: `/api/meetups/${m.id}/attendance`, headers: reader.headers, payload: { attending: true } });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(only(await listOn(t.app, tagged(tag)))).toMatchObject({ id: m.id, attendee_count: 1, is_attending: true });
    // Another member's answer is their own: they do not attend.
    const other = await member(t, 'professional');
    expect(only(await listOn(t.app, tagged(tag), other))).toMatchObject({ attendee_count: 1, is_attending: false });
  });

  it('shows writes made outside the app (each table the list reads) at the next request', async () => {
    const tag = `outside${Date.now()}`;
    const owner = await member(t, 'venue');
    const venue = await insertVenue(t.db, owner.id, { images: ['/uploads/venues/a.webp'] });
    const m = await insertMeetup(t.db, organiser.id, { title: 'Before', tags: [tag], venueId: venue.id });
    await t.db.update(profiles).set({ showProfile: true }).where(eq(profiles.id, organiser.id));
    expect(only(await listOn(t.app, tagged(tag)))).toMatchObject({ title: 'Before', organizer_profile_open: true, venue_image_url: '/uploads/venues/a.webp' });

    await t.db.execute(sql`update meetups set title = 'After' where id = ${m.id}`);
    expect(only(await listOn(t.app, tagged(tag))).title).toBe('After');
    await t.db.update(profiles).set({ showProfile: false }).where(eq(profiles.id, organiser.id));
    expect(only(await listOn(t.app, tagged(tag))).organizer_profile_open).toBe(false);
    await t.db.update(venues).set({ coverImageUrl: '/uploads/venues/cover.webp' }).where(eq(venues.id, venue.id));
    expect(only(await listOn(t.app, tagged(tag))).venue_image_url).toBe('/uploads/venues/cover.webp');
    await t.db.execute(sql`insert into meetup_attendees (meetup_id, user_id) values (${m.id}, ${organiser.id})`);
    expect(only(await listOn(t.app, tagged(tag))).attendee_count).toBe(1);
    // A write that is rolled back changes nothing, and the answer stays right.
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`update meetups set title = 'Never' where id = ${m.id}`);
        tx.rollback();
      })
      .catch(() => {});
    expect(only(await listOn(t.app, tagged(tag))).title).toBe('After');
  });

  it('drops a meetup from "upcoming" when the minute it ends comes, with nothing written', async () => {
    const tag = `ends${Date.now()}`;
    // The test's clock: now, then the next minute. The meetup (no place: UTC) ends at the next minute.
    const now = Date.now();
    const minute = Math.floor(now / 60_000) * 60_000;
    const start = new Date(minute - 10 * 60_000);
    const m = await insertMeetup(t.db, organiser.id, { title: 'Ending', tags: [tag], date: start.toISOString().slice(0, 10), time: start.toISOString().slice(11, 16), duration: 11 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(minute + 59_000);
    expect(only(await listOn(t.app, tagged(tag))).id).toBe(m.id);
    expect(only(await listOn(t.app, tagged(tag))).id).toBe(m.id);
    vi.setSystemTime(minute + 60_000);
    expect((await listOn(t.app, tagged(tag))).meetups).toEqual([]);
  });
});

describe('what the list reads is what raises its version', () => {
  it('every table the list statements read has the meetup_lists_changed trigger, and every venue and profile column they read is in it', async () => {
    const owner = await member(t, 'venue');
    const venue = await insertVenue(t.db, owner.id);
    const urls = [
      '/api/meetups',
      '/api/meetups?when=past',
      '/api/meetups?mine=any',
      '/api/meetups?mine=attending',
      '/api/meetups?q=open%20data',
      `/api/meetups?venue_id=${venue.id}`,
      '/api/meetups?lat=51.5&lng=-0.1&radius=25',
    ];
    const queries = await captureQueries(async () => {
      for (const url of urls) await listOn(t.app, url);
      await listOn(t.app, `/api/meetups?venue_id=${venue.id}`, owner);
    });
    // The list's statements (the session check before it is not part of the answer).
    const text = queries.map((q) => q.text).filter((q) => /\bmeetups\b/.test(q)).join('\n');
    // Not a table: the names of the statements' own WITH parts (a search's "candidates", "ranked").
    const ctes = new Set([...text.matchAll(/(?:\bwith|,)\s+"?([a-z_]+)"?\s+as\s*\(/gi)].map((x) => x[1]));
    const tables = new Set([...text.matchAll(/\b(?:from|join)\s+"?([a-z_]+)"?/gi)].map((x) => x[1]).filter((name) => name !== 'meetup_list_versions' && name !== 'lateral' && !ctes.has(name)));
    expect([...tables].sort()).toEqual(expect.arrayContaining(['meetup_attendees', 'meetups', 'venues']));

    const { rows } = await t.db.$client.query<{ table: string; columns: string[] | null }>(`
      select c.relname as table, (select array_agg(a.attname::text) from unnest(tr.tgattr) k join pg_attribute a on a.attrelid = tr.tgrelid and a.attnum = k) as columns
      from pg_trigger tr join pg_class c on c.oid = tr.tgrelid where tr.tgname = 'meetup_lists_changed'`);
    const triggered = new Map(rows.map((r) => [r.table, r.columns ?? 'all']));
    for (const table of tables) expect(triggered.has(table), `${table} is read by the list but its writes do not raise the version`).toBe(true);

    const columnsOf = (re: RegExp) => new Set([...text.matchAll(re)].map((x) => x[1] ?? x[2]));
    const venueColumns = columnsOf(/"venues"\."([a-z_]+)"|\bv\.([a-z_]+)/g);
    const profileColumns = columnsOf(/\bp\.([a-z_]+)/g);
    for (const [table, read] of [['venues', venueColumns], ['profiles', profileColumns]] as const) {
      const cols = triggered.get(table);
      if (cols === 'all') continue;
      for (const col of read) if (col) expect(cols, `${table}.${col} is read by the list but not in its trigger`).toContain(col);
    }
  });
});
