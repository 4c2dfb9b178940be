import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { backfillDeadlines } from '../../server/bookings/backfill-deadlines';
import { meetups } from '../../server/db/schema/index';
import { transportFor } from '../../server/email/transport';
import type { WorkerDeps } from '../../server/jobs/task';
import { bringForward, drainJobs, pendingJobs, ranKeys } from '../helpers/jobs';
import { dayFromNow, insertMeetup, insertVenue, jobWorker, londonIn, mailbox, meetupBody, member, notificationsOf, type Member } from '../helpers/meetup-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 12: every pending request has a response deadline (the earlier of 72 h after the
// request and 24 h before the start); the owner is reminded 24 h before it; at it the request
// expires and the organiser is offered venues free at that time. Durable jobs, exactly once.
let t: TestApp;
let organiser: Member;
let owner: Member;
let worker: WorkerDeps;
const H = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  organiser = await member(t, 'professional', { name: 'Olu Organiser' });
  owner = await member(t, 'venue');
  worker = await jobWorker(t);
});
afterAll(() => t.close());

const create = (venueId: string, over: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(venueId, over) });
const statusOf = async (id: string) => (await t.db.select().from(meetups).where(eq(meetups.id, id)))[0];

describe('the response deadline', () => {
  it('is 72 hours after the request for a meetup weeks ahead, and 24 hours before the start when that is earlier', async () => {
    const venueId = (await insertVenue(t.db, owner.id)).id;
    const before = Date.now();
    const far = await create(venueId);
    expect(far.statusCode).toBe(201);
    const farDeadline = Date.parse(far.json().booking_expires_at);
    expect(farDeadline).toBeGreaterThanOrEqual(before + 72 * H);
    expect(farDeadline).toBeLessThanOrEqual(Date.now() + 72 * H);

    const near = await create(venueId, { ...(await londonIn(40)), title: 'Soon' });
    expect(near.statusCode).toBe(201);
    expect(near.json().booking_expires_at).toBe(new Date(Date.parse(near.json().starts_at) - 24 * H).toISOString());
    // The owner's request notice names it.
    const notice = (await notificationsOf(t.db, owner.id, 'venue_booking')).find((n) => n.data.meetupId === near.json().id);
    expect(notice?.message).toMatch(/Please answer by \w+day,? \d+ \w+ \d{4}, \d\d:\d\d\./);
  });

  it('refuses a request starting within 24 hours at a venue that must answer it; an instant-booking venue takes it', async () => {
    const venueId = (await insertVenue(t.db, owner.id)).id;
    const res = await create(venueId, { ...(await londonIn(20)), title: 'Too soon' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'booking_too_late', message: 'This venue needs 24 hours to answer a booking request: choose a start at least 24 hours from now, or a venue with instant booking.' });
    const instant = (await insertVenue(t.db, owner.id, { instantBooking: true })).id;
    const ok = await create(instant, { ...(await londonIn(20)), title: 'Instant and soon' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ booking_status: 'approved', booking_expires_at: null });
  });

  it('reminds the owner once, 24 hours before the deadline, in-app and by email', async () => {
    const venueId = (await insertVenue(t.db, owner.id, { name: 'Reminder Hall' })).id;
    const m = (await create(venueId, { title: 'Waiting for an answer' })).json();
    const deadline = Date.parse(m.booking_expires_at);
    const mailBefore = (await mailbox(t)).length;
    const waiting = async () => (await notificationsOf(t.db, owner.id, 'venue_booking')).filter((n) => n.data.meetupId === m.id && n.title === 'Booking request waiting');
    await drainJobs(worker, new Date(deadline - 25 * H));
    expect(await waiting()).toHaveLength(0);
    await bringForward(t.db, new Date(deadline - 24 * H + 1000));
    await Promise.all([drainJobs(worker), drainJobs({ ...worker })]);
    await drainJobs(worker, new Date(deadline - 24 * H + 5000));
    expect(await waiting()).toHaveLength(1);
    const mails = (await mailbox(t)).slice(mailBefore).filter((x) => x.to === owner.email && x.subject === 'Please answer by tomorrow: Waiting for an answer at Reminder Hall');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('http://localhost:3000/venue-management?focus=approvals');
  });

  it('a request approved in time never expires; the approval plans its reminder instead', async () => {
    const venueId = (await insertVenue(t.db, owner.id)).id;
    const m = (await create(venueId, { title: 'Approved in time' })).json();
    expect((await t.app.inject({ method: 'POST', url: `/api/meetups/${m.id}/approve`, headers: owner.headers })).statusCode).toBe(200);
    expect(await pendingJobs(t.db, `booking_expiry:${m.id}:`)).toHaveLength(0);
    expect(await pendingJobs(t.db, `booking_deadline_reminder:${m.id}:`)).toHaveLength(0);
    await drainJobs(worker, new Date(Date.parse(m.booking_expires_at) + 1000));
    expect((await statusOf(m.id)).bookingStatus).toBe('approved');
    const [reminder] = await pendingJobs(t.db, `meetup_reminder:${m.id}:`);
    expect(reminder.runAt.toISOString()).toBe(new Date(Date.parse(m.starts_at) - 24 * H).toISOString());
  });
});

