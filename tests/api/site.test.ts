import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_PAGES } from '../../contracts/site';
import { partnerProfiles } from '../../server/db/schema/index';
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

describe('GET /sitemap.xml', () => {
  it('lists exactly the public pages: information pages, published partners and approved upcoming meetups', async () => {
    const organiser = await member(t, 'professional');
    const [owner, draftOwner] = [await member(t, 'venue'), await member(t, 'venue')];
    const venue = await insertVenue(t.db, owner.id);
    await t.db.insert(partnerProfiles).values([
      { slug: 'published-hall', displayName: 'Published Hall', isPublic: true, createdBy: owner.id },
      { slug: 'draft-hall', displayName: 'Draft Hall', isPublic: false, createdBy: draftOwner.id },
    ]);
    const meetup = (over: Parameters<typeof insertMeetup>[2]) => insertMeetup(t.db, organiser.id, { venueId: venue.id, latitude: 51.5, longitude: -0.1, ...over });
    const upcoming = await meetup({ date: dayFromNow(5) });
    await meetup({ date: dayFromNow(-5) }); // over
    await meetup({ date: dayFromNow(6), bookingStatus: 'pending', approvedAt: null });
    await meetup({ date: dayFromNow(7), bookingStatus: 'rejected', approvedAt: null });

    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = [...SITEMAP_PAGES, '/v/published-hall', `/m/${upcoming.id}`].map((p) => `https://meet.example.org${p}`);
    expect(locs.sort()).toEqual(expected.sort());
    expect(SITEMAP_PAGES).toContain('/about');
    expect(SITEMAP_PAGES).not.toContain('/login');
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
