import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetupSeriesMembers, meetups } from '../../server/db/schema/index';
import { occurrenceDates } from '../../server/meetups/series-dates';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dayFromNow, insertVenue, meetupBody, member, notificationsOf, type Member } from '../helpers/meetup-fixtures';

// Issue 16: a recurring meetup is a series of real occurrences (own meetup, own booking), the
// owner approves the series in one action (each occurrence still checked for overlaps), members
// join one occurrence or the whole series, and the series' calendar file carries the RRULE with
// an EXDATE for each cancelled occurrence.
let t: TestApp;
let organiser: Member;
let owner: Member;
let joiner: Member;
let venueId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://meet.example.org' } });
  organiser = await member(t, 'professional', { name: 'Orla Organiser' });
  owner = await member(t, 'venue', { name: 'Olive Owner' });
  joiner = await member(t, 'professional', { name: 'Jo Joiner' });
  venueId = (await insertVenue(t.db, owner.id, { name: 'The Guildhall' })).id;
});
afterAll(() => t.close());

const create = (over: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(venueId, over) });
const occurrencesOf = (seriesId: string) => t.db.select().from(meetups).where(eq(meetups.seriesId, seriesId)).orderBy(meetups.seriesIndex);
const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

describe('dates of a series', () => {
  it('weekly, fortnightly and monthly; at most 12; none after the end date; monthly skips months without the day', () => {
    expect(occurrenceDates('2027-01-05', 'weekly', null)).toHaveLength(12);
    expect(occurrenceDates('2027-01-05', 'fortnightly', '2027-02-02')).toEqual(['2027-01-05', '2027-01-19', '2027-02-02']);
    expect(occurrenceDates('2027-01-31', 'monthly', '2027-06-30')).toEqual(['2027-01-31', '2027-03-31', '2027-05-31']);
  });
});

