import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { attendeeCount, dayFromNow, insertMeetup, meetupBody, member, notificationsOf, organiserAtVenue, type Member, mailbox } from '../helpers/meetup-fixtures';

// Attendance toggle (docs/product.md §4, §5, §8) and capacity under concurrency.
let t: TestApp;
let organiser: Member;
let owner: Member;
let venueId: string;
let approvedMeetup: Awaited<ReturnType<typeof organiserAtVenue>>['approvedMeetup'];

beforeAll(async () => {
  t = await createTestApp();
  ({ organiser, owner, venueId, approvedMeetup } = await organiserAtVenue(t));
});
afterAll(() => t.close());

const toggle = (id: string, m: Member, body: Record<string, unknown> = {}) => t.app.inject({ method: 'POST', url: `/api/meetups/${id}/attendance`, headers: m.headers, payload: body });

describe('attendance toggle', () => {
  it('joins when not attending, leaves when attending; the organiser hears about both', async () => {
    const id = await approvedMeetup(5);
    const pro = await member(t, 'professional', { name: 'Jo Joiner' });
    const joined = await toggle(id, pro);
    expect(joined.json()).toEqual({ attending: true, joined: true, attendee_count: 1, is_full: false });
    expect((await notificationsOf(t.db, organiser.id, 'attendee_joined')).at(-1)).toMatchObject({ message: 'Jo Joiner is attending "Civic tech breakfast" (1 of 5).', data: { meetupId: id } });
    const read = (await t.app.inject({ url: `/api/meetups/${id}`, headers: pro.headers })).json();
    expect(read).toMatchObject({ is_attending: true, attendee_count: 1 });
    const left = await toggle(id, pro);
    expect(left.json()).toEqual({ attending: false, joined: false, attendee_count: 0, is_full: false });
    expect((await notificationsOf(t.db, organiser.id, 'attendee_left')).at(-1)?.message).toBe('Jo Joiner is no longer attending "Civic tech breakfast".');
    // Explicit set is idempotent.
    expect((await toggle(id, pro, { attending: false })).json().attending).toBe(false);
    expect((await toggle(id, pro, { attending: true })).json().attending).toBe(true);
    expect((await toggle(id, pro, { attending: true })).json()).toMatchObject({ attending: true, joined: false, attendee_count: 1 });
  });

  it('joining a full meetup puts the member on its waitlist (issue 15); leaving promotes them', async () => {
    const id = await approvedMeetup(1);
    const a = await member(t, 'professional');
    const b = await member(t, 'professional');
    expect((await toggle(id, a)).json()).toMatchObject({ attending: true, is_full: true });
    const full = await toggle(id, b);
    expect(full.statusCode).toBe(200);
    expect(full.json()).toEqual({ attending: false, joined: false, attendee_count: 1, is_full: true, waitlisted: true, position: 1 });
    expect((await toggle(id, a)).json().attending).toBe(false);
    expect((await t.app.inject({ url: `/api/meetups/${id}`, headers: b.headers })).json()).toMatchObject({ is_attending: true, attendee_count: 1, waitlist_position: null });
  });

  it('only approved, upcoming meetups can be joined', async () => {
    const pro = await member(t, 'professional');
    const pendingRes = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(venueId) });
    const admin = await member(t, 'professional', { admin: true }); // can see the pending meetup
    expect((await toggle(pendingRes.json().id, pro)).statusCode).toBe(404);
    expect((await toggle(pendingRes.json().id, organiser)).json().error).toBe('is_organiser');
    const pending = await toggle(pendingRes.json().id, admin);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error).toBe('meetup_not_approved');
    const past = await insertMeetup(t.db, organiser.id, { date: dayFromNow(-3), venueId, latitude: 51.5, longitude: -0.1 });
    const res = await toggle(past.id, pro);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'meetup_past', message: 'This meetup has already taken place.' });
  });
});

describe('capacity under concurrency', () => {
  it('50 concurrent joins never push the count above the maximum; full-capacity goes out once each', async () => {
    const max = 12;
    const id = await approvedMeetup(max);
    const mailBefore = (await mailbox(t)).length;
    const members = await Promise.all(Array.from({ length: 50 }, (_, i) => member(t, 'professional', { name: `Racer ${i}` })));
    const results = await Promise.all(members.map((m) => toggle(id, m)));
    const ok = results.filter((r) => r.statusCode === 200 && r.json().joined);
    const waitlisted = results.filter((r) => r.statusCode === 200 && r.json().waitlisted);
    expect(ok).toHaveLength(max);
    expect(waitlisted).toHaveLength(50 - max);
    // Issue 15: the rest queue in the order their joins were taken, positions 1..38 without gaps.
    expect(waitlisted.map((r) => r.json().position).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 - max }, (_, i) => i + 1));
    expect(await attendeeCount(t.db, id)).toBe(max);
    const counts = ok.map((r) => r.json().attendee_count).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: max }, (_, i) => i + 1));

    const fullNotes = async (m: Member) => (await notificationsOf(t.db, m.id, 'meetup_full_capacity')).filter((n) => n.data.meetupId === id);
    expect(await fullNotes(organiser)).toHaveLength(1);
    expect(await fullNotes(owner)).toHaveLength(1);
    const mails = (await mailbox(t)).slice(mailBefore).filter((m) => m.subject === '“Civic tech breakfast” is now full');
    expect(mails.map((m) => m.to).sort()).toEqual([organiser.email, owner.email].sort());
    expect((await t.app.inject({ url: `/api/meetups/${id}`, headers: organiser.headers })).json()).toMatchObject({ attendee_count: max, is_full: true });
  });
});
