import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerProfiles, venues } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { pastMeetupAt } from '../helpers/community-fixtures';
import { cast, makeImage, multipart, upload, venueBody, type Kind, type Person } from '../helpers/venue-fixtures';
import { daysFromNow } from '../helpers/dates';

// The policy table: actor kind × action → expected HTTP status.
// upload = writing into the venue owner's folder; partner edit = PUT /api/partners/me (only
// ever the caller's own profile: the owner's stays untouched by anyone else).
// rate = only people who were there (issue 16): the professional attended a meetup at the venue
// that took place; nobody else did, so they are refused (tests/api/ratings.test.ts has the rule).
// deleteUpload = deleting the owner's upload that no venue uses yet (issue 9 item 14).
type Action = 'list' | 'read' | 'availability' | 'calendar' | 'create' | 'edit' | 'delete' | 'rate' | 'upload' | 'deleteUpload' | 'partnerEdit' | 'publish' | 'setMax';

const TABLE: Record<Kind, Record<Action, number>> = {
  anonymous: { list: 401, read: 401, availability: 401, calendar: 401, create: 401, edit: 401, delete: 401, rate: 401, upload: 401, deleteUpload: 401, partnerEdit: 401, publish: 401, setMax: 401 },
  basic: { list: 200, read: 200, availability: 200, calendar: 200, create: 403, edit: 403, delete: 403, rate: 403, upload: 403, deleteUpload: 403, partnerEdit: 403, publish: 403, setMax: 403 },
  professional: { list: 200, read: 200, availability: 200, calendar: 200, create: 403, edit: 403, delete: 403, rate: 200, upload: 403, deleteUpload: 403, partnerEdit: 403, publish: 403, setMax: 403 },
  owner: { list: 200, read: 200, availability: 200, calendar: 200, create: 201, edit: 200, delete: 204, rate: 403, upload: 200, deleteUpload: 200, partnerEdit: 200, publish: 403, setMax: 403 },
  otherVenue: { list: 200, read: 200, availability: 200, calendar: 200, create: 201, edit: 403, delete: 403, rate: 403, upload: 403, deleteUpload: 403, partnerEdit: 200, publish: 403, setMax: 403 },
  admin: { list: 200, read: 200, availability: 200, calendar: 200, create: 403, edit: 200, delete: 204, rate: 403, upload: 403, deleteUpload: 200, partnerEdit: 403, publish: 200, setMax: 200 },
  suspended: { list: 403, read: 403, availability: 403, calendar: 403, create: 403, edit: 403, delete: 403, rate: 403, upload: 403, deleteUpload: 403, partnerEdit: 403, publish: 403, setMax: 403 },
};

let t: TestApp;
let people: Record<Kind, Person>;
let venueId: string;
let partnerId: string;

beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t);
  const res = await t.app.inject({ method: 'POST', url: '/functions/v1/admin-get-or-create-venue-partner', headers: people.admin.headers, payload: { userId: people.owner.id } });
  expect(res.statusCode).toBe(200);
  partnerId = res.json().partner.id;
  await t.db.update(partnerProfiles).set({ maxVenuesAllowed: 50 }).where(eq(partnerProfiles.id, partnerId));
  const created = await t.app.inject({ method: 'POST', url: '/api/venues', headers: people.owner.headers, payload: venueBody() });
  expect(created.statusCode).toBe(201);
  venueId = created.json().venue.id;
  await pastMeetupAt(t.db, venueId, people.professional.id, []);
});
afterAll(() => t.close());

