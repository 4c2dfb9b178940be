import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerProfiles, profiles, venues } from '../../server/db/schema/index';
import { openSocket, realtimeUrl } from '../helpers/realtime-client';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createVenue, person, venueBody, venueImage, type Person } from '../helpers/venue-fixtures';
import { mailbox } from '../helpers/meetup-fixtures';
import { until } from '../helpers/until';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setMax = (userId: string, max: number) =>
  t.db
    .insert(partnerProfiles)
    .values({ createdBy: userId, displayName: 'Limit Test', slug: `limit-${userId.slice(0, 8)}`, maxVenuesAllowed: max })
    .onConflictDoUpdate({ target: partnerProfiles.createdBy, set: { maxVenuesAllowed: max } });

const post = (who: Person, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/venues', headers: who.headers, payload: payload as object });

describe('venue limit (docs/product.md §5)', () => {
  it('defaults to 1 without a partner profile: 0 venues → allowed, 1 → refused with an explanation', async () => {
    const owner = await person(t, 'venue');
    const limit0 = await t.app.inject({ method: 'GET', url: '/api/venues/limit', headers: owner.headers });
    expect(limit0.json()).toEqual({ venue_count: 0, max_venues_allowed: 1, can_create: true });
    expect((await post(owner, venueBody())).statusCode).toBe(201);
    const refused = await post(owner, venueBody({ name: 'Second' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'venue_limit_reached', venue_count: 1, max_venues_allowed: 1 });
    expect(refused.json().message).toMatch(/venue limit/i);
  });

  it.each([
    [0, 3, 201],
    [2, 3, 201], // max - 1
    [3, 3, 403], // max
  ])('with %i of max %i venues, creating answers %i', async (existing, max, expected) => {
    const owner = await person(t, 'venue');
    await setMax(owner.id, max);
    for (let i = 0; i < existing; i++) await t.db.insert(venues).values({ name: `Existing ${i}`, ownerId: owner.id });
    expect((await post(owner, venueBody())).statusCode).toBe(expected);
  });

  it('holds under concurrent creation: two tabs cannot both take the last slot', async () => {
    const owner = await person(t, 'venue');
    await setMax(owner.id, 2);
    await t.db.insert(venues).values({ name: 'Existing', ownerId: owner.id });
    const results = await Promise.all([1, 2, 3, 4].map((i) => post(owner, venueBody({ name: `Race ${i}` }))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403, 403, 403]);
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(venues).where(eq(venues.ownerId, owner.id));
    expect(n).toBe(2);
  });
});

describe('creating and editing a venue', () => {
  let owner: Person;
  beforeAll(async () => {
    owner = await person(t, 'venue', { name: 'Tom Okafor' });
    await setMax(owner.id, 20);
  });

  it('stores every venue field, the rate in pence, and moves the chosen cover to the front', async () => {
    const imgs = [await venueImage(t, owner), await venueImage(t, owner), await venueImage(t, owner)];
    const sent = venueBody({ images: imgs, cover_image_index: 2, contact_email: 'hello@printworks.example', place_id: 'place.123' });
    const res = await post(owner, sent);
    expect(res.statusCode).toBe(201);
    const { venue, warnings } = res.json();
    expect(warnings).toEqual([]);
    // Every field as sent (the rate in pence, 4550), but the cover moved to the front.
    expect(venue).toMatchObject({
      ...sent,
      images: [imgs[2], imgs[0], imgs[1]],
      cover_image_index: 0,
      cover_image_url: imgs[2],
      owner_id: owner.id,
      owner_name: 'Tom Okafor',
    });
    expect(venue.default_booking_rate).toBe(4550);
    // Address geocoded offline to London.
    expect(venue.latitude).toBeCloseTo(51.5, 0);
    expect(venue.longitude).toBeCloseTo(-0.1, 0);
    const detail = await t.app.inject({ method: 'GET', url: `/api/venues/${venue.id}`, headers: owner.headers });
    expect(detail.json()).toMatchObject({ id: venue.id, rating: { average: null, count: 0, mine: null }, abilities: { edit: true, delete: true, rate: false } });
  });

  it('refuses a cover index outside the images, and images that are not ours', async () => {
    const img = await venueImage(t, owner);
    const bad = await post(owner, venueBody({ images: [img], cover_image_index: 1 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The cover image must be one of the images.');
    const none = await post(owner, venueBody({ images: [], cover_image_index: 0 }));
    expect(none.statusCode).toBe(201);
    const external = await post(owner, venueBody({ images: ['https://evil.example/x.png'] }));
    expect(external.statusCode).toBe(400);
  });

  it('only warns about unusable coordinates (docs/product.md §5) and keeps the venue', async () => {
    const res = await post(owner, venueBody({ address: 'Nowhere In Particular Qqzx', latitude: 123, longitude: 500 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().venue).toMatchObject({ latitude: null, longitude: null });
    expect(res.json().warnings[0]).toMatch(/without coordinates/);
    const given = await post(owner, venueBody({ latitude: 48.8566, longitude: 2.3522 }));
    expect(given.json().venue).toMatchObject({ latitude: 48.8566, longitude: 2.3522 });
  });

  it('validates fields with readable messages', async () => {
    const res = await post(owner, venueBody({ name: '', capacity: 0, venue_type: 'castle', default_booking_rate: 12.5 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Enter the venue name.');
    expect(res.json().message).toContain('Capacity must be a whole number from 1 to 100,000.');
  });

  it('edits only what is sent, re-geocodes a changed address, re-orders the cover', async () => {
    const imgs = [await venueImage(t, owner), await venueImage(t, owner)];
    const v = await createVenue(t, owner, { images: imgs });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/venues/${v.id}`,
      headers: owner.headers,
      payload: { address: 'Grafton Street, Dublin 2, Ireland', cover_image_index: 1, default_booking_rate: 9900 },
    });
    expect(res.statusCode).toBe(200);
    const { venue } = res.json();
    expect(venue.name).toBe('The Old Print Works');
    expect(venue.description).toBe('A bright former print hall with long tables.');
    expect(venue.images).toEqual([imgs[1], imgs[0]]);
    expect(venue.cover_image_url).toBe(imgs[1]);
    expect(venue.default_booking_rate).toBe(9900);
    expect(venue.latitude).toBeCloseTo(53.35, 1);
    expect(venue.longitude).toBeCloseTo(-6.26, 1);
  });

  it('deletes, and the venue is gone', async () => {
    const v = await createVenue(t, owner);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/venues/${v.id}`, headers: owner.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/venues/${v.id}`, headers: owner.headers })).statusCode).toBe(404);
  });
});

describe('listing venues', () => {
  let owner: Person;
  let viewer: Person;
  beforeAll(async () => {
    owner = await person(t, 'venue');
    viewer = await person(t, 'basic');
    await setMax(owner.id, 50);
    await createVenue(t, owner, { name: 'Zephyr Rooftop Terrace', venue_type: 'outdoor', capacity: 200, amenities: ['Bar', 'Outdoor space'], weekend_available: true, instant_booking: false });
    await createVenue(t, owner, { name: 'Quiet Library Room', venue_type: 'library', capacity: 12, amenities: ['Wi-Fi'] });
  });

  it('filters by text, type, capacity, amenities, instant booking and weekend', async () => {
    const names = async (qs: string) => (await t.app.inject({ method: 'GET', url: `/api/venues?owner=me&${qs}`, headers: owner.headers })).json().venues.map((v: { name: string }) => v.name);
    expect(await names('q=zephyr')).toEqual(['Zephyr Rooftop Terrace']);
    expect(await names('type=library')).toEqual(['Quiet Library Room']);
    expect(await names('min_capacity=150')).toEqual(['Zephyr Rooftop Terrace']);
    expect(await names('amenities=Bar,Outdoor%20space')).toEqual(['Zephyr Rooftop Terrace']);
    expect(await names('weekend=true&q=o')).toContain('Zephyr Rooftop Terrace');
    expect(await names('instant=false')).toEqual(['Zephyr Rooftop Terrace']);
    expect(await names('q=%25')).toEqual([]); // LIKE wildcards are literal
  });

  it('searches full text, ranked (issue 30): whole words, English forms and word beginnings; the name counts most', async () => {
    const other = await person(t, 'venue');
    await setMax(other.id, 50);
    // Newest first would put the description match first: the rank puts the name match first.
    await createVenue(t, other, { name: 'Orchard Gallery', description: 'Five minutes from the Kestrel Hall.' });
    await createVenue(t, other, { name: 'Kestrel Reading Room', description: 'Quiet.' });
    await createVenue(t, other, { name: 'Kestrel Hall Annex', description: 'Round tables.' });
    const names = async (q: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/venues?q=${encodeURIComponent(q)}`, headers: other.headers })).json().venues.map((v: { name: string }) => v.name);
    expect(await names('kestrel hall')).toEqual(['Kestrel Hall Annex', 'Orchard Gallery']); // both words; the name first
    expect((await names('kestrel'))[2]).toBe('Orchard Gallery'); // the two names, then the description
    expect(await names('reading rooms')).toEqual(['Kestrel Reading Room']); // "rooms" finds "Room" (English stem)
    expect(await names('kestr read')).toEqual(['Kestrel Reading Room']); // word beginnings, as typed into the box
    expect(await names('kestrel -hall')).toEqual(['Kestrel Reading Room']); // web search syntax
    expect(await names('"reading kestrel"')).toEqual([]); // a quoted phrase keeps its order
    expect(await names('estrel')).toEqual([]); // inside a word is not a match (whole words and beginnings)
  });

  it('pages newest first with a cursor, with ratings and thumbnails', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/api/venues?limit=1', headers: viewer.headers })).json();
    expect(first.venues).toHaveLength(1);
    expect(first.next_cursor).toBeTruthy();
    const second = (await t.app.inject({ method: 'GET', url: `/api/venues?limit=1&cursor=${first.next_cursor}`, headers: viewer.headers })).json();
    expect(second.venues[0].id).not.toBe(first.venues[0].id);
    expect(new Date(second.venues[0].created_at) <= new Date(first.venues[0].created_at)).toBe(true);
    expect(first.venues[0].rating).toEqual({ average: null, count: 0 });
    const mine = (await t.app.inject({ method: 'GET', url: '/api/venues?owner=me&limit=100', headers: owner.headers })).json();
    expect(mine.venues).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: '/api/venues?cursor=nonsense', headers: viewer.headers })).statusCode).toBe(400);
  });
});

describe('new-venue notifications (docs/product.md §6)', () => {
  it('every active professional gets an in-app notification and a new_venue_notification email, preferences respected', async () => {
    const owner = await person(t, 'venue', { name: 'Hannah Host' });
    const pro = await person(t, 'professional');
    const muted = await person(t, 'professional');
    const noEmail = await person(t, 'professional');
    const inactive = await person(t, 'professional');
    const suspended = await person(t, 'professional', { suspended: true });
    const basic = await person(t, 'basic');
    await t.db.update(profiles).set({ notificationPreferences: { all: false } }).where(eq(profiles.id, muted.id));
    await t.db.update(profiles).set({ emailPreferences: { all: true, announcements: false } }).where(eq(profiles.id, noEmail.id));
    await t.db.update(profiles).set({ subscriptionStatus: 'basic' }).where(eq(profiles.id, inactive.id));

    const v = await createVenue(t, owner, { name: 'Harbour Loft' });
    // Announced by a job after the venue commits, not in the owner's request.
    await mailbox(t);
    const notified = async (id: string) =>
      (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from notifications where user_id = ${id} and type = 'new_venue' and data->>'venueId' = ${v.id}`)).rows[0].n;
    expect(await notified(pro.id)).toBe(1);
    expect(await notified(noEmail.id)).toBe(1);
    for (const p of [muted, inactive, suspended, basic, owner]) expect(await notified(p.id)).toBe(0);

    // Everything queued is sent first, so a mail to someone who must not get one would be here.
    const mails = (await mailbox(t)).filter((m) => m.subject.includes('Harbour Loft'));
    expect(mails.map((m) => m.to).sort()).toEqual([muted.email, pro.email].sort());
    expect(mails[0].subject).toBe('New venue: Harbour Loft');
    expect(mails[0].html).toContain(`/venues/${v.id}`);
  });
});

describe('realtime', () => {
  it('venue inserts, updates and deletes reach open lists', async () => {
    const owner = await person(t, 'venue');
    const login = await t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: owner.email, password: 'correct-horse-battery' } });
    const socket = await openSocket(await realtimeUrl(t.app), login.json().access_token);
    const v = await createVenue(t, owner, { name: 'Live Venue' });
    const insert = await socket.next((m) => m.type === 'change' && m.table === 'venues' && m.id === v.id && m.event === 'INSERT');
    expect(insert).toMatchObject({ record: { name: 'Live Venue' } });
    await t.app.inject({ method: 'PATCH', url: `/api/venues/${v.id}`, headers: owner.headers, payload: { name: 'Live Venue 2' } });
    await socket.next((m) => m.type === 'change' && m.id === v.id && m.event === 'UPDATE');
    await t.app.inject({ method: 'DELETE', url: `/api/venues/${v.id}`, headers: owner.headers });
    await socket.next((m) => m.type === 'change' && m.id === v.id && m.event === 'DELETE');
    socket.close();
  });
});

describe('Open Graph tags', () => {
  it('are served in the HTML head of /venues/{id}', async () => {
    const owner = await person(t, 'venue');
    const v = await createVenue(t, owner, { name: 'Tags & "Quotes" Hall', images: [await venueImage(t, owner)] });
    const { ogTagsFor, injectOgTags } = await import('../../server/venues/og');
    const base = { protocol: 'http', host: 'localhost:3000' };
    const req = { ...base, url: `/venues/${v.id}?x=1` } as never;
    const tags = await ogTagsFor({ db: t.db, config: t.config }, req);
    expect(tags?.title).toBe('Tags & "Quotes" Hall · Civic Connect');
    expect(tags?.image).toMatch(/^http:\/\/localhost:3000\/storage\/v1\/object\/public\/venue-images\//);
    const html = injectOgTags('<html><head><title>Civic Connect</title><meta name="description" content="x"></head></html>', tags!);
    expect(html).toContain('<meta property="og:title" content="Tags &amp; &quot;Quotes&quot; Hall · Civic Connect" />');
    expect(html).toContain('<title>Tags &amp; &quot;Quotes&quot; Hall · Civic Connect</title>');
    expect(await ogTagsFor({ db: t.db, config: t.config }, { ...base, url: '/venues/not-a-uuid' } as never)).toBeNull();
  });
});

describe('list cache across instances', () => {
  it('a venue created through instance A shows in the list served by instance B', async () => {
    const { buildApp } = await import('../../server/app');
    const { createDb } = await import('../../server/db/client');
    const { transportFor } = await import('../../server/email/transport');
    const dbB = createDb(t.dbUrl, 3);
    const b = await buildApp({ config: t.config, db: dbB, emailTransport: transportFor(t.config) });
    await b.ready();
    try {
      const owner = await person(t, 'venue');
      const reader = await person(t, 'basic');
      const names = async () => (await b.inject({ method: 'GET', url: '/api/venues?limit=100', headers: reader.headers })).json().venues.map((v: { name: string }) => v.name);
      expect(await names()).not.toContain('Cross Instance Hall'); // now cached on B
      await createVenue(t, owner, { name: 'Cross Instance Hall' });
      expect(await until(async () => (await names()).includes('Cross Instance Hall') && (await names()))).toContain('Cross Instance Hall');
    } finally {
      await b.close();
      await dbB.$client.end();
    }
  });
});
