import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSR_SEEDS_ID } from '../../contracts/ssr';
import { blocks, follows, partnerProfiles, users } from '../../server/db/schema/index';
import { enqueue } from '../../server/jobs/queue';
import type { WorkerDeps } from '../../server/jobs/task';
import { ensureWebBuild } from '../helpers/built-web';
import { hideProfile } from '../helpers/community-fixtures';
import { drainJobs, ranKeys } from '../helpers/jobs';
import { freeDay, insertMeetup, insertVenue, jobWorker, mailbox, meetupBody, member, notificationsOf, setEmailPreference, type Member } from '../helpers/meetup-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 26 "Follow": one-way, instant follows of organisers, venues and partner pages; the
// fan-out of a newly approved meetup to followers (once per follower, whatever the workers);
// the owner's follower list; the organiser's public page; export and deletion.
let t: TestApp;
let worker: WorkerDeps;
let organiser: Member;
let owner: Member;
let venueId: string;
let partnerId: string;

beforeAll(async () => {
  ensureWebBuild();
  t = await createTestApp();
  worker = await jobWorker(t);
  organiser = await member(t, 'professional', { name: 'Orla Organiser' });
  owner = await member(t, 'venue', { name: 'Owen Owner' });
  venueId = (await insertVenue(t.db, owner.id, { name: 'The Follow Hall' })).id;
  const [p] = await t.db.insert(partnerProfiles).values({ slug: 'follow-hall-partners', displayName: 'Follow Hall Partners', createdBy: owner.id, isPublic: true }).returning();
  partnerId = p.id;
}, 120_000);
afterAll(() => t.close());

const put = (who: Member, kind: string, id: string) => t.app.inject({ method: 'PUT', url: `/api/follows/${kind}/${id}`, headers: who.headers });
const del = (who: Member, kind: string, id: string) => t.app.inject({ method: 'DELETE', url: `/api/follows/${kind}/${id}`, headers: who.headers });
const state = (kind: string, id: string, who?: Member) => t.app.inject({ url: `/api/follows/${kind}/${id}`, headers: who?.headers ?? {} });

/** A meetup by `by` at the follow hall, created and approved through the API as a venue owner would. */
async function approvedMeetup(title: string, by = organiser) {
  const res = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: by.headers, payload: meetupBody(venueId, { title, date: freeDay() }) });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  const ok = await t.app.inject({ method: 'POST', url: `/api/meetups/${id}/approve`, headers: owner.headers });
  expect(ok.statusCode, ok.body).toBe(200);
  return id;
}
const heardOf = async (who: Member, meetupId: string) => (await notificationsOf(t.db, who.id, 'followed_meetup')).filter((n) => n.data.meetupId === meetupId);

