import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetupAttendees, suggestionDismissals, users } from '../../server/db/schema/index';
import { hideProfile } from '../helpers/community-fixtures';
import { dayFromNow, insertMeetup } from '../helpers/meetup-fixtures';
import { block, connect, pastMeetupWith, requestConnection, setAbout } from '../helpers/network-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { person, type Person } from '../helpers/venue-fixtures';

// People you may know (issue 26): who is suggested, in which order, with which reason, and who
// never is (the member, connections, requests either way, blocks either way, hidden profiles,
// suspended accounts, dismissed members, people met only at meetups that have not happened yet).

let t: TestApp;
let me: Person;
const p: Record<string, Person> = {};

const names = async (who: Person = me, limit = 20) => {
  const res = await t.app.inject({ url: `/api/people/suggestions?limit=${limit}`, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return (res.json().people as { name: string; reason: string }[]).map((s) => `${s.name} — ${s.reason}`);
};

beforeAll(async () => {
  t = await createTestApp();
  me = await person(t, 'professional', { name: 'Mia Member' });
  for (const name of ['Ava Twice', 'Ben Once', 'Cleo Interests', 'Dan Country', 'Hal Hidden', 'Ivy IBlocked', 'Jay BlockedMe', 'Kai Connected', 'Lou Asked', 'Max AskedMe', 'Sam Suspended', 'Uma Upcoming', 'Vic Cancelled', 'Wes Elsewhere', 'Zed Dismissed'])
    p[name.split(' ')[0]] = await person(t, 'professional', { name });
  const organiser = await person(t, 'professional', { name: 'Orla Organiser' });
  await setAbout(t.db, me.id, { interests: ['civic tech', 'open data', 'transport'], country: 'United Kingdom' });

  // Everyone in the excluded groups was at Data Drinks with me, so only the rule can keep them out.
  const excluded = ['Hal', 'Ivy', 'Jay', 'Kai', 'Lou', 'Max', 'Sam', 'Zed'].map((k) => p[k].id);
  await pastMeetupWith(t.db, organiser.id, [me.id, p.Ava.id, p.Ben.id, ...excluded], { title: 'Data Drinks', checkedIn: true });
  await pastMeetupWith(t.db, organiser.id, [me.id, p.Ava.id], { title: 'Transport Hack Night', daysAgo: 12 });
  await setAbout(t.db, p.Ben.id, { interests: ['civic tech'], country: 'United Kingdom' });
  await setAbout(t.db, p.Cleo.id, { interests: ['open data', 'civic tech', 'urbanism'], country: 'United Kingdom' });
  // Same country but nothing in common: not a candidate (the country alone says too little).
  await setAbout(t.db, p.Dan.id, { interests: ['gardening'], country: 'United Kingdom' });
  // Shares interests, other country: not a candidate either (the neighbour source is by country).
  await setAbout(t.db, p.Wes.id, { interests: ['civic tech'], country: 'France' });

  await hideProfile(t.db, p.Hal.id);
  await block(t.db, me.id, p.Ivy.id);
  await block(t.db, p.Jay.id, me.id);
  await connect(t.db, me.id, p.Kai.id);
  await requestConnection(t.db, me.id, p.Lou.id);
  await requestConnection(t.db, p.Max.id, me.id);
  await t.db.update(users).set({ isSuspended: true }).where(eq(users.id, p.Sam.id));
  await t.db.insert(suggestionDismissals).values({ userId: me.id, dismissedId: p.Zed.id });

  // Going together to a meetup that has not happened yet, and to one that was cancelled: no meeting.
  const soon = await insertMeetup(t.db, organiser.id, { title: 'Next week', date: dayFromNow(7) });
  const off = await insertMeetup(t.db, organiser.id, { title: 'Called off', date: dayFromNow(-3), bookingStatus: 'cancelled' });
  for (const m of [soon, off]) await t.db.insert(meetupAttendees).values([{ meetupId: m.id, userId: me.id }, { meetupId: m.id, userId: m === soon ? p.Uma.id : p.Vic.id }]);
}, 60_000);
afterAll(() => t.close());

describe('GET /api/people/suggestions', () => {
  it('ranks by meetups shared, then interests shared, with a reason each; never the excluded', async () => {
    expect(await names()).toEqual([
      'Ava Twice — 2 meetups in common',
      'Ben Once — You both attended Data Drinks',
      'Cleo Interests — Shares your interests: civic tech, open data',
      // Orla organised but did not attend: organisers are not on the attendee list.
    ]);
  });

  it('honours the limit', async () => {
    expect(await names(me, 1)).toEqual(['Ava Twice — 2 meetups in common']);
  });

  it('works both ways: the co-attendee is suggested me back', async () => {
    expect((await names(p.Ava)).some((n) => n.startsWith('Mia Member — 2 meetups in common'))).toBe(true);
  });

  it('leaves out both sides of a block: the member I blocked and the one who blocked me do not see me', async () => {
    expect((await names(p.Ivy)).some((n) => n.startsWith('Mia'))).toBe(false);
    expect((await names(p.Jay)).some((n) => n.startsWith('Mia'))).toBe(false);
    // …while Ben, who was there too and blocked no one, does.
    expect((await names(p.Ben)).some((n) => n.startsWith('Mia'))).toBe(true);
  });

  it('a dismissed member stays dismissed: gone at once and on every later read, and in the data export', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/people/suggestions/${p.Ben.id}/dismiss`, headers: me.headers });
    expect(res.statusCode).toBe(204);
    // Twice is the same as once.
    expect((await t.app.inject({ method: 'POST', url: `/api/people/suggestions/${p.Ben.id}/dismiss`, headers: me.headers })).statusCode).toBe(204);
    expect(await names()).toEqual(['Ava Twice — 2 meetups in common', 'Cleo Interests — Shares your interests: civic tech, open data']);
    expect(await names()).toEqual(['Ava Twice — 2 meetups in common', 'Cleo Interests — Shares your interests: civic tech, open data']);
    const data = (await t.app.inject({ url: '/api/profile/export', headers: me.headers })).json();
    expect(data.suggestions_dismissed.map((d: { name: string }) => d.name).sort()).toEqual(['Ben Once', 'Zed Dismissed']);
  });

  it('a dismissal goes with the account that made it', async () => {
    const leaver = await person(t, 'professional', { name: 'Lee Leaver' });
    await t.app.inject({ method: 'POST', url: `/api/people/suggestions/${p.Ava.id}/dismiss`, headers: leaver.headers });
    const count = async () => (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from suggestion_dismissals where user_id = ${leaver.id}`)).rows[0].n;
    expect(await count()).toBe(1);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: leaver.headers, payload: { password: 'correct-horse-battery' } });
    expect(res.statusCode).toBe(204);
    expect(await count()).toBe(0);
  });
});