describe('expiry', () => {
  it('fires once after a restart, with two instances running it: expired, organiser told in-app and by email, owner in-app', async () => {
    const venueId = (await insertVenue(t.db, owner.id, { name: 'Silent Hall' })).id;
    const m = (await create(venueId, { title: 'Nobody answered' })).json();
    const deadline = new Date(m.booking_expires_at);
    const mailBefore = (await mailbox(t)).length;

    // Nothing happens before the deadline.
    await drainJobs(worker, new Date(deadline.getTime() - 1000));
    expect((await statusOf(m.id)).bookingStatus).toBe('pending');

    // The instance that took the request goes away; a new one (and a second) run the deadline.
    await t.app.close();
    t.app = await buildApp({ config: t.config, db: t.db, emailTransport: transportFor(t.config) });
    await t.app.ready(); // the new instance's runner takes part too
    await bringForward(t.db, new Date(deadline.getTime() + 1000));
    await Promise.all([drainJobs(worker), drainJobs({ ...worker }), drainJobs(worker)]);
    expect(await ranKeys(t.db, `booking_expiry:${m.id}:`)).toHaveLength(1);
    expect(await pendingJobs(t.db, `booking_expiry:${m.id}:`)).toEqual([]);

    expect((await statusOf(m.id)).bookingStatus).toBe('expired');
    const told = (await notificationsOf(t.db, organiser.id, 'booking_expired')).filter((n) => n.data.meetupId === m.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'Booking request expired' });
    const ownerTold = (await notificationsOf(t.db, owner.id, 'venue_booking')).filter((n) => n.data.meetupId === m.id && n.title === 'Booking request expired');
    expect(ownerTold).toHaveLength(1);
    const mails = (await mailbox(t)).slice(mailBefore).filter((x) => x.to === organiser.email && x.subject === 'No answer from Silent Hall: your request has expired');
    expect(mails).toHaveLength(1);

    // Shown as expired; the owner can no longer decide; the organiser can send it again by saving.
    const read = (await t.app.inject({ method: 'GET', url: `/api/meetups/${m.id}`, headers: organiser.headers })).json();
    expect(read).toMatchObject({ booking_status: 'expired', booking_expires_at: null, abilities: { edit: true, decide: false } });
    const late = await t.app.inject({ method: 'POST', url: `/api/meetups/${m.id}/approve`, headers: owner.headers });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('booking_expired');
    const resent = await t.app.inject({ method: 'PUT', url: `/api/meetups/${m.id}`, headers: organiser.headers, payload: meetupBody(venueId, { title: 'Nobody answered' }) });
    expect(resent.json()).toMatchObject({ booking_status: 'pending' });
    expect(Date.parse(resent.json().booking_expires_at)).toBeGreaterThan(Date.now() + 71 * H);
  });

  it('an owner cannot approve after the deadline even before the expiry job has run', async () => {
    const venueId = (await insertVenue(t.db, owner.id)).id;
    const m = (await create(venueId, { title: 'Too late to approve' })).json();
    await t.db.update(meetups).set({ bookingExpiresAt: new Date(Date.now() - 1000) }).where(eq(meetups.id, m.id));
    const res = await t.app.inject({ method: 'POST', url: `/api/meetups/${m.id}/approve`, headers: owner.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('booking_expired');
  });

  it('requests pending before deadlines existed get one after the migrations: 72 h from then, or at once when inside a day', async () => {
    const venueId = (await insertVenue(t.db, owner.id)).id;
    const far = await insertMeetup(t.db, organiser.id, { venueId, bookingStatus: 'pending', approvedAt: null, date: dayFromNow(30), latitude: 51.5155, longitude: -0.0922 });
    const soon = await insertMeetup(t.db, organiser.id, { venueId, bookingStatus: 'pending', approvedAt: null, ...(await londonIn(10)), latitude: 51.5155, longitude: -0.0922 });
    const now = new Date();
    await backfillDeadlines(t.db as never, now);
    expect((await statusOf(far.id)).bookingExpiresAt?.toISOString()).toBe(new Date(now.getTime() + 72 * H).toISOString());
    expect((await statusOf(soon.id)).bookingExpiresAt?.toISOString()).toBe(now.toISOString());
    expect(await pendingJobs(t.db, `booking_expiry:${far.id}:`)).toHaveLength(1);
    await backfillDeadlines(t.db as never, new Date(now.getTime() + 1000)); // idempotent
    expect((await statusOf(far.id)).bookingExpiresAt?.toISOString()).toBe(new Date(now.getTime() + 72 * H).toISOString());
    await drainJobs(worker, new Date(now.getTime() + 1000));
    expect((await statusOf(soon.id)).bookingStatus).toBe('expired');
  });
});