describe('following', () => {
  it('is one-way and instant: follow, count, follow again changes nothing, unfollow', async () => {
    const fan = await member(t, 'basic');
    const before = (await state('organiser', organiser.id)).json().follower_count as number;
    const res = await put(fan, 'organiser', organiser.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ follower_count: before + 1, follower_count_capped: false, following: true, is_own: false });
    expect((await put(fan, 'organiser', organiser.id)).json().follower_count).toBe(before + 1);
    // A visitor reads the count; the organiser sees it is their own; nobody else is "following".
    expect((await state('organiser', organiser.id)).json()).toEqual({ follower_count: before + 1, follower_count_capped: false, following: false, is_own: false });
    expect((await state('organiser', organiser.id, organiser)).json()).toMatchObject({ following: false, is_own: true });
    // One-way: the organiser follows nobody by being followed.
    expect((await t.app.inject({ url: '/api/follows', headers: organiser.headers })).json().following).toEqual([]);
    const off = await del(fan, 'organiser', organiser.id);
    expect(off.json()).toEqual({ follower_count: before, follower_count_capped: false, following: false, is_own: false });
    expect((await del(fan, 'organiser', organiser.id)).statusCode).toBe(200);
  });

  it('follows a venue and a partner page; "Following" lists all three with their pages', async () => {
    const fan = await member(t, 'professional');
    for (const [kind, id] of [['venue', venueId], ['partner', partnerId], ['organiser', organiser.id]] as const) expect((await put(fan, kind, id)).statusCode).toBe(200);
    const list = (await t.app.inject({ url: '/api/follows', headers: fan.headers })).json().following as Array<{ kind: string; name: string; url: string }>;
    expect(list.map((f) => [f.kind, f.name, f.url])).toEqual([
      ['organiser', 'Orla Organiser', `/o/${organiser.id}`],
      ['partner', 'Follow Hall Partners', '/v/follow-hall-partners'],
      ['venue', 'The Follow Hall', `/venues/${venueId}`],
    ]);
    for (const [kind, id] of [['venue', venueId], ['partner', partnerId], ['organiser', organiser.id]] as const) await del(fan, kind, id);
  });

  it('refuses oneself, one’s own venue and partner page, and anyone across a block either way', async () => {
    expect((await put(organiser, 'organiser', organiser.id)).json()).toMatchObject({ error: 'forbidden', message: 'You cannot follow yourself.' });
    expect((await put(owner, 'venue', venueId)).statusCode).toBe(403);
    expect((await put(owner, 'partner', partnerId)).statusCode).toBe(403);
    const blocker = await member(t, 'professional');
    const blocked = await member(t, 'professional');
    await t.db.insert(blocks).values({ blockerId: blocker.id, blockedId: blocked.id });
    // Both directions answer alike: the blocked member cannot tell who blocked whom.
    expect((await put(blocked, 'organiser', blocker.id)).json()).toMatchObject({ error: 'forbidden', message: 'You cannot follow this page.' });
    expect((await put(blocker, 'organiser', blocked.id)).json()).toMatchObject({ error: 'forbidden', message: 'You cannot follow this page.' });
    // For a venue and a partner page the block is with their owner.
    await t.db.insert(blocks).values({ blockerId: owner.id, blockedId: blocked.id });
    expect((await put(blocked, 'venue', venueId)).statusCode).toBe(403);
    expect((await put(blocked, 'partner', partnerId)).statusCode).toBe(403);
    // The same member without a block follows (the refusals above are the block's).
    const free = await member(t, 'professional');
    expect((await put(free, 'organiser', blocker.id)).statusCode).toBe(200);
    expect((await t.db.select().from(follows).where(eq(follows.followerId, blocked.id)))).toEqual([]);
  });

  it('answers 404 for a hidden organiser (but not to themselves), an unpublished partner page and unknown ids; 400 for a bad kind', async () => {
    const hidden = await member(t, 'professional');
    await hideProfile(t.db, hidden.id);
    const fan = await member(t, 'basic');
    expect((await put(fan, 'organiser', hidden.id)).statusCode).toBe(404);
    expect((await state('organiser', hidden.id)).statusCode).toBe(404);
    expect((await state('organiser', hidden.id, hidden)).json()).toMatchObject({ is_own: true });
    const draftOwner = await member(t, 'venue');
    const [draft] = await t.db.insert(partnerProfiles).values({ slug: `draft-${Date.now()}`, displayName: 'Draft', createdBy: draftOwner.id }).returning();
    expect((await put(fan, 'partner', draft.id)).statusCode).toBe(404);
    expect((await state('partner', draft.id, draftOwner)).statusCode).toBe(200);
    expect((await put(fan, 'venue', '6f1c2b6e-8d4a-4c1e-9a7b-2f4e5d6c7b8a')).json()).toMatchObject({ error: 'not_found', message: 'Venue not found.' });
    expect((await put(fan, 'meetup', venueId)).statusCode).toBe(400);
  });

  it('counts new follows against an hourly limit per member (429 with Retry-After)', async () => {
    const fan = await member(t, 'basic');
    const someOwner = await member(t, 'venue');
    const ids: string[] = [];
    for (let i = 0; i < 61; i++) ids.push((await insertVenue(t.db, someOwner.id, { name: `Limit hall ${i}` })).id);
    for (const id of ids.slice(0, 60)) expect((await put(fan, 'venue', id)).statusCode).toBe(200);
    // Following what one already follows costs nothing…
    expect((await put(fan, 'venue', ids[0])).statusCode).toBe(200);
    // …a 61st new follow in the hour is refused.
    const res = await put(fan, 'venue', ids[60]);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().message).toBe('You have followed many pages in the last hour. Please wait before following more.');
  });
});

