import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateFilterRange } from '../../contracts/date-filters';
import { meetupAttendees } from '../../server/db/schema/index';
import { addDays, daysFromNow } from '../helpers/dates';
import { cast, person, type Kind, type Person } from '../helpers/venue-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, signUp } from '../helpers/auth';
import { insertMeetup, insertVenue } from '../helpers/meetup-fixtures';
import { block } from '../helpers/network-fixtures';

// Issue 27, discovery for visitors: GET /api/public/meetups (the /upcoming page) lists approved
// upcoming meetups to anyone, by place and dates, and agrees with what the one visibility rule
// shows a Professional Partner; members' /api/meetups takes the same date filter, its guards kept.
let t: TestApp;
let actors: Awaited<ReturnType<typeof cast>> & { unconfirmed: Person; blocked: Person; attendee: Person };
const tag = `zq${Date.now().toString(36)}`; // a word only this file's meetups carry
let ids: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const base = await cast(t);
  const { session } = await signUp(t.app, { confirmed: false });
  actors = { ...base, unconfirmed: { id: session.user.id, email: '', headers: bearer(session.access_token) }, blocked: await person(t, 'professional'), attendee: await person(t, 'basic') };
  const organiser = actors.professional.id;
  // The organiser has blocked this member: the public list is public, so it still shows them what a visitor sees.
  await block(t.db, organiser, actors.blocked.id);
  const venue = await insertVenue(t.db, actors.owner.id, { name: `Harbourside ${tag}`, address: `1 Canons Road, Bristol BS1 5UH ${tag}`, latitude: 51.4505, longitude: -2.5977 });
  const at = (title: string, over: Parameters<typeof insertMeetup>[2] = {}) =>
    insertMeetup(t.db, organiser, { title: `${title} ${tag}`, venueId: venue.id, venueName: venue.name, venueAddress: venue.address, latitude: 51.4505, longitude: -2.5977, maxAttendees: 30, ...over }).then((m) => m.id);
  ids = {
    soon: await at('Soon', { date: daysFromNow(3) }),
    later: await at('Later', { date: daysFromNow(20) }),
    pending: await at('Pending', { date: daysFromNow(4), bookingStatus: 'pending', approvedAt: null }),
    rejected: await at('Rejected', { date: daysFromNow(5), bookingStatus: 'rejected', approvedAt: null }),
    cancelled: await at('Cancelled', { date: daysFromNow(6), bookingStatus: 'cancelled' }),
    past: await at('Past', { date: daysFromNow(-3) }),
  };
  // An attendee of one of them reads the same list as everyone.
  await t.db.insert(meetupAttendees).values({ meetupId: ids.soon, userId: actors.attendee.id });
});
afterAll(() => t.close());

