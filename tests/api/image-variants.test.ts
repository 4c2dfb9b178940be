import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStorageUrl, parseStorageUrl, responsiveImage, variantUrl } from '../../contracts/storage';
import { objectKey, storageFor } from '../../server/storage/backend';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { person, upload, type Person } from '../helpers/venue-fixtures';

// docs/decisions/0032-images-responsive-variants.md: every upload gets AVIF and WebP copies in its
// bucket's widths, served at versioned URLs cached for a year; other URLs revalidate by ETag.

let t: TestApp;
let owner: Person;
beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, 'professional');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A photo-like picture (a gradient and a disc) of one colour family, big enough for every width. */
const photo = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fff"/></svg>`) }])
    .jpeg()
    .toBuffer();

/** The URLs of a srcset with their declared widths. */
const candidates = (srcset: string) => srcset.split(', ').map((c) => ({ url: c.split(' ')[0], width: Number(c.split(' ')[1].replace('w', '')) }));

describe('an upload gets AVIF and WebP copies in its bucket’s widths', () => {
  it('a meetup cover: 360, 720 and 1200 px wide, 16:9, each decodable in its format, cached for a year', async () => {
    const res = await upload(t, owner, 'meetup-images', `${owner.id}/cover-a.jpg`, await photo(2400, 1500, '#1d4ed8'));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().publicUrl;
    expect(url).toMatch(/\?v=[0-9a-f]{12}$/);
    const picture = responsiveImage(url)!;
    expect(picture).toMatchObject({ src: url, width: 1200, height: 675 });
    for (const [format, srcset] of [['avif', picture.avif], ['webp', picture.webp]] as const) {
      const list = candidates(srcset);
      expect(list.map((c) => c.width)).toEqual([360, 720, 1200]);
      for (const c of list) {
        const served = await get(c.url);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(`image/${format}`);
        expect(served.headers['cache-control']).toBe(IMMUTABLE);
        const meta = await sharp(served.rawPayload).metadata();
        // libvips reports AVIF as HEIF with AV1 compression.
        expect(format === 'avif' ? [meta.format, meta.compression] : [meta.format]).toEqual(format === 'avif' ? ['heif', 'av1'] : ['webp']);
        expect([meta.width, meta.height]).toEqual([c.width, Math.round((c.width * 9) / 16)]);
      }
    }
    // The original keeps its place and type, at its versioned URL.
    const original = await get(url);
    expect([original.statusCode, original.headers['content-type'], original.headers['cache-control']]).toEqual([200, 'image/jpeg', IMMUTABLE]);
  });

  it('an avatar: square copies of 96 and 192 px', async () => {
    const path = `${owner.id}/${owner.id}-${Date.now()}.png`;
    const res = await upload(t, owner, 'avatars', path, await photo(500, 300, '#15803d'));
    const list = candidates(responsiveImage(res.json().publicUrl)!.avif);
    expect(list.map((c) => c.width)).toEqual([96, 192]);
    for (const c of list) {
      const meta = await sharp((await get(c.url)).rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([c.width, c.width]);
    }
  });

  it('URLs without the version are revalidated by ETag (304 when unchanged)', async () => {
    const res = await upload(t, owner, 'venue-images', `${owner.id}/hall.jpg`, await photo(1600, 1000, '#b45309'));
    const { bucket, path } = parseStorageUrl(res.json().publicUrl)!;
    for (const url of [variantUrl(bucket, path, null, 720, 'webp'), `/storage/v1/object/public/${bucket}/${path}`]) {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[0-9a-f]{12}-/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    // A venue photo is kept whole: 720 wide at its own 1.6 ratio.
    const meta = await sharp((await get(variantUrl(bucket, path, null, 720, 'avif'))).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([720, 450]);
  });
});

describe('replacing an image never serves its old copies', () => {
  it('an upsert to the same path answers a new URL; the old one now serves the new bytes, revalidated', async () => {
    const path = `${owner.id}/replaced.jpg`;
    const first = await upload(t, owner, 'meetup-images', path, await photo(1600, 900, '#dc2626'));
    const oldUrl: string = first.json().publicUrl;
    const oldAvif = candidates(responsiveImage(oldUrl)!.avif)[1].url;
    const before = await get(oldAvif);
    const oldEtag = String(before.headers.etag);

    const second = await upload(t, owner, 'meetup-images', path, await photo(1600, 900, '#16a34a'), 'replaced.jpg', { 'x-upsert': 'true' });
    expect(second.statusCode).toBe(200);
    const newUrl: string = second.json().publicUrl;
    expect(newUrl).not.toBe(oldUrl);
    const newAvif = candidates(responsiveImage(newUrl)!.avif)[1].url;
    const now = await get(newAvif);
    expect(now.headers['cache-control']).toBe(IMMUTABLE);
    expect(now.rawPayload.equals(before.rawPayload)).toBe(false);
    // The corner of the picture is green now, not red.
    const { data } = await sharp(now.rawPayload).extract({ left: 2, top: 2, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[1]).toBeGreaterThan(data[0]);
    // A page still holding the old URL: fresh bytes, not cached for a year, and the old ETag no longer matches.
    const stale = await get(oldAvif, { 'if-none-match': oldEtag });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('public, no-cache');
    expect(stale.rawPayload.equals(now.rawPayload)).toBe(true);
  });

  it('a profile picture replaced at the same path stays: the new URL is the same file, not an old one to remove', async () => {
    const path = `${owner.id}/${owner.id}-1795000000000.png`;
    const setAvatar = (avatar: string) => t.app.inject({ method: 'PUT', url: '/api/profile/avatar', headers: owner.headers, payload: { avatar } });
    const first = (await upload(t, owner, 'avatars', path, await photo(300, 300, '#dc2626'))).json().publicUrl as string;
    expect((await setAvatar(first)).statusCode).toBe(200);
    const second = (await upload(t, owner, 'avatars', path, await photo(300, 300, '#2563eb'), undefined, { 'x-upsert': 'true' })).json().publicUrl as string;
    expect(second).not.toBe(first);
    expect((await setAvatar(second)).statusCode).toBe(200);
    const served = await get(second);
    expect([served.statusCode, served.headers['cache-control']]).toEqual([200, IMMUTABLE]);
    expect((await get(candidates(responsiveImage(second)!.avif)[0].url)).statusCode).toBe(200);
  });

  it('deleting an image removes its copies', async () => {
    const res = await upload(t, owner, 'meetup-images', `${owner.id}/gone.jpg`, await photo(800, 450, '#7c3aed'));
    const avif = candidates(responsiveImage(res.json().publicUrl)!.avif)[0].url;
    expect((await get(avif)).statusCode).toBe(200);
    const del = await t.app.inject({ method: 'DELETE', url: `/storage/v1/object/meetup-images/${owner.id}/gone.jpg`, headers: owner.headers });
    expect(del.statusCode).toBe(200);
    const after = await get(avif);
    expect(after.statusCode).toBe(404);
    expect(after.headers['cache-control']).not.toMatch(/immutable/);
  });
});

describe('images stored before copies existed', () => {
  it('get their copies on first request (the lazy backfill)', async () => {
    // Written straight to the backend, as an older version of the app did: no manifest, no copies.
    const path = `${owner.id}/legacy.jpg`;
    await storageFor(t.config).put(objectKey('meetup-images', path), await photo(1600, 900, '#0f766e'), 'image/jpeg');
    const served = await get(variantUrl('meetup-images', path, null, 360, 'avif'));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/avif');
    expect(served.headers['cache-control']).toBe('public, no-cache');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['heif', 360, 203]);
  });
});

describe('bad requests for copies are 4xx', () => {
  it('a width or format the bucket does not have is a 400 with a message; an unknown image a 404', async () => {
    const res = await upload(t, owner, 'meetup-images', `${owner.id}/bad.jpg`, await photo(800, 450, '#0369a1'));
    const { path } = parseStorageUrl(res.json().publicUrl)!;
    const base = `/storage/v1/render/image/public/meetup-images/${path}`;
    for (const [query, error] of [
      ['?width=500&format=avif', 'invalid_width'],
      ['?width=abc&format=webp', 'invalid_width'],
      ['?width=96&format=avif', 'invalid_width'],
      ['?width=720&format=gif', 'invalid_format'],
      ['?width=720', 'invalid_format'],
      ['?format=avif', 'invalid_width'],
    ] as const) {
      const bad = await get(base + query);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json()).toMatchObject({ error, message: expect.any(String) });
    }
    expect((await get(`/storage/v1/render/image/public/meetup-images/${owner.id}/missing.jpg?width=720&format=avif`)).statusCode).toBe(404);
    expect((await get(`/storage/v1/render/image/public/nope/${path}?width=720&format=avif`)).statusCode).toBe(404);
  });

  it('a stored URL with a malformed version or extra query is not one of ours', async () => {
    const res = await upload(t, owner, 'meetup-images', `${owner.id}/v.jpg`, await photo(800, 450, '#0369a1'));
    const url: string = res.json().publicUrl;
    expect(isStorageUrl(url, 'meetup-images')).toBe(true);
    expect(isStorageUrl(url.replace(/\?v=.*/, '?v=<script>'), 'meetup-images')).toBe(false);
    expect(isStorageUrl(`${url}&x=1`, 'meetup-images')).toBe(false);
  });
});