describe('followers list', () => {
  it('is the owner’s only; suspended and blocked followers are not in it', async () => {
    const [a, b, c, d] = [await member(t, 'basic', { name: 'Ann Fan' }), await member(t, 'professional', { name: 'Ben Fan' }), await member(t, 'basic', { name: 'Cat Suspended' }), await member(t, 'basic', { name: 'Dan Blocked' })];
    const venue2 = (await insertVenue(t.db, owner.id, { name: 'Listed Hall' })).id;
    for (const m of [a, b, c, d]) expect((await put(m, 'venue', venue2)).statusCode).toBe(200);
    await t.db.update(users).set({ isSuspended: true }).where(eq(users.id, c.id));
    await t.db.insert(blocks).values({ blockerId: d.id, blockedId: owner.id });
    const res = await t.app.inject({ url: `/api/follows/venue/${venue2}/followers`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().followers.map((f: { name: string }) => f.name)).toEqual(['Ben Fan', 'Ann Fan']);
    expect(res.json().total).toBe(2);
    expect(Object.keys(res.json().followers[0]).sort()).toEqual(['avatar', 'followed_at', 'headline', 'id', 'name']);
    expect((await state('venue', venue2)).json().follower_count).toBe(3); // the suspended one is not counted
    expect((await t.app.inject({ url: `/api/follows/venue/${venue2}/followers`, headers: a.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/follows/venue/${venue2}/followers` })).statusCode).toBe(401);
  });
});

describe('new approved meetups reach followers', () => {
  it('once per follower with two workers and a retried job; following organiser and venue hears once; suspended, blocked and switched-off members are skipped (sentinel)', async () => {
    const both = await member(t, 'professional', { name: 'Bo Both' });
    const ofVenue = await member(t, 'basic', { name: 'Vic Venue' });
    const ofPartner = await member(t, 'basic', { name: 'Pam Partner' });
    const suspended = await member(t, 'basic');
    const blockedByOrganiser = await member(t, 'basic');
    const blockingOwner = await member(t, 'basic');
    const quiet = await member(t, 'basic', { name: 'Quinn Quiet' });
    const noEmail = await member(t, 'basic', { name: 'Nell No-Email' });
    const bystander = await member(t, 'basic');
    for (const m of [both, suspended, blockedByOrganiser, quiet, noEmail]) expect((await put(m, 'organiser', organiser.id)).statusCode).toBe(200);
    for (const m of [both, ofVenue, blockingOwner]) expect((await put(m, 'venue', venueId)).statusCode).toBe(200);
    expect((await put(ofPartner, 'partner', partnerId)).statusCode).toBe(200);
    await t.db.update(users).set({ isSuspended: true }).where(eq(users.id, suspended.id));
    await t.db.insert(blocks).values([{ blockerId: organiser.id, blockedId: blockedByOrganiser.id }, { blockerId: blockingOwner.id, blockedId: owner.id }]);
    await t.db.execute(sql`update profiles set notification_preferences = notification_preferences || '{"followed_meetups": false}'::jsonb where id = ${quiet.id}`);
    await setEmailPreference(t.db, quiet.id, 'followed_meetups', false);
    await setEmailPreference(t.db, noEmail.id, 'followed_meetups', false);
    // An older row without the key at all counts it as on.
    await t.db.execute(sql`update profiles set notification_preferences = notification_preferences - 'followed_meetups', email_preferences = email_preferences - 'followed_meetups' where id = ${ofVenue.id}`);
    const mailBefore = (await mailbox(t)).length;

    const id = await approvedMeetup('Follow-up breakfast');
    // Two more runners besides the app's own, at once; then the same key queued again, as a retry would.
    const other: WorkerDeps = { ...worker };
    await Promise.all([drainJobs(worker), drainJobs(other)]);
    await t.db.transaction((tx) => enqueue(tx, 'followed_meetup_fanout', { meetupId: id }, { jobKey: `followed_meetup_fanout:${id}` }));
    await Promise.all([drainJobs(worker), drainJobs(other)]);
    expect(await ranKeys(t.db, `followed_meetup_fanout:${id}`)).toEqual([`followed_meetup_fanout:${id}`]);

    // The sentinel: a second meetup, approved after all of that, reaches the same followers.
    const sentinel = await approvedMeetup('Sentinel supper');
    await Promise.all([drainJobs(worker), drainJobs(other)]);
    for (const m of [both, ofVenue, ofPartner, noEmail]) {
      expect(await heardOf(m, sentinel), 'the sentinel arrived').toHaveLength(1);
      expect(await heardOf(m, id), 'exactly once').toHaveLength(1);
    }
    const [note] = await heardOf(both, id);
    expect(note).toMatchObject({ title: 'New meetup: Follow-up breakfast', message: 'Orla Organiser is hosting “Follow-up breakfast” at The Follow Hall.', data: { meetupId: id, url: `/m/${id}` } });
    for (const m of [suspended, blockedByOrganiser, blockingOwner, quiet, bystander]) {
      expect(await heardOf(m, sentinel)).toHaveLength(0);
      expect(await heardOf(m, id)).toHaveLength(0);
    }
    expect(await heardOf(organiser, id)).toHaveLength(0);

    const mails = (await mailbox(t)).slice(mailBefore).filter((m) => m.subject === 'New meetup: Follow-up breakfast');
    expect(mails.map((m) => m.to).sort()).toEqual([both.email, ofVenue.email, ofPartner.email].sort());
    expect(mails[0].text).toContain(`http://localhost:3000/m/${id}`);
  });

  it('an instant booking announces at once; a pending request or a rejection does not; a series is announced once', async () => {
    const fan = await member(t, 'basic');
    const instantOwner = await member(t, 'venue');
    const instant = (await insertVenue(t.db, instantOwner.id, { name: 'Instant Hall', instantBooking: true })).id;
    const planner = await member(t, 'professional', { name: 'Pia Planner' });
    expect((await put(fan, 'organiser', planner.id)).statusCode).toBe(200);
    const pendingRes = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: planner.headers, payload: meetupBody(venueId, { title: 'Still pending', date: freeDay() }) });
    const rejected = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: planner.headers, payload: meetupBody(venueId, { title: 'Turned down', date: freeDay() }) });
    await t.app.inject({ method: 'POST', url: `/api/meetups/${rejected.json().id}/reject`, headers: owner.headers, payload: { reason: 'Closed that day' } });
    const res = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: planner.headers, payload: meetupBody(instant, { title: 'Instant social', date: freeDay() }) });
    expect(res.json().booking_status).toBe('approved');
    const first = freeDay();
    const until = new Date(Date.parse(`${first}T00:00:00Z`) + 15 * 86_400_000).toISOString().slice(0, 10);
    const series = await t.app.inject({ method: 'POST', url: '/api/meetups', headers: planner.headers, payload: meetupBody(instant, { title: 'Weekly series', date: first, is_recurring: true, recurring_frequency: 'weekly', recurring_until: until }) });
    expect(series.statusCode, series.body).toBe(201);
    await drainJobs(worker);
    const notes = await notificationsOf(t.db, fan.id, 'followed_meetup');
    expect(notes.map((n) => n.title)).toEqual(['New meetup: Instant social', 'New meetup: Weekly series']);
    expect(notes.map((n) => n.data.meetupId)).not.toContain(pendingRes.json().id);
  });
});

