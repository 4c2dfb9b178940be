import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../server/db/seed';
import { meetupAttendees, meetupCohosts, meetups, profiles, venues } from '../../server/db/schema/index';
import { bearer, signUp } from '../helpers/auth';
import { dayFromNow, insertMeetup } from '../helpers/meetup-fixtures';
import { setRole } from '../helpers/roles';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { anonymous, person, type Person } from '../helpers/venue-fixtures';

// Issue 25, "One source per rule": who sees a meetup is one rule (server/meetups/policy.ts
// meetupVisibleTo). For every actor kind and every demo meetup (plus pending, rejected, expired,
// cancelled, private and past ones), each list that shows meetups agrees with the detail page:
// listed ⇔ GET /api/meetups/{id} answers 200. The venue page is the one list that also names
// meetups a member may not read (approved ones, for members who may not browse): their detail
// answers 403 professional_required, never 404.

const KINDS = ['anonymous', 'unconfirmed', 'basic', 'professional', 'organiser', 'cohost', 'attendee', 'owner', 'otherVenue', 'admin', 'suspended'] as const;
type Kind = (typeof KINDS)[number];

let t: TestApp;
let who: Record<Kind, Person>;
type Row = typeof meetups.$inferSelect;
let all: Row[];
const extra: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.db, t.config);
  // The seed took the first staff address: the admin here signs up with another one.
  const staff = async (email: string): Promise<Person> => {
    const { session } = await signUp(t.app, { email });
    await setRole(t.db, session.user.id, 'professional');
    return { id: session.user.id, email, headers: bearer(session.access_token) };
  };
  const unconfirmed = await signUp(t.app, { confirmed: false });
  await setRole(t.db, unconfirmed.session.user.id, 'professional');
  who = {
    anonymous,
    unconfirmed: { id: unconfirmed.session.user.id, email: unconfirmed.session.user.email, headers: bearer(unconfirmed.session.access_token) },
    basic: await person(t, 'basic'),
    professional: await person(t, 'professional'),
    organiser: await person(t, 'professional', { name: 'Orla Organiser' }),
    cohost: await person(t, 'professional', { name: 'Cole Cohost' }),
    attendee: await person(t, 'professional', { name: 'Ada Attendee' }),
    owner: await person(t, 'venue', { name: 'Olive Owner' }),
    otherVenue: await person(t, 'venue'),
    admin: await staff('ops@civicconnect.example'),
    suspended: await person(t, 'professional', { suspended: true }),
  };
  // The demo professional's meetups become the organiser's, the demo venue owner's venues the owner's.
  const idOf = async (email: string) => (await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email)))[0].id;
  await t.db.update(meetups).set({ organizerId: who.organiser.id }).where(eq(meetups.organizerId, await idOf('professional@civicconnect.example')));
  await t.db.update(venues).set({ ownerId: who.owner.id }).where(eq(venues.ownerId, await idOf('venue@civicconnect.example')));

  const demo = await t.db.select().from(meetups);
  const [venue] = await t.db.select().from(venues).where(eq(venues.ownerId, who.owner.id));
  const [elsewhere] = (await t.db.select().from(venues)).filter((v) => v.ownerId !== who.owner.id);
  const at = (v: typeof venue) => ({ venueId: v.id, venueName: v.name, venueAddress: v.address, latitude: v.latitude, longitude: v.longitude });
  const add = async (key: string, over: Partial<typeof meetups.$inferInsert>) => {
    extra[key] = (await insertMeetup(t.db, who.organiser.id, { title: `Agreement ${key}`, organizerName: 'Orla Organiser', ...at(venue), ...over })).id;
  };
  await add('approved', { bookingStatus: 'approved', date: dayFromNow(40) });
  await add('pending', { bookingStatus: 'pending', approvedAt: null, date: dayFromNow(41) });
  await add('rejected', { bookingStatus: 'rejected', approvedAt: null, rejectionReason: 'Closed that day', date: dayFromNow(42) });
  await add('expired', { bookingStatus: 'expired', approvedAt: null, date: dayFromNow(43) });
  await add('cancelled', { bookingStatus: 'cancelled', date: dayFromNow(44) });
  await add('cancelledUnattended', { bookingStatus: 'cancelled', date: dayFromNow(45) });
  await add('past', { bookingStatus: 'approved', date: dayFromNow(-10) });
  await add('private', { bookingStatus: 'approved', registrationRequired: true, date: dayFromNow(46) });
  await add('pendingElsewhere', { bookingStatus: 'pending', approvedAt: null, date: dayFromNow(47), ...at(elsewhere) });
  await add('noVenue', { bookingStatus: 'pending', approvedAt: null, venueId: null, date: dayFromNow(48) });
  // Co-hosts of pending requests: the case where the list filter and the detail check once differed.
  const firstPendingDemo = demo.find((m) => m.bookingStatus === 'pending')!;
  for (const id of [extra.approved, extra.pending, extra.pendingElsewhere, firstPendingDemo.id]) await t.db.insert(meetupCohosts).values({ meetupId: id, userId: who.cohost.id });
  for (const id of [extra.approved, extra.cancelled, extra.past, demo.find((m) => m.bookingStatus === 'approved')!.id])
    await t.db.insert(meetupAttendees).values({ meetupId: id, userId: who.attendee.id });
  all = await t.db.select().from(meetups);
}, 300_000);
afterAll(() => t?.close());

