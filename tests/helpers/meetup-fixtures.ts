import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { meetupAttendees, meetups, profiles, venues } from '../../server/db/schema/index';
import { bearer, confirmEmail, signUp, uniqueEmail } from './auth';
import { setRole } from './roles';
import { createTestApp, type TestApp } from './test-app';

export type Member = { id: string; email: string; token: string; headers: { authorization: string } };

/** A signed-up member with a role; `admin` uses one of the default staff addresses. */
export async function member(t: TestApp, role: 'basic' | 'professional' | 'venue', opts: { admin?: boolean; name?: string } = {}): Promise<Member> {
  const email = opts.admin ? 'ops@civicconnect.example' : uniqueEmail(role);
  const { session } = await signUp(t.app, { email, name: opts.name ?? `${role[0].toUpperCase()}${role.slice(1)} ${email.split('.')[1] ?? ''}`.trim() });
  await setRole(t.db, session.user.id, role);
  if (opts.admin) await confirmEmail(t.db, session.user.id);
  return { id: session.user.id, email, token: session.access_token, headers: bearer(session.access_token) };
}

// Open at weekends unless a test says otherwise: meetupBody's date (30 days on) may be a Saturday.
export async function insertVenue(db: Db, ownerId: string, over: Partial<typeof venues.$inferInsert> = {}) {
  const [v] = await db
    .insert(venues)
    .values({ name: 'The Guildhall', address: 'Gresham Street, London EC2V 7HH', latitude: 51.5155, longitude: -0.0922, capacity: 80, ownerId, ownerName: 'Owner', defaultBookingRate: 25000, weekendAvailable: true, ...over })
    .returning();
  return v;
}

/** YYYY-MM-DD, `days` from today (UTC). */
export const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let slots = 0;
/**
 * A date of its own for each call (from 100 days on): approved bookings at one venue may not
 * overlap (docs/decisions/0017), so tests approving many meetups at one venue give each a day.
 */
export const freeDay = () => dayFromNow(100 + slots++);

export const meetupBody = (venueId: string, over: Record<string, unknown> = {}) => ({
  title: 'Civic tech breakfast',
  description: 'Coffee, pastries and ten-minute talks on open data.',
  date: dayFromNow(30),
  time: '08:30',
  duration: 90,
  venue_id: venueId,
  max_attendees: 20,
  tags: ['open-data', 'civic-tech'],
  meetup_type: 'networking',
  ...over,
});

/** A meetup row inserted directly (for states the API would not create, e.g. in the past). */
export async function insertMeetup(db: Db, organizerId: string, over: Partial<typeof meetups.$inferInsert> = {}) {
  const [m] = await db
    .insert(meetups)
    .values({ title: 'Direct meetup', date: dayFromNow(10), time: '18:00', organizerId, organizerName: 'Organiser', bookingStatus: 'approved', approvedAt: new Date(), ...over })
    .returning();
  return m;
}

export async function attendeeCount(db: Db, meetupId: string) {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(meetupAttendees).where(eq(meetupAttendees.meetupId, meetupId));
  return Number(n);
}

export async function notificationsOf(db: Db, userId: string, type?: string) {
  const { rows } = await db.execute<{ type: string; title: string; message: string; data: Record<string, unknown> }>(
    type
      ? sql`select type, title, message, data from notifications where user_id = ${userId} and type = ${type} order by created_at`
      : sql`select type, title, message, data from notifications where user_id = ${userId} order by created_at`,
  );
  return rows;
}

export async function setEmailPreference(db: Db, userId: string, key: string, value: boolean) {
  await db.execute(sql`update ${profiles} set email_preferences = email_preferences || jsonb_build_object(${key}::text, ${value}::boolean) where id = ${userId}`);
}

/** Everything emailed so far: runs every job due now to the end (the app's runner may be mid-job), then reads the outbox. */
export async function mailbox(t: TestApp) {
  const { drainJobs } = await import('./jobs');
  await drainJobs(await jobWorker(t));
  return t.outbox();
}

/**
 * Forgets the booking quotas' counts (server/limits/booking-quota.ts: rows of booking_requests) of
 * these members and venues, for tests that create many meetups to check something else;
 * tests/api/quotas.test.ts and booking-limits.test.ts test them.
 */
export async function forgetMeetupQuotas(t: TestApp, memberIds: string[], venueIds: string[]) {
  const { bookingRequests } = await import('../../server/db/schema/index');
  const { inArray, or } = await import('drizzle-orm');
  if (memberIds.length + venueIds.length === 0) return;
  await t.db.delete(bookingRequests).where(or(memberIds.length ? inArray(bookingRequests.organizerId, memberIds) : undefined, venueIds.length ? inArray(bookingRequests.venueId, venueIds) : undefined));
}

/**
 * Counts `bookings` booking requests for a member as made just now (at a venue of their own, so no
 * real venue's quota moves): the quota is then met without making them one by one.
 */
export async function spendMemberBookingQuota(t: TestApp, memberId: string, bookings: number) {
  const { bookingRequests } = await import('../../server/db/schema/index');
  const elsewhere = await insertVenue(t.db, memberId, { name: 'Quota counting room' });
  await t.db.insert(bookingRequests).values({ organizerId: memberId, venueId: elsewhere.id, bookings });
}

/** What the meetup job worker needs (reminders, cancellation notices, booking deadlines), as the app gives it. */
export async function jobWorker(t: TestApp) {
  const { transportFor } = await import('../../server/email/transport');
  const { pushSettings } = await import('../../server/push/settings');
  return { db: t.db, emailTransport: transportFor(t.config), appName: 'Civic Connect', origin: 'http://localhost:3000', push: await pushSettings(t.config) };
}

/** Date and time on London's wall clock `hours` from now, on a quarter hour (London venues' slots). */
export async function londonIn(hours: number) {
  const { wallClockOf } = await import('../../server/meetups/time');
  return wallClockOf(new Date(Math.ceil((Date.now() + hours * 3_600_000) / 900_000) * 900_000), 'Europe/London');
}

/**
 * An organiser, a venue owner and a roomy venue of theirs, with `approvedMeetup` making an
 * approved meetup there on a day of its own (through the API: the organiser asks, the owner approves).
 */
export async function organiserAtVenue(t: TestApp) {
  const organiser = await member(t, 'professional', { name: 'Olu Organiser' });
  const owner = await member(t, 'venue', { name: 'Vera Venue' });
  const venueId = (await insertVenue(t.db, owner.id, { capacity: 200 })).id;
  const approvedMeetup = async (max: number, over: Record<string, unknown> = {}) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: organiser.headers, payload: meetupBody(venueId, { max_attendees: max, date: freeDay(), ...over }) });
    if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    const id = res.json().id as string;
    const approved = await t.app.inject({ method: 'POST', url: `/api/meetups/${id}/approve`, headers: owner.headers });
    if (approved.statusCode !== 200) throw new Error(`approve failed: ${approved.statusCode} ${approved.body}`);
    return id;
  };
  return { organiser, owner, venueId, approvedMeetup };
}

/** The cast most meetup test files start from: their own app, a Professional Partner organiser and a venue owner. */
export async function appWithOrganiserAndOwner(): Promise<{ t: TestApp; organiser: Member; owner: Member }> {
  const t = await createTestApp();
  return { t, organiser: await member(t, 'professional'), owner: await member(t, 'venue') };
}
