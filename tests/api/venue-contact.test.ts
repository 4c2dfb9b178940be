import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerProfiles, venues } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { cast, createVenue, type Person } from '../helpers/venue-fixtures';

// Issue 9, leaks: a venue's public contact address is its own field, empty unless the owner
// fills it in; the owner's login address appears in no answer that others can read.

let t: TestApp;
let people: Awaited<ReturnType<typeof cast>>;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t);
  const res = await t.app.inject({ method: 'POST', url: '/functions/v1/admin-get-or-create-venue-partner', headers: people.admin.headers, payload: { userId: people.owner.id } });
  expect(res.statusCode).toBe(200);
  await t.db.update(partnerProfiles).set({ maxVenuesAllowed: 10, isPublic: true }).where(eq(partnerProfiles.createdBy, people.owner.id));
});
afterAll(() => t.close());

const read = (who: Person, url: string) => t.app.inject({ url, headers: who.headers });

describe('venue contact email', () => {
  it('is empty by default, and the owner’s login address is nowhere in what others read', async () => {
    const venue = await createVenue(t, people.owner, { name: 'Quiet Library Room' });
    const own = await read(people.owner, `/api/venues/${venue.id}`);
    expect(own.json().contact_email).toBeNull();
    const [partner] = await t.db.select().from(partnerProfiles).where(eq(partnerProfiles.createdBy, people.owner.id));
    for (const url of [`/api/venues/${venue.id}`, '/api/venues?limit=100', '/api/venues/featured', `/api/partners/by-slug/${partner.slug}`]) {
      for (const who of [people.basic, people.professional, people.otherVenue, people.anonymous]) {
        const res = await read(who, url);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.body.toLowerCase(), `${url} as ${who.email || 'anonymous'}`).not.toContain(people.owner.email.toLowerCase());
      }
    }
  });

  it('shows the address the owner gives, and hides it again when cleared', async () => {
    const venue = await createVenue(t, people.owner, { name: 'Bookable Hall', contact_email: 'bookings@hall.example' });
    expect((await read(people.professional, `/api/venues/${venue.id}`)).json().contact_email).toBe('bookings@hall.example');
    const cleared = await t.app.inject({ method: 'PATCH', url: `/api/venues/${venue.id}`, headers: people.owner.headers, payload: { contact_email: '' } });
    expect(cleared.statusCode).toBe(200);
    expect((await read(people.professional, `/api/venues/${venue.id}`)).json().contact_email).toBeNull();
    const bad = await t.app.inject({ method: 'PATCH', url: `/api/venues/${venue.id}`, headers: people.owner.headers, payload: { contact_email: 'not an address' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Enter a valid contact email.');
  });

  it('migration 0005 removes contact addresses that are copies of the owner’s login address', async () => {
    const [copied] = await t.db.insert(venues).values({ name: 'Old venue', ownerId: people.owner.id, ownerName: 'Olive Owner', contactEmail: people.owner.email.toUpperCase() }).returning();
    const [chosen] = await t.db.insert(venues).values({ name: 'Kept venue', ownerId: people.owner.id, ownerName: 'Olive Owner', contactEmail: 'desk@kept.example' }).returning();
    await t.db.$client.query(await readFile('migrations/0005_venue_contact_email_not_login.sql', 'utf8'));
    const contact = async (id: string) => (await t.db.select().from(venues).where(eq(venues.id, id)))[0].contactEmail;
    expect(await contact(copied.id)).toBeNull();
    expect(await contact(chosen.id)).toBe('desk@kept.example');
  });
});
