// The home page's counts (GET /api/stats) are kept, not counted per request (issue 30, decision
// 0089): after every kind of write they must still equal what counting the tables says — the
// definition the route used to run: distinct countries (case aside), profiles, venues, and meetups
// neither cancelled nor expired.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetups, profiles, venues } from '../../server/db/schema/index';
import { caller, type Caller } from '../helpers/admin-fixtures';
import { insertMeetup, insertVenue } from '../helpers/meetup-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let pro: Caller;
let owner: Caller;
beforeAll(async () => {
  t = await createTestApp();
  pro = await caller(t, 'professional');
  owner = await caller(t, 'venue');
});
afterAll(() => t.close());

type Stats = { countries: number; professionals: number; venues: number; events: number };
const served = async (): Promise<Stats> => {
  const res = await t.app.inject({ url: '/api/stats' });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const counted = async (): Promise<Stats> => {
  const { rows } = await t.db.$client.query(`select
    (select count(distinct lower(country)) from profiles where country is not null and country <> '')::int as countries,
    (select count(*) from profiles)::int as professionals,
    (select count(*) from venues)::int as venues,
    (select count(*) from meetups where booking_status not in ('cancelled', 'expired'))::int as events`);
  return rows[0];
};

describe('site stats', () => {
  it('equal counting the tables after inserts, status changes, deletes and country edits', async () => {
    expect(await served()).toEqual(await counted());
    const before = await served();

    const venue = await insertVenue(t.db, owner.id);
    const approved = await insertMeetup(t.db, pro.id, { venueId: venue.id });
    const pending = await insertMeetup(t.db, pro.id, { venueId: venue.id, bookingStatus: 'pending', approvedAt: null });
    const cancelledAtOnce = await insertMeetup(t.db, pro.id, { bookingStatus: 'cancelled' });
    expect(cancelledAtOnce.id).toBeTruthy();
    expect(await served()).toEqual({ ...before, venues: before.venues + 1, events: before.events + 2 });

    // A status change moves a meetup out of the count and back; other edits leave it.
    await t.db.update(meetups).set({ bookingStatus: 'cancelled' }).where(eq(meetups.id, approved.id));
    await t.db.update(meetups).set({ title: 'Renamed' }).where(eq(meetups.id, pending.id));
    expect((await served()).events).toBe(before.events + 1);
    await t.db.update(meetups).set({ bookingStatus: 'expired' }).where(inArray(meetups.id, [approved.id, pending.id]));
    expect((await served()).events).toBe(before.events);
    await t.db.update(meetups).set({ bookingStatus: 'approved' }).where(eq(meetups.id, approved.id));
    expect((await served()).events).toBe(before.events + 1);
    await t.db.delete(meetups).where(inArray(meetups.id, [approved.id, pending.id, cancelledAtOnce.id]));
    await t.db.delete(venues).where(eq(venues.id, venue.id));
    expect(await served()).toEqual(before);

    // Countries: one more for a new one, none for the same in other letters; members count once each.
    const iceland = await caller(t, 'basic');
    await t.db.update(profiles).set({ country: 'Iceland' }).where(eq(profiles.id, iceland.id));
    await t.db.update(profiles).set({ country: 'ICELAND' }).where(eq(profiles.id, pro.id));
    expect(await served()).toEqual({ ...before, countries: before.countries + 1, professionals: before.professionals + 1 });
    expect(await served()).toEqual(await counted());
  });

  it('count every writer of concurrent transactions', async () => {
    const before = await served();
    const venue = await insertVenue(t.db, owner.id);
    // Twenty transactions at once, each adding a meetup (they land on different rows of the count).
    await Promise.all(
      Array.from({ length: 20 }, () =>
        t.db.transaction(async (tx) => {
          await insertMeetup(tx as unknown as typeof t.db, pro.id, { venueId: venue.id });
        }),
      ),
    );
    expect(await served()).toEqual({ ...before, venues: before.venues + 1, events: before.events + 20 });
    expect(await served()).toEqual(await counted());
  });
});
