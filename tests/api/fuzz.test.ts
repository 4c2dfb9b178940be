import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../server/auth/sessions';
import { loadSigner } from '../../server/auth/tokens';
import { partnerProfiles, users } from '../../server/db/schema/index';
import { notify } from '../../server/notifications/notify';
import type { RouteEntry } from '../../server/plugins/route-table';
import { bearer } from '../helpers/auth';
import { caller } from '../helpers/admin-fixtures';
import { insertMeetup, insertVenue, meetupBody, member } from '../helpers/meetup-fixtures';
import { venueBody } from '../helpers/venue-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { IMPOSSIBLE_CURSOR, jsonSchemaOf, NUL, PATH_GARBAGE, queryVariants, sample, shapeBombs, variants, type Json } from '../helpers/fuzz-values';

// Issue 9: no 500 from input. Every registered route (read from the app's own route table, so
// a new endpoint is fuzzed without anyone listing it) gets hostile bodies, queries and path
// parameters, as a signed-in admin and anonymously; a single 5xx fails the test.

let t: TestApp;
// Several admins and a fresh client address per request: the per-user and per-IP rate limits
// would otherwise answer 429 long before hostile input reached the code behind them.
const ADMINS = Array.from({ length: 8 }, (_, i) => `fuzz.admin${i}@civicconnect.example`);
let admins: { id: string; headers: Record<string, string> }[] = [];
let turn = 0;
const nextAdmin = () => admins[turn++ % admins.length];
const randomIp = () => `10.${(turn >> 16) & 255}.${(turn >> 8) & 255}.${turn & 255}`;
const ids: Record<string, string> = {};

async function makeAdmin(i: number) {
  // Half of them venue partners, so venue and meetup creation reach their handlers too.
  const c = await caller(t, i % 2 ? 'venue' : 'professional', { admin: i });
  return { id: c.id, headers: c.headers };
}

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMINS.join(',') } });
  admins = await Promise.all(ADMINS.map((_, i) => makeAdmin(i)));
  const owner = await member(t, 'venue');
  const venue = await insertVenue(t.db, owner.id);
  const meetup = await insertMeetup(t.db, admins[0].id, { venueId: venue.id });
  const n = await notify(t.db, { userId: admins[0].id, type: 'attendee_joined', title: 'Fuzz', message: 'Fuzz', data: {} });
  const [partner] = await t.db.insert(partnerProfiles).values({ slug: 'fuzz-partner', displayName: 'Fuzz', createdBy: owner.id, isPublic: true }).returning();
  Object.assign(ids, { venue: venue.id, meetup: meetup.id, notification: n?.id ?? meetup.id, slug: partner.slug, user: owner.id });
}, 120_000);
afterAll(() => t.close());

/** A real value for a path parameter, chosen by the route it is in. */
function realParam(url: string, name: string): string {
  if (name === 'venueId') return ids.venue;
  if (name === 'slug') return ids.slug;
  if (name === 'bucket') return 'venue-images';
  if (name === '*') return `${admins[0].id}/fuzz.png`;
  if (url.includes('/notifications/')) return ids.notification;
  if (url.includes('/meetups/')) return ids.meetup;
  return ids.user;
}

function urlsFor(route: RouteEntry): { label: string; url: string }[] {
  const names = [...route.url.matchAll(/:([A-Za-z_]+)|\*/g)].map((m) => m[1] ?? '*');
  const fill = (pick: (name: string) => string) => route.url.replace(/:([A-Za-z_]+)|\*/g, (_, n: string | undefined) => pick(n ?? '*'));
  const real = fill((n) => encodeURI(realParam(route.url, n)));
  const out = [{ label: 'real ids', url: real }];
  for (const name of names) {
    for (const garbage of PATH_GARBAGE) out.push({ label: `${name} = ${garbage}`, url: fill((n) => (n === name ? garbage : encodeURI(realParam(route.url, n)))) });
  }
  return out;
}