describe('a recurring meetup', () => {
  let seriesId: string;
  let firstId: string;

  it('creates its occurrences, each its own meetup and booking request, linked by series_id; the owner hears once', async () => {
    const res = await create({ title: 'Weekly civic coffee', is_recurring: true, recurring_frequency: 'weekly', date: dayFromNow(30) });
    expect(res.statusCode).toBe(201);
    seriesId = res.json().series_id;
    firstId = res.json().id;
    expect(seriesId).toMatch(/^[0-9a-f-]{36}$/);
    const rows = await occurrencesOf(seriesId);
    expect(rows).toHaveLength(12);
    expect(rows.map((r) => r.date)).toEqual(occurrenceDates(dayFromNow(30), 'weekly', null));
    expect(new Set(rows.map((r) => r.id)).size).toBe(12);
    for (const r of rows) expect(r).toMatchObject({ bookingStatus: 'pending', isRecurring: true, recurringFrequency: 'weekly', title: 'Weekly civic coffee' });
    expect(rows.every((r) => r.occupies)).toBe(true);
    const told = await notificationsOf(t.db, owner.id, 'venue_booking');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'New series booking request' });
    expect(told[0].message).toContain('a series of 12 "Weekly civic coffee" meetups (weekly)');
  });

  it('ends at the end date when one is given', async () => {
    const res = await create({ title: 'Fortnightly', is_recurring: true, recurring_frequency: 'fortnightly', date: dayFromNow(31), recurring_until: dayFromNow(31 + 30) });
    expect(res.statusCode).toBe(201);
    expect((await occurrencesOf(res.json().series_id)).map((r) => r.date)).toEqual([dayFromNow(31), dayFromNow(45), dayFromNow(59)]);
    const bad = await create({ title: 'Backwards', is_recurring: true, recurring_frequency: 'weekly', date: dayFromNow(40), recurring_until: dayFromNow(39) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('The series must end on or after its first date.');
  });

  it('is approved by the venue owner in one action; an occurrence whose time is taken is named and stays pending', async () => {
    const rows = await occurrencesOf(seriesId);
    // Someone else's one-off meetup at the third occurrence's time, approved first.
    const other = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: joiner.headers, payload: meetupBody(venueId, { title: 'Clash', date: rows[2].date }) });
    expect(other.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${other.json().id}/approve`, headers: owner.headers })).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'POST', url: `/api/series/${seriesId}/approve`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.approved).toHaveLength(11);
    expect(body.not_approved).toEqual([{ id: rows[2].id, date: rows[2].date, message: expect.stringContaining('overlaps an approved booking at this venue') }]);
    const after = await occurrencesOf(seriesId);
    expect(after.filter((r) => r.bookingStatus === 'approved')).toHaveLength(11);
    expect(after[2].bookingStatus).toBe('pending');
    const told = await notificationsOf(t.db, organiser.id, 'booking_approved');
    expect(told.filter((n) => n.title === 'Series approved')).toHaveLength(1);
    expect(told.filter((n) => n.title === 'Booking approved')).toHaveLength(0);
  });

  it('is joined whole: every upcoming approved occurrence, remembered as a series membership; the organiser hears once', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/series/${seriesId}/attendance`, headers: joiner.headers, payload: { attending: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().changed).toHaveLength(11);
    expect(res.json().is_member).toBe(true);
    const series = (await t.app.inject({ url: `/api/series/${seriesId}`, headers: joiner.headers })).json();
    expect(series.is_member).toBe(true);
    expect(series.occurrences.filter((o: { is_attending: boolean }) => o.is_attending)).toHaveLength(11);
    expect(await t.db.select().from(meetupSeriesMembers).where(and(eq(meetupSeriesMembers.seriesId, seriesId), eq(meetupSeriesMembers.userId, joiner.id)))).toHaveLength(1);
    const joined = (await notificationsOf(t.db, organiser.id, 'attendee_joined')).filter((n) => n.message.includes('Jo Joiner'));
    expect(joined).toHaveLength(1);
    expect(joined[0].message).toBe('Jo Joiner is attending 11 occurrences of "Weekly civic coffee".');
  });

  it('carries an RRULE in its calendar file, with an EXDATE for a cancelled occurrence (and the feed of a member who joined it too)', async () => {
    const rows = await occurrencesOf(seriesId);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/meetups/${rows[4].id}`, headers: organiser.headers })).statusCode).toBe(204);
    const res = await t.app.inject({ url: `/api/series/${seriesId}/calendar.ics`, headers: joiner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const ics = res.body.replace(/\r\n /g, '');
    const first = (await t.app.inject({ url: `/api/meetups/${firstId}`, headers: organiser.headers })).json();
    const cancelled = (await t.app.inject({ url: `/api/meetups/${rows[4].id}`, headers: organiser.headers })).json();
    const pending = (await t.app.inject({ url: `/api/meetups/${rows[2].id}`, headers: organiser.headers })).json();
    expect(ics).toContain(`UID:series-${seriesId}@meet.example.org`);
    expect(ics).toContain(`DTSTART:${stamp(first.starts_at)}`);
    expect(ics).toContain('RRULE:FREQ=WEEKLY;COUNT=12');
    expect(ics).toContain(`EXDATE:${stamp(cancelled.starts_at)}`);
    // The pending occurrence is not on for the joiner: it is left out the same way.
    expect(ics).toContain(`EXDATE:${stamp(pending.starts_at)}`);
    expect(ics.match(/^EXDATE:/gm)).toHaveLength(2);
    expect(ics).toContain('STATUS:CONFIRMED');

    const feed = await t.app.inject({ url: '/api/calendar/feed', headers: joiner.headers });
    const feedIcs = (await t.app.inject({ url: new URL(feed.json().url).pathname })).body.replace(/\r\n /g, '');
    expect(feedIcs).toContain(`UID:series-${seriesId}@meet.example.org`);
    expect(feedIcs).toContain(`EXDATE:${stamp(cancelled.starts_at)}`);
    expect(feedIcs).not.toContain(`UID:meetup-${firstId}@`);

    // Issue 27: the joiner is told which date went, that the series goes on, with the date in the subject.
    const { mailbox } = await import('../helpers/meetup-fixtures');
    const { longDate } = await import('../../contracts/format');
    const day = longDate(rows[4].date, { weekday: true });
    const mail = (await mailbox(t)).find((m) => m.to === joiner.email && m.subject.startsWith('Cancelled: Weekly civic coffee'));
    expect(mail?.subject).toBe(`Cancelled: Weekly civic coffee on ${day}`);
    expect(mail?.text).toContain('Only this date is cancelled: the series goes on, and its other dates are unchanged.');
    const [note] = (await notificationsOf(t.db, joiner.id, 'meetup_cancelled')).filter((n) => n.data.meetupId === rows[4].id);
    expect(note.title).toBe('One date cancelled');
    expect(note.message).toContain(`on ${day}, `);
    expect(note.message).toContain('The series goes on: its other dates are unchanged.');
  });

  it('an occurrence joined on its own stays a single event in the member’s feed, and its own file has no RRULE', async () => {
    const single = await member(t, 'professional');
    const rows = await occurrencesOf(seriesId);
    expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${rows[6].id}/attendance`, headers: single.headers, payload: { attending: true } })).statusCode).toBe(200);
    const feed = await t.app.inject({ url: '/api/calendar/feed', headers: single.headers });
    const feedIcs = (await t.app.inject({ url: new URL(feed.json().url).pathname })).body;
    expect(feedIcs).toContain(`UID:meetup-${rows[6].id}@`);
    expect(feedIcs).not.toContain('RRULE');
    expect((await t.app.inject({ url: `/api/meetups/${rows[6].id}/calendar.ics`, headers: single.headers })).body).not.toContain('RRULE');
  });

  it('is left whole too', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/series/${seriesId}/attendance`, headers: joiner.headers, payload: { attending: false } });
    expect(res.json()).toMatchObject({ is_member: false });
    expect(res.json().changed).toHaveLength(10);
    const series = (await t.app.inject({ url: `/api/series/${seriesId}`, headers: joiner.headers })).json();
    // The cancelled occurrence keeps its attendee list as it was (those are the ones told).
    const still = series.occurrences.filter((o: { is_attending: boolean }) => o.is_attending);
    expect(still.map((o: { booking_status: string }) => o.booking_status)).toEqual(['cancelled']);
  });
});