const publicList = async (query: string, who: Person = actors.anonymous) => {
  const res = await t.app.inject({ url: `/api/public/meetups?${query}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { meetups: { id: string; title: string; date: string; venue_city: string | null }[]; has_more: boolean };
};

describe('the public list of upcoming meetups', () => {
  it('shows a visitor approved upcoming meetups only, soonest first, with only public facts', async () => {
    const { meetups } = await publicList(`place=${tag}&limit=96`);
    expect(meetups.map((m) => m.id)).toEqual([ids.soon, ids.later]);
    expect(Object.keys(meetups[0]).sort()).toEqual(
      ['attendee_count', 'cover_image_url', 'date', 'duration', 'ends_at', 'id', 'is_full', 'max_attendees', 'meetup_type', 'starts_at', 'time', 'time_zone', 'title', 'venue_city', 'venue_name'].sort(),
    );
    expect(meetups[0].venue_city).toBe('Bristol');
  });

  it('agrees with the one visibility rule: a Professional Partner with no part in them sees the same meetups', async () => {
    const pro = await person(t, 'professional');
    const res = await t.app.inject({ url: `/api/meetups?q=${tag}&limit=100`, headers: pro.headers });
    const members = (res.json() as { meetups: { id: string }[] }).meetups.map((m) => m.id);
    expect((await publicList(`place=${tag}&limit=96`)).meetups.map((m) => m.id)).toEqual(members);
  });

  it('keeps a 12-hour meetup still on in Honolulu (begun 21 hours ago by UTC), and not one just over', async () => {
    // The lists start their walk at meetups begun after now − 24 h by the wall clock (server/meetups/ends.ts):
    // the farthest a meetup still on can be, 12 hours long in a zone 10–12 hours behind UTC.
    const own = `hnl${Date.now().toString(36)}`; // not the file's word: the other tests' lists stay as they are
    const honolulu = await insertVenue(t.db, actors.owner.id, { name: `Waikiki ${own}`, address: `2005 Kalia Road, Honolulu ${own}`, latitude: 21.2833, longitude: -157.8367 });
    const wall = (hoursAgo: number) => new Date(Date.now() - (10 + hoursAgo) * 3_600_000).toISOString(); // Honolulu is UTC−10 all year
    const begun = (title: string, hoursAgo: number) =>
      insertMeetup(t.db, actors.professional.id, {
        title: `${title} ${own}`, date: wall(hoursAgo).slice(0, 10), time: wall(hoursAgo).slice(11, 16), duration: 720, venueId: honolulu.id, venueName: honolulu.name,
        venueAddress: honolulu.address, latitude: 21.2833, longitude: -157.8367, maxAttendees: 30,
      }).then((m) => m.id);
    const stillOn = await begun('Long day', 11);
    const over = await begun('Long night', 12.5);
    const listed = (await publicList(`place=${own}&limit=96`)).meetups.map((m) => m.id);
    expect(listed).toEqual([stillOn]);
    const res = await t.app.inject({ url: `/api/meetups?q=${own}&limit=100`, headers: actors.professional.headers });
    expect((res.json() as { meetups: { id: string }[] }).meetups.map((m) => m.id)).toEqual([stillOn]);
    expect(listed).not.toContain(over);
    // The organiser's own "Mine" list reads their meetups through the same bound (decision 0088).
    const mine = (await t.app.inject({ url: '/api/meetups?mine=any&limit=100', headers: actors.professional.headers })).json() as { meetups: { id: string }[] };
    expect(mine.meetups.map((m) => m.id)).toContain(stillOn);
    expect(mine.meetups.map((m) => m.id)).not.toContain(over);
  });

  it('is searched by place and by dates', async () => {
    expect((await publicList(`place=${encodeURIComponent(`Bristol BS1 5UH ${tag}`)}`)).meetups).toHaveLength(2);
    expect((await publicList(`place=${encodeURIComponent(`Leeds ${tag}`)}`)).meetups).toEqual([]);
    const week = dateFilterRange('week', daysFromNow(0));
    expect((await publicList(`place=${tag}&from=${week.from}&to=${week.to}`)).meetups.map((m) => m.id)).toEqual([ids.soon]);
    expect((await publicList(`place=${tag}&from=${daysFromNow(10)}`)).meetups.map((m) => m.id)).toEqual([ids.later]);
    expect((await publicList(`place=${tag}&limit=1`)).has_more).toBe(true);
  });

  it('refuses a malformed date with a clear message, not a 500', async () => {
    const res = await t.app.inject({ url: '/api/public/meetups?from=tomorrow' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('from: use a date like');
  });

  it('answers every kind of reader the same (policy table)', async () => {
    const kinds: Kind[] = ['anonymous', 'basic', 'professional', 'owner', 'otherVenue', 'admin', 'suspended'];
    const extra = { unconfirmed: actors.unconfirmed, blocked: actors.blocked, attendee: actors.attendee } as const;
    const expected = [ids.soon, ids.later];
    for (const k of kinds) expect((await publicList(`place=${tag}`, actors[k])).meetups.map((m) => m.id), k).toEqual(expected);
    for (const [k, who] of Object.entries(extra)) expect((await publicList(`place=${tag}`, who)).meetups.map((m) => m.id), k).toEqual(expected);
  });

  it('is in the sitemap', async () => {
    // The index names the pages file; the pages file lists /upcoming.
    const index = await t.app.inject({ url: '/sitemap.xml' });
    expect(index.body).toContain('/sitemap-pages.xml</loc>');
    const res = await t.app.inject({ url: '/sitemap-pages.xml' });
    expect(res.body).toContain('/upcoming</loc>');
  });
});

describe('the members’ date filters on /api/meetups', () => {
  it('narrow the list to the dates asked for; browsing stays for Professional Partners', async () => {
    const list = async (who: Person, query: string) => t.app.inject({ url: `/api/meetups?q=${tag}&${query}`, headers: who.headers });
    const week = dateFilterRange('week', daysFromNow(0));
    const res = await list(actors.professional, `from=${week.from}&to=${week.to}`);
    const own = (res.json() as { meetups: { id: string }[] }).meetups.map((m) => m.id);
    // The organiser also sees their own pending, rejected and cancelled ones in range; never the later one.
    expect(own).toContain(ids.soon);
    expect(own).not.toContain(ids.later);
    const later = await list(actors.professional, `from=${addDays(daysFromNow(0), 10)}`);
    expect((later.json() as { meetups: { id: string }[] }).meetups.map((m) => m.id)).toEqual([ids.later]);
    expect((await list(actors.basic, `from=${week.from}`)).statusCode).toBe(403);
    expect((await list(actors.anonymous, `from=${week.from}`)).statusCode).toBe(401);
    expect((await list(actors.professional, 'to=soon')).statusCode).toBe(400);
  });
});
