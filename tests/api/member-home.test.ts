import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetupAttendees, reports } from '../../server/db/schema/index';
import { occupancyRange } from '../../server/bookings/occupancy';
import { dayFromNow, insertMeetup, insertVenue } from '../helpers/meetup-fixtures';
import { block, followOrganiser, giveUnread, pastMeetupWith, requestConnection } from '../helpers/network-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { person, type Person } from '../helpers/venue-fixtures';
import type { HomeDto } from '../../contracts/home';

// GET /api/home per role (issue 26, "A home that is yours"): what a professional, a basic member,
// a Venue Partner and an admin each find on their own home.

let t: TestApp;
let pro: Person, basic: Person, owner: Person, admin: Person, organiser: Person, stranger: Person;
const ids: Record<string, string> = {};

const home = async (who: Person): Promise<HomeDto> => {
  const res = await t.app.inject({ url: '/api/home', headers: who.headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  pro = await person(t, 'professional', { name: 'Pat Professional' });
  basic = await person(t, 'basic', { name: 'Bo Basic' });
  owner = await person(t, 'venue', { name: 'Olive Owner' });
  admin = await person(t, 'professional', { admin: true, name: 'Ada Admin' });
  organiser = await person(t, 'professional', { name: 'Orla Organiser' });
  stranger = await person(t, 'professional', { name: 'Stan Stranger' });

  // New York venue: times on the home page are the venue's (18:00 there), with its zone.
  const venue = await insertVenue(t.db, owner.id, { name: 'Hudson Hall', latitude: 40.7128, longitude: -74.006 });
  const slot = (days: number) => ({ date: dayFromNow(days), time: '18:00', duration: 120, latitude: 40.7128, longitude: -74.006 });
  const attending = await insertMeetup(t.db, organiser.id, { title: 'Open Data Breakfast', venueId: venue.id, ...slot(3), occupies: occupancyRange(slot(3), 0) });
  await t.db.insert(meetupAttendees).values({ meetupId: attending.id, userId: pro.id });
  const organising = await insertMeetup(t.db, pro.id, { title: 'Pat’s Civic Coffee', ...slot(20), bookingStatus: 'pending', approvedAt: null });
  const later = await insertMeetup(t.db, organiser.id, { title: 'Transit Talks', ...slot(40) });
  const pendingAtVenue = await insertMeetup(t.db, stranger.id, { title: 'Budget Workshop', venueId: venue.id, ...slot(9), bookingStatus: 'pending', approvedAt: null, bookingExpiresAt: new Date(Date.now() + 86_400_000) });
  await insertMeetup(t.db, organiser.id, { title: 'Long Gone', ...slot(-30) });
  Object.assign(ids, { attending: attending.id, organising: organising.id, later: later.id, pendingAtVenue: pendingAtVenue.id, venue: venue.id });

  await followOrganiser(t.db, pro.id, organiser.id);
  await requestConnection(t.db, stranger.id, pro.id, 'We met at Data Drinks');
  await giveUnread(t.db, pro.id, stranger.id, 3);
  await pastMeetupWith(t.db, organiser.id, [pro.id, stranger.id, admin.id], { title: 'Data Drinks' });
  await t.db.insert(reports).values([
    { reporterId: pro.id, reportedId: stranger.id, reason: 'spam' },
    { reporterId: pro.id, reportedId: stranger.id, reason: 'other', status: 'dismissed' },
  ]);
}, 60_000);
afterAll(() => t.close());

describe('GET /api/home', () => {
  it('a professional: their next meetups (attending and organising) in the venue’s time, new meetups of organisers they follow, requests, unread, people', async () => {
    const h = await home(pro);
    // The count holds what will happen: Pat's own request still waiting for the venue is listed, not counted.
    expect(h).toMatchObject({ name: 'Pat Professional', role: 'professional', is_admin: false, venue: null, moderation: null, unread_messages: 3, upcoming_count: 1 });
    expect(h.upcoming.map((m) => [m.title, m.relation, m.booking_status])).toEqual([
      ['Open Data Breakfast', 'attending', 'approved'],
      ['Pat’s Civic Coffee', 'organising', 'pending'],
    ]);
    expect(h.upcoming[0]).toMatchObject({ time: '18:00', time_zone: 'America/New_York', date: dayFromNow(3), venue_name: expect.any(String), attendee_count: 1 });
    // Already attending Open Data Breakfast: only the new one from the followed organiser is "following".
    expect(h.following).toEqual({ follows: 1, meetups: [expect.objectContaining({ title: 'Transit Talks', relation: 'following', via: 'Orla Organiser' })] });
    expect(h.connection_requests).toEqual({ count: 1, latest: [expect.objectContaining({ note: 'We met at Data Drinks', member: expect.objectContaining({ id: stranger.id, name: 'Stan Stranger' }) })] });
    // Stan asked to connect (a pending request): not suggested; Ada was at Data Drinks too.
    expect(h.people.map((s) => [s.name, s.reason])).toEqual([['Ada Admin', 'You both attended Data Drinks']]);
  });

  it('a followed organiser blocked either way brings nothing to the home', async () => {
    const follower = await person(t, 'professional');
    await followOrganiser(t.db, follower.id, organiser.id);
    expect((await home(follower)).following.meetups.map((m) => m.title).sort()).toEqual(['Open Data Breakfast', 'Transit Talks']);
    await block(t.db, organiser.id, follower.id);
    expect((await home(follower)).following.meetups).toEqual([]);
  });

  it('counts every meetup ahead, shows the next five, and leaves out one already over in its venue’s time', async () => {
    const busy = await person(t, 'professional');
    const slot = (days: number) => ({ date: dayFromNow(days), time: '18:00', duration: 120, latitude: 40.7128, longitude: -74.006 });
    const ahead: string[] = [];
    for (let d = 1; d <= 7; d++) ahead.push((await insertMeetup(t.db, busy.id, { title: `Evening ${d}`, ...slot(d) })).id);
    // Honolulu (UTC−10 all year), 12 hours long: begun 11 hours ago it is still on; begun 12.5 hours
    // ago it ended half an hour ago there, yet by the wall clock alone it could be on somewhere.
    const wall = (hoursAgo: number) => new Date(Date.now() - (10 + hoursAgo) * 3_600_000).toISOString();
    const begun = (title: string, hoursAgo: number) =>
      insertMeetup(t.db, busy.id, { title, date: wall(hoursAgo).slice(0, 10), time: wall(hoursAgo).slice(11, 16), duration: 720, latitude: 21.2833, longitude: -157.8367 }).then((m) => m.id);
    const stillOn = await begun('Long day', 11);
    await begun('Long night', 12.5);
    const h = await home(busy);
    expect(h.upcoming_count).toBe(8);
    expect(h.upcoming.map((m) => m.id)).toEqual([stillOn, ...ahead.slice(0, 4)]);
    expect(h.upcoming[0]).toMatchObject({ title: 'Long day', relation: 'organising', time_zone: 'Pacific/Honolulu', attendee_count: 0 });
  });

  it('a basic member: nothing upcoming, no venue desk, no moderation', async () => {
    const h = await home(basic);
    expect(h).toMatchObject({ role: 'basic', upcoming: [], upcoming_count: 0, following: { follows: 0, meetups: [] }, connection_requests: { count: 0, latest: [] }, unread_messages: 0, venue: null, moderation: null });
  });

  it('a Venue Partner: pending booking requests at their venues and their week', async () => {
    const h = await home(owner);
    expect(h.role).toBe('venue');
    expect(h.venue).toMatchObject({ venues: 1, pending_count: 1 });
    expect(h.venue!.pending.map((m) => [m.title, m.relation, m.booking_expires_at !== null])).toEqual([['Budget Workshop', 'hosting', true]]);
    expect(h.venue!.week.map((m) => m.title)).toEqual(['Open Data Breakfast']);
    expect(h.moderation).toBeNull();
    // Another owner's desk is empty: the requests are not theirs.
    const other = await person(t, 'venue');
    expect((await home(other)).venue).toEqual({ venues: 0, pending_count: 0, pending: [], week: [] });
  });

  it('an admin: the moderation queue count (open reports only)', async () => {
    const h = await home(admin);
    expect(h).toMatchObject({ is_admin: true, moderation: { open_reports: 1 } });
  });
});