/** Where the schema alone cannot make a body that passes (formats, cross-field rules): the fixtures' own. */
const EXAMPLES: Record<string, () => Json> = {
  'POST /api/venues': () => venueBody() as Json,
  'PATCH /api/venues/:venueId': () => venueBody() as Json,
  'POST /api/meetups': () => meetupBody(ids.venue) as Json,
  'PUT /api/meetups/:id': () => meetupBody(ids.venue) as Json,
  'POST /api/contact': () => ({ name: 'Fuzz Person', email: 'fuzz@example.com', subject: 'Hello', message: 'A message long enough to pass.' }),
  'POST /api/newsletter/subscribe': () => ({ email: 'fuzz@example.com' }),
};

/** multipart/form-data bodies with NUL in a text field, in the file name, and cut short. */
function hostileMultipart(userId: string) {
  const boundary = '----fuzzboundary';
  const part = (headers: string, body: string) => `--${boundary}\r\n${headers}\r\n\r\n${body}\r\n`;
  const png = 'not really a png';
  return [
    { label: 'NUL text field', payload: Buffer.from(part('Content-Disposition: form-data; name="note"', NUL) + part('Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png', png) + `--${boundary}--\r\n`) },
    { label: 'NUL file name', payload: Buffer.from(part(`Content-Disposition: form-data; name="file"; filename="${userId}${NUL}.png"\r\nContent-Type: image/png`, png) + `--${boundary}--\r\n`) },
    { label: 'cut short', payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n`) },
  ].map((m) => ({ ...m, contentType: `multipart/form-data; boundary=${boundary}` }));
}

/** Routes that end the admin's session (or account) go last, so the rest run signed in. */
const endsSession = (r: RouteEntry) => /logout|\/profile$/.test(r.url) && r.method !== 'GET';

/** Admins whose session or account a fuzzed request ended get a new one. */
async function ensureAdminSessions() {
  const signer = await loadSigner(t.db, 'civic-connect');
  for (const [i, a] of admins.entries()) {
    const res = await t.app.inject({ method: 'GET', url: '/auth/v1/user', headers: a.headers });
    if (res.statusCode === 200) continue;
    const [user] = await t.db.select().from(users).where(eq(users.id, a.id));
    // The fuzzer may have changed the password and then deleted the account with it.
    admins[i] = user ? { id: a.id, headers: bearer((await startSession(t.db, signer, user)).access_token) } : await makeAdmin(i);
  }
}

describe('fuzz: every route, hostile input', () => {
  it('answers no request with a 5xx', async () => {
    const routes = t.app.routeTable.filter((r) => !r.websocket).sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      await ensureAdminSessions();
      const bodySchema = jsonSchemaOf(route.schema?.body);
      const querySchema = jsonSchemaOf(route.schema?.querystring);
      const body = EXAMPLES[`${route.method} ${route.url}`]?.() ?? (bodySchema ? sample(bodySchema, { uuid: ids.user }) : { name: 'sample', id: ids.user, email: 'fuzz@example.com' });
      const query = (querySchema ? sample(querySchema, { uuid: ids.user }) : {}) as Record<string, Json>;
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      const [realUrl, ...badUrls] = urlsFor(route);
      const requests: { label: string; url: string; payload?: string | Buffer; contentType?: string }[] = [];
      for (const u of badUrls) requests.push({ ...u, payload: hasBody ? JSON.stringify(body) : undefined });
      for (const q of queryVariants(query)) requests.push({ label: `query ${q.label}`, url: `${realUrl.url}?${q.query}`, payload: hasBody ? JSON.stringify(body) : undefined });
      if (hasBody || bodySchema) {
        for (const v of variants(body)) requests.push({ label: `body ${v.label}`, url: realUrl.url, payload: JSON.stringify(v.value) });
        requests.push({ label: 'body not JSON', url: realUrl.url, payload: '{"a":' });
      }
      if (hasBody) {
        for (const m of hostileMultipart(admins[0].id)) requests.push({ label: `multipart ${m.label}`, url: realUrl.url, payload: m.payload, contentType: m.contentType });
      }
      for (const req of requests) {
        for (const who of ['admin', 'anonymous'] as const) {
          const res = await t.app.inject({
            method: route.method,
            url: req.url,
            remoteAddress: randomIp(),
            headers: { ...(who === 'admin' ? nextAdmin().headers : {}), ...(req.payload !== undefined ? { 'content-type': req.contentType ?? 'application/json' } : {}) },
            ...(req.payload !== undefined ? { payload: req.payload } : {}),
          } as InjectOptions);
          sent++;
          if (res.statusCode >= 500) failures.push(`${res.statusCode} ${route.method} ${route.url} as ${who}: ${req.label} → ${res.body.slice(0, 160)}`);
        }
      }
    }
    console.log(`fuzz: ${routes.length} routes, ${sent} requests, ${failures.length} 5xx`);
    if (failures.length) console.log(failures.join('\n'));
    expect(failures).toEqual([]);
  }, 600_000);

  it('refuses deep nesting, huge lists and oversized bodies on every route with a 4xx {error, message}', async () => {
    // Issue 24: a body that would cost a parser is refused by its size or shape, whoever sends it.
    const routes = t.app.routeTable.filter((r) => !r.websocket && r.method !== 'GET').sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
    const wrong: string[] = [];
    let sent = 0;
    for (const route of routes) {
      await ensureAdminSessions();
      const url = urlsFor(route)[0].url;
      for (const bomb of shapeBombs(route.bodyLimit ?? t.app.initialConfig.bodyLimit!)) {
        for (const who of ['admin', 'anonymous'] as const) {
          const res = await t.app.inject({
            method: route.method,
            url,
            remoteAddress: randomIp(),
            headers: { ...(who === 'admin' ? nextAdmin().headers : {}), 'content-type': 'application/json' },
            payload: bomb.payload,
          } as InjectOptions);
          sent++;
          const body = res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : {};
          if (res.statusCode < 400 || res.statusCode >= 500 || typeof body.error !== 'string' || typeof body.message !== 'string' || res.body.length > 1000)
            wrong.push(`${res.statusCode} ${route.method} ${route.url} as ${who}: ${bomb.label} → ${res.body.slice(0, 160)}`);
        }
      }
    }
    console.log(`shape bombs: ${routes.length} routes, ${sent} requests, ${wrong.length} not refused`);
    expect(wrong).toEqual([]);
  }, 600_000);

  it('refuses a NUL byte or a lone surrogate with 400 and names the field', async () => {
    await ensureAdminSessions();
    const nul = await t.app.inject({ method: 'POST', url: '/api/contact', payload: JSON.stringify({ name: 'A\u0000B' }), headers: { 'content-type': 'application/json' } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ error: 'invalid_request', message: 'name: contains characters that are not allowed' });
    const lone = await t.app.inject({ method: 'POST', url: '/auth/v1/signup', payload: '{"email":"a@example.com","password":"x\\ud800yyyyyyyyy"}', headers: { 'content-type': 'application/json' } });
    expect(lone.statusCode).toBe(400);
    expect(lone.json().message).toBe('password: contains characters that are not allowed');
    const query = await t.app.inject({ method: 'GET', url: '/api/venues?q=a%00b', headers: admins[0].headers });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toBe('q: contains characters that are not allowed');
    // A pair of surrogates is an ordinary character (an emoji) and stays allowed.
    const emoji = await t.app.inject({ method: 'GET', url: `/api/venues?q=${encodeURIComponent('café 🎉')}`, headers: admins[0].headers });
    expect(emoji.statusCode).toBe(200);
  });

  it('refuses an impossible venues cursor with 400, and a real one still pages', async () => {
    await ensureAdminSessions();
    const cursor = IMPOSSIBLE_CURSOR;
    const res = await t.app.inject({ method: 'GET', url: `/api/venues?cursor=${cursor}`, headers: admins[0].headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request', message: 'cursor: not a valid cursor' });
    // Fresh rows under a query of their own (the fuzzer may have deleted the others).
    await insertVenue(t.db, admins[0].id, { name: 'Paging venue A' });
    await insertVenue(t.db, admins[0].id, { name: 'Paging venue B' });
    const page1 = await t.app.inject({ method: 'GET', url: '/api/venues?limit=1&q=Paging', headers: admins[0].headers });
    const next = page1.json().next_cursor as string;
    expect(next).toBeTruthy();
    const page2 = await t.app.inject({ method: 'GET', url: `/api/venues?limit=1&q=Paging&cursor=${next}`, headers: admins[0].headers });
    expect(page2.statusCode).toBe(200);
    expect(page2.json().venues).toHaveLength(1);
  });
});
