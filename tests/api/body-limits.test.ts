import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMITS, JSON_MAX_DEPTH, JSON_MAX_ENTRIES, TOO_DEEP_MESSAGE, TOO_LONG_MESSAGE } from '../../server/http/body-limits';
import { MAX_MESSAGE_CHARS } from '../../server/plugins/errors';
import { caller, type Caller } from '../helpers/admin-fixtures';
import { jsonSchemaOf } from '../helpers/fuzz-values';
import { bytes, largestValue } from '../helpers/largest-body';
import { rawRequest, type RawRequest } from '../helpers/raw-http';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 24, "cheap to refuse" (docs/decisions/0036): bodies are refused by size before they are
// read, by shape before they are parsed, and by time when they dribble; limits on the caller come
// first. Against the real server over real TCP, because that is where a body is read.

let t: TestApp;
let port: number;
let admin: Caller;
const json = { 'content-type': 'application/json' };
const MiB = 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp({ env: { BODY_TIMEOUT_S: '1', ADMIN_EMAILS: 'bodies.admin@civicconnect.example' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  admin = await caller(t, 'professional', { admin: 0 });
}, 120_000);
afterAll(() => t.close());

const send = (req: RawRequest) => rawRequest(port, req);
const withLength = (body: string | Buffer) => ({ ...json, 'content-length': String(Buffer.byteLength(body)) });
const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
const longList = (n: number) => `{"email":[${'0,'.repeat(n - 1)}0]}`;

describe('body limits', () => {
  it('a new route is small by default: only the routes that need more say so, and each holds its largest legitimate body', () => {
    expect(t.app.initialConfig.bodyLimit).toBe(BODY_LIMITS.default);
    const larger = t.app.routeTable.filter((r) => r.bodyLimit !== undefined && r.bodyLimit > BODY_LIMITS.default).map((r) => `${r.method} ${r.url}`);
    expect(larger.sort()).toEqual(
      [
        'POST /api/contact',
        'POST /api/meetups',
        'PUT /api/meetups/:id',
        'POST /api/venues',
        'PATCH /api/venues/:venueId',
        'POST /functions/v1/send-email',
        'POST /functions/v1/generate-venue-content',
        'POST /api/membership/stripe-webhook',
        'POST /storage/v1/object/:bucket/*',
        'PUT /storage/v1/object/:bucket/*',
      ].sort(),
    );
    // Every route with a body schema: its largest body (every text at its maximum in 3-byte
    // characters, every list full) fits its limit. A longer field added later fails here.
    const checked: string[] = [];
    for (const route of t.app.routeTable) {
      const schema = jsonSchemaOf(route.schema?.body);
      if (!schema) continue;
      const size = bytes(largestValue(schema as never));
      const limit = route.bodyLimit ?? BODY_LIMITS.default;
      checked.push(`${route.method} ${route.url}: ${size} of ${limit}`);
      expect(size, `${route.method} ${route.url}`).toBeLessThanOrEqual(limit);
    }
    expect(checked.length).toBeGreaterThan(35);
  });

  it('refuses an oversized body with 413 {error, message} from its Content-Length alone, before reading it', async () => {
    for (const path of ['/api/contact', '/auth/v1/token?grant_type=password', '/auth/v1/signup', '/api/newsletter/subscribe', '/api/newsletter/confirm']) {
      // Only the headers go out: the answer cannot have waited for the body.
      const res = await send({ path, headers: { ...json, 'content-length': String(MiB) } });
      expect(res.status, path).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({ error: 'payload_too_large', message: expect.stringMatching(/too large: at most \d+ kB here/) });
      expect(res.headers.connection).toBe('close');
    }
  });

  it('refuses a streamed (chunked) body once it passes the limit, and a whole 1 MiB one sent anyway', async () => {
    const chunk = Buffer.alloc(16 * 1024, 'a');
    const chunked = Buffer.concat(Array.from({ length: 64 }, () => Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')])));
    const streamed = await send({ path: '/auth/v1/signup', headers: { ...json, 'transfer-encoding': 'chunked' }, body: chunked });
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body).error).toBe('payload_too_large');
    const whole = await send({ path: '/api/newsletter/confirm', headers: withLength(deep(MiB / 2)), body: deep(MiB / 2) });
    expect(whole.status).toBe(413);
  });

  it('refuses JSON nested too deep or with too long a list with 400, and accepts the bounds themselves', async () => {
    // 8,000 levels, inside the small limit: refused by the scan, never parsed.
    const tooDeep = await send({ path: '/api/contact', headers: withLength(deep(4000)), body: deep(4000) });
    expect(tooDeep.status).toBe(400);
    expect(JSON.parse(tooDeep.body)).toMatchObject({ error: 'invalid_request', message: TOO_DEEP_MESSAGE });
    const tooLong = await send({ path: '/api/newsletter/confirm', headers: withLength(longList(JSON_MAX_ENTRIES + 1)), body: longList(JSON_MAX_ENTRIES + 1) });
    expect(tooLong.status).toBe(400);
    expect(JSON.parse(tooLong.body)).toMatchObject({ error: 'invalid_request', message: TOO_LONG_MESSAGE });
    // At the bounds the parser lets it through: the schema answers instead.
    const atDepth = JSON.stringify({ token: JSON.parse(deep(JSON_MAX_DEPTH - 1)) });
    const deepOk = await send({ path: '/api/newsletter/confirm', headers: withLength(atDepth), body: atDepth });
    expect(deepOk.status).toBe(400);
    expect(JSON.parse(deepOk.body).message).not.toBe(TOO_DEEP_MESSAGE);
    const listOk = await send({ path: '/api/newsletter/confirm', headers: withLength(longList(JSON_MAX_ENTRIES)), body: longList(JSON_MAX_ENTRIES) });
    expect(JSON.parse(listOk.body).message).not.toBe(TOO_LONG_MESSAGE);
    // Brackets and quotes inside a text are text, not nesting.
    const inText = JSON.stringify({ token: `${'['.repeat(500)}"\\${'{'.repeat(500)}` });
    const text = await send({ path: '/api/newsletter/confirm', headers: withLength(inText), body: inText });
    expect(JSON.parse(text.body).message).not.toBe(TOO_DEEP_MESSAGE);
  });

  it('refuses a deep 1 MiB body on the largest route (send-email, as an admin) by its shape', async () => {
    const body = deep(MiB / 2 - 64);
    const res = await send({ path: '/functions/v1/send-email', headers: { ...withLength(body), ...admin.headers }, body });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).message).toBe(TOO_DEEP_MESSAGE);
  });

  it('settles who may call and how often before the body: anonymous large routes 401, a limited caller 429', async () => {
    for (const path of ['/functions/v1/send-email', '/api/venues', '/api/meetups', '/storage/v1/object/avatars/x/a.png']) {
      const res = await send({ path, headers: { ...json, 'content-length': String(BODY_LIMITS.default * 2) } });
      expect(res.status, path).toBe(401);
      expect(res.headers.connection).toBe('close');
    }
    // The contact form's limit per address (5 in 10 minutes) answers from the headers once spent
    // (the first five wait for a body that never comes, and time out).
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await send({ path: '/api/contact', headers: { ...json, 'content-length': '20000' } })).status);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    expect(statuses.filter((s) => s === 408).length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 408 || s === 429)).toBe(true);
    // A declared size over the limit is refused before anything else, even the limit.
    expect((await send({ path: '/api/contact', headers: { ...json, 'content-length': String(MiB) } })).status).toBe(413);
  });

  it('cuts off a body that dribbles in with 408 {error, message} and closes the connection', async () => {
    const body = JSON.stringify({ token: 'x'.repeat(100) });
    const res = await send({ path: '/api/newsletter/confirm', headers: withLength(body), body, dribbleMs: 50 });
    expect(res.status).toBe(408);
    expect(JSON.parse(res.body)).toMatchObject({ error: 'request_timeout', message: 'The request body arrived too slowly. Please try again.' });
    expect(res.headers.connection).toBe('close');
    // A body sent at once is unaffected (the sentinel: the same route still answers normally).
    const ok = await send({ path: '/api/newsletter/confirm', headers: withLength(body), body });
    expect(ok.status).toBe(400);
    expect(JSON.parse(ok.body).error).toBe('invalid_token');
  });

  it('never echoes the request at length in an error', async () => {
    const longPath = `/api/${'x'.repeat(5000)}`;
    const notFound = await t.app.inject({ method: 'GET', url: longPath });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().message.length).toBeLessThan(150);
    const broken = `{"token": "${'y'.repeat(4000)}`;
    const bad = await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', headers: json, payload: broken });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS);
    // A record's keys are the client's: a thousand long ones make a short message.
    const keys = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`${'k'.repeat(150)}${i}`, { nested: true }]));
    const record = await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', headers: json, payload: { email: keys } });
    expect(record.statusCode).toBe(400);
    expect(record.json().message.length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS);
  });
});

