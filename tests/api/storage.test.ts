import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { caller } from '../helpers/admin-fixtures';
import { appWithOwnerAndOther, makeImage, person, upload, type Person } from '../helpers/venue-fixtures';

let t: TestApp, owner: Person, other: Person;
beforeAll(async () => ({ t, owner, other } = await appWithOwnerAndOther('professional')));
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('uploads are typed by their bytes, not their names', () => {
  it('a PNG renamed .jpg is stored as the PNG it is', async () => {
    const res = await upload(t, owner, 'venue-images', `${owner.id}/renamed.jpg`, await makeImage('png'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ contentType: 'image/png', path: `${owner.id}/renamed.png`, bucket: 'venue-images' });
    const served = await get(res.json().publicUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // The upload's URL names its content version: cached for a year (docs/decisions/0032).
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('a JPEG renamed .png is stored as the JPEG it is', async () => {
    const res = await upload(t, owner, 'venue-images', `${owner.id}/photo.png`, await makeImage('jpeg'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ contentType: 'image/jpeg', path: `${owner.id}/photo.jpg` });
    const served = await get(res.json().publicUrl);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect([...served.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('an HTML file renamed .png is refused', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const res = await upload(t, owner, 'venue-images', `${owner.id}/evil.png`, html);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: 'unsupported_media_type', message: 'Upload a PNG, JPEG or WebP image.' });
    expect((await get(`/storage/v1/object/public/venue-images/${owner.id}/evil.png`)).statusCode).toBe(404);
  });

  it('a 20 MB file is refused as too large', async () => {
    const big = Buffer.concat([await makeImage('png'), Buffer.alloc(20 * 1024 * 1024, 1)]);
    const res = await upload(t, owner, 'venue-images', `${owner.id}/huge.png`, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'payload_too_large', message: 'The file is larger than 10 MB.' });
  });

  it('a 20 MB file without a content length (chunked) is refused too', async () => {
    const big = Buffer.concat([await makeImage('png'), Buffer.alloc(20 * 1024 * 1024, 1)]);
    const boundary = 'xyzBOUNDARY';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      big,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const { Readable } = await import('node:stream');
    const res = await t.app.inject({
      method: 'POST',
      url: `/storage/v1/object/venue-images/${owner.id}/chunked.png`,
      headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
      payload: Readable.from([body]),
    });
    expect(res.statusCode).toBe(413);
  });

  it('strips metadata, shrinks large images and serves a thumbnail', async () => {
    const input = await makeImage('jpeg', { width: 3000, height: 2000, exif: true });
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const res = await upload(t, owner, 'venue-images', `${owner.id}/big.jpg`, input);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ width: 2000, height: 1333 });
    const stored = await get(res.json().publicUrl);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('Secret Photographer'))).toBe(false);
    const thumb = await get(res.json().thumbnailUrl);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const tm = await sharp(thumb.rawPayload).metadata();
    expect([tm.width, tm.height]).toEqual([720, 480]);
  });

  it('logos: png or jpeg kept, anything else saved as png (docs/product.md §5)', async () => {
    const venueUser = owner;
    const webp = await upload(t, venueUser, 'partners', `logos/${venueUser.id}/1700000000000.webp`, await makeImage('webp'));
    expect(webp.statusCode).toBe(200);
    expect(webp.json()).toMatchObject({ contentType: 'image/png', path: `logos/${venueUser.id}/1700000000000.png` });
    const gif = await upload(t, venueUser, 'partners', `logos/${venueUser.id}/1700000000001.gif`, await makeImage('gif'));
    expect(gif.json()).toMatchObject({ contentType: 'image/png' });
    const jpg = await upload(t, venueUser, 'partners', `logos/${venueUser.id}/1700000000002.jpg`, await makeImage('jpeg'));
    expect(jpg.json()).toMatchObject({ contentType: 'image/jpeg' });
    const text = await upload(t, venueUser, 'partners', `logos/${venueUser.id}/1700000000003.png`, Buffer.from('not an image at all'));
    expect(text.statusCode).toBe(415);
  });
});

