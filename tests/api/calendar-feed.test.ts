import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, meetupAttendees, users } from '../../server/db/schema/index';
import { hashSecret } from '../../server/auth/tokens';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dayFromNow, insertMeetup, member, type Member } from '../helpers/meetup-fixtures';

// Issue 14: a private feed URL of "my meetups" that calendar apps subscribe to without a header.
let t: TestApp;
let me: Member;
let other: Member;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://meet.example.org' } });
  me = await member(t, 'professional', { name: 'Mia Member' });
  other = await member(t, 'professional', { name: 'Otto Other' });
});
afterAll(() => t.close());

const feedUrl = async (m: Member, rotate = false) => {
  const res = await t.app.inject({ method: rotate ? 'POST' : 'GET', url: rotate ? '/api/calendar/feed/rotate' : '/api/calendar/feed', headers: m.headers });
  expect(res.statusCode).toBe(200);
  return res.json().url as string;
};
/** Fetched the way Google, Apple or Outlook calendars do: the URL alone, no Authorization header. */
const fetchFeed = (url: string) => t.app.inject({ url: new URL(url).pathname });

describe('calendar feed', () => {
  it('is a stable private URL on PUBLIC_URL whose token is stored only hashed', async () => {
    const url = await feedUrl(me);
    expect(url).toMatch(/^https:\/\/meet\.example\.org\/api\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedUrl(me)).toBe(url);
    const token = /feeds\/([^.]+)\.ics$/.exec(url)![1];
    const [row] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, me.id));
    expect(row.tokenHash).toBe(hashSecret(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('lists every meetup the member organises or attends, and nothing else, without a header', async () => {
    const organised = await insertMeetup(t.db, me.id, { title: 'Organised by me', date: dayFromNow(3), organizerName: 'Mia Member' });
    const series = await insertMeetup(t.db, me.id, { title: 'Monthly series', date: dayFromNow(4), isRecurring: true, recurringFrequency: 'monthly' });
    const pending = await insertMeetup(t.db, me.id, { title: 'My pending request', date: dayFromNow(5), bookingStatus: 'pending', approvedAt: null });
    const rejected = await insertMeetup(t.db, me.id, { title: 'My rejected request', date: dayFromNow(6), bookingStatus: 'rejected', approvedAt: null });
    const attending = await insertMeetup(t.db, other.id, { title: 'Attending this one', date: dayFromNow(7) });
    await t.db.insert(meetupAttendees).values({ meetupId: attending.id, userId: me.id });
    const unrelated = await insertMeetup(t.db, other.id, { title: 'Not mine', date: dayFromNow(8) });

    const res = await fetchFeed(await feedUrl(me));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const ics = res.body;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('X-WR-CALNAME:My meetups · Civic Connect');
    const events = ics.split('BEGIN:VEVENT').slice(1);
    const uid = (id: string) => `UID:meetup-${id}@meet.example.org`;
    const event = (id: string) => events.find((e) => e.includes(uid(id)));
    for (const m of [organised, series, pending, attending]) expect(event(m.id), m.title).toBeDefined();
    for (const m of [rejected, unrelated]) expect(event(m.id), m.title).toBeUndefined();
    expect(event(organised.id)).toContain('STATUS:CONFIRMED');
    expect(event(pending.id)).toContain('STATUS:TENTATIVE');
    expect(event(series.id)).toContain('RRULE:FREQ=MONTHLY');
    expect(event(organised.id)).not.toContain('RRULE');
  });

  it('keeps cancelled meetups, marked STATUS:CANCELLED, and leaves out expired requests', async () => {
    const cancelled = await insertMeetup(t.db, me.id, { title: 'Called off', date: dayFromNow(10), bookingStatus: 'cancelled', approvedAt: null });
    const attendedCancelled = await insertMeetup(t.db, other.id, { title: 'Theirs, called off', date: dayFromNow(11), bookingStatus: 'cancelled', approvedAt: null });
    await t.db.insert(meetupAttendees).values({ meetupId: attendedCancelled.id, userId: me.id });
    const expired = await insertMeetup(t.db, me.id, { title: 'Never answered', date: dayFromNow(12), bookingStatus: 'expired', approvedAt: null });
    const events = (await fetchFeed(await feedUrl(me))).body.split('BEGIN:VEVENT').slice(1);
    const event = (id: string) => events.find((e) => e.includes(`UID:meetup-${id}@meet.example.org`));
    expect(event(cancelled.id)).toContain('STATUS:CANCELLED');
    expect(event(attendedCancelled.id)).toContain('STATUS:CANCELLED');
    expect(event(expired.id)).toBeUndefined();
  });

  it('stops answering the old URL once rotated; the new one works', async () => {
    const before = await feedUrl(other);
    expect((await fetchFeed(before)).statusCode).toBe(200);
    const after = await feedUrl(other, true);
    expect(after).not.toBe(before);
    expect((await fetchFeed(before)).statusCode).toBe(404);
    expect((await fetchFeed(after)).statusCode).toBe(200);
    expect(await feedUrl(other)).toBe(after);
  });

  it('stops with a suspended account', async () => {
    const m = await member(t, 'professional');
    const url = await feedUrl(m);
    await t.db.update(users).set({ isSuspended: true }).where(eq(users.id, m.id));
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });
});

describe('calendar events', () => {
  it('mark a cancelled meetup STATUS:CANCELLED so subscribed calendars strike it through', async () => {
    const { meetupEvent } = await import('../../server/meetups/ics');
    const { presentMeetup } = await import('../../server/meetups/presenter');
    const row = await insertMeetup(t.db, me.id, { title: 'Called off', date: dayFromNow(9) });
    const dto = presentMeetup({ ...row, venueOwnerId: null, venueDefaultRate: null, venueImageUrl: null, organizerShowsProfile: true, attendeeCount: 0, isAttending: false }, null);
    const opts = { origin: 'https://meet.example.org', appName: 'Civic Connect', host: 'meet.example.org' };
    expect(meetupEvent(dto, opts)).toContain('STATUS:CONFIRMED');
    expect(meetupEvent({ ...dto, booking_status: 'cancelled' as never }, opts)).toContain('STATUS:CANCELLED');
  });
});