async function attempt(kind: Kind, action: Action): Promise<number> {
  const who = people[kind];
  const h = who.headers;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: h, ...(payload !== undefined ? { payload: payload as object } : {}) }).then((r) => r.statusCode);
  switch (action) {
    case 'list':
      return inject('GET', '/api/venues');
    case 'read':
      return inject('GET', `/api/venues/${venueId}`);
    case 'availability':
      return inject('GET', `/api/venues/${venueId}/availability?from=${daysFromNow(30)}&to=${daysFromNow(60)}`);
    case 'calendar':
      return inject('GET', `/api/venue-management/calendar?from=${daysFromNow(30)}&to=${daysFromNow(60)}`);
    case 'create':
      return inject('POST', '/api/venues', venueBody({ name: `Created by ${kind}` }));
    case 'edit':
      return inject('PATCH', `/api/venues/${venueId}`, { description: `Edited by ${kind}` });
    case 'delete': {
      const [v] = await t.db.insert(venues).values({ name: 'Doomed', ownerId: people.owner.id, ownerName: 'Olive Owner' }).returning();
      return inject('DELETE', `/api/venues/${v.id}`);
    }
    case 'rate':
      return inject('PUT', `/api/venues/${venueId}/rating`, { score: 4 });
    case 'upload': {
      const body = multipart(await makeImage('png'), 'x.png');
      const res = await t.app.inject({
        method: 'POST',
        url: `/storage/v1/object/venue-images/${people.owner.id}/${kind}-${Date.now()}.png`,
        payload: body.payload,
        headers: { ...body.headers, ...h },
      });
      return res.statusCode;
    }
    case 'deleteUpload': {
      const path = `${people.owner.id}/unattached-${kind}.png`;
      const up = await upload(t, people.owner, 'venue-images', path, await makeImage('png'));
      expect(up.statusCode).toBe(200);
      return inject('DELETE', `/storage/v1/object/venue-images/${path}`);
    }
    case 'partnerEdit':
      return inject('PUT', '/api/partners/me', { display_name: `Partner of ${kind}` });
    case 'publish':
      return inject('POST', '/functions/v1/admin-toggle-partner-publish', { partnerId, publish: true });
    case 'setMax':
      return inject('POST', '/functions/v1/admin-set-partner-max-venues', { partnerId, maxVenues: 50 });
  }
}

describe('venue policy table', () => {
  const rows = (Object.keys(TABLE) as Kind[]).flatMap((kind) => (Object.keys(TABLE[kind]) as Action[]).map((action) => [kind, action, TABLE[kind][action]] as const));
  it.each(rows)('%s × %s → %i', async (kind, action, expected) => {
    expect(await attempt(kind, action)).toBe(expected);
  });

  it('nobody but the owner changed the owner’s partner profile or venue', async () => {
    const [p] = await t.db.select().from(partnerProfiles).where(eq(partnerProfiles.id, partnerId));
    expect(p.displayName).toBe('Partner of owner');
    const [v] = await t.db.select().from(venues).where(eq(venues.id, venueId));
    expect(['Edited by owner', 'Edited by admin']).toContain(v.description);
  });
});

describe('another member’s upload that no venue uses yet', () => {
  it('cannot be put on one’s own venue, so removing it again cannot delete it', async () => {
    const path = `${people.owner.id}/not-yet-attached.png`;
    expect((await upload(t, people.owner, 'venue-images', path, await makeImage('png'))).statusCode).toBe(200);
    const url = `/storage/v1/object/public/venue-images/${path}`;
    const theirs = await t.app.inject({ method: 'POST', url: '/api/venues', headers: people.otherVenue.headers, payload: venueBody({ name: 'Borrowed photo', images: [url] }) });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toMatchObject({ error: 'forbidden', message: 'Images must be uploads of the venue’s owner.' });
    // Their own venue (the one the table made, or the only one their limit allows).
    const [mine] = await t.db.select().from(venues).where(eq(venues.ownerId, people.otherVenue.id));
    const ownId = mine?.id ?? ((await t.app.inject({ method: 'POST', url: '/api/venues', headers: people.otherVenue.headers, payload: venueBody() })).json().venue.id as string);
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/venues/${ownId}`, headers: people.otherVenue.headers, payload: { images: [url] } });
    expect(patched.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/storage/v1/object/venue-images/${path}`, headers: people.otherVenue.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/venues/${ownId}`, headers: people.otherVenue.headers })).statusCode).toBe(204);
    // Still there for its owner.
    expect((await t.app.inject({ url })).statusCode).toBe(200);
  });
});
