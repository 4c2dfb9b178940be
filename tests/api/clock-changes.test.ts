import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { meetups } from '../../server/db/schema/index';
import { confirmEmail } from '../helpers/auth';
import { nextClockChange } from '../helpers/dates';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { forgetMeetupQuotas, insertMeetup, insertVenue, meetupBody, member, type Member } from '../helpers/meetup-fixtures';

// Issue 24, decision 0040: a meetup start that the venue's clocks skip (spring forward) or show
// twice (fall back) is refused with a 400 that says why, on create, edit and every date of a
// series. The clock changes are found from now, with Intl, for the venue's zone (Europe/London,
// the fixtures' Guildhall): never fixed calendar dates.

const ZONE = 'Europe/London';
const nextChange = (from: number, forward: boolean) => nextClockChange(ZONE, from, forward);

/** A wall-clock reading: the local date and HH:MM of `wallMs` (an instant shifted by the offset). */
const wall = (wallMs: number) => ({ date: new Date(wallMs).toISOString().slice(0, 10), time: new Date(wallMs).toISOString().slice(11, 16) });
const longDay = (d: string, weekday = true) =>
  new Date(`${d}T12:00:00Z`).toLocaleDateString('en-GB', { ...(weekday ? { weekday: 'long' as const } : {}), day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

// Spring forward: local times in [at+before, at+after) never happen. Fall back: those in
// [at+after, at+before) happen twice. The middle of each is the time a member might type.
const spring = nextChange(Date.now() + 2 * 86_400_000, true);
const fall = nextChange(Date.now() + 2 * 86_400_000, false);
const skipped = wall(spring.at + ((spring.before + spring.after) / 2) * 60_000);
const skippedFrom = wall(spring.at + spring.before * 60_000).time;
const skippedTo = wall(spring.at + spring.after * 60_000).time;
const repeated = wall(fall.at + ((fall.before + fall.after) / 2) * 60_000);
const repeatedFrom = wall(fall.at + fall.before * 60_000).time;
const repeatedTo = wall(fall.at + fall.after * 60_000).time;

let t: TestApp;
let organiser: Member;
let owner: Member;
let venueId: string;
let instantVenueId: string;

beforeAll(async () => {
  t = await createTestApp();
  organiser = await member(t, 'professional', { name: 'Clara Clock' });
  owner = await member(t, 'venue');
  await confirmEmail(t.db, organiser.id);
  await confirmEmail(t.db, owner.id);
  venueId = (await insertVenue(t.db, owner.id, { minBookingHours: 0 })).id;
  instantVenueId = (await insertVenue(t.db, owner.id, { name: 'Instant Hall', instantBooking: true, minBookingHours: 0, setupTime: 0 })).id;
});
afterAll(() => t.close());
beforeEach(() => forgetMeetupQuotas(t, [organiser.id], [venueId, instantVenueId]));

const create = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: body });
const titled = async (title: string) => t.db.select().from(meetups).where(eq(meetups.title, title));

describe('a start the clocks skip (spring forward)', () => {
  it('is refused on create with a 400 that names the change, and nothing is saved', async () => {
    const res = await create(meetupBody(venueId, { title: 'In the gap', ...skipped, duration: 60 }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'local_time_skipped',
      message: `${skipped.time} does not exist on ${longDay(skipped.date)} at this venue: the clocks go forward from ${skippedFrom} to ${skippedTo} (Europe/London). Choose a time before ${skippedFrom} or from ${skippedTo}.`,
    });
    expect(await titled('In the gap')).toEqual([]);
  });

  it('is refused when an edit moves a meetup into it; the meetup keeps its time', async () => {
    const made = await create(meetupBody(venueId, { title: 'Moved into the gap', date: skipped.date, time: '12:00', duration: 60 }));
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as string;
    const res = await t.app.inject({ method: 'PUT', url: `/api/meetups/${id}`, headers: organiser.headers, payload: meetupBody(venueId, { title: 'Moved into the gap', ...skipped, duration: 60 }) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe('local_time_skipped');
    const [row] = await titled('Moved into the gap');
    expect(row.time.slice(0, 5)).toBe('12:00');
  });

  it('refuses a weekly series one of whose dates falls in it, naming that date; no date is saved', async () => {
    const first = new Date(Date.parse(`${skipped.date}T00:00:00Z`) - 14 * 86_400_000).toISOString().slice(0, 10);
    const res = await create(meetupBody(venueId, { title: 'Series over the change', date: first, time: skipped.time, duration: 60, is_recurring: true, recurring_frequency: 'weekly', recurring_until: skipped.date }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe('local_time_skipped');
    expect(res.json().message).toMatch(new RegExp(`^The occurrence on ${longDay(skipped.date, false)}: ${skipped.time} does not exist on ${longDay(skipped.date)}`));
    expect(await titled('Series over the change')).toEqual([]);
  });

  it('accepts the first minute after the change, and the page, the JSON and the .ics agree on it', async () => {
    const res = await create(meetupBody(instantVenueId, { title: 'Just after the change', date: skipped.date, time: skippedTo, duration: 60 }));
    expect(res.statusCode, res.body).toBe(201);
    const m = res.json() as { id: string; starts_at: string; ends_at: string; booking_status: string };
    expect(m.booking_status).toBe('approved');
    // The instant is the typed wall-clock time in the zone after the change.
    expect(Date.parse(m.starts_at)).toBe(Date.parse(`${skipped.date}T${skippedTo}:00Z`) - spring.after * 60_000);
    const pub = (await t.app.inject({ url: `/api/public/meetups/${m.id}` })).json();
    expect([pub.starts_at, pub.ends_at]).toEqual([m.starts_at, m.ends_at]);
    const ics = (await t.app.inject({ url: `/api/meetups/${m.id}/calendar.ics`, headers: organiser.headers })).body;
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTSTART:${stamp(m.starts_at)}\r\n`);
    expect(ics).toContain(`DTEND:${stamp(m.ends_at)}\r\n`);
  });
});

describe('a start the clocks show twice (fall back)', () => {
  it('is refused on create with a 400 that names the change', async () => {
    const res = await create(meetupBody(venueId, { title: 'In the overlap', ...repeated, duration: 60 }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'local_time_repeated',
      message: `${repeated.time} happens twice on ${longDay(repeated.date)} at this venue: the clocks go back from ${repeatedFrom} to ${repeatedTo} (Europe/London). Choose a time before ${repeatedTo} or from ${repeatedFrom}.`,
    });
    expect(await titled('In the overlap')).toEqual([]);
  });

  it('is refused on edit', async () => {
    const row = await insertMeetup(t.db, organiser.id, { title: 'Edited into the overlap', venueId, date: repeated.date, time: '15:00', duration: 60, bookingStatus: 'pending', approvedAt: null });
    const res = await t.app.inject({ method: 'PUT', url: `/api/meetups/${row.id}`, headers: organiser.headers, payload: meetupBody(venueId, { title: 'Edited into the overlap', ...repeated, duration: 60 }) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe('local_time_repeated');
  });

  it('accepts a time an hour clear of the change on the same day (the check is not a whole-day refusal)', async () => {
    const res = await create(meetupBody(venueId, { title: 'Clear of the overlap', date: repeated.date, time: '14:00', duration: 60 }));
    expect(res.statusCode, res.body).toBe(201);
  });
});
