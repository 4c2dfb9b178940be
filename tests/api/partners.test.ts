import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerSlug } from '../../contracts/partners';
import { templateVenueContent } from '../../server/venues/generate-content';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { pastMeetupAt } from '../helpers/community-fixtures';
import { createVenue, makeImage, person, upload, type Person } from '../helpers/venue-fixtures';

let t: TestApp;
let owner: Person;
let admin: Person;
let pro: Person;
beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, 'venue', { name: 'Café Øresund Ltd' });
  admin = await person(t, 'professional', { admin: true });
  pro = await person(t, 'professional');
});
afterAll(() => t.close());

const fn = (name: string, who: Person, body: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: `/functions/v1/${name}`, headers: { ...who.headers, ...headers }, payload: body as object });

describe('slugs (docs/product.md §9)', () => {
  it('are the lower-cased dashed name plus a random 6-character suffix', () => {
    expect(partnerSlug('Café Øresund Ltd')).toMatch(/^cafe-resund-ltd-[a-z0-9]{6}$/);
    expect(partnerSlug('  The   Guild  Hall! ')).toMatch(/^the-guild-hall-[a-z0-9]{6}$/);
    expect(partnerSlug('!!!')).toMatch(/^partner-[a-z0-9]{6}$/);
    expect(partnerSlug('A')).not.toBe(partnerSlug('A'));
  });
});

describe('partner profiles', () => {
  let partnerId: string;
  let slug: string;

  it('admin-get-or-create-venue-partner creates one unpublished profile with max 1, then returns it', async () => {
    const res = await fn('admin-get-or-create-venue-partner', admin, { userId: owner.id });
    expect(res.statusCode).toBe(200);
    const { partner } = res.json();
    expect(partner).toMatchObject({ display_name: 'Café Øresund Ltd', max_venues_allowed: 1, is_public: false, is_venue_partner: true, created_by: owner.id, venue_count: 0 });
    expect(partner.slug).toMatch(/^cafe-resund-ltd-[a-z0-9]{6}$/);
    partnerId = partner.id;
    slug = partner.slug;
    const again = await fn('admin-get-or-create-venue-partner', admin, { userId: owner.id });
    expect(again.json().partner.id).toBe(partnerId);
    expect((await fn('admin-get-or-create-venue-partner', admin, { userId: '00000000-0000-4000-8000-000000000001' })).statusCode).toBe(404);
  });

  it('admin-set-partner-max-venues takes integers ≥ 1, else Invalid value / Max venues must be an integer ≥ 1', async () => {
    for (const bad of [0, -1, 1.5, '3', null, 'abc']) {
      const res = await fn('admin-set-partner-max-venues', admin, { partnerId, maxVenues: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Invalid value', message: 'Max venues must be an integer ≥ 1' });
    }
    const ok = await fn('admin-set-partner-max-venues', admin, { partnerId, maxVenues: 3 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, partner: { id: partnerId, max_venues_allowed: 3 } });
    const limit = await t.app.inject({ method: 'GET', url: '/api/venues/limit', headers: owner.headers });
    expect(limit.json()).toEqual({ venue_count: 0, max_venues_allowed: 3, can_create: true });
    expect((await fn('admin-set-partner-max-venues', pro, { partnerId, maxVenues: 3 })).statusCode).toBe(403);
  });

  it('the owner edits their own profile and logo; the slug stays', async () => {
    const logo = (await upload(t, owner, 'partners', `logos/${owner.id}/1700000000000.png`, await makeImage('png'))).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/partners/me',
      headers: owner.headers,
      payload: { display_name: 'Øresund Rooms', short_bio: 'Waterside rooms for civic groups.', website_url: 'oresund.example', location_city: 'Copenhagen', location_country: 'Denmark', sector: 'Hospitality', logo_url: logo.publicUrl },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().partner).toMatchObject({ slug, display_name: 'Øresund Rooms', website_url: 'https://oresund.example', logo_url: logo.publicUrl, max_venues_allowed: 3 });
    const bad = await t.app.inject({ method: 'PUT', url: '/api/partners/me', headers: owner.headers, payload: { display_name: 'X', website_url: 'not a url at all' } });
    expect(bad.statusCode).toBe(400);
    const me = await t.app.inject({ method: 'GET', url: '/api/partners/me', headers: owner.headers });
    expect(me.json()).toMatchObject({ partner: { id: partnerId }, venue_count: 0, max_venues_allowed: 3, can_create: true });
  });

  it('/v/{slug} is not found while unpublished (except for owner and admin), and public once published', async () => {
    await createVenue(t, owner, { name: 'Harbour Room' });
    const page = (who?: Person) => t.app.inject({ method: 'GET', url: `/api/partners/by-slug/${slug}`, headers: who?.headers ?? {} });
    expect((await page()).statusCode).toBe(404);
    expect((await page(pro)).statusCode).toBe(404);
    expect((await page(owner)).json()).toMatchObject({ viewer_is_owner: true, venues: [{ name: 'Harbour Room' }] });
    expect((await page(admin)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/partners' })).json()).toEqual([]);

    const pub = await fn('admin-toggle-partner-publish', admin, { partnerId, publish: true });
    expect(pub.json()).toMatchObject({ success: true, partner: { is_public: true, venue_count: 1 } });
    const anon = await page();
    expect(anon.statusCode).toBe(200);
    expect(anon.json()).toMatchObject({ partner: { display_name: 'Øresund Rooms' }, venues: [{ name: 'Harbour Room' }], viewer_is_owner: false });
    const list = (await t.app.inject({ method: 'GET', url: '/api/partners' })).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ slug, display_name: 'Øresund Rooms', location_city: 'Copenhagen' });
    expect(list[0].max_venues_allowed).toBeUndefined();

    const { ogTagsFor } = await import('../../server/venues/og');
    const tags = await ogTagsFor({ db: t.db, config: t.config }, { url: `/v/${slug}`, protocol: 'http', host: 'x' } as never);
    expect(tags).toMatchObject({ title: 'Øresund Rooms · Civic Connect', description: 'Waterside rooms for civic groups.' });

    await fn('admin-toggle-partner-publish', admin, { partnerId, publish: false });
    expect((await page()).statusCode).toBe(404);
  });

  it('non-venue users have no partner profile to edit', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/partners/me', headers: pro.headers, payload: { display_name: 'Pro Partner' } });
    expect(res.statusCode).toBe(403);
  });
});

