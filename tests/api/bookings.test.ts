import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetups } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { forgetMeetupQuotas, freeDay, insertVenue, meetupBody, member, notificationsOf, type Member, mailbox } from '../helpers/meetup-fixtures';

// Venue booking state machine (docs/product.md §4): pending → approved | rejected, decided exactly once.
let t: TestApp;
let organiser: Member;
let owner: Member;
let otherOwner: Member;
let admin: Member;
let venueId: string;

beforeAll(async () => {
  t = await createTestApp();
  organiser = await member(t, 'professional', { name: 'Olu Organiser' });
  owner = await member(t, 'venue', { name: 'Vera Venue' });
  otherOwner = await member(t, 'venue');
  admin = await member(t, 'professional', { admin: true });
  venueId = (await insertVenue(t.db, owner.id)).id;
  await insertVenue(t.db, otherOwner.id, { name: 'Elsewhere Hall' });
});
afterAll(() => t.close());

// Each request on a day of its own: approved bookings at one venue may not overlap.
const create = async () => {
  // Many bookings by one organiser to check decisions; the creation quotas have their own tests.
  await forgetMeetupQuotas(t, [organiser.id], [venueId]);
  const res = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(venueId, { date: freeDay() }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};
const approve = (id: string, m: Member) => t.app.inject({ method: 'POST', url: `/api/meetups/${id}/approve`, headers: m.headers });
const reject = (id: string, m: Member, reason = 'We are closed that week') =>
  t.app.inject({ method: 'POST', url: `/api/meetups/${id}/reject`, headers: m.headers, payload: { reason } });

describe('booking request', () => {
  it('creation notifies the venue owner in-app and by email with a link to approvals', async () => {
    const id = await create();
    const notes = await notificationsOf(t.db, owner.id, 'venue_booking');
    expect(notes.at(-1)).toMatchObject({ title: 'New booking request', data: { meetupId: id, url: '/venue-management?focus=approvals' } });
    const mail = (await mailbox(t)).filter((m) => m.to === owner.email);
    expect(mail.at(-1)?.subject).toBe('New booking request: Civic tech breakfast at The Guildhall');
    expect(mail.at(-1)?.html).toContain('http://localhost:3000/venue-management?focus=approvals');
    expect(mail.at(-1)?.text).toContain('http://localhost:3000/venue-management?focus=approvals');
  });
});

describe('state machine', () => {
  it('pending → approved sets approved_at, tells the organiser, and cannot be decided again', async () => {
    const id = await create();
    const res = await approve(id, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ booking_status: 'approved', rejected_at: null, rejection_reason: null });
    expect(res.json().approved_at).toBeTruthy();
    expect((await notificationsOf(t.db, organiser.id, 'booking_approved')).at(-1)?.data).toMatchObject({ meetupId: id });
    expect((await mailbox(t)).some((m) => m.to === organiser.email && m.subject === 'Your meetup “Civic tech breakfast” has been approved')).toBe(true);

    const again = await approve(id, owner);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'booking_already_decided', message: 'This booking request was already approved; a decision is taken only once.' });
    const late = await reject(id, owner);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('booking_already_decided');
  });

  it('pending → rejected sets rejected_at and the reason; approving a rejected request is refused', async () => {
    const id = await create();
    const res = await reject(id, owner, 'Private function booked');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ booking_status: 'rejected', rejection_reason: 'Private function booked', approved_at: null });
    expect(res.json().rejected_at).toBeTruthy();
    const note = (await notificationsOf(t.db, organiser.id, 'booking_rejected')).at(-1);
    expect(note?.message).toContain('Private function booked');
    expect((await mailbox(t)).some((m) => m.to === organiser.email && m.subject === 'Your booking at The Guildhall was not approved' && m.text.includes('Private function booked'))).toBe(true);

    const approveRejected = await approve(id, owner);
    expect(approveRejected.statusCode).toBe(409);
    expect(approveRejected.json().message).toBe('This booking request was already rejected; a decision is taken only once.');
    const [row] = await t.db.select().from(meetups).where(eq(meetups.id, id));
    expect(row.bookingStatus).toBe('rejected');
  });

  it('refuses a reject without a reason, and decisions by a venue user who does not own the venue', async () => {
    const id = await create();
    const noReason = await t.app.inject({ method: 'POST', url: `/api/meetups/${id}/reject`, headers: owner.headers, payload: { reason: ' ' } });
    expect(noReason.statusCode).toBe(400);
    expect((await approve(id, otherOwner)).statusCode).toBe(404); // pending requests stay invisible to them
    expect((await approve(id, organiser)).statusCode).toBe(403);
    expect((await approve(id, admin)).statusCode).toBe(200); // admins may decide
  });

  it('a rejected request edited by the organiser becomes a new pending request', async () => {
    const id = await create();
    await reject(id, owner);
    const res = await t.app.inject({ method: 'PUT', url: `/api/meetups/${id}`, headers: organiser.headers, payload: meetupBody(venueId, { time: '09:00' }) });
    expect(res.json()).toMatchObject({ booking_status: 'pending', rejection_reason: null, rejected_at: null });
    expect((await approve(id, owner)).statusCode).toBe(200);
  });
});

