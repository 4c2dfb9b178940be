import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetupAttendees, meetupComments, meetupSeriesMembers } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dayFromNow, insertMeetup, insertVenue, member, type Member } from '../helpers/meetup-fixtures';
import { insertComment, insertSeries } from '../helpers/community-fixtures';
// The password tests/helpers/auth.ts signs everyone up with.
const TEST_PASSWORD = 'correct-horse-battery';

// Issue 16: /members/{id} for signed-in members; "Show my profile to other members" hides it;
// export and deletion of account data include comments and series joined.
let t: TestApp;
let mia: Member;
let viewer: Member;

beforeAll(async () => {
  t = await createTestApp();
  mia = await member(t, 'professional', { name: 'Mia Member' });
  viewer = await member(t, 'basic', { name: 'Vic Viewer' });
  await t.app.inject({ method: 'PUT', url: '/api/profile/about', headers: mia.headers, payload: { headline: 'Open-data lead, Leeds', interests: ['open data', 'transport'], country: 'United Kingdom' } });
});
afterAll(() => t.close());

const view = (who: Member | null, id = mia.id) => t.app.inject({ url: `/api/members/${id}`, headers: who?.headers ?? {} });

describe('a member profile', () => {
  it('shows another member name, headline, interests, country and approved meetups organised and attended, upcoming and past', async () => {
    const other = await member(t, 'professional');
    const venue = await insertVenue(t.db, (await member(t, 'venue')).id);
    await insertMeetup(t.db, mia.id, { venueId: venue.id, title: 'Mia hosts, soon', date: dayFromNow(5) });
    await insertMeetup(t.db, mia.id, { venueId: venue.id, title: 'Mia hosted, long ago', date: dayFromNow(-20) });
    await insertMeetup(t.db, mia.id, { venueId: venue.id, title: 'Mia’s pending request', date: dayFromNow(6), bookingStatus: 'pending', approvedAt: null });
    const attended = await insertMeetup(t.db, other.id, { venueId: venue.id, title: 'Mia went', date: dayFromNow(-4) });
    await t.db.insert(meetupAttendees).values({ meetupId: attended.id, userId: mia.id });

    const res = await view(viewer);
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({ id: mia.id, name: 'Mia Member', headline: 'Open-data lead, Leeds', interests: ['open data', 'transport'], country: 'United Kingdom', role: 'professional', is_self: false });
    expect(p).not.toHaveProperty('email');
    expect(p).not.toHaveProperty('membership_number');
    expect(p.organised.upcoming.map((m: { title: string }) => m.title)).toEqual(['Mia hosts, soon']);
    expect(p.organised.past.map((m: { title: string }) => m.title)).toEqual(['Mia hosted, long ago']);
    expect(p.attended.past.map((m: { title: string }) => m.title)).toEqual(['Mia went']);
    expect(p.attended.upcoming).toEqual([]);
  });

  it('is hidden from other members once "Show my profile to other members" is off, and shown again when on', async () => {
    const off = await t.app.inject({ method: 'PATCH', url: '/api/profile', headers: mia.headers, payload: { show_profile: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json().show_profile).toBe(false);
    const hidden = await view(viewer);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json()).toMatchObject({ error: 'profile_hidden', message: 'This member has chosen not to show their profile to other members.' });
    expect((await view(mia)).statusCode).toBe(200);
    await t.app.inject({ method: 'PATCH', url: '/api/profile', headers: mia.headers, payload: { show_profile: true } });
    expect((await view(viewer)).statusCode).toBe(200);
  });

  it('is not shown to a visitor who is not signed in; an unknown member is 404', async () => {
    expect((await view(null)).statusCode).toBe(401);
    expect((await view(viewer, '00000000-0000-4000-8000-000000000042')).statusCode).toBe(404);
  });

  it('is on by default', async () => {
    expect((await t.app.inject({ url: '/api/profile', headers: viewer.headers })).json().show_profile).toBe(true);
  });
});

describe('account data', () => {
  it('export includes comments, series joined, headline and the privacy choice; deletion removes them', async () => {
    const leaver = await member(t, 'professional', { name: 'Lee Leaver' });
    const venue = await insertVenue(t.db, (await member(t, 'venue')).id);
    const m = await insertMeetup(t.db, mia.id, { venueId: venue.id, title: 'Talked about', date: dayFromNow(9) });
    await insertComment(t.db, m.id, leaver.id, 'My words');
    const { series } = await insertSeries(t.db, mia.id, venue.id, { status: 'approved' });
    await t.db.insert(meetupSeriesMembers).values({ seriesId: series.id, userId: leaver.id });

    const data = (await t.app.inject({ url: '/api/profile/export', headers: leaver.headers })).json();
    expect(data.meetup_comments).toEqual([expect.objectContaining({ meetup_id: m.id, meetup_title: 'Talked about', body: 'My words' })]);
    expect(data.series_joined).toEqual([expect.objectContaining({ series_id: series.id, frequency: 'weekly' })]);
    expect(data.profile).toMatchObject({ show_profile: true, headline: null });

    const del = await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: leaver.headers, payload: { password: TEST_PASSWORD } });
    expect(del.statusCode).toBe(204);
    expect(await t.db.select().from(meetupComments).where(eq(meetupComments.userId, leaver.id))).toEqual([]);
    expect(await t.db.select().from(meetupSeriesMembers).where(eq(meetupSeriesMembers.userId, leaver.id))).toEqual([]);
  });
});
