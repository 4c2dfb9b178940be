import { and, eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_CLOSE } from '../../contracts/realtime';
import { WARNING_MESSAGE } from '../../contracts/safety';
import { blocks, connectionRequests, connections, conversationMembers, follows, partnerProfiles, reports } from '../../server/db/schema/index';
import { unreadMessageCount } from '../../server/messages/unread';
import { visibleMessages } from '../../server/messages/visible';
import { openReportCount } from '../../server/safety/reports';
import { insertVenue, notificationsOf } from '../helpers/meetup-fixtures';
import { openSocket, realtimeUrl } from '../helpers/realtime-client';
import { insertConversation, insertMessage } from '../helpers/safety-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { person, type Person } from '../helpers/venue-fixtures';
import { bearer, signUp } from '../helpers/auth';
import { setRole } from '../helpers/roles';

// Issue 26, Safety: block (what it removes, the blocked list, silence towards the blocked),
// reports of members and messages, report-and-block, the admin queue's dismiss / warn / suspend,
// and the data export and deletion. The policy table is safety-policy.test.ts; "a blocked member
// reaches the blocker through no endpoint" is blocked-reach.test.ts.

let t: TestApp;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await person(t, 'professional', { admin: true });
});
afterAll(() => t.close());

const inject = (who: Person, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const block = (who: Person, other: Person) => inject(who, 'POST', `/api/members/${other.id}/block`);
const report = (who: Person, payload: object) => inject(who, 'POST', '/api/reports', payload);

/** Everything that can lie between two members, both ways (venue and partner follows of what each owns). */
async function tieEverything(a: Person, b: Person) {
  const [lo, hi] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
  await t.db.insert(connections).values({ userAId: lo, userBId: hi });
  await t.db.insert(connectionRequests).values([
    { senderId: a.id, recipientId: b.id },
    { senderId: b.id, recipientId: a.id, status: 'declined' },
  ]);
  const venueOfA = await insertVenue(t.db, a.id);
  const venueOfB = await insertVenue(t.db, b.id);
  const [partnerOfB] = await t.db.insert(partnerProfiles).values({ slug: `p-${b.id.slice(0, 8)}`, displayName: 'B Rooms', createdBy: b.id }).returning();
  await t.db.insert(follows).values([
    { followerId: a.id, organiserId: b.id },
    { followerId: b.id, organiserId: a.id },
    { followerId: a.id, venueId: venueOfB.id },
    { followerId: b.id, venueId: venueOfA.id },
    { followerId: a.id, partnerId: partnerOfB.id },
  ]);
  const conversation = await insertConversation(t.db, a.id, b.id, { a: 3, b: 2 });
  return { conversation, venueOfA, venueOfB };
}

async function tiesBetween(a: string, b: string) {
  const count = async (q: Promise<unknown[]>) => (await q).length;
  return {
    connections: await count(t.db.select().from(connections).where(or(and(eq(connections.userAId, a), eq(connections.userBId, b)), and(eq(connections.userAId, b), eq(connections.userBId, a))))),
    requests: await count(t.db.select().from(connectionRequests).where(or(and(eq(connectionRequests.senderId, a), eq(connectionRequests.recipientId, b)), and(eq(connectionRequests.senderId, b), eq(connectionRequests.recipientId, a))))),
    follows: await count(t.db.select().from(follows).where(or(eq(follows.followerId, a), eq(follows.followerId, b)))),
    unread: (await unreadMessageCount(t.db, a)) + (await unreadMessageCount(t.db, b)),
  };
}

describe('blocking a member', () => {
  it('removes the connection, requests, follows either way and the unread count between the two, and nothing of anyone else', async () => {
    const a = await person(t, 'venue', { name: 'Alma Blocker' });
    const b = await person(t, 'venue', { name: 'Bert Blocked' });
    const c = await person(t, 'professional', { name: 'Cleo Bystander' });
    await tieEverything(a, b);
    // A bystander's ties with both stay (the sentinel that the delete is not too wide).
    await tieEverything(a, c);
    expect(await tiesBetween(a.id, b.id)).toMatchObject({ connections: 1, requests: 2 });

    const res = await block(a, b);
    expect(res.statusCode).toBe(204);
    const after = await tiesBetween(a.id, b.id);
    expect(after.connections).toBe(0);
    expect(after.requests).toBe(0);
    // Of the eight follows by a or b, only a's three of c (c, c's venue, c's partner page) remain.
    expect(after.follows).toBe(3);
    expect(await tiesBetween(a.id, c.id)).toMatchObject({ connections: 1, requests: 2, follows: 5 });
    const unread = await t.db.select({ n: conversationMembers.unreadCount }).from(conversationMembers).where(or(eq(conversationMembers.otherUserId, b.id), eq(conversationMembers.userId, b.id)));
    expect(unread.map((r) => r.n)).toEqual([0, 0]);
    expect(await unreadMessageCount(t.db, c.id)).toBe(2);
  });

  it('lists the blocked member in my blocked list only, is idempotent, and unblocking lifts it', async () => {
    const a = await person(t, 'professional', { name: 'Ada Lister' });
    const b = await person(t, 'basic', { name: 'Ben Listed' });
    expect((await block(a, b)).statusCode).toBe(204);
    expect((await block(a, b)).statusCode).toBe(204);
    const mine = await inject(a, 'GET', '/api/blocks');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().members).toEqual([{ id: b.id, name: 'Ben Listed', avatar: null, blocked_at: expect.any(String) }]);
    // The blocked member's own list does not show who blocked them.
    expect((await inject(b, 'GET', '/api/blocks')).json()).toEqual({ members: [] });
    expect((await inject(a, 'DELETE', `/api/members/${b.id}/block`)).statusCode).toBe(204);
    expect((await inject(a, 'GET', '/api/blocks')).json()).toEqual({ members: [] });
    expect(await t.db.select().from(blocks).where(eq(blocks.blockerId, a.id))).toEqual([]);
    // Unblocking someone not blocked is the same quiet answer.
    expect((await inject(a, 'DELETE', `/api/members/${b.id}/block`)).statusCode).toBe(204);
  });

  it('refuses to block oneself or no one, with a clear message', async () => {
    const a = await person(t, 'basic');
    const self = await block(a, a);
    expect([self.statusCode, self.json().error, self.json().message]).toEqual([400, 'cannot_block_self', 'You cannot block yourself.']);
    const nobody = await inject(a, 'POST', '/api/members/6f1c2d9e-0000-4000-8000-000000000001/block');
    expect([nobody.statusCode, nobody.json().error]).toEqual([404, 'member_not_found']);
    const malformed = await inject(a, 'POST', '/api/members/not-an-id/block');
    expect(malformed.statusCode).toBe(400);
  });

  it('tells the blocked member nothing: no notification, and their answers are as before', async () => {
    const a = await person(t, 'professional');
    const url = await realtimeUrl(t.app);
    const { session } = await signUp(t.app, { name: 'Bo Watching' });
    await setRole(t.db, session.user.id, 'professional');
    const watcher: Person = { id: session.user.id, email: '', headers: bearer(session.access_token) };
    const socket = await openSocket(url, session.access_token);
    const before = (await inject(a, 'GET', `/api/members/${watcher.id}`)).json();
    await block(a, watcher);
    expect(await notificationsOf(t.db, watcher.id)).toEqual([]);
    // Their view of the blocker's profile is unchanged.
    expect((await inject(watcher, 'GET', `/api/members/${a.id}`)).statusCode).toBe(200);
    expect((await inject(a, 'GET', `/api/members/${watcher.id}`)).json()).toEqual(before);
    // Sentinel: a notification sent after the block arrives; nothing about the block came before it.
    await inject(admin, 'POST', '/functions/v1/admin-send-notifications', { title: 'Hello', message: 'After the block', type: 'info', mode: 'single', userId: watcher.id });
    const first = await socket.next((m) => m.type === 'change' && m.table === 'notifications');
    expect(JSON.stringify(first)).toContain('After the block');
    socket.close();
  });
});