describe('generate-venue-content', () => {
  const body = {
    venueName: 'Harbour Room',
    venueType: 'event_space',
    venueLocation: 'Copenhagen, Denmark',
    venueCapacity: 80,
    venueDescription: 'Floor-to-ceiling windows over the harbour',
    venueAmenities: ['Wi-Fi', 'Projector', 'Coffee & tea'],
    professionalName: 'Mette Larsen',
    professionalInterests: ['urban design', 'open data'],
  };

  it('without AI uses a template built from every field', async () => {
    const res = await fn('generate-venue-content', pro, body);
    expect(res.statusCode).toBe(200);
    const { success, content } = res.json();
    expect(success).toBe(true);
    for (const part of ['Harbour Room', 'event space', 'Copenhagen, Denmark', '80 guests', 'Floor-to-ceiling windows over the harbour.', 'wi-fi, projector and coffee & tea', 'urban design and open data', 'Mette Larsen']) {
      expect(content).toContain(part);
    }
    expect(templateVenueContent({})).toContain('This venue is a venue.');
    // In the reader's language (issue 29): the request's, with the venue type and lists in its words.
    const inGerman = (await fn('generate-venue-content', pro, body, { 'accept-language': 'de' })).json().content as string;
    for (const part of ['Harbour Room ist ein Veranstaltungsort der Art „Veranstaltungsraum“ in Copenhagen, Denmark mit Platz für bis zu 80 Gäste.', 'Floor-to-ceiling windows over the harbour.', 'Wi-Fi, Projector und Coffee & tea', 'urban design und open data', 'Gastgeber: Mette Larsen.']) {
      expect(inGerman).toContain(part);
    }
    expect((await t.app.inject({ method: 'POST', url: '/functions/v1/generate-venue-content', payload: body })).statusCode).toBe(401);
  });

  it('uses an OpenAI-compatible endpoint when configured, and the template when it fails', async () => {
    let status = 200;
    let seen: { model?: string; messages?: Array<{ content: string }> } = {};
    const server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        seen = JSON.parse(raw);
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content: 'A generated description.' } }] }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const ai = await createTestApp({ env: { AI_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, AI_API_KEY: 'k', AI_MODEL: 'test-model' } });
    try {
      const who = await person(ai, 'venue');
      const call = () => ai.app.inject({ method: 'POST', url: '/functions/v1/generate-venue-content', headers: who.headers, payload: body });
      expect((await call()).json()).toEqual({ success: true, content: 'A generated description.' });
      expect(seen.model).toBe('test-model');
      expect(seen.messages?.[1].content).toContain('Harbour Room');
      status = 500;
      const fallback = (await call()).json();
      expect(fallback.success).toBe(true);
      expect(fallback.content).toContain('Harbour Room is an event space in Copenhagen, Denmark');
    } finally {
      await ai.close();
      await new Promise((r) => server.close(r));
    }
  });
});

describe('featured venues (public, for the home page)', () => {
  it('lists only venues of published partners, best rated first, without a session', async () => {
    const hidden = await person(t, 'venue');
    await createVenue(t, hidden, { name: 'Unpublished Partner Hall' });
    const shown = await person(t, 'venue');
    const p = (await fn('admin-get-or-create-venue-partner', admin, { userId: shown.id })).json().partner;
    await fn('admin-set-partner-max-venues', admin, { partnerId: p.id, maxVenues: 5 });
    await fn('admin-toggle-partner-publish', admin, { partnerId: p.id, publish: true });
    const low = await createVenue(t, shown, { name: 'Featured Low' });
    const high = await createVenue(t, shown, { name: 'Featured High' });
    // Only people who were there rate (issue 16): the professional was at a meetup at each.
    for (const v of [low, high]) await pastMeetupAt(t.db, v.id, pro.id, []);
    expect((await t.app.inject({ method: 'PUT', url: `/api/venues/${low.id}/rating`, headers: pro.headers, payload: { score: 2 } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: `/api/venues/${high.id}/rating`, headers: pro.headers, payload: { score: 5 } })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/venues/featured?limit=12' });
    expect(res.statusCode).toBe(200);
    const names = res.json().venues.map((v: { name: string }) => v.name);
    expect(names).not.toContain('Unpublished Partner Hall');
    expect(names.indexOf('Featured High')).toBeLessThan(names.indexOf('Featured Low'));
  });
});
