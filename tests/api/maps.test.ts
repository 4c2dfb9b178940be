import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { appWithOwnerAndOther, createVenue, type Person } from '../helpers/venue-fixtures';

// Issue 14 "Maps": the tile server is configurable, the CSP lets in exactly its origin, and a
// venue's saved position is the owner's pin (docs/decisions/0026).
let t: TestApp, owner: Person, other: Person;
beforeAll(async () => ({ t, owner, other } = await appWithOwnerAndOther('venue')));
afterAll(() => t.close());

const csp = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    String(headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  ) as Record<string, string[]>;

describe('map tiles configuration', () => {
  it("uses OpenStreetMap's standard tiles by default and lets in exactly that origin", async () => {
    const site = await t.app.inject({ url: '/api/site' });
    expect(site.json().map).toEqual({
      tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      attribution_url: 'https://www.openstreetmap.org/copyright',
    });
    // The tile origin is let in by the pages' policy; API answers allow nothing (decision 0033).
    expect(site.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const policy = csp((await t.app.inject({ url: '/' })).headers);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(policy['connect-src']).toEqual(["'self'", 'ws:', 'wss:', 'https://tile.openstreetmap.org']);
    // No tile origin among the scripts (WebAssembly compilation is the check-in scanner's, decision
    // 0027; with a built web app, the inline theme script's hash, decision 0031).
    expect(policy['script-src'].filter((s) => !s.startsWith("'sha256-"))).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });

  it('follows MAP_TILE_URL and the credit settings; a {s} subdomain becomes a wildcard source', async () => {
    const own = await createTestApp({
      env: { MAP_TILE_URL: 'https://{s}.tiles.example.net:8443/osm/{z}/{x}/{y}{r}.png', MAP_ATTRIBUTION: '© Example Maps', MAP_ATTRIBUTION_URL: 'https://tiles.example.net/credits' },
    });
    try {
      const res = await own.app.inject({ url: '/api/site' });
      expect(res.json().map).toEqual({ tile_url: 'https://{s}.tiles.example.net:8443/osm/{z}/{x}/{y}{r}.png', attribution: '© Example Maps', attribution_url: 'https://tiles.example.net/credits' });
      const policy = csp((await own.app.inject({ url: '/' })).headers);
      expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://*.tiles.example.net:8443']);
      expect(policy['connect-src']).toEqual(["'self'", 'ws:', 'wss:', 'https://*.tiles.example.net:8443']);
      expect(policy['img-src']).not.toContain('https://tile.openstreetmap.org');
    } finally {
      await own.close();
    }
  });

  it('refuses a tile URL without {z}/{x}/{y} or with another scheme, naming the variable', () => {
    for (const bad of ['https://tiles.example.net/tile.png', 'ftp://tiles.example.net/{z}/{x}/{y}.png', 'javascript:alert(1)//{z}{x}{y}']) {
      expect(() => loadConfig({ MAP_TILE_URL: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ MAP_TILE_URL: bad })).toThrow(/MAP_TILE_URL/);
    }
  });
});

describe("a venue's pin", () => {
  // One venue: a partner lists one unless an admin raises the limit.
  let v: Awaited<ReturnType<typeof createVenue>>;
  it('is saved exactly as sent, on create and when moved later', async () => {
    v = await createVenue(t, owner, { latitude: 51.514231, longitude: -0.107654 });
    expect(v).toMatchObject({ latitude: 51.514231, longitude: -0.107654 });
    const moved = await t.app.inject({ method: 'PATCH', url: `/api/venues/${v.id}`, headers: owner.headers, payload: { latitude: 51.51433, longitude: -0.10701 } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ venue: { latitude: 51.51433, longitude: -0.10701 }, warnings: [] });
    const read = await t.app.inject({ url: `/api/venues/${v.id}`, headers: owner.headers });
    expect(read.json()).toMatchObject({ latitude: 51.51433, longitude: -0.10701 });
  });

  it('is never stored when it is not a place on Earth: the address places the venue and the owner is told', async () => {
    for (const pin of [{ latitude: 91, longitude: 0 }, { latitude: 10, longitude: -181 }, { latitude: 51.6, longitude: null }]) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/venues/${v.id}`, headers: owner.headers, payload: pin });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.warnings).toEqual(['The map pin was not a usable position (latitude -90 to 90, longitude -180 to 180), so the venue was placed from its address instead. Move the pin and save again.']);
      const de = await t.app.inject({ method: 'PATCH', url: `/api/venues/${v.id}`, headers: { ...owner.headers, 'accept-language': 'de' }, payload: pin });
      expect(de.json().warnings).toEqual(['Die Stecknadel war keine gültige Position (Breite -90 bis 90, Länge -180 bis 180), daher wurde der Ort anhand seiner Adresse platziert. Verschieben Sie die Stecknadel und speichern Sie erneut.']);
      // London, from the address (12 Fleet Street, London), never the pin sent.
      expect(body.venue.latitude).toBeGreaterThan(51.3);
      expect(body.venue.latitude).toBeLessThan(51.7);
      expect(body.venue.longitude).toBeGreaterThan(-0.5);
      expect(body.venue.longitude).toBeLessThan(0.3);
    }
    const wrongType = await t.app.inject({ method: 'PATCH', url: `/api/venues/${v.id}`, headers: owner.headers, payload: { latitude: '51.5', longitude: '-0.1' } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('is moved only by the owner', async () => {
    await t.app.inject({ method: 'PATCH', url: `/api/venues/${v.id}`, headers: owner.headers, payload: { latitude: 51.5, longitude: -0.1 } });
    const res = await t.app.inject({ method: 'PATCH', url: `/api/venues/${v.id}`, headers: other.headers, payload: { latitude: 40, longitude: -70 } });
    expect(res.statusCode).toBe(403);
    const read = await t.app.inject({ url: `/api/venues/${v.id}`, headers: owner.headers });
    expect(read.json()).toMatchObject({ latitude: 51.5, longitude: -0.1 });
  });
});