describe('an organiser’s public page', () => {
  it('shows a visitor the name, headline, follower count and upcoming approved meetups — no email, no past or pending meetups', async () => {
    const host = await member(t, 'professional', { name: 'Hana Host' });
    await t.db.execute(sql`update profiles set headline = 'Civic data nerd', country = 'United Kingdom' where id = ${host.id}`);
    const fan = await member(t, 'basic');
    await put(fan, 'organiser', host.id);
    const upcoming = await insertMeetup(t.db, host.id, { title: 'Open data night', venueName: 'The Follow Hall', date: freeDay() });
    await insertMeetup(t.db, host.id, { title: 'Pending thing', bookingStatus: 'pending', approvedAt: null, date: freeDay() });
    await insertMeetup(t.db, host.id, { title: 'Long gone', date: new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10) });
    const res = await t.app.inject({ url: `/api/public/organisers/${host.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['avatar', 'country', 'follower_count', 'follower_count_capped', 'headline', 'id', 'name', 'upcoming']);
    expect(body).toMatchObject({ name: 'Hana Host', headline: 'Civic data nerd', country: 'United Kingdom', follower_count: 1 });
    expect(body.upcoming.map((m: { id: string }) => m.id)).toEqual([upcoming.id]);
    expect(res.body).not.toContain(host.email);

    // The page itself is rendered by the server with that answer as its seed.
    const page = await t.app.inject({ url: `/o/${host.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Hana Host');
    expect(page.body).toContain('Open data night');
    expect(page.body).not.toContain(host.email);
    const seeds = JSON.parse(new RegExp(`<script type="application/json" id="${SSR_SEEDS_ID}">(.*?)</script>`, 's').exec(page.body)![1]) as { key: unknown[]; data: unknown }[];
    expect(seeds.find((s) => s.key[0] === 'organisers')?.data).toEqual(body);
    expect(page.body).toContain('<meta property="og:title" content="Hana Host · Civic Connect"');
  });

  it('is private when the profile is hidden: 403 profile_hidden for visitors and members, 404 page; the owner still sees it', async () => {
    const shy = await member(t, 'professional', { name: 'Shy Sam' });
    await hideProfile(t.db, shy.id);
    expect((await t.app.inject({ url: `/api/public/organisers/${shy.id}` })).json()).toMatchObject({ error: 'profile_hidden' });
    expect((await t.app.inject({ url: `/api/public/organisers/${shy.id}`, headers: organiser.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/public/organisers/${shy.id}`, headers: shy.headers })).statusCode).toBe(200);
    const page = await t.app.inject({ url: `/o/${shy.id}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Shy Sam');
    expect((await t.app.inject({ url: '/api/public/organisers/6f1c2b6e-8d4a-4c1e-9a7b-2f4e5d6c7b8a' })).statusCode).toBe(404);
  });
});

describe('export and deletion', () => {
  it('the export lists what the member follows; deleting the follower or the followed takes the follows with it', async () => {
    const fan = await member(t, 'basic');
    const leaving = await member(t, 'professional', { name: 'Leo Leaving' });
    await put(fan, 'organiser', leaving.id);
    await put(fan, 'venue', venueId);
    const data = (await t.app.inject({ url: '/api/profile/export', headers: fan.headers })).json();
    expect(data.following.map((f: { kind: string; id: string }) => [f.kind, f.id])).toEqual([
      ['venue', venueId],
      ['organiser', leaving.id],
    ]);
    expect(typeof data.following[0].followed_at).toBe('string');

    const gone = await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: leaving.headers, payload: { password: 'correct-horse-battery' } });
    expect(gone.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/follows', headers: fan.headers })).json().following.map((f: { kind: string }) => f.kind)).toEqual(['venue']);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: fan.headers, payload: { password: 'correct-horse-battery' } });
    expect(out.statusCode).toBe(204);
    expect(await t.db.select().from(follows).where(eq(follows.followerId, fan.id))).toEqual([]);
  });
});