describe('the event loop while refused bodies arrive', () => {
  it('stays responsive: 4 clients sending oversized, deep and long bodies at once delay it by far less than parsing them did', async () => {
    const deepBody = deep(BODY_LIMITS.default / 2 - 1);
    const listBody = longList(BODY_LIMITS.default / 2 - 16);
    const huge = deep(MiB / 2);
    const kinds: RawRequest[] = [
      { path: '/api/newsletter/confirm', headers: withLength(huge), body: huge },
      { path: '/auth/v1/token?grant_type=password', headers: withLength(deepBody), body: deepBody },
      { path: '/api/newsletter/unsubscribe', headers: withLength(listBody), body: listBody },
      { path: '/functions/v1/send-email', headers: { ...withLength(huge), ...admin.headers }, body: huge },
    ];
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    const answers = await Promise.all(
      Array.from({ length: 4 }, async (_, client) => {
        const statuses: number[] = [];
        for (let i = 0; i < 10; i++) statuses.push((await send(kinds[(client + i) % kinds.length])).status);
        return statuses;
      }),
    );
    histogram.disable();
    for (const s of answers.flat()) expect([400, 413]).toContain(s);
    // Before (issue 24's audit): one 1 MiB nested body took ~470 ms to parse here, four at once
    // held /api/health for a second. A generous bound, not a timing measurement (see bench:abuse).
    expect(histogram.max / 1e6).toBeLessThan(250);
  });
});
