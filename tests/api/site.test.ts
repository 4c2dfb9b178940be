import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

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
    expect(res.json()).toEqual({ app_name: 'Civic Connect', public_url: 'https://meet.example.org', postcode_search: false });
  });
});
