import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMeetup, insertVenue, meetupBody } from '../helpers/meetup-fixtures';
import { WIDE_CHAR } from '../helpers/largest-body';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { makeImage, person, upload, venueBody, venueImage, type Person } from '../helpers/venue-fixtures';

// Issue 24 (docs/decisions/0036): small body limits must refuse nothing a person may send. The
// largest legitimate body of every route that carries long text goes through the real server
// over TCP and is accepted: every text at its maximum length, in 3-byte characters.

let t: TestApp;
let base: string;
let owner: Person;
let organiser: Person;
let admin: Person;

const wide = (n: number, tag = '') => (tag + WIDE_CHAR.repeat(n)).slice(0, n);

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  owner = await person(t, 'venue');
  organiser = await person(t, 'professional');
  admin = await person(t, 'professional', { admin: true });
}, 120_000);
afterAll(() => t.close());

async function post(path: string, who: Person | null, body: unknown, method = 'POST') {
  const payload = JSON.stringify(body);
  const res = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', ...who?.headers }, body: payload });
  return { status: res.status, body: await res.text(), bytes: Buffer.byteLength(payload) };
}

describe('the largest legitimate body of each long-text route is accepted', () => {
  it('contact form: a 5,000-character message with the longest name and subject', async () => {
    const res = await post('/api/contact', null, { name: wide(200), email: 'a.person@example.com', subject: wide(200), message: wide(5000), company: '' });
    expect(res.bytes).toBeGreaterThan(16_000);
    expect(res.status, res.body).toBe(200);
  });

  it('venue: every text and list at its maximum, twelve photos', async () => {
    const images = await Promise.all(Array.from({ length: 12 }, (_, i) => venueImage(t, owner, `largest-${i}-${Date.now()}`)));
    const body = venueBody({
      name: wide(120),
      description: wide(5000),
      address: wide(300),
      amenities: Array.from({ length: 30 }, (_, i) => wide(40, `${i}`)),
      images,
      contact_email: 'bookings.desk@example.com',
    });
    const created = await post('/api/venues', owner, body);
    expect(created.bytes).toBeGreaterThan(20_000);
    expect(created.status, created.body).toBe(201);
    const id = JSON.parse(created.body).venue.id as string;
    const edited = await post(`/api/venues/${id}`, owner, body, 'PATCH');
    expect(edited.status, edited.body).toBe(200);
  });

  it('meetup (and a weekly series): every text and tag at its maximum, a cover picture', async () => {
    const venue = await insertVenue(t.db, owner.id);
    const cover = await upload(t, organiser, 'meetup-images', `${organiser.id}/cover-${Date.now()}.png`, await makeImage('png', { width: 320, height: 180 }));
    expect(cover.statusCode, cover.body).toBe(200);
    const body = meetupBody(venue.id, {
      title: wide(120),
      description: wide(5000),
      tags: Array.from({ length: 8 }, (_, i) => wide(30, `${i}`)),
      target_audience: wide(200),
      language: wide(40),
      is_recurring: true,
      recurring_frequency: 'weekly',
      cover_image_url: cover.json().publicUrl,
    });
    const created = await post('/api/meetups', organiser, body);
    expect(created.bytes).toBeGreaterThan(16_000);
    expect(created.status, created.body).toBe(201);
    const id = JSON.parse(created.body).id as string;
    const edited = await post(`/api/meetups/${id}`, organiser, { ...body, is_recurring: false, recurring_frequency: null }, 'PUT');
    expect(edited.status, edited.body).toBe(200);
  });

  it('announcement and comment on a meetup, at their maximum length', async () => {
    const meetup = await insertMeetup(t.db, organiser.id);
    const announced = await post(`/api/meetups/${meetup.id}/announcements`, organiser, { subject: wide(120), message: wide(2000) });
    expect(announced.status, announced.body).toBe(202);
    const commented = await post(`/api/meetups/${meetup.id}/comments`, organiser, { body: wide(2000) });
    expect(commented.bytes).toBeGreaterThan(6_000);
    expect(commented.status, commented.body).toBe(201);
  });

  it('admin broadcast, and an admin one-off email of 200,000 characters of html and 100,000 of text', async () => {
    const broadcast = await post('/functions/v1/admin-send-notifications', admin, { title: wide(120), message: wide(1000), mode: 'broadcast', idempotencyKey: `largest-${Date.now()}` });
    expect(broadcast.status, broadcast.body).toBe(200);
    const email = await post('/functions/v1/send-email', admin, { to: 'someone@example.com', subject: wide(300), html: `<p>${wide(200_000 - 7)}</p>`, text: wide(100_000), templateType: 'test' });
    expect(email.bytes).toBeGreaterThan(800_000);
    expect(email.status, email.body).toBe(200);
  });

  it('venue copy generation with every field at its maximum', async () => {
    const res = await post('/functions/v1/generate-venue-content', owner, {
      venueName: wide(5000),
      venueType: wide(5000),
      venueLocation: wide(5000),
      venueCapacity: '100',
      venueDescription: wide(5000),
      venueAmenities: Array.from({ length: 50 }, (_, i) => wide(200, `${i}`)),
      professionalName: wide(5000),
      professionalInterests: Array.from({ length: 50 }, (_, i) => wide(200, `${i}`)),
    });
    expect(res.bytes).toBeGreaterThan(100_000);
    expect(res.status, res.body).toBe(200);
  });
});
