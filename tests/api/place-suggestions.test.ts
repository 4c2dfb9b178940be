import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { member, type Member } from '../helpers/meetup-fixtures';

// Issue 14 "Places people type": suggestions as you type from the offline gazetteer, ranked by
// population and the member's country; UK postcodes to their district offline (issue 27).
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
  return res.json() as { suggestions: { name: string; region: string | null; country: string; label: string; lat: number; lng: number }[] };
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

describe('one ranking for the suggestions and the place search (issue 27)', () => {
  const geocode = async (m: Member, q: string) => {
    const res = await t.app.inject({ url: `/api/geocode?q=${encodeURIComponent(q)}`, headers: m.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { lat: number; lng: number; label: string };
  };

  it('a typed "Camden" is the first suggestion, for a member in the UK and for one elsewhere', async () => {
    for (const m of [inUk, nowhere]) {
      const [first] = (await suggest(m, 'Camden')).suggestions;
      const hit = await geocode(m, 'Camden');
      expect(hit.label).toBe(`${first.name}, ${first.label.split(', ').pop()}`);
      expect([hit.lat, hit.lng]).toEqual([first.lat, first.lng]);
    }
    expect((await geocode(inUk, 'Camden')).label).toBe('Camden Town, United Kingdom');
    expect((await geocode(nowhere, 'Camden')).label).toBe('Camden, United States');
  });

  it('a place named exactly as typed beats a bigger one that only starts so, in both', async () => {
    expect((await suggest(nowhere, 'Bath')).suggestions[0].label).toBe('Bath, England, United Kingdom');
    expect((await geocode(nowhere, 'Bath')).label).toBe('Bath, United Kingdom');
  });
});

describe('UK postcodes with no postcode service: their district, offline (issue 27)', () => {
  it('"BS1 5UH" resolves to the BS1 district in Bristol, in the search and as a suggestion', async () => {
    const hit = await (await t.app.inject({ url: `/api/geocode?q=${encodeURIComponent('bs1 5uh')}`, headers: inUk.headers })).json();
    expect(hit.label).toBe('BS1 5UH, Bristol');
    // Within 2 km of the Harbourside (51.4505, -2.5977): a district's middle, not the city's.
    expect(Math.abs(hit.lat - 51.4505)).toBeLessThan(0.02);
    expect(Math.abs(hit.lng - -2.5977)).toBeLessThan(0.03);
    expect((await suggest(inUk, 'BS1 5UH')).suggestions).toEqual([
      { name: 'BS1 5UH', region: 'Bristol', country: 'GB', country_name: 'United Kingdom', label: 'BS1 5UH, Bristol, United Kingdom', lat: hit.lat, lng: hit.lng },
    ]);
    // An outward code alone, and districts elsewhere in the UK.
    expect((await (await t.app.inject({ url: '/api/geocode?q=EC4Y', headers: inUk.headers })).json()).label).toBe('EC4Y, City of London');
    expect((await (await t.app.inject({ url: '/api/geocode?q=EH1%201YZ', headers: nowhere.headers })).json()).label).toBe('EH1 1YZ, Edinburgh');
  });

  it('a postcode of no known district gets one message, "Could not find that postcode.", and no suggestion', async () => {
    const res = await t.app.inject({ url: `/api/geocode?q=${encodeURIComponent('ZZ9 9ZZ')}`, headers: inUk.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found', message: 'Could not find that postcode.' });
    expect(await suggest(inUk, 'ZZ9 9ZZ')).toEqual({ suggestions: [] });
    expect((await t.app.inject({ url: '/api/site' })).json().postcode_search).toBe(true);
  });
});
