import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtEntryFiles, builtStylesheets, ensureWebBuild } from '../helpers/built-web';
import { createTestApp, type TestApp } from '../helpers/test-app';

// What a browser gets for the built web app (issue 13): pre-compressed assets, a year of caching
// for hashed files, revalidation for the files that name them, HEAD for every page.
let t: TestApp;
let script: string;
beforeAll(async () => {
  ensureWebBuild();
  script = builtEntryFiles().script;
  t = await createTestApp();
}, 180_000);
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers });

describe('hashed assets', () => {
  it('are sent as their Brotli file to a browser that accepts br, cached for a year', async () => {
    const res = await get(script, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(readFileSync(`dist/web${script}`, 'utf8'));
  });

  it('are sent gzipped to a client that accepts only gzip, and plain to one that accepts neither', async () => {
    const gz = await get(script, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(readFileSync(`dist/web${script}`, 'utf8'));
    const plain = await get(script, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(readFileSync(`dist/web${script}`, 'utf8'));
  });

  it('the app page carries its stylesheet inline, so the first paint waits for no other request', async () => {
    const res = await get('/', { 'accept-encoding': 'br' });
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(builtEntryFiles().styles).toEqual([]);
    expect(html).toMatch(/<style>[^<]*\.min-h-dvh\{/);
  });

  it('stylesheets come compressed too, with the security headers every response has', async () => {
    const [style] = builtStylesheets();
    expect(style).toMatch(/^\/assets\/.+\.css$/);
    const res = await get(style, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('files that name the current assets', () => {
  it('the app page is revalidated (no-cache) and compressed', async () => {
    for (const url of ['/', '/meetups/8f1b7c1e-1111-4222-8333-944445555666', '/index.html']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain(script);
    }
  });

  it('the service worker and manifest are revalidated (no-cache)', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('HEAD', () => {
  it('answers for the app page at / and at a deep route, with the headers and no body', async () => {
    for (const url of ['/', '/venues/8f1b7c1e-1111-4222-8333-944445555666/edit', '/about']) {
      const res = await get(url, {}, 'HEAD');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe('');
    }
  });

  it('answers for assets and API GET routes; an unknown API path stays 404', async () => {
    const asset = await get(script, {}, 'HEAD');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/api/health', {}, 'HEAD')).statusCode).toBe(200);
    expect((await get('/api/no-such-thing', {}, 'HEAD')).statusCode).toBe(404);
  });
});

describe('security headers', () => {
  it('every kind of answer carries them: API JSON, the app page, an unknown path', async () => {
    for (const url of ['/api/health', '/', '/api/no-such-thing', '/auth/v1/settings', '/no-such-page']) {
      const res = await get(url);
      expect(res.headers['content-security-policy'], url).toMatch(/frame-ancestors '(self|none)'/);
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it('API answers allow nothing to load or frame them; pages and the API reference keep the app policy', async () => {
    for (const url of ['/api/health', '/api/no-such-thing', '/auth/v1/settings', '/api/openapi.json']) {
      expect((await get(url)).headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    for (const url of ['/', '/meetups', '/api/docs', '/no-such-page']) {
      const policy = String((await get(url)).headers['content-security-policy']);
      expect(policy, url).toContain("default-src 'self'");
      expect(policy, url).toContain("frame-ancestors 'self'");
    }
  });
});
