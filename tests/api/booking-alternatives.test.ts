import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerDeps } from '../../server/jobs/task';
import { drainJobs } from '../helpers/jobs';
import { dayFromNow, insertVenue, jobWorker, mailbox, meetupBody, member, notificationsOf, type Member } from '../helpers/meetup-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 12: a rejected or expired request is offered up to three venues that are free at that
// time (their setup time included), hold max_attendees and meet their own rules, nearest first.
let t: TestApp;
let organiser: Member;
let owner: Member;
let worker: WorkerDeps;
const venueIds: Record<string, string> = {};

// Around Manchester, away from the London venues other files use. 0.009° of latitude ≈ 1 km.
const ORIGIN = { latitude: 53.4808, longitude: -2.2426 };
const at = (km: number) => ({ latitude: ORIGIN.latitude + km * 0.009, longitude: ORIGIN.longitude });
// A Saturday at least 30 days ahead: the weekdays-only venue must drop out.
const saturday = (() => {
  for (let d = 30; ; d++) if (new Date(`${dayFromNow(d)}T12:00:00Z`).getUTCDay() === 6) return dayFromNow(d);
})();
const slot = { date: saturday, time: '10:00', duration: 120, max_attendees: 20 };

beforeAll(async () => {
  t = await createTestApp();
  organiser = await member(t, 'professional');
  owner = await member(t, 'venue');
  worker = await jobWorker(t);
  const add = async (key: string, over: Parameters<typeof insertVenue>[2]) => {
    venueIds[key] = (await insertVenue(t.db, owner.id, { name: `Venue ${key}`, address: `${key} Street, Manchester`, capacity: 50, ...over })).id;
  };
  await add('Origin', { ...ORIGIN, capacity: 80 });
  await add('Near', at(0.5));
  await add('Busy', { ...at(0.8), instantBooking: true });
  await add('SetupBusy', { ...at(1.2), instantBooking: true, setupTime: 60 });
  await add('Small', { ...at(1.6), capacity: 10 });
  await add('Middle', at(2.5));
  await add('Weekdays', { ...at(3), weekendAvailable: false });
  await add('Far', at(4));
  await add('Farthest', at(5));
  await add('Beyond', { ...at(60), capacity: 200 });
  // Busy: an approved booking overlapping the slot. SetupBusy: one ending 09:15, before the
  // slot's 10:00, but its hour of setup holds the venue until 10:15.
  const book = async (key: string, time: string, duration: number) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(venueIds[key], { date: saturday, time, duration, title: `Taken ${key}` }) });
    expect(res.json().booking_status).toBe('approved');
  };
  await book('Busy', '11:00', 60);
  await book('SetupBusy', '08:15', 60);
});
afterAll(() => t.close());

const request = async (title: string, over: Record<string, unknown> = {}) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(venueIds.Origin, { ...slot, title, ...over }) });
  expect(res.statusCode).toBe(201);
  return res.json();
};
type Alt = { venue_id: string; name: string; distance_km: number };

