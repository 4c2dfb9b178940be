import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetupAttendees } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dayFromNow, insertMeetup, insertVenue, member, type Member } from '../helpers/meetup-fixtures';
import { nextDayWithOffset } from '../helpers/dates';

// Issue 14: /m/{id} is a real HTML page for approved meetups, readable without JavaScript.
let t: TestApp;
let organiser: Member;
let pro: Member;
let basic: Member;
let venueId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://meet.example.org' } });
  organiser = await member(t, 'professional', { name: 'Olu Organiser' });
  pro = await member(t, 'professional');
  basic = await member(t, 'basic');
  const owner = await member(t, 'venue');
  venueId = (await insertVenue(t.db, owner.id, { coverImageUrl: '/storage/v1/object/public/venue-images/x/cover.webp' })).id;
});
afterAll(() => t.close());

// A summer and a winter day in London from now on (the page writes the day's offset).
const summer = nextDayWithOffset('Europe/London', '+01:00');
const winter = nextDayWithOffset('Europe/London', '+00:00');
const at = (over: Parameters<typeof insertMeetup>[2] = {}) =>
  insertMeetup(t.db, organiser.id, {
    venueId,
    venueName: 'The Guildhall',
    venueAddress: 'Gresham Street, London EC2V 7HH',
    latitude: 51.5155,
    longitude: -0.0922,
    organizerName: 'Olu Organiser',
    date: summer,
    time: '18:30',
    duration: 90,
    maxAttendees: 2,
    description: 'Talks on open data.\n\nThen drinks.',
    ...over,
  });

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

