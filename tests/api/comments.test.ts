import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetupAttendees } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dayFromNow, insertMeetup, insertVenue, member, notificationsOf, type Member } from '../helpers/meetup-fixtures';
import { afterSentinel, isSentinel, openSocket, realtimeUrl, type TestSocket } from '../helpers/realtime-client';
import { COMMENTS_PER_MINUTE } from '../../contracts/community';

// Issue 16: the discussion on a meetup. Text is stored as typed and answered as JSON text (the
// web shows it as text: e2e/community.spec.ts); posting is rate-limited; comments arrive live; the
// organiser is told (unless they turned the preference off).
let t: TestApp;
let organiser: Member;
let attendee: Member;
let outsider: Member;
let meetupId: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  organiser = await member(t, 'professional', { name: 'Orla Organiser' });
  attendee = await member(t, 'professional', { name: 'Ade Attendee' });
  outsider = await member(t, 'basic', { name: 'Basil Basic' });
  const owner = await member(t, 'venue');
  const venue = await insertVenue(t.db, owner.id);
  meetupId = (await insertMeetup(t.db, organiser.id, { venueId: venue.id, date: dayFromNow(15), title: 'Open data breakfast' })).id;
  await t.db.insert(meetupAttendees).values({ meetupId, userId: attendee.id });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

const post = (who: Member, body: unknown, id = meetupId) => t.app.inject({ method: 'POST', url: `/api/meetups/${id}/comments`, headers: who.headers, payload: body as object });
const list = (who: Member) => t.app.inject({ url: `/api/meetups/${meetupId}/comments`, headers: who.headers });

describe('posting', () => {
  it('stores hostile text exactly as typed and answers it as text, with the author and can_delete', async () => {
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script> & "quotes"';
    const res = await post(attendee, { body: `  ${hostile}  ` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ body: hostile, author: { id: attendee.id, name: 'Ade Attendee' }, can_delete: true });
    const all = (await list(organiser)).json();
    expect(all.can_post).toBe(true);
    expect(all.comments.at(-1)).toMatchObject({ body: hostile, can_delete: true });
    expect((await list(attendee)).json().comments.at(-1).can_delete).toBe(true);
  });

  it('refuses empty text and more than 2,000 characters; 2,000 exactly is fine', async () => {
    expect((await post(organiser, { body: '   ' })).json()).toMatchObject({ error: 'invalid_request' });
    const long = await post(organiser, { body: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Comments are at most 2,000 characters.');
    expect((await post(organiser, { body: 'y'.repeat(2000) })).statusCode).toBe(201);
    expect((await post(organiser, { body: 'x', html: '<b>' })).statusCode).toBe(400);
  });

  it('tells the organiser of a comment by someone else, not of their own; the preference turns it off', async () => {
    const before = (await notificationsOf(t.db, organiser.id, 'meetup_comment')).length;
    expect((await post(attendee, { body: 'See you there' })).statusCode).toBe(201);
    const after = await notificationsOf(t.db, organiser.id, 'meetup_comment');
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)).toMatchObject({ title: 'New comment', message: 'Ade Attendee commented on "Open data breakfast".', data: { meetupId, url: `/meetups/${meetupId}#discussion` } });
    const off = await t.app.inject({ method: 'PATCH', url: '/api/profile', headers: organiser.headers, payload: { notification_preferences: { meetup_comment: false } } });
    expect(off.json().notification_preferences.meetup_comment).toBe(false);
    expect((await post(attendee, { body: 'Bringing a friend' })).statusCode).toBe(201);
    expect((await post(organiser, { body: 'Welcome!' })).statusCode).toBe(201);
    expect(await notificationsOf(t.db, organiser.id, 'meetup_comment')).toHaveLength(before + 1);
  });

  it('refuses an outsider with a message', async () => {
    const res = await post(outsider, { body: 'hi' });
    expect(res.statusCode).toBe(403);
  });
});

describe('live arrival', () => {
  it('reaches whoever may see the meetup as a change naming it (the text stays behind the API), and deletion too', async () => {
    const url = await realtimeUrl(t.app);
    const s = await openSocket(url, organiser.token);
    sockets.push(s);
    const res = await post(attendee, { body: 'Live one' });
    const id = res.json().id as string;
    const msg = await s.next((m) => m.type === 'change' && m.table === 'meetup_comments' && m.id === id);
    expect(msg).toEqual({ type: 'change', table: 'meetup_comments', event: 'INSERT', id, record: { meetup_id: meetupId } });
    expect(JSON.stringify(s.messages)).not.toContain('Live one');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/meetups/${meetupId}/comments/${id}`, headers: organiser.headers })).statusCode).toBe(204);
    await s.next((m) => m.type === 'change' && m.table === 'meetup_comments' && m.event === 'DELETE' && m.id === id);
    expect((await list(organiser)).json().comments.map((c: { id: string }) => c.id)).not.toContain(id);
  });

  it('does not reach a member of a pending meetup’s outside (only organiser and venue owner)', async () => {
    const url = await realtimeUrl(t.app);
    const other = await member(t, 'professional');
    const s = await openSocket(url, other.token);
    sockets.push(s);
    const pending = await insertMeetup(t.db, organiser.id, { date: dayFromNow(16), bookingStatus: 'pending', approvedAt: null });
    expect((await post(organiser, { body: 'Draft note' }, pending.id)).statusCode).toBe(201);
    await afterSentinel(t.db, s, other.id);
    expect(s.messages.filter((m) => m.type === 'change' && m.table === 'meetup_comments' && !isSentinel(m))).toEqual([]);
  });
});

describe('co-hosts', () => {
  it('a co-host (issue 15) posts without attending and deletes anyone\'s comment; made one by the organiser', async () => {
    const co = await member(t, 'professional', { name: 'Cora Cohost' });
    const mine = (await post(attendee, { body: 'A question for the hosts' })).json().id as string;
    const del = (who: Member, id: string) => t.app.inject({ method: 'DELETE', url: `/api/meetups/${meetupId}/comments/${id}`, headers: who.headers });
    expect((await del(co, mine)).statusCode).toBe(403);
    const made = await t.app.inject({ method: 'POST', url: `/api/meetups/${meetupId}/cohosts`, headers: organiser.headers, payload: { user_id: co.id } });
    expect(made.statusCode).toBe(200);
    expect((await list(co)).json().comments.find((c: { id: string }) => c.id === mine).can_delete).toBe(true);
    expect((await post(co, { body: 'Answered at the door' })).statusCode).toBe(201);
    expect((await del(co, mine)).statusCode).toBe(204);
    expect((await list(organiser)).json().comments.some((c: { id: string }) => c.id === mine)).toBe(false);
  });
});

describe('rate limit', () => {
  it(`allows ${COMMENTS_PER_MINUTE} comments a minute per member, then answers 429 with a message`, async () => {
    const fresh = await member(t, 'professional');
    await t.db.insert(meetupAttendees).values({ meetupId, userId: fresh.id });
    for (let i = 0; i < COMMENTS_PER_MINUTE; i++) expect((await post(fresh, { body: `Comment ${i}` })).statusCode).toBe(201);
    const res = await post(fresh, { body: 'One too many' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: 'rate_limited', message: 'You are commenting very quickly. Please wait a minute and try again.' });
    // Someone else is not held back by it.
    expect((await post(attendee, { body: 'Still here' })).statusCode).toBe(201);
  });
});
