import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dayFromNow, insertMeetup, insertVenue, member, type Member } from '../helpers/meetup-fixtures';

// Issue 27: a meetup without its own cover shows its venue's picture — the venue's cover, else
// its first photo (the cover is stored first, so that is the one the venue page opens on) — on
// the list cards, the meetup page and its public page. Only a venue without photos leaves none.
let t: TestApp;
let viewer: Member;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const owner = await member(t, 'venue');
  viewer = await member(t, 'professional');
  const withCover = await insertVenue(t.db, owner.id, { name: 'Covered Hall', coverImageUrl: '/storage/v1/object/public/venue-images/cover.jpg', images: ['/storage/v1/object/public/venue-images/cover.jpg', '/storage/v1/object/public/venue-images/side.jpg'] });
  const photosOnly = await insertVenue(t.db, owner.id, { name: 'Photo Hall', coverImageUrl: null, images: ['/storage/v1/object/public/venue-images/first.jpg', '/storage/v1/object/public/venue-images/second.jpg'] });
  const bare = await insertVenue(t.db, owner.id, { name: 'Bare Hall', coverImageUrl: null, images: [] });
  const at = (venue: { id: string; name: string }, title: string, days: number, cover: string | null = null) =>
    insertMeetup(t.db, owner.id, { venueId: venue.id, venueName: venue.name, title, date: dayFromNow(days), coverImageUrl: cover });
  ids.own = (await at(withCover, 'Own cover', 3, '/storage/v1/object/public/meetup-covers/own.jpg')).id;
  ids.cover = (await at(withCover, 'Venue cover', 4)).id;
  ids.first = (await at(photosOnly, 'First photo', 5)).id;
  ids.none = (await at(bare, 'No photo', 6)).id;
});
afterAll(() => t.close());

const shown = (m: { cover_image_url: string | null; venue_image_url: string | null }) => m.cover_image_url ?? m.venue_image_url;

describe("a meetup's picture", () => {
  it('on list cards: its own cover, else the venue cover, else the venue first photo, else none', async () => {
    const res = await t.app.inject({ url: '/api/meetups?when=upcoming&limit=50', headers: viewer.headers });
    expect(res.statusCode).toBe(200);
    const byTitle = Object.fromEntries(res.json().meetups.map((m: { title: string; cover_image_url: string | null; venue_image_url: string | null }) => [m.title, shown(m)]));
    expect(byTitle).toEqual({
      'Own cover': '/storage/v1/object/public/meetup-covers/own.jpg',
      'Venue cover': '/storage/v1/object/public/venue-images/cover.jpg',
      'First photo': '/storage/v1/object/public/venue-images/first.jpg',
      'No photo': null,
    });
  });

  it('the meetup page and the public page fall back the same way', async () => {
    const detail = (await t.app.inject({ url: `/api/meetups/${ids.first}`, headers: viewer.headers })).json();
    expect(shown(detail)).toBe('/storage/v1/object/public/venue-images/first.jpg');
    const pub = await t.app.inject({ url: `/api/public/meetups/${ids.first}` });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().cover_image_url).toMatch(/\/storage\/v1\/object\/public\/venue-images\/first\.jpg$/);
  });
});
