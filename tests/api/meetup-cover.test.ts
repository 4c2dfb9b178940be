import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetupImagePath } from '../../contracts/storage';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { freeDay, insertVenue, meetupBody, member, type Member } from '../helpers/meetup-fixtures';
import { makeImage, upload } from '../helpers/venue-fixtures';

// Issue 17: a meetup card names the town and country; a meetup may have a 16:9 cover picture
// (uploaded to meetup-images, its organiser's own), else the venue's picture stands in.

let t: TestApp;
let organiser: Member;
let other: Member;
let venueId: string;
beforeAll(async () => {
  t = await createTestApp();
  organiser = await member(t, 'professional');
  other = await member(t, 'professional');
  const owner = await member(t, 'venue');
  venueId = (await insertVenue(t.db, owner.id, { address: '12 Market Street, Leeds LS1 6DT, United Kingdom', coverImageUrl: '/storage/v1/object/public/venue-images/x/venue.jpg' })).id;
});
afterAll(() => t.close());

const create = (who: Member, over: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/meetups', headers: who.headers, payload: meetupBody(venueId, { date: freeDay(), ...over }) });

describe('meetup place and cover', () => {
  it('a new meetup names its venue’s town and country, and falls back to the venue picture', async () => {
    const res = await create(organiser);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ venue_place: 'Leeds, United Kingdom', cover_image_url: null, venue_image_url: '/storage/v1/object/public/venue-images/x/venue.jpg' });
  });

  it('an uploaded cover is cropped to 16:9 and saved on the meetup', async () => {
    const path = meetupImagePath(organiser.id, 'png');
    const up = await upload(t, { ...organiser, headers: organiser.headers }, 'meetup-images', path, await makeImage('png', { width: 900, height: 900 }));
    expect(up.statusCode, up.body).toBe(200);
    const { width, height, publicUrl } = up.json() as { width: number; height: number; publicUrl: string };
    expect(width / height).toBeCloseTo(16 / 9, 1);
    const stored = await t.app.inject({ method: 'GET', url: publicUrl });
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.width! / meta.height!).toBeCloseTo(16 / 9, 1);

    const res = await create(organiser, { cover_image_url: publicUrl });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().cover_image_url).toBe(publicUrl);
  });

  it('refuses a cover from someone else’s folder (403) and one from another bucket (400)', async () => {
    const path = meetupImagePath(other.id, 'png');
    const up = await upload(t, { ...other, headers: other.headers }, 'meetup-images', path, await makeImage('png', { width: 640, height: 360 }));
    expect(up.statusCode).toBe(200);
    const foreign = await create(organiser, { cover_image_url: up.json().publicUrl });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ error: 'forbidden', message: expect.any(String) });
    const wrongBucket = await create(organiser, { cover_image_url: '/storage/v1/object/public/venue-images/x/venue.jpg' });
    expect(wrongBucket.statusCode).toBe(400);
  });
});
