import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailLogDto } from '../../contracts/admin';
import type { PartnerWithCountDto } from '../../contracts/partners';
import { emailLogs, partnerProfiles } from '../../server/db/schema/index';
import { bulkUsers, callFn, caller, type Caller } from '../helpers/admin-fixtures';
import { until } from '../helpers/until';
import { insertVenue } from '../helpers/meetup-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await caller(t, 'professional', { admin: 0 });
});
afterAll(() => t.close());

describe('admin-list-partners', () => {
  const partners = async (body: Record<string, unknown>) => {
    const res = await callFn(t, 'admin-list-partners', admin, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().partners as PartnerWithCountDto[];
  };
  let owners: Awaited<ReturnType<typeof bulkUsers>>;

  beforeAll(async () => {
    owners = await bulkUsers(t, 30, { role: 'venue', prefix: 'partner' });
    // 30 partners: names "Hall 00" … "Hall 29"; even ones published; the first owns two venues.
    await t.db.insert(partnerProfiles).values(
      owners.map((o, i) => ({
        createdBy: o.id,
        displayName: `Hall ${String(i).padStart(2, '0')}`,
        slug: `hall-${String(i).padStart(2, '0')}-abc${String(i).padStart(3, '0')}`,
        isPublic: i % 2 === 0,
        locationCountry: 'Ireland',
        maxVenuesAllowed: 1 + (i % 3),
      })),
    );
    await insertVenue(t.db, owners[0].id, { name: 'Hall A' });
    await insertVenue(t.db, owners[0].id, { name: 'Hall B' });
  });

  it('pages 25 at a time by name; Next runs out with fewer than 25', async () => {
    const first = await partners({ page: 1, pageSize: 25, q: '', published: '' });
    const second = await partners({ page: 2, pageSize: 25, q: '', published: '' });
    expect(first).toHaveLength(25);
    expect(second).toHaveLength(5);
    expect([...first, ...second].map((p) => p.display_name)).toEqual(Array.from({ length: 30 }, (_, i) => `Hall ${String(i).padStart(2, '0')}`));
  });

  it('carries the partner fields and venue_count', async () => {
    const [p] = await partners({ q: 'Hall 00' });
    expect(p).toMatchObject({ display_name: 'Hall 00', slug: 'hall-00-abc000', is_public: true, location_country: 'Ireland', max_venues_allowed: 1, venue_count: 2, created_by: owners[0].id });
    const [q] = await partners({ q: 'Hall 05' });
    expect(q).toMatchObject({ venue_count: 0, is_public: false, max_venues_allowed: 3 });
  });

  it('q matches name or slug; published filters', async () => {
    expect((await partners({ q: 'abc007' })).map((p) => p.display_name)).toEqual(['Hall 07']);
    expect((await partners({ q: 'hall 1' })).map((p) => p.display_name)).toHaveLength(10);
    const published = await partners({ published: 'true', pageSize: 100 });
    const unpublished = await partners({ published: 'false', pageSize: 100 });
    expect(published).toHaveLength(15);
    expect(unpublished).toHaveLength(15);
    expect(published.every((p) => p.is_public)).toBe(true);
    expect(unpublished.every((p) => !p.is_public)).toBe(true);
    expect(await partners({ published: false, q: 'hall 0' })).toHaveLength(5);
  });

  it('reflects publish and max-venue changes made through the partner functions', async () => {
    const [p] = await partners({ q: 'Hall 01' });
    expect((await callFn(t, 'admin-toggle-partner-publish', admin, { partnerId: p.id, publish: true })).json()).toMatchObject({ success: true, partner: { is_public: true } });
    expect((await callFn(t, 'admin-set-partner-max-venues', admin, { partnerId: p.id, maxVenues: 9 })).statusCode).toBe(200);
    const [after] = await partners({ q: 'Hall 01', published: 'true' });
    expect(after).toMatchObject({ id: p.id, is_public: true, max_venues_allowed: 9 });
  });
});

describe('admin-list-email-logs', () => {
  const logs = async (body: Record<string, unknown>) => {
    const res = await callFn(t, 'admin-list-email-logs', admin, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().logs as EmailLogDto[];
  };

  beforeAll(async () => {
    // The admin's sign-up logged its confirmation email (sent after the answer): once it is
    // there, clear it so the list holds exactly the 60 rows below.
    await until(async () => (await t.db.select().from(emailLogs)).length > 0);
    await t.db.delete(emailLogs);
    const base = Date.now() - 86_400_000;
    await t.db.insert(emailLogs).values(
      Array.from({ length: 60 }, (_, i) => ({
        createdAt: new Date(base + i * 60_000),
        toEmail: `to${i}@example.com`,
        subject: `Subject ${i}`,
        templateType: i % 4 === 0 ? null : 'venue_booking',
        status: i % 10 === 9 ? 'failed' : 'sent',
        error: i % 10 === 9 ? 'SMTP relay unavailable' : null,
      })),
    );
  });

  it('pages 50 at a time, newest first', async () => {
    const first = await logs({ page: 1, pageSize: 50 });
    const second = await logs({ page: 2, pageSize: 50 });
    expect(first).toHaveLength(50);
    expect(second).toHaveLength(10);
    expect([...first, ...second].map((l) => l.subject)).toEqual(Array.from({ length: 60 }, (_, i) => `Subject ${59 - i}`));
    expect(await logs({})).toHaveLength(50);
    expect(await logs({ page: 3 })).toEqual([]);
  });

  it('returns the email log row of docs/product.md §3', async () => {
    const [newest, , , next] = await logs({ page: 1, pageSize: 4 });
    expect(newest).toEqual({ id: expect.any(Number), created_at: expect.any(String), to_email: 'to59@example.com', subject: 'Subject 59', template_type: 'venue_booking', status: 'failed', error: 'SMTP relay unavailable' });
    expect(new Date(newest.created_at).toISOString()).toBe(newest.created_at);
    expect(next).toMatchObject({ subject: 'Subject 56', template_type: null, status: 'sent', error: null });
  });

  it('includes what send-email just delivered, at the top', async () => {
    const sent = await callFn(t, 'send-email', admin, { to: 'fresh@example.com', subject: 'Admin test', text: 'Hello', templateType: 'test' });
    expect(sent.statusCode, sent.body).toBe(200);
    const [top] = await logs({ page: 1 });
    expect(top).toMatchObject({ to_email: 'fresh@example.com', subject: 'Admin test', template_type: 'test', status: 'sent' });
  });
});