describe('concurrent decisions', () => {
  it('two owners’ tabs (and an admin) deciding at once leave one consistent result', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await create();
      const before = (await notificationsOf(t.db, organiser.id)).length;
      const results = await Promise.all([approve(id, owner), reject(id, owner), approve(id, owner), reject(id, admin), approve(id, admin), reject(id, owner)]);
      const ok = results.filter((r) => r.statusCode === 200);
      expect(ok).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
      const winner = ok[0].json().booking_status;
      const [row] = await t.db.select().from(meetups).where(eq(meetups.id, id));
      expect(row.bookingStatus).toBe(winner);
      expect(winner === 'approved' ? row.approvedAt && !row.rejectedAt : row.rejectedAt && !row.approvedAt).toBeTruthy();
      for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().booking_status).toBe(winner);
      const decisionNotes = (await notificationsOf(t.db, organiser.id)).slice(before).filter((n) => n.type.startsWith('booking_'));
      expect(decisionNotes).toHaveLength(1);
    }
  });
});

describe('rates', () => {
  it('the owner sets a per-meetup override and the venue default; others cannot', async () => {
    const id = await create();
    const set = await t.app.inject({ method: 'PUT', url: `/api/meetups/${id}/rate-override`, headers: owner.headers, payload: { venue_rate_override: 17550 } });
    expect(set.statusCode).toBe(200);
    expect(set.json().venue_rate_override).toBe(17550);
    const cleared = await t.app.inject({ method: 'PUT', url: `/api/meetups/${id}/rate-override`, headers: owner.headers, payload: { venue_rate_override: null } });
    expect(cleared.json().venue_rate_override).toBeNull();
    const negative = await t.app.inject({ method: 'PUT', url: `/api/meetups/${id}/rate-override`, headers: owner.headers, payload: { venue_rate_override: -1 } });
    expect(negative.statusCode).toBe(400);
    const rate = await t.app.inject({ method: 'PUT', url: `/api/venue-management/venues/${venueId}/default-rate`, headers: owner.headers, payload: { default_booking_rate: 30000 } });
    expect(rate.json()).toEqual({ id: venueId, default_booking_rate: 30000 });
    const notMine = await t.app.inject({ method: 'PUT', url: `/api/venue-management/venues/${venueId}/default-rate`, headers: otherOwner.headers, payload: { default_booking_rate: 1 } });
    expect(notMine.statusCode).toBe(403);
    const mgmt = (await t.app.inject({ url: '/api/venue-management', headers: owner.headers })).json();
    expect(mgmt.venues).toHaveLength(1);
    const pendingNow = mgmt.requests.filter((r: { booking_status: string }) => r.booking_status === 'pending').length;
    expect(mgmt.venues[0]).toMatchObject({ id: venueId, default_booking_rate: 30000, pending_count: pendingNow });
    expect(pendingNow).toBeGreaterThan(0);
    expect(mgmt.venues[0].upcoming_count).toBe(mgmt.requests.filter((r: { booking_status: string }) => r.booking_status === 'approved').length);
    expect(mgmt.requests[0]).toMatchObject({ booking_status: 'pending', venue_default_booking_rate: 30000, organizer_email: organiser.email });
    expect((await t.app.inject({ url: '/api/venue-management', headers: otherOwner.headers })).json().requests).toEqual([]);
  });
});