describe('reporting', () => {
  it('files a member report into the queue, copying nothing of a message, and the reported member is not told', async () => {
    const a = await person(t, 'basic', { name: 'Rita Reporter' });
    const b = await person(t, 'basic', { name: 'Rex Reported' });
    const before = await openReportCount(t.db);
    const res = await report(a, { member_id: b.id, reason: 'spam', note: '  Sends adverts to everyone.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), blocked: false });
    expect(await openReportCount(t.db)).toBe(before + 1);
    const [row] = await t.db.select().from(reports).where(eq(reports.id, res.json().id));
    expect(row).toMatchObject({ reporterId: a.id, reportedId: b.id, reason: 'spam', note: 'Sends adverts to everyone.', status: 'open', messageId: null, messageBody: null });
    expect(await notificationsOf(t.db, b.id)).toEqual([]);
    // Not blocked unless asked.
    expect((await inject(a, 'GET', '/api/blocks')).json().members).toEqual([]);
  });

  it('"Report and block" blocks in the same step', async () => {
    const a = await person(t, 'basic');
    const b = await person(t, 'basic', { name: 'Blocked Too' });
    const res = await report(a, { member_id: b.id, reason: 'harassment', block: true });
    expect(res.json()).toEqual({ id: expect.any(String), blocked: true });
    expect((await inject(a, 'GET', '/api/blocks')).json().members.map((m: { id: string }) => m.id)).toEqual([b.id]);
  });

  it('reports a message only from its conversation and only as its sender’s, copying its text', async () => {
    const a = await person(t, 'professional');
    const b = await person(t, 'professional');
    const outsider = await person(t, 'professional');
    const conversation = await insertConversation(t.db, a.id, b.id);
    const fromB = await insertMessage(t.db, conversation, b.id, 'Buy my course at spam.example');
    const fromA = await insertMessage(t.db, conversation, a.id, 'No thank you.');
    const res = await report(a, { member_id: b.id, message_id: fromB, reason: 'spam' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(reports).where(eq(reports.id, res.json().id));
    expect(row).toMatchObject({ messageId: fromB, messageBody: 'Buy my course at spam.example' });
    // Someone outside the conversation, or a message of another sender, is "not found".
    for (const [who, body] of [
      [outsider, { member_id: b.id, message_id: fromB, reason: 'spam' }],
      [a, { member_id: b.id, message_id: fromA, reason: 'spam' }],
      [a, { member_id: b.id, message_id: 987654321, reason: 'spam' }],
    ] as const) {
      const r = await report(who, body);
      expect([r.statusCode, r.json().error, r.json().message]).toEqual([404, 'message_not_found', 'Message not found.']);
    }
    // The copy outlives the message.
    await t.db.execute(sql`delete from messages where id = ${fromB}`);
    const [kept] = await t.db.select().from(reports).where(eq(reports.id, res.json().id));
    expect(kept).toMatchObject({ messageId: null, messageBody: 'Buy my course at spam.example' });
  });

  it('refuses bad input with clear messages and stores nothing', async () => {
    const a = await person(t, 'basic');
    const b = await person(t, 'basic');
    const cases: Array<[object, number, string]> = [
      [{ member_id: b.id, reason: 'rude' }, 400, 'Choose a reason.'],
      [{ member_id: b.id, reason: 'other', note: 'x'.repeat(1001) }, 400, 'Notes are at most 1,000 characters.'],
      [{ member_id: a.id, reason: 'other' }, 400, 'You cannot report yourself.'],
      [{ member_id: '6f1c2d9e-0000-4000-8000-000000000002', reason: 'other' }, 404, 'Member not found.'],
    ];
    for (const [body, status, message] of cases) {
      const r = await report(a, body);
      expect([r.statusCode, r.json().message], JSON.stringify(body).slice(0, 80)).toEqual([status, expect.stringContaining(message)]);
    }
    expect(await t.db.select().from(reports).where(eq(reports.reporterId, a.id))).toEqual([]);
    // A note of exactly 1,000 characters is fine.
    expect((await report(a, { member_id: b.id, reason: 'other', note: 'y'.repeat(1000) })).statusCode).toBe(201);
  });

  it('limits reports to 10 an hour per reporter (429 with Retry-After), counted in PostgreSQL', async () => {
    const a = await person(t, 'basic');
    const targets = await Promise.all(Array.from({ length: 11 }, () => person(t, 'basic')));
    for (const b of targets.slice(0, 10)) expect((await report(a, { member_id: b.id, reason: 'spam' })).statusCode).toBe(201);
    const over = await report(a, { member_id: targets[10].id, reason: 'spam' });
    expect([over.statusCode, over.json().error]).toEqual([429, 'rate_limited']);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another reporter is not affected.
    expect((await report(targets[0], { member_id: targets[10].id, reason: 'spam' })).statusCode).toBe(201);
  });
});

describe('the moderation queue', () => {
  const queue = async () => (await inject(admin, 'GET', '/api/admin/reports')).json();
  const resolve = (id: string, action: string) => inject(admin, 'POST', `/api/admin/reports/${id}/resolve`, { action });

  it('lists open reports with reporter, reported member, reason, note and message text', async () => {
    const a = await person(t, 'professional', { name: 'Quinn Reporter' });
    const b = await person(t, 'professional', { name: 'Quentin Queued' });
    const conversation = await insertConversation(t.db, a.id, b.id);
    const msg = await insertMessage(t.db, conversation, b.id, 'You will regret coming to that meetup');
    const { id } = (await report(a, { member_id: b.id, message_id: msg, reason: 'harassment', note: 'Threatening me.' })).json();
    const q = await queue();
    expect(q.open_count).toBe(await openReportCount(t.db));
    expect(q.reports.find((r: { id: string }) => r.id === id)).toEqual({
      id,
      reporter: { id: a.id, name: 'Quinn Reporter', email: a.email },
      reported: { id: b.id, name: 'Quentin Queued', email: b.email, is_suspended: false },
      reason: 'harassment',
      note: 'Threatening me.',
      message_id: msg,
      message_body: 'You will regret coming to that meetup',
      created_at: expect.any(String),
      open_against_member: 1,
    });
  });

  it('dismiss resolves every open report against that member and tells no one', async () => {
    const [a, c, b] = [await person(t, 'basic'), await person(t, 'basic'), await person(t, 'basic')];
    const first = (await report(a, { member_id: b.id, reason: 'spam' })).json().id;
    await report(c, { member_id: b.id, reason: 'other' });
    const other = (await report(a, { member_id: c.id, reason: 'spam' })).json().id;
    const res = await resolve(first, 'dismiss');
    expect(res.json()).toEqual({ resolved: 2, status: 'dismissed' });
    const rows = await t.db.select().from(reports).where(eq(reports.reportedId, b.id));
    expect(rows.map((r) => [r.status, r.resolvedBy, r.resolvedAt !== null])).toEqual([
      ['dismissed', admin.id, true],
      ['dismissed', admin.id, true],
    ]);
    expect(await notificationsOf(t.db, b.id)).toEqual([]);
    // The report against someone else stays open; resolving one already resolved is 409.
    expect((await queue()).reports.map((r: { id: string }) => r.id)).toContain(other);
    const again = await resolve(first, 'warn');
    expect([again.statusCode, again.json().error]).toEqual([409, 'report_already_resolved']);
    expect((await resolve('6f1c2d9e-0000-4000-8000-000000000003', 'warn')).statusCode).toBe(404);
  });

  it('warn sends the member a plain in-app notice about the community guidelines', async () => {
    const [a, b] = [await person(t, 'basic'), await person(t, 'basic')];
    const id = (await report(a, { member_id: b.id, reason: 'inappropriate' })).json().id;
    expect((await resolve(id, 'warn')).json()).toEqual({ resolved: 1, status: 'warned' });
    const notes = await notificationsOf(t.db, b.id, 'moderation_warning');
    expect(notes).toHaveLength(1);
    expect(notes[0].message).toBe(WARNING_MESSAGE);
    expect(WARNING_MESSAGE).toContain('community guidelines');
    // Opening it leads to the guidelines.
    expect(notes[0].data).toEqual({ url: '/community-guidelines' });
    // The warning never names who reported.
    expect(JSON.stringify(notes[0])).not.toContain(a.id);
  });

  it('suspend: the reported member’s sockets close, their sessions end and their messages are hidden', async () => {
    const a = await person(t, 'professional', { name: 'Vera Victim' });
    const { session } = await signUp(t.app, { name: 'Sam Spammer' });
    await setRole(t.db, session.user.id, 'professional');
    const b: Person = { id: session.user.id, email: '', headers: bearer(session.access_token) };
    const conversation = await insertConversation(t.db, a.id, b.id);
    await insertMessage(t.db, conversation, a.id, 'Hello Sam');
    const spam = await insertMessage(t.db, conversation, b.id, 'Cheap watches here');
    expect((await visibleMessages(t.db, conversation)).map((m) => m.body)).toEqual(['Hello Sam', 'Cheap watches here']);

    const socket = await openSocket(await realtimeUrl(t.app), session.access_token);
    const id = (await report(a, { member_id: b.id, message_id: spam, reason: 'spam', block: false })).json().id;
    const res = await resolve(id, 'suspend');
    expect(res.json()).toEqual({ resolved: 1, status: 'suspended' });
    expect(await socket.closed).toEqual({ code: REALTIME_CLOSE.unauthorized, reason: 'account suspended' });
    expect((await inject(b, 'GET', '/api/profile')).statusCode).toBe(401);
    expect((await visibleMessages(t.db, conversation)).map((m) => m.body)).toEqual(['Hello Sam']);
    // The report keeps the text for the record.
    expect((await t.db.select().from(reports).where(eq(reports.id, id)))[0].messageBody).toBe('Cheap watches here');
    // A moderator cannot suspend themselves through a report against them.
    const selfReport = (await report(a, { member_id: admin.id, reason: 'other' })).json().id;
    const self = await resolve(selfReport, 'suspend');
    expect([self.statusCode, self.json().error]).toEqual([400, 'cannot_suspend_self']);
    expect((await t.db.select().from(reports).where(eq(reports.id, selfReport)))[0].status).toBe('open');
  });
});

describe('export and deletion', () => {
  it('the export has my blocks and the reports I made, not who blocked or reported me', async () => {
    const a = await person(t, 'basic', { name: 'Ed Exporter' });
    const b = await person(t, 'basic', { name: 'Flo Blocked' });
    await block(a, b);
    await report(a, { member_id: b.id, reason: 'impersonation', note: 'Uses my name.' });
    await report(b, { member_id: a.id, reason: 'spam' });
    const mine = (await inject(a, 'GET', '/api/profile/export')).json();
    expect(mine.members_blocked).toEqual([{ member_id: b.id, name: 'Flo Blocked', blocked_at: expect.any(String) }]);
    expect(mine.reports_made).toEqual([
      { id: expect.any(String), member_id: b.id, name: 'Flo Blocked', message_id: null, reason: 'impersonation', note: 'Uses my name.', status: 'open', created_at: expect.any(String) },
    ]);
    const theirs = (await inject(b, 'GET', '/api/profile/export')).json();
    expect(theirs.members_blocked).toEqual([]);
    expect(theirs.reports_made.map((r: { member_id: string }) => r.member_id)).toEqual([a.id]);
  });

  it('deleting an account removes its blocks both ways and reports against it; its own reports stay without a reporter', async () => {
    const { session, password } = await signUp(t.app, { name: 'Del Leaving' });
    const leaving: Person = { id: session.user.id, email: '', headers: bearer(session.access_token) };
    const b = await person(t, 'basic');
    const c = await person(t, 'basic');
    await block(leaving, b);
    await block(c, leaving);
    const made = (await report(leaving, { member_id: b.id, reason: 'spam' })).json().id;
    await report(c, { member_id: leaving.id, reason: 'spam' });
    const del = await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: leaving.headers, payload: { password } });
    expect(del.statusCode).toBe(204);
    expect(await t.db.select().from(blocks).where(or(eq(blocks.blockerId, leaving.id), eq(blocks.blockedId, leaving.id)))).toEqual([]);
    expect(await t.db.select().from(reports).where(eq(reports.reportedId, leaving.id))).toEqual([]);
    const [kept] = await t.db.select().from(reports).where(eq(reports.id, made));
    expect(kept).toMatchObject({ reporterId: null, reportedId: b.id });
    // The other members' own blocks are untouched (sentinel of a delete that is not too wide).
    await block(c, b);
    expect((await inject(c, 'GET', '/api/blocks')).json().members.map((m: { id: string }) => m.id)).toEqual([b.id]);
  });
});