describe('paths and ownership (docs/product.md §10 Storage)', () => {
  it('avatars follow {userId}/{userId}-{timestamp}.{ext} and upsert; others only their own folder', async () => {
    const path = `${other.id}/${other.id}-1700000000000.png`;
    expect((await upload(t, other, 'avatars', path, await makeImage('png'))).statusCode).toBe(200);
    // Without upsert a second write conflicts; with x-upsert it replaces.
    expect((await upload(t, other, 'avatars', path, await makeImage('png'))).statusCode).toBe(409);
    expect((await upload(t, other, 'avatars', path, await makeImage('jpeg'), 'a.png', { 'x-upsert': 'true' })).statusCode).toBe(200);
    expect((await upload(t, owner, 'avatars', path, await makeImage('png'))).statusCode).toBe(403);
    expect((await upload(t, other, 'avatars', `${other.id}/somebody.png`, await makeImage('png'))).statusCode).toBe(400);
    expect((await upload(t, other, 'avatars', `${other.id}/../${owner.id}/${owner.id}-1.png`, await makeImage('png'))).statusCode).toBe(400);
    expect((await upload(t, other, 'partners', `logos/${owner.id}/1700000000000.png`, await makeImage('png'))).statusCode).toBe(403);
    expect((await upload(t, other, 'nope', `${other.id}/x.png`, await makeImage('png'))).statusCode).toBe(404);
    const anon = await upload(t, { id: '', email: '', headers: {} }, 'avatars', path, await makeImage('png'));
    expect(anon.statusCode).toBe(401);
  });

  it('removes objects (owner only) and their thumbnails', async () => {
    const res = await upload(t, owner, 'venue-images', `${owner.id}/to-remove.png`, await makeImage('png'));
    const { publicUrl, thumbnailUrl, path } = res.json();
    expect((await t.app.inject({ method: 'DELETE', url: `/storage/v1/object/venue-images/${path}`, headers: other.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/storage/v1/object/venue-images/${path}`, headers: owner.headers })).statusCode).toBe(200);
    expect((await get(publicUrl)).statusCode).toBe(404);
    expect((await get(thumbnailUrl)).statusCode).toBe(404);
  });

  it('sets the profile avatar to your own upload and removes the previous file', async () => {
    const first = (await upload(t, other, 'avatars', `${other.id}/${other.id}-1700000000100.png`, await makeImage('png'))).json();
    const second = (await upload(t, other, 'avatars', `${other.id}/${other.id}-1700000000200.png`, await makeImage('png'))).json();
    const set = (avatar: string | null, who = other) => t.app.inject({ method: 'PUT', url: '/api/profile/avatar', headers: who.headers, payload: { avatar } });
    expect((await set(first.publicUrl)).statusCode).toBe(200);
    expect((await set(second.publicUrl)).statusCode).toBe(200);
    const [p] = await t.db.select({ avatar: profiles.avatar }).from(profiles).where(eq(profiles.id, other.id));
    expect(p.avatar).toBe(second.publicUrl);
    expect((await get(first.publicUrl)).statusCode).toBe(404);
    expect((await set(second.publicUrl, owner)).statusCode).toBe(403);
    expect((await set('https://elsewhere.example/me.png')).statusCode).toBe(400);
    expect((await set(null)).json()).toEqual({ avatar: null });
  });
});

describe('S3-compatible backend', () => {
  // A minimal in-memory S3 (path-style PUT/GET/HEAD/DELETE, ListObjectsV2 and DeleteObjects) on
  // 127.0.0.1 stands in for the real service; it checks the SDK's requests reach it and
  // round-trip the bytes. Listings come 3 keys a page, so paging is exercised.
  let server: http.Server;
  const objects = new Map<string, { body: Buffer; type: string; cache: string | undefined }>();
  let s3: TestApp;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const key = decodeURIComponent((req.url ?? '').split('?')[0]);
      const query = new URL(req.url ?? '/', 'http://s3').searchParams;
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const xml = (body: string) => res.writeHead(200, { 'content-type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
        if (req.method === 'GET' && query.get('list-type') === '2') {
          const prefix = `${key.replace(/\/$/, '')}/${query.get('prefix') ?? ''}`;
          const all = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
          // Like S3's, the token names where the listing stopped (a key), not an offset.
          const after = query.get('continuation-token');
          const rest = after ? all.filter((k) => k > after) : all;
          const page = rest.slice(0, 3);
          const more = rest.length > 3;
          const contents = page.map((k) => `<Contents><Key>${k.replace(/^\/cc-test\//, '')}</Key><Size>1</Size></Contents>`).join('');
          return xml(
            `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>cc-test</Name><KeyCount>${page.length}</KeyCount><MaxKeys>3</MaxKeys><IsTruncated>${more}</IsTruncated>${contents}${more ? `<NextContinuationToken>${page[page.length - 1]}</NextContinuationToken>` : ''}</ListBucketResult>`,
          );
        }
        if (req.method === 'POST' && query.has('delete')) {
          for (const [, k] of Buffer.concat(chunks).toString().matchAll(/<Key>([^<]+)<\/Key>/g)) objects.delete(`/cc-test/${k}`);
          return xml('<DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"></DeleteResult>');
        }
        if (req.method === 'PUT') {
          objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type']), cache: req.headers['cache-control'] });
          res.writeHead(200, { etag: '"x"' }).end();
        } else if (req.method === 'GET' || req.method === 'HEAD') {
          const o = objects.get(key);
          if (!o) return res.writeHead(404, { 'content-type': 'application/xml' }).end(req.method === 'GET' ? '<Error><Code>NoSuchKey</Code></Error>' : undefined);
          res.writeHead(200, { 'content-type': o.type, 'content-length': o.body.length }).end(req.method === 'GET' ? o.body : undefined);
        } else if (req.method === 'DELETE') {
          objects.delete(key);
          res.writeHead(204).end();
        } else res.writeHead(405).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    s3 = await createTestApp({
      env: { S3_BUCKET: 'cc-test', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY_ID: 'test', S3_SECRET_ACCESS_KEY: 'test', S3_REGION: 'eu-west-2' },
    });
  });
  afterAll(async () => {
    await s3.close();
    await new Promise((r) => server.close(r));
  });

  it('stores, serves and removes objects in the bucket', async () => {
    const who = await person(s3, 'venue');
    const res = await upload(s3, who, 'venue-images', `${who.id}/s3.jpg`, await makeImage('png'));
    expect(res.statusCode).toBe(200);
    const key = `/cc-test/venue-images/${who.id}/s3.png`;
    expect(objects.get(key)).toMatchObject({ type: 'image/png', cache: 'public, max-age=3600' });
    expect(objects.has(`/cc-test/_thumbs/venue-images/${who.id}/s3.png.webp`)).toBe(true);
    const served = await s3.app.inject({ method: 'GET', url: res.json().publicUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(objects.get(key)!.body)).toBe(true);
    // The AVIF/WebP copies live in the bucket too, and are served from it.
    const copy = `/cc-test/_variants/venue-images/${who.id}/s3.png/720.avif`;
    expect(objects.get(copy)).toMatchObject({ type: 'image/avif' });
    const variant = await s3.app.inject({ method: 'GET', url: `/storage/v1/render/image/public/venue-images/${who.id}/s3.png?width=720&format=avif` });
    expect(variant.headers['content-type']).toBe('image/avif');
    expect(variant.rawPayload.equals(objects.get(copy)!.body)).toBe(true);
    await s3.app.inject({ method: 'DELETE', url: `/storage/v1/object/venue-images/${who.id}/s3.png`, headers: who.headers });
    expect(objects.has(key)).toBe(false);
    expect([...objects.keys()].filter((k) => k.includes('/_variants/'))).toEqual([]);
    expect((await s3.app.inject({ method: 'GET', url: res.json().publicUrl })).statusCode).toBe(404);
  });

  it('deleting an account removes all its objects from the bucket, page by page, and nobody else’s', async () => {
    const signedUp = await caller(s3, 'venue', { name: 'S3 Leaver' });
    const leaver = { ...signedUp, headers: { authorization: signedUp.headers.authorization } };
    const stays = await person(s3, 'venue');
    const image = await makeImage('png');
    expect((await upload(s3, leaver, 'avatars', `${leaver.id}/${leaver.id}-${Date.now()}.png`, image)).statusCode).toBe(200);
    expect((await upload(s3, leaver, 'venue-images', `${leaver.id}/hall.png`, image)).statusCode).toBe(200);
    expect((await upload(s3, stays, 'venue-images', `${stays.id}/hall.png`, image)).statusCode).toBe(200);
    const theirs = () => [...objects.keys()].filter((k) => k.includes(leaver.id));
    expect(theirs().length).toBeGreaterThan(6);
    const res = await s3.app.inject({ method: 'DELETE', url: '/api/profile', headers: leaver.headers, payload: { password: leaver.password } });
    expect(res.statusCode, res.body).toBe(204);
    expect(theirs()).toEqual([]);
    expect([...objects.keys()].filter((k) => k.includes(stays.id)).length).toBeGreaterThan(3);
    expect((await s3.app.inject({ method: 'GET', url: `/storage/v1/object/public/venue-images/${leaver.id}/hall.png` })).statusCode).toBe(404);
  });
});