const get = (url: string, p: Person) => t.app.inject({ url, headers: p.headers });
type Listed = { status: number; ids: Set<string> };
async function list(url: string, p: Person): Promise<Listed> {
  const ids = new Set<string>();
  for (let offset = 0; ; offset += 100) {
    const res = await get(`${url}&limit=100&offset=${offset}`, p);
    if (res.statusCode !== 200) return { status: res.statusCode, ids };
    const body = res.json() as { meetups: { id: string }[]; total: number };
    for (const m of body.meetups) ids.add(m.id);
    if (body.meetups.length < 100) return { status: 200, ids };
  }
}

async function observe(kind: Kind) {
  const p = who[kind];
  const detail = new Map<string, { status: number; code?: string }>();
  for (const m of all) {
    const res = await get(`/api/meetups/${m.id}`, p);
    detail.set(m.id, { status: res.statusCode, code: res.statusCode === 200 ? undefined : res.json().error });
  }
  const browse = await list('/api/meetups?when=all', p);
  const search = new Map<string, Listed>();
  for (const m of all) search.set(m.id, await list(`/api/meetups?when=all&q=${encodeURIComponent(m.title)}`, p));
  const atVenue = new Map<string, Listed>();
  for (const v of new Set(all.map((m) => m.venueId).filter((id): id is string => !!id))) atVenue.set(v, await list(`/api/meetups?when=all&venue_id=${v}`, p));
  const [venue] = await t.db.select().from(venues).where(eq(venues.id, all.find((m) => m.id === extra.approved)!.venueId!));
  const nearby = await list(`/api/meetups?when=all&lat=${venue.latitude}&lng=${venue.longitude}&radius=1`, p);
  const mine = await list('/api/meetups?when=all&mine=any', p);
  const feedRes = await get('/api/calendar/feed', p);
  let feed: Set<string> | null = null;
  if (feedRes.statusCode === 200) {
    const ics = (await t.app.inject({ url: new URL(feedRes.json().url).pathname })).body;
    feed = new Set([...ics.matchAll(/UID:meetup-([0-9a-f-]{36})@/g)].map((x) => x[1]));
  }
  return { detail, browse, search, atVenue, nearby, mine, feed, venueId: venue.id };
}

describe('meetup visibility: lists and the detail page agree', () => {
  it.each(KINDS)('%s', async (kind) => {
    const o = await observe(kind);
    const statuses = new Set([...o.detail.values()].map((d) => d.status));
    if (kind === 'anonymous' || kind === 'suspended') {
      // Refused everywhere, the same way.
      const refused = kind === 'anonymous' ? 401 : 403;
      expect([...statuses]).toEqual([refused]);
      for (const l of [o.browse, o.nearby, o.mine, ...o.search.values(), ...o.atVenue.values()]) expect(l.status).toBe(refused);
      return;
    }
    for (const m of all) {
      const d = o.detail.get(m.id)!;
      const visible = d.status === 200;
      const why = `${kind} × ${m.title} (${m.bookingStatus}) → detail ${d.status}`;
      // 403 only for an approved meetup the member may not read ("Upgrade"); otherwise 404.
      if (!visible) expect(d, why).toEqual(m.bookingStatus === 'approved' ? { status: 403, code: 'professional_required' } : { status: 404, code: 'not_found' });
      if (o.browse.status === 200) {
        expect(o.browse.ids.has(m.id), `browse: ${why}`).toBe(visible);
        expect(o.search.get(m.id)!.ids.has(m.id), `search: ${why}`).toBe(visible);
      } else {
        expect(o.browse.status).toBe(403);
        expect(o.search.get(m.id)!.status).toBe(403);
      }
      if (m.venueId) {
        const v = o.atVenue.get(m.venueId)!;
        expect(v.status).toBe(200);
        // The venue page names what the member sees, and approved meetups they are told to upgrade for.
        expect(v.ids.has(m.id), `venue page: ${why}`).toBe(visible || d.status === 403);
      }
      // Narrower lists never show what the detail refuses.
      if (o.nearby.ids.has(m.id) || o.mine.ids.has(m.id) || o.feed?.has(m.id)) expect(visible, `nearby/mine/feed: ${why}`).toBe(true);
      if (o.nearby.status === 200 && m.venueId === o.venueId) expect(o.nearby.ids.has(m.id), `nearby: ${why}`).toBe(visible && m.bookingStatus === 'approved');
    }

    // The rule itself, for the meetups made for this test: the test fails if everyone saw everything.
    const sees = (key: string) => o.detail.get(extra[key])!.status === 200;
    const expected: Record<Exclude<Kind, 'anonymous' | 'suspended'>, string[]> = {
      unconfirmed: ['approved', 'past', 'private'],
      basic: [],
      professional: ['approved', 'past', 'private'],
      organiser: Object.keys(extra),
      cohost: ['approved', 'past', 'private', 'pending', 'pendingElsewhere'],
      attendee: ['approved', 'past', 'private', 'cancelled'],
      owner: Object.keys(extra).filter((k) => k !== 'pendingElsewhere' && k !== 'noVenue'),
      otherVenue: [],
      admin: Object.keys(extra),
    };
    expect(Object.keys(extra).filter(sees).sort()).toEqual([...expected[kind]].sort());
  }, 120_000);
});
