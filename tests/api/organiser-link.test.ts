import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dayFromNow, insertMeetup, insertVenue, member, type Member } from '../helpers/meetup-fixtures';

// Issue 27: the organiser's name on a meetup page and "Requested by" in the owner's booking
// requests link to /members/{id} only when that page opens for the viewer. The server says so
// (`organizer_profile_open`) by the same rule GET /api/members/{id} answers with, so each case
// here checks the flag against what the profile route really does for that viewer.
let t: TestApp;
let owner: Member;
let privateOrganiser: Member;
let openOrganiser: Member;
let viewer: Member;
let blocker: Member;
let admin: Member;
let privateMeetup: string;
let openMeetup: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await member(t, 'venue', { name: 'Vera Venue' });
  privateOrganiser = await member(t, 'professional', { name: 'Pia Private' });
  openOrganiser = await member(t, 'professional', { name: 'Otto Open' });
  viewer = await member(t, 'professional', { name: 'Vic Viewer' });
  blocker = await member(t, 'professional', { name: 'Bea Blocker' });
  admin = await member(t, 'professional', { admin: true });
  await t.app.inject({ method: 'PATCH', url: '/api/profile', headers: privateOrganiser.headers, payload: { show_profile: false } });
  // A block either way: the profile page still opens (the blocker sees "Blocked" there), so the link stays.
  await t.db.insert(blocks).values({ blockerId: blocker.id, blockedId: openOrganiser.id });
  const venueId = (await insertVenue(t.db, owner.id)).id;
  privateMeetup = (await insertMeetup(t.db, privateOrganiser.id, { venueId, title: 'Private organiser', organizerName: 'Pia Private', bookingStatus: 'pending', approvedAt: null, date: dayFromNow(12) })).id;
  openMeetup = (await insertMeetup(t.db, openOrganiser.id, { venueId, title: 'Open organiser', organizerName: 'Otto Open', bookingStatus: 'pending', approvedAt: null, date: dayFromNow(13) })).id;
});
afterAll(() => t.close());

const profileOpens = async (who: Member, id: string) => (await t.app.inject({ url: `/api/members/${id}`, headers: who.headers })).statusCode === 200;
const flagOnMeetup = async (who: Member, meetupId: string) => {
  const res = await t.app.inject({ url: `/api/meetups/${meetupId}`, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json().organizer_profile_open as boolean;
};

describe('organizer_profile_open', () => {
  it('on the meetup page: false for a hidden profile, true for an open one, true for the organiser themself and admins — as the profile route answers', async () => {
    const cases: [Member, string, string, boolean][] = [
      [owner, privateMeetup, privateOrganiser.id, false],
      [owner, openMeetup, openOrganiser.id, true],
      [privateOrganiser, privateMeetup, privateOrganiser.id, true],
      [admin, privateMeetup, privateOrganiser.id, true],
    ];
    for (const [who, meetupId, organiserId, expected] of cases) {
      expect(await flagOnMeetup(who, meetupId)).toBe(expected);
      expect(await profileOpens(who, organiserId)).toBe(expected);
    }
  });

  it('across a block the profile still opens, so the link stays (both sides)', async () => {
    await t.app.inject({ method: 'POST', url: `/api/meetups/${openMeetup}/approve`, headers: owner.headers });
    for (const who of [blocker, viewer]) {
      expect(await flagOnMeetup(who, openMeetup)).toBe(true);
      expect(await profileOpens(who, openOrganiser.id)).toBe(true);
    }
    expect(await profileOpens(openOrganiser, blocker.id)).toBe(true);
  });

  it('in the lists too: a hidden organiser is plain text on /api/meetups for another member', async () => {
    await t.app.inject({ method: 'POST', url: `/api/meetups/${privateMeetup}/approve`, headers: owner.headers });
    const res = await t.app.inject({ url: '/api/meetups?when=upcoming&limit=50', headers: viewer.headers });
    expect(res.statusCode).toBe(200);
    const byTitle = Object.fromEntries(res.json().meetups.map((m: { title: string; organizer_profile_open: boolean }) => [m.title, m.organizer_profile_open]));
    expect(byTitle).toEqual({ 'Private organiser': false, 'Open organiser': true });
  });

  it('"Requested by" in the owner\'s booking requests: a link only for an organiser whose profile opens for the owner', async () => {
    const venueId = (await insertVenue(t.db, owner.id, { name: 'Second Hall' })).id;
    const a = await insertMeetup(t.db, privateOrganiser.id, { venueId, title: 'Asks privately', bookingStatus: 'pending', approvedAt: null, date: dayFromNow(20) });
    const b = await insertMeetup(t.db, openOrganiser.id, { venueId, title: 'Asks openly', bookingStatus: 'pending', approvedAt: null, date: dayFromNow(21) });
    const res = await t.app.inject({ url: '/api/venue-management', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const flags = Object.fromEntries(
      res.json().requests.filter((r: { id: string }) => [a.id, b.id].includes(r.id)).map((r: { title: string; organizer_profile_open: boolean }) => [r.title, r.organizer_profile_open]),
    );
    expect(flags).toEqual({ 'Asks privately': false, 'Asks openly': true });
    // The owner turning it back on is seen at once: the flag is read per request, not stored.
    await t.app.inject({ method: 'PATCH', url: '/api/profile', headers: privateOrganiser.headers, payload: { show_profile: true } });
    const again = (await t.app.inject({ url: '/api/venue-management', headers: owner.headers })).json();
    expect(again.requests.find((r: { id: string }) => r.id === a.id).organizer_profile_open).toBe(true);
    expect(await profileOpens(owner, privateOrganiser.id)).toBe(true);
  });
});
