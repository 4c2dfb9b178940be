import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetupAttendees, venueRatings } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dayFromNow, insertMeetup, insertVenue, member, type Member } from '../helpers/meetup-fixtures';
import { insertComment } from '../helpers/community-fixtures';

// Issue 27: a member who turned off "Show my profile to other members" is still named in the
// lists of a meetup and a venue, but their name must not link to "This profile is private".
// Each list says, per person, whether the viewer may open the profile (`profile_open`).
let t: TestApp;
let priv: Member;
let open: Member;
let viewer: Member;
let admin: Member;
let meetupId: string;
let venueId: string;

beforeAll(async () => {
  t = await createTestApp();
  priv = await member(t, 'professional', { name: 'Pia Private' });
  open = await member(t, 'professional', { name: 'Otto Open' });
  viewer = await member(t, 'professional', { name: 'Vic Viewer' });
  admin = await member(t, 'professional', { admin: true });
  await t.app.inject({ method: 'PATCH', url: '/api/profile', headers: priv.headers, payload: { show_profile: false } });
  const venue = await insertVenue(t.db, (await member(t, 'venue')).id);
  venueId = venue.id;
  const m = await insertMeetup(t.db, open.id, { venueId, title: 'Names and links', date: dayFromNow(5) });
  meetupId = m.id;
  for (const who of [priv, open, viewer]) await t.db.insert(meetupAttendees).values({ meetupId, userId: who.id });
  await insertComment(t.db, meetupId, priv.id, 'From the private one');
  await insertComment(t.db, meetupId, open.id, 'From the open one');
  await t.db.insert(venueRatings).values([
    { venueId, userId: priv.id, score: 4, comment: 'Quiet rooms' },
    { venueId, userId: open.id, score: 5, comment: 'Great coffee' },
  ]);
});
afterAll(() => t.close());

const openness = (list: { name: string; profile_open: boolean }[]) => Object.fromEntries(list.map((p) => [p.name, p.profile_open]));

describe('profile_open in the lists that name members', () => {
  it("who's going: false for a private profile, true for an open one; true for the private member themself and for admins", async () => {
    const as = async (who: Member) => openness((await t.app.inject({ url: `/api/meetups/${meetupId}/attendees`, headers: who.headers })).json().attendees);
    expect(await as(viewer)).toMatchObject({ 'Pia Private': false, 'Otto Open': true, 'Vic Viewer': true });
    expect((await as(priv))['Pia Private']).toBe(true);
    expect((await as(admin))['Pia Private']).toBe(true);
    // The organiser's managed list says the same.
    const managed = (await t.app.inject({ url: `/api/meetups/${meetupId}/attendees`, headers: open.headers })).json().manage.people;
    expect(openness(managed)).toMatchObject({ 'Pia Private': false, 'Otto Open': true });
  });

  it('discussion: the author of a comment links only when their profile can be opened', async () => {
    const res = await t.app.inject({ url: `/api/meetups/${meetupId}/comments`, headers: viewer.headers });
    expect(res.statusCode).toBe(200);
    expect(openness(res.json().comments.map((c: { author: { name: string; profile_open: boolean } }) => c.author))).toEqual({ 'Pia Private': false, 'Otto Open': true });
    const own = await t.app.inject({ url: `/api/meetups/${meetupId}/comments`, headers: priv.headers });
    expect(openness(own.json().comments.map((c: { author: { name: string; profile_open: boolean } }) => c.author))['Pia Private']).toBe(true);
  });

  it('venue ratings: the rater links only when their profile can be opened', async () => {
    const res = await t.app.inject({ url: `/api/venues/${venueId}/ratings`, headers: viewer.headers });
    expect(res.statusCode).toBe(200);
    const byName = Object.fromEntries(res.json().ratings.map((r: { user_name: string; profile_open: boolean }) => [r.user_name, r.profile_open]));
    expect(byName).toEqual({ 'Pia Private': false, 'Otto Open': true });
  });
});
