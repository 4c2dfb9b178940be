import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { member, type Member } from '../helpers/meetup-fixtures';

// Issue 14 "Places people type": suggestions as you type from the offline gazetteer, ranked by
// population and the member's country; an honest answer to a postcode with no postcode service.
let t: TestApp;
let inUk: Member;
let nowhere: Member;

beforeAll(async () => {
  t = await createTestApp();
  inUk = await member(t, 'professional');
  nowhere = await member(t, 'basic');
  await t.db.update(profiles).set({ country: 'United Kingdom' }).where(eq(profiles.id, inUk.id));
  await t.db.update(profiles).set({ country: null }).where(eq(profiles.id, nowhere.id));
});
afterAll(() => t.close());

const suggest = async (m: Member, q: string) => {
  const res = await t.app.inject({ url: `/api/geocode/suggest?q=${encodeURIComponent(q)}`, headers: m.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { suggestions: { name: string; region: string | null; country: string; label: string; lat: number; lng: number }[]; message: string | null };
};

describe('place suggestions', () => {
  it('offers Camden in London first to a member in the UK, and the biggest Camden to others', async () => {
    const uk = await suggest(inUk, 'Camden');
    expect(uk.suggestions[0]).toMatchObject({ name: 'Camden Town', region: 'England', country: 'GB', label: 'Camden Town, England, United Kingdom' });
    expect(uk.suggestions[0].lat).toBeCloseTo(51.54, 1);
    expect(uk.suggestions.map((s) => s.label)).toContain('Camden, NJ, United States');
    const elsewhere = await suggest(nowhere, 'Camden');
    expect(elsewhere.suggestions[0]).toMatchObject({ name: 'Camden', region: 'NJ', country: 'US' });
  });

  it('ranks by population as you type a prefix, with accents and case ignored', async () => {
    const { suggestions } = await suggest(nowhere, 'manch');
    expect(suggestions[0].label).toBe('Manchester, England, United Kingdom');
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect((await suggest(nowhere, 'ZÜRI')).suggestions[0]).toMatchObject({ name: 'Zürich', country: 'CH' });
    expect((await suggest(nowhere, 'm')).suggestions).toEqual([]);
  });

  it('needs a signed-in member', async () => {
    expect((await t.app.inject({ url: '/api/geocode/suggest?q=Camden' })).statusCode).toBe(401);
  });
});

describe('postcodes without a postcode service', () => {
  const MESSAGE = 'Postcode search is not set up on this site — try a town or district';

  it('says so instead of "Could not find that place." and suggests nothing', async () => {
    for (const q of ['SW1A 1AA', 'sw1a1aa', 'EC4Y']) {
      const res = await t.app.inject({ url: `/api/geocode?q=${encodeURIComponent(q)}`, headers: inUk.headers });
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ error: 'postcode_search_unavailable', message: MESSAGE });
      expect(await suggest(inUk, q)).toEqual({ suggestions: [], message: MESSAGE });
    }
    // A town still works: the sentinel that the route answers at all.
    expect((await t.app.inject({ url: '/api/geocode?q=Manchester', headers: inUk.headers })).json().label).toBe('Manchester, United Kingdom');
    expect((await t.app.inject({ url: '/api/site' })).json().postcode_search).toBe(false);
  });
});