describe('GET /m/{id}', () => {
  it("shows the meetup's own cover (page and og:image), falling back to the venue's, and links the spot on OpenStreetMap", async () => {
    const own = await at({ title: 'With a cover', coverImageUrl: '/storage/v1/object/public/meetup-images/o/cover.webp' });
    const html = (await t.app.inject({ url: `/m/${own.id}` })).body;
    expect(html).toContain('<meta property="og:image" content="https://meet.example.org/storage/v1/object/public/meetup-images/o/cover.webp" />');
    expect(html).toContain('<img src="https://meet.example.org/storage/v1/object/public/meetup-images/o/cover.webp"');
    expect(html).not.toContain('venue-images/x/cover.webp');
    // The cover as <picture> (AVIF, WebP copies, the original as fallback), loaded first, and
    // preloaded from the head with the same srcset and sizes (docs/decisions/0032).
    const avif = ['360', '720', '1200'].map((w) => `https://meet.example.org/storage/v1/render/image/public/meetup-images/o/cover.webp?width=${w}&amp;format=avif ${w}w`).join(', ');
    const sizes = 'sizes="(min-width: 48rem) 45rem, calc(100vw - 2rem)"';
    // The same markup whether the page comes from the app's server renderer or the plain one.
    const re = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const source = (type: string, srcset: string) => `<source type="image/${type}" srcset="${re(srcset)}" ${re(sizes)} ?/>`;
    expect(html).toMatch(new RegExp(`<picture class="contents">${source('avif', avif)}${source('webp', avif.replaceAll('avif', 'webp'))}`));
    expect(html).toMatch(/<img src="https:\/\/meet\.example\.org\/storage\/v1\/object\/public\/meetup-images\/o\/cover\.webp" alt(="")? width="1200" height="675" loading="eager" fetchpriority="high"/i);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="preload" as="image" type="image/avif" imagesrcset="${avif}" image${sizes} fetchpriority="high" />`);
    expect(html).toContain('href="https://www.openstreetmap.org/?mlat=51.515500&amp;mlon=-0.092200#map=17/51.515500/-0.092200"');
    const json = (await t.app.inject({ url: `/api/public/meetups/${own.id}` })).json();
    expect(json.cover_image_url).toBe('https://meet.example.org/storage/v1/object/public/meetup-images/o/cover.webp');

    const plain = await at({ title: 'Without a cover' });
    const fallback = (await t.app.inject({ url: `/m/${plain.id}` })).body;
    expect(fallback).toContain('<img src="https://meet.example.org/storage/v1/object/public/venue-images/x/cover.webp"');
  });

  it('serves an approved meetup as HTML with its facts, tags and a valid schema.org Event', async () => {
    const m = await at({ title: 'Open data & "civic" tech' });
    const res = await t.app.inject({ url: `/m/${m.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    // The app's own page when the web app is built (docs/decisions/0031), else the hand-written one.
    expect(html).toMatch(/<h1[^>]*>Open data &amp; &quot;civic&quot; tech<\/h1>/);
    expect(html).toContain('<title>Open data &amp; &quot;civic&quot; tech · Civic Connect</title>');
    const [weekday, dayMonthYear] = [{ weekday: 'long' as const }, { day: 'numeric' as const, month: 'long' as const, year: 'numeric' as const }].map((f) => new Date(`${summer}T12:00:00Z`).toLocaleDateString('en-GB', { ...f, timeZone: 'UTC' }));
    expect(html).toMatch(new RegExp(`${weekday},? ${dayMonthYear}`));
    expect(html).toMatch(/18:30–20:00 BST/);
    expect(html).toContain('The Guildhall, London');
    expect(html).toContain('Olu Organiser');
    expect(html).toMatch(/0 of 2 places|0 \/ 2/);
    expect(html).toContain('Then drinks.');
    expect(html).toContain(`<meta property="og:url" content="https://meet.example.org/m/${m.id}" />`);
    expect(html).toContain(`<link rel="canonical" href="https://meet.example.org/m/${m.id}" />`);
    expect(html).toContain('<meta property="og:image" content="https://meet.example.org/storage/v1/object/public/venue-images/x/cover.webp" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`href="/login?returnTo=%2Fm%2F${m.id}"`);
    // The meetup replaces the app's loading outline inside #root, once.
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html).not.toContain('aria-busy="true"');

    const [event] = jsonLd(html);
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Open data & "civic" tech',
      startDate: `${summer}T18:30:00+01:00`,
      endDate: `${summer}T20:00:00+01:00`,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      url: `https://meet.example.org/m/${m.id}`,
      location: {
        '@type': 'Place',
        name: 'The Guildhall',
        address: { '@type': 'PostalAddress', streetAddress: 'Gresham Street, London EC2V 7HH', addressLocality: 'London', addressCountry: 'GB' },
        geo: { '@type': 'GeoCoordinates', latitude: 51.5155, longitude: -0.0922 },
      },
      organizer: { '@type': 'Person', name: 'Olu Organiser' },
      offers: { '@type': 'Offer', availability: 'https://schema.org/InStock' },
    });
  });

  it("names a language's version as its own canonical address (?hl=), and the negotiated page without it", async () => {
    const m = await at({ title: 'Versions' });
    const german = (await t.app.inject({ url: `/m/${m.id}?hl=de` })).body;
    expect(german).toContain(`<link rel="canonical" href="https://meet.example.org/m/${m.id}?hl=de" />`);
    expect(german).toContain(`<meta property="og:url" content="https://meet.example.org/m/${m.id}?hl=de" />`);
    // Chosen by the browser's languages, not the address: the x-default version, no ?hl=.
    const negotiated = (await t.app.inject({ url: `/m/${m.id}`, headers: { 'accept-language': 'de' } })).body;
    expect(negotiated).toContain(`<link rel="canonical" href="https://meet.example.org/m/${m.id}" />`);
    // Something that is not one of our languages is no version.
    const unknown = (await t.app.inject({ url: `/m/${m.id}?hl=xx` })).body;
    expect(unknown).toContain(`<link rel="canonical" href="https://meet.example.org/m/${m.id}" />`);
  });

  it('writes the date in the page’s language, in its link preview and its body', async () => {
    const m = await at({ title: 'Datum' });
    const day = (locale: string) => new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${m.date}T00:00:00Z`));
    const german = (await t.app.inject({ url: `/m/${m.id}?hl=de` })).body;
    expect(german).toContain(`<meta property="og:description" content="${day('de')}, `);
    expect(german).not.toContain(day('en-GB'));
    const english = (await t.app.inject({ url: `/m/${m.id}` })).body;
    expect(english).toContain(`<meta property="og:description" content="${day('en-GB')}, `);
  });

  it('marks a full meetup SoldOut and writes winter dates with the winter offset', async () => {
    const m = await at({ date: winter, maxAttendees: 1 });
    await t.db.insert(meetupAttendees).values({ meetupId: m.id, userId: pro.id });
    const [event] = jsonLd((await t.app.inject({ url: `/m/${m.id}` })).body);
    expect(event.offers.availability).toBe('https://schema.org/SoldOut');
    expect(event.startDate).toBe(`${winter}T18:30:00+00:00`);
  });

  it('escapes text that tries to leave the page or the JSON-LD script', async () => {
    const title = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
    const m = await at({ title, description: '</script><b>bold</b> & more' });
    const html = (await t.app.inject({ url: `/m/${m.id}` })).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>bold</b>');
    const [event] = jsonLd(html);
    expect(event.name).toBe(title);
    expect(event.description).toBe('</script><b>bold</b> & more');
  });

  it('gives pending, rejected, cancelled, expired and unknown meetups the not-found page with 404', async () => {
    const pending = await at({ bookingStatus: 'pending', approvedAt: null, title: 'Secret pending' });
    const rejected = await at({ bookingStatus: 'rejected', approvedAt: null, title: 'Secret rejected' });
    const cancelled = await at({ bookingStatus: 'cancelled', title: 'Secret cancelled' });
    const expired = await at({ bookingStatus: 'expired', approvedAt: null, title: 'Secret expired' });
    for (const url of [`/m/${pending.id}`, `/m/${rejected.id}`, `/m/${cancelled.id}`, `/m/${expired.id}`, '/m/00000000-0000-4000-8000-000000000000', '/m/not-a-uuid']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).not.toContain('Secret');
      expect(res.body).not.toContain('application/ld+json');
    }
    for (const id of [pending.id, rejected.id, cancelled.id, expired.id]) expect((await t.app.inject({ url: `/api/public/meetups/${id}` })).statusCode).toBe(404);
  });

  it('keeps the spec guard on /api/meetups/{id}', async () => {
    const m = await at();
    expect((await t.app.inject({ url: `/api/meetups/${m.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/meetups/${m.id}`, headers: basic.headers })).statusCode).toBe(403);
  });
});

describe('GET /api/public/meetups/{id}', () => {
  it('tells anyone the public facts and a signed-in professional whether they can join', async () => {
    const m = await at({ date: dayFromNow(20) });
    const anon = await t.app.inject({ url: `/api/public/meetups/${m.id}` });
    expect(anon.statusCode).toBe(200);
    const dto = anon.json();
    expect(dto).toMatchObject({ id: m.id, venue_city: 'London', share_url: `https://meet.example.org/m/${m.id}`, attendee_count: 0, viewer: null });
    expect(dto).not.toHaveProperty('organizer_id');
    expect(dto).not.toHaveProperty('venue_rate_override');
    expect(dto).not.toHaveProperty('rejection_reason');
    expect((await t.app.inject({ url: `/api/public/meetups/${m.id}`, headers: pro.headers })).json().viewer).toEqual({ is_attending: false, can_join: true, is_organiser: false });
    expect((await t.app.inject({ url: `/api/public/meetups/${m.id}`, headers: basic.headers })).json().viewer).toEqual({ is_attending: false, can_join: false, is_organiser: false });
    expect((await t.app.inject({ url: `/api/public/meetups/${m.id}`, headers: organiser.headers })).json().viewer).toMatchObject({ can_join: false, is_organiser: true });
  });
});
