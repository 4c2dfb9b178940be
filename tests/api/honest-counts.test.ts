import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetupAttendees } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dayFromNow, insertMeetup, member, type Member } from '../helpers/meetup-fixtures';

// Issue 14 "Honest counts": the member's upcoming count (tab-bar badge, quick-action label,
// reminder chip) and nearby results hold only approved meetups — never rejected or pending ones,
// not even the viewer's own.
let t: TestApp;
let me: Member;
let other: Member;
const at = { latitude: 53.3439, longitude: -6.2675 }; // Dublin

beforeAll(async () => {
  t = await createTestApp();
  me = await member(t, 'professional');
  other = await member(t, 'professional');
});
afterAll(() => t.close());

describe('honest counts', () => {
  it('the upcoming count and nearby results leave out rejected, pending, cancelled and expired meetups', async () => {
    const approved = await insertMeetup(t.db, me.id, { title: 'Approved', date: dayFromNow(3), ...at });
    const rejected = await insertMeetup(t.db, me.id, { title: 'Rejected', date: dayFromNow(4), bookingStatus: 'rejected', approvedAt: null, ...at });
    const pending = await insertMeetup(t.db, me.id, { title: 'Pending', date: dayFromNow(5), bookingStatus: 'pending', approvedAt: null, ...at });
    const joined = await insertMeetup(t.db, other.id, { title: 'Joined', date: dayFromNow(6), ...at });
    await t.db.insert(meetupAttendees).values({ meetupId: joined.id, userId: me.id });
    // Sentinel: an approved meetup I attend that was later rejected would count if status were ignored.
    const joinedRejected = await insertMeetup(t.db, other.id, { title: 'Joined then rejected', date: dayFromNow(7), bookingStatus: 'rejected', approvedAt: null, ...at });
    await t.db.insert(meetupAttendees).values({ meetupId: joinedRejected.id, userId: me.id });

    const cancelled = await insertMeetup(t.db, me.id, { title: 'Cancelled', date: dayFromNow(8), bookingStatus: 'cancelled', ...at });
    await insertMeetup(t.db, me.id, { title: 'Expired', date: dayFromNow(9), bookingStatus: 'expired', approvedAt: null, ...at });
    expect(cancelled.id).toBeTruthy();

    const count = await t.app.inject({ url: '/api/meetups/mine/count', headers: me.headers });
    expect(count.json()).toEqual({ count: 2 }); // approved + joined

    const nearby = await t.app.inject({ url: `/api/meetups?lat=${at.latitude}&lng=${at.longitude}&radius=5`, headers: me.headers });
    expect(nearby.statusCode).toBe(200);
    const body = nearby.json();
    expect(body.meetups.map((m: { id: string }) => m.id).sort()).toEqual([approved.id, joined.id].sort());
    expect(body.nearby.count).toBe(2);
    expect(body.total).toBe(2);

    // The plain list still shows the organiser their own requests, with their status (docs/product.md §2).
    const list = (await t.app.inject({ url: '/api/meetups?limit=100', headers: me.headers })).json();
    expect(list.meetups.map((m: { id: string }) => m.id)).toEqual(expect.arrayContaining([rejected.id, pending.id]));
    // …but its "N upcoming meetups" label counts only the approved ones (approved + joined).
    expect(list.total).toBeGreaterThan(2);
    expect(list.approved_total).toBe(2);
  });
});