describe('alternative venues', () => {
  it('come with a rejection: free at that time, big enough, open, nearest first, at most three', async () => {
    const m = await request('Rejected with alternatives');
    const before = (await mailbox(t)).length;
    const res = await t.app.inject({ method: 'POST', url: `/api/meetups/${m.id}/reject`, headers: owner.headers, payload: { reason: 'Closed for a private event.' } });
    expect(res.statusCode).toBe(200);
    const [note] = (await notificationsOf(t.db, organiser.id, 'booking_rejected')).filter((n) => n.data.meetupId === m.id);
    const alts = note.data.alternatives as Alt[];
    expect(alts.map((a) => a.name)).toEqual(['Venue Near', 'Venue Middle', 'Venue Far']);
    expect(alts.map((a) => a.distance_km)).toEqual([0.5, 2.5, 4]);
    expect(note.message).toContain('Free at that time nearby: Venue Near (0.5 km), Venue Middle (2.5 km), Venue Far (4 km).');
    const [mail] = (await mailbox(t)).slice(before).filter((x) => x.to === organiser.email && x.subject.includes('was not approved'));
    const text = mail.text;
    expect(text.indexOf('Venue Near')).toBeLessThan(text.indexOf('Venue Middle'));
    expect(text.indexOf('Venue Middle')).toBeLessThan(text.indexOf('Venue Far'));
    expect(text).toContain(`http://localhost:3000/venues/${venueIds.Near}`);
    for (const left of ['Venue Busy', 'Venue SetupBusy', 'Venue Small', 'Venue Weekdays', 'Venue Farthest']) expect(text).not.toContain(left);

    // The organiser's meetup page can ask for them too; nobody else can.
    const page = await t.app.inject({ method: 'GET', url: `/api/meetups/${m.id}/alternatives`, headers: organiser.headers });
    expect(page.json().alternatives.map((a: Alt) => a.name)).toEqual(['Venue Near', 'Venue Middle', 'Venue Far']);
  });

  it('come with an expiry, and change when a venue is taken meanwhile', async () => {
    const m = await request('Expired with alternatives');
    // Venue Near gets an approved booking at that time before the deadline.
    const taken = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(venueIds.Near, { ...slot, title: 'Near is taken' }) });
    await t.app.inject({ method: 'POST', url: `/api/meetups/${taken.json().id}/approve`, headers: owner.headers });
    await drainJobs(worker, new Date(Date.parse(m.booking_expires_at) + 1000));
    const [note] = (await notificationsOf(t.db, organiser.id, 'booking_expired')).filter((n) => n.data.meetupId === m.id);
    expect((note.data.alternatives as Alt[]).map((a) => a.name)).toEqual(['Venue Middle', 'Venue Far', 'Venue Farthest']);
  });

  it('hold max_attendees and stay within 50 km: a big meetup here has none', async () => {
    const m = await request('Seventy people', { max_attendees: 70 });
    const res = await t.app.inject({ method: 'GET', url: `/api/meetups/${m.id}/alternatives`, headers: organiser.headers });
    // Venue Beyond holds 200 and is free, but 60 km away: no alternative for the same attendees.
    expect(res.json()).toEqual({ alternatives: [], none_reason: 'No other venue within 50 km holds 70 people.' });
    const fr = await t.app.inject({ method: 'GET', url: `/api/meetups/${m.id}/alternatives?hl=fr`, headers: organiser.headers });
    expect(fr.json().none_reason).toBe('Aucun autre lieu à moins de 50 km n’accueille 70 personnes.');
  });

  // Issue 27: the panel blamed capacity when the venues nearby all wanted longer bookings.
  it('says the real reason when there are none: the venues nearby want longer bookings', async () => {
    const m = await request('One hour only', { duration: 60, max_attendees: 45 });
    // Near, Busy… hold 50; give every one of them a two-hour minimum, then put it back.
    const { venues } = await import('../../server/db/schema/index');
    const { inArray } = await import('drizzle-orm');
    const nearby = ['Near', 'Busy', 'SetupBusy', 'Middle', 'Weekdays', 'Far', 'Farthest'].map((k) => venueIds[k]);
    await t.db.update(venues).set({ minBookingHours: 2 }).where(inArray(venues.id, nearby));
    try {
      const res = await t.app.inject({ method: 'GET', url: `/api/meetups/${m.id}/alternatives`, headers: organiser.headers });
      expect(res.json().alternatives).toEqual([]);
      expect(res.json().none_reason).toBe('The other venues nearby that hold 45 people take bookings of at least 2 hours, longer than this meetup’s 1 hour.');
      expect(res.json().none_reason).not.toMatch(/holds|this many people/);
      // In the organiser's language when they read another (issue 29).
      const de = await t.app.inject({ method: 'GET', url: `/api/meetups/${m.id}/alternatives`, headers: { ...organiser.headers, 'accept-language': 'de' } });
      expect(de.json().none_reason).toBe('Die anderen Orte in der Nähe, die 45 Personen fassen, nehmen nur Buchungen ab 2 Stunden an, länger als die 1 Stunde dieses Meetups.');
    } finally {
      await t.db.update(venues).set({ minBookingHours: 1 }).where(inArray(venues.id, nearby));
    }
  });
});
