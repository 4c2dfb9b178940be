import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dayFromNow, insertMeetup, member, type Member } from '../helpers/meetup-fixtures';
import { impossibleDay } from '../helpers/dates';

// Issue 30 (decision 0059): the meetups list pages by a marker of the last row (keyset), so
// every row comes exactly once while others are added meanwhile; its counts stop at 1,000 and
// say so (`total_capped`); search is full text, in the meetup's language, ranked.
let t: TestApp;
let reader: Member;

beforeAll(async () => {
  t = await createTestApp();
  reader = await member(t, 'professional');
});
afterAll(() => t.close());

type Page = { meetups: Array<{ id: string; title: string }>; total: number; approved_total: number; total_capped: boolean; next_cursor: string | null };
const list = async (url: string, who: Member = reader) => {
  const res = await t.app.inject({ url, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

/** Walks every page of `url` (10 a page), calling `between` after each page; returns the ids seen, in order. */
async function walk(url: string, who: Member, between: (page: number) => Promise<void>) {
  const seen: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < 50; page++) {
    const body = await list(`${url}&limit=10${after ? `&after=${after}` : ''}`, who);
    seen.push(...body.meetups.map((m) => m.id));
    after = body.next_cursor;
    if (!after) break;
    await between(page);
  }
  return seen;
}

describe('meetups list pages (keyset)', () => {
  it('returns every upcoming meetup exactly once across pages while others are added before and after the marker', async () => {
    const organiser = await member(t, 'professional');
    const tag = `keyset${Date.now()}`;
    // 35 meetups over 7 days, five at the same date and time each: ties are broken by id.
    const original: Array<{ id: string }> = [];
    for (let i = 0; i < 35; i++) original.push(await insertMeetup(t.db, organiser.id, { title: `Keyset ${i}`, tags: [tag], date: dayFromNow(2 + (i % 7)), time: '18:00' }));
    const added: string[] = [];
    const seen = await walk(`/api/meetups?when=upcoming&tag=${tag}`, organiser, async (page) => {
      // Concurrent inserts: one on a day already passed by the walk, one still ahead of it.
      added.push((await insertMeetup(t.db, organiser.id, { title: `Early ${page}`, tags: [tag], date: dayFromNow(2), time: '18:00' })).id);
      added.push((await insertMeetup(t.db, organiser.id, { title: `Late ${page}`, tags: [tag], date: dayFromNow(20 + page), time: '09:00' })).id);
    });
    expect(new Set(seen).size).toBe(seen.length); // nothing twice
    for (const m of original) expect(seen).toContain(m.id); // nothing skipped
    // Rows added ahead of the marker are reached; those added behind it are not repeated.
    const late = added.filter((_, i) => i % 2 === 1);
    for (const id of late) expect(seen).toContain(id);
  });

  it('walks past meetups newest first, each exactly once', async () => {
    const organiser = await member(t, 'professional');
    const tag = `past${Date.now()}`;
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) ids.push((await insertMeetup(t.db, organiser.id, { title: `Past ${i}`, tags: [tag], date: dayFromNow(-2 - (i % 4)), time: '10:00' })).id);
    const seen = await walk(`/api/meetups?when=past&tag=${tag}`, organiser, async () => {
      await insertMeetup(t.db, organiser.id, { title: 'Past, added meanwhile', tags: [tag], date: dayFromNow(-2), time: '10:00' });
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
  });

  it('refuses a page marker it did not write, with a clear message', async () => {
    // A day that exists in no year (this year's 31 February), an hour past 24, and year 0.
    const forged = [JSON.stringify([impossibleDay(), '25:00:00', 'x']), '["0000-01-01","10:00:00","8f1b7c1e-1111-4222-8333-944445555666"]'];
    for (const after of ['nonsense', ...forged.map((f) => Buffer.from(f).toString('base64url'))]) {
      const res = await t.app.inject({ url: `/api/meetups?after=${after}`, headers: reader.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_request', message: expect.stringContaining('page marker') });
    }
  });
});

describe('meetups list counts', () => {
  it('counts exactly under 1,000 and says "at least 1,000" beyond, without an exact count', async () => {
    const few = await member(t, 'professional');
    for (let i = 0; i < 3; i++) await insertMeetup(t.db, few.id, { title: `Few ${i}`, date: dayFromNow(5 + i) });
    const small = await list('/api/meetups?when=upcoming&mine=organising&limit=2', few);
    expect(small).toMatchObject({ total: 3, approved_total: 3, total_capped: false });
    expect(small.next_cursor).not.toBeNull();

    const many = await member(t, 'professional');
    await t.db.execute(sql`insert into meetups (title, date, time, organizer_id, organizer_name, booking_status, approved_at)
      select 'Many ' || g, current_date + 3 + (g % 200), '12:00', ${many.id}, 'Many', 'approved', now() from generate_series(1, 1005) g`);
    const big = await list('/api/meetups?when=upcoming&mine=organising&limit=5', many);
    expect(big).toMatchObject({ total: 1000, approved_total: 1000, total_capped: true });
    expect(big.meetups).toHaveLength(5);
  });
});

describe('meetups search', () => {
  it('finds words in the meetup language, in tags and descriptions, title matches first', async () => {
    const organiser = await member(t, 'professional');
    const stamp = Date.now().toString(36);
    const inTitle = await insertMeetup(t.db, organiser.id, { title: `Mapping meetups ${stamp}`, date: dayFromNow(9) });
    const inDescription = await insertMeetup(t.db, organiser.id, { title: `Evening ${stamp}`, description: 'We map the city together at this meetup.', date: dayFromNow(8) });
    const german = await insertMeetup(t.db, organiser.id, { title: `Treffen der Datenfreunde ${stamp}`, language: 'German', date: dayFromNow(7) });
    const tagged = await insertMeetup(t.db, organiser.id, { title: `Quiet ${stamp}`, tags: [`tag${stamp}`], date: dayFromNow(6) });
    await insertMeetup(t.db, organiser.id, { title: `Unrelated ${stamp}`, description: 'Gardening.', date: dayFromNow(5) });

    const ids = async (q: string) => (await list(`/api/meetups?when=upcoming&q=${encodeURIComponent(q)}`)).meetups.map((m) => m.id);
    // "meetup" matches "meetups" (English stemming); the title match ranks above the description one.
    expect(await ids(`meetup ${stamp}`)).toEqual([inTitle.id, inDescription.id]);
    // "map" finds "Mapping" (title) and "map" (description), in that order, though the description's meetup is sooner.
    expect((await ids('map')).filter((id) => [inTitle.id, inDescription.id].includes(id))).toEqual([inTitle.id, inDescription.id]);
    expect(await ids(`Datenfreund ${stamp}`)).toEqual([german.id]); // German stemming
    expect(await ids(`tag${stamp}`)).toEqual([tagged.id]);
    // Odd input is a search, not an error.
    expect(await ids(`"unclosed -  or & | ! ( ${stamp}`)).toEqual(expect.any(Array));
  });

  // Decision 0087: a search's page is chosen among its ranked candidates; following its pages
  // gives every match once, in the order of one big page (title matches first, then by date).
  it.each(['upcoming', 'past'] as const)('pages through a %s search: every match once, in rank order', async (when) => {
    const organiser = await member(t, 'professional');
    const word = `p${Date.now().toString(36)}`;
    const sign = when === 'upcoming' ? 1 : -1;
    for (let i = 1; i <= 7; i++)
      await insertMeetup(t.db, organiser.id, { title: i % 3 === 0 ? `All about ${word} ${i}` : `Evening ${i}`, description: `Notes on ${word}.`, date: dayFromNow(sign * (10 + i)) });
    const whole = (await list(`/api/meetups?when=${when}&q=${word}&limit=50`)).meetups.map((m) => m.id);
    expect(whole).toHaveLength(7);
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page++) {
      const body: Page = await list(`/api/meetups?when=${when}&q=${word}&limit=3${after ? `&after=${after}` : ''}`);
      seen.push(...body.meetups.map((m) => m.id));
      after = body.next_cursor;
      if (!after) break;
    }
    expect(seen).toEqual(whole);
    // The two title matches come first.
    const titles = (await list(`/api/meetups?when=${when}&q=${word}&limit=2`)).meetups.map((m) => m.title);
    expect(titles.every((x) => x.startsWith('All about'))).toBe(true);
  });

  // Decision 0085: a common word's search ranks its 1,001 soonest matches, not every match.
  it('ranks the soonest 1,001 matches of a common word and says "1,000+"; a better match after them is not on its first page', async () => {
    const organiser = await member(t, 'professional');
    const word = `w${Date.now().toString(36)}`;
    // 1,001 upcoming meetups that mention the word in their description only (a weak match)…
    await t.db.execute(sql`insert into meetups (title, description, date, time, organizer_id, organizer_name, booking_status, approved_at)
      select 'Plain ' || g, 'About ' || ${word} || '.', current_date + 3 + (g % 100), '12:00', ${organiser.id}, 'Org', 'approved', now() from generate_series(1, 1001) g`);
    // …a strong match (the word in the title) among them, and another one dated after all of them.
    const soon = await insertMeetup(t.db, organiser.id, { title: `All about ${word}`, date: dayFromNow(3) });
    const late = await insertMeetup(t.db, organiser.id, { title: `All about ${word} later`, date: dayFromNow(200) });
    const page = await list(`/api/meetups?when=upcoming&q=${word}&limit=5`);
    expect(page.meetups[0].id).toBe(soon.id);
    expect(page.meetups.map((m) => m.id)).not.toContain(late.id);
    expect(page).toMatchObject({ total_capped: true });
  });
});
