import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../contracts/i18n/locales';
import { SITEMAP_PAGES } from '../../contracts/site';
import { partnerProfiles } from '../../server/db/schema/index';
import { MAX_URLS, MEETUP_ROWS_PER_FILE, prefixes, prefixLength } from '../../server/site/sitemap';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dayFromNow, insertMeetup, insertVenue, member } from '../helpers/meetup-fixtures';

// Issue 14: the web app builds share links on the configured public origin, which it learns here.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://meet.example.org/' } });
});
afterAll(() => t.close());

describe('GET /api/site', () => {
  it('tells anyone the public origin (never the request host) and whether postcodes can be searched', async () => {
    const res = await t.app.inject({ url: '/api/site', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ app_name: 'Civic Connect', public_url: 'https://meet.example.org', postcode_search: true, booking_horizon_months: 18 });
  });
});

const ORIGIN = 'https://meet.example.org';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

/** What a crawler does: read the index at /sitemap.xml, then every file it names; every address found. */
async function crawl(): Promise<{ files: string[]; addresses: string[] }> {
  const index = await t.app.inject({ url: '/sitemap.xml' });
  expect(index.statusCode).toBe(200);
  expect(index.headers['content-type']).toMatch(/^application\/xml/);
  expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  const files = locs(index.body);
  const addresses: string[] = [];
  for (const file of files) {
    expect(file.startsWith(`${ORIGIN}/sitemap-`), file).toBe(true); // at the root: a sitemap may only list addresses under its own folder
    const res = await t.app.inject({ url: new URL(file).pathname });
    expect(res.statusCode, file).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    addresses.push(...locs(res.body));
  }
  return { files, addresses };
}

describe('GET /sitemap.xml', () => {
  let upcomingId = '';
  beforeAll(async () => {
    const organiser = await member(t, 'professional');
    const [owner, draftOwner] = [await member(t, 'venue'), await member(t, 'venue')];
    const venue = await insertVenue(t.db, owner.id);
    await t.db.insert(partnerProfiles).values([
      { slug: 'published-hall', displayName: 'Published Hall', isPublic: true, createdBy: owner.id },
      { slug: 'draft-hall', displayName: 'Draft Hall', isPublic: false, createdBy: draftOwner.id },
    ]);
    const meetup = (over: Parameters<typeof insertMeetup>[2]) => insertMeetup(t.db, organiser.id, { venueId: venue.id, latitude: 51.5, longitude: -0.1, ...over });
    upcomingId = (await meetup({ date: dayFromNow(5) })).id;
    await meetup({ date: dayFromNow(-5) }); // over
    await meetup({ date: dayFromNow(6), bookingStatus: 'pending', approvedAt: null });
    await meetup({ date: dayFromNow(7), bookingStatus: 'rejected', approvedAt: null });
  });

  it('is an index whose files list exactly the public pages: information pages, published partners and approved upcoming meetups', async () => {
    const { files, addresses } = await crawl();
    expect(files).toEqual([`${ORIGIN}/sitemap-pages.xml`, `${ORIGIN}/sitemap-meetups.xml`]);
    const expected = [...SITEMAP_PAGES, '/v/published-hall', `/m/${upcomingId}`].map((p) => `${ORIGIN}${p}`);
    expect(addresses.sort()).toEqual(expected.sort());
    expect(SITEMAP_PAGES).toContain('/about');
    expect(SITEMAP_PAGES).not.toContain('/login');
  });

  it('a meetups file named by an id prefix lists exactly the public meetups whose id starts with it', async () => {
    const first = upcomingId[0];
    const other = first === '0' ? '1' : '0';
    const file = async (name: string) => locs((await t.app.inject({ url: name })).body);
    expect(await file(`/sitemap-meetups-${first}.xml`)).toEqual([`${ORIGIN}/m/${upcomingId}`]);
    expect(await file(`/sitemap-meetups-${upcomingId.slice(0, 4)}.xml`)).toEqual([`${ORIGIN}/m/${upcomingId}`]);
    expect(await file(`/sitemap-meetups-${other}.xml`)).toEqual([]);
    for (const bad of ['/sitemap-meetups-g.xml', '/sitemap-meetups-01234.xml', '/sitemap-meetups-0.txt', '/sitemap-meetups-.xml']) {
      const res = await t.app.inject({ url: bad });
      expect(res.statusCode, bad).toBe(404);
    }
  });
});

/** Each <url> of a sitemap file, read as a crawler's XML parser reads it: its address and its language alternates. */
function urlsOf(xml: string) {
  const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  expect(doc.querySelector('parsererror')).toBeNull();
  const XHTML = 'http://www.w3.org/1999/xhtml';
  return [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')[0].textContent,
    alternates: [...url.getElementsByTagNameNS(XHTML, 'link')].map((l) => ({ rel: l.getAttribute('rel'), hreflang: l.getAttribute('hreflang'), href: l.getAttribute('href') })),
  }));
}

describe('the sitemap’s language alternates (issue 29)', () => {
  it('lists, for every public page, the same address in each language (?hl=) and x-default, all on the public origin', async () => {
    const answers = await Promise.all(['/sitemap-pages.xml', '/sitemap-meetups.xml'].map((url) => t.app.inject({ url, headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } })));
    const urls = answers.flatMap((res) => urlsOf(res.body));
    expect(urls.map((u) => u.loc)).toContain(`${ORIGIN}/about`);
    expect(urls.some((u) => u.loc!.startsWith(`${ORIGIN}/m/`))).toBe(true);
    for (const { loc, alternates } of urls) {
      const inLocale = (locale: string) => {
        const url = new URL(loc!);
        url.searchParams.set('hl', locale);
        return url.toString();
      };
      expect(alternates, loc!).toEqual([
        ...LOCALES.map((locale) => ({ rel: 'alternate', hreflang: locale, href: inLocale(locale) })),
        { rel: 'alternate', hreflang: 'x-default', href: loc },
      ]);
      for (const a of alternates) expect(new URL(a.href!).origin).toBe(ORIGIN);
    }
    // The German alternate of the about page, as a crawler follows it.
    expect(urls.find((u) => u.loc === `${ORIGIN}/about`)!.alternates.find((a) => a.hreflang === 'de')!.href).toBe(`${ORIGIN}/about?hl=de`);
  });
});

describe('sitemap files at scale', () => {
  it('the index names more files, each a share of the meetups, as the planner estimates more meetups', () => {
    expect(prefixLength(0)).toBe(0);
    expect(prefixLength(MEETUP_ROWS_PER_FILE)).toBe(0);
    expect(prefixLength(MEETUP_ROWS_PER_FILE + 1)).toBe(1);
    expect(prefixLength(1_000_000)).toBe(2);
    expect(prefixes(1)).toHaveLength(16);
    expect(prefixes(2)[0]).toBe('00');
    expect(prefixes(2).at(-1)).toBe('ff');
    // Each file's share stays within MEETUP_ROWS_PER_FILE at any size up to 16^4 files.
    for (const n of [10_000, 200_000, 1_000_000, 50_000_000]) expect(n / 16 ** prefixLength(n)).toBeLessThanOrEqual(MEETUP_ROWS_PER_FILE);
    expect(MEETUP_ROWS_PER_FILE).toBeLessThanOrEqual(MAX_URLS);
  });
});

describe('GET /robots.txt', () => {
  it('is plain text that keeps crawlers out of the API and admin and points at the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Sitemap: https://meet.example.org/sitemap.xml');
  });
});
