import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areConnected } from '../../server/connections/are-connected';
import { blocks, users } from '../../server/db/schema/index';
import { mailbox, member, notificationsOf, setEmailPreference, type Member } from '../helpers/meetup-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Connections between members (issue 26, docs/decisions/0044), as the members and their
// inboxes observe them. The policy table is tests/api/connections-policy.test.ts.
const PER_DAY = 4;
const PENDING = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CONNECTION_REQUESTS_PER_DAY: String(PER_DAY), CONNECTION_REQUESTS_PENDING_MAX: String(PENDING) } });
});
afterAll(() => t.close());

const call = (who: Member, method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const status = async (who: Member, other: Member) => (await call(who, 'GET', `/api/connections/with/${other.id}`)).json();
const connectTo = (who: Member, other: Member, note?: string) => call(who, 'POST', `/api/connections/with/${other.id}`, note === undefined ? {} : { note });
const requestsOf = async (who: Member) => (await call(who, 'GET', '/api/connections/requests')).json();
const namesOf = async (who: Member, query = '') => (await call(who, 'GET', `/api/connections${query}`)).json();

describe('a request, answered', () => {
  it('sends with a note, tells the recipient in-app and by email, and accepting connects both and tells the sender', async () => {
    const ann = await member(t, 'basic', { name: 'Ann Asker' });
    const ben = await member(t, 'professional', { name: 'Ben Answer' });
    const before = (await mailbox(t)).length;

    const sent = await connectTo(ann, ben, '  We met at the open-data breakfast.  ');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ state: 'sent' });
    expect(await status(ann, ben)).toMatchObject({ state: 'sent', request_id: sent.json().request_id });
    expect(await status(ben, ann)).toEqual({ state: 'received', request_id: sent.json().request_id, note: 'We met at the open-data breakfast.' });

    expect(await notificationsOf(t.db, ben.id, 'connection_request')).toEqual([
      expect.objectContaining({ title: 'Ann Asker wants to connect', message: 'We met at the open-data breakfast.', data: { url: '/connections', memberId: ann.id } }),
    ]);
    const mails = (await mailbox(t)).slice(before);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[ben.email, 'Ann Asker wants to connect with you']]);
    expect(mails[0].text).toContain('We met at the open-data breakfast.');

    const received = await requestsOf(ben);
    expect(received.received).toEqual([expect.objectContaining({ id: sent.json().request_id, note: 'We met at the open-data breakfast.', member: { id: ann.id, name: 'Ann Asker', avatar: null, headline: null } })]);
    expect((await requestsOf(ann)).sent.map((r: { member: { id: string } }) => r.member.id)).toEqual([ben.id]);

    const accepted = await call(ben, 'POST', `/api/connections/requests/${sent.json().request_id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(await status(ann, ben)).toMatchObject({ state: 'connected' });
    expect(await status(ben, ann)).toMatchObject({ state: 'connected' });
    expect(await areConnected(t.db, ann.id, ben.id)).toBe(true);
    expect(await areConnected(t.db, ben.id, ann.id)).toBe(true);
    expect((await requestsOf(ben)).received).toEqual([]);
    expect((await requestsOf(ann)).sent).toEqual([]);
    expect(await notificationsOf(t.db, ann.id, 'connection_accepted')).toEqual([expect.objectContaining({ title: 'Ben Answer accepted your request' })]);
    expect((await mailbox(t)).slice(before).map((m) => [m.to, m.subject])).toContainEqual([ann.email, 'Ben Answer accepted your connection request']);
    expect((await namesOf(ann)).connections.map((c: { member: { name: string } }) => c.member.name)).toEqual(['Ben Answer']);

    // Connect again: nothing changes.
    const again = await connectTo(ann, ben);
    expect([again.statusCode, again.json().state]).toEqual([200, 'connected']);
  });

  it("Connect when they already asked accepts their request", async () => {
    const ann = await member(t, 'basic', { name: 'Ann Early' });
    const ben = await member(t, 'basic', { name: 'Ben Late' });
    await connectTo(ann, ben);
    const res = await connectTo(ben, ann, 'ignored: their request is accepted');
    expect([res.statusCode, res.json().state]).toEqual([201, 'connected']);
    expect(await areConnected(t.db, ann.id, ben.id)).toBe(true);
    const { rows } = await t.db.execute(sql`select 1 from connection_requests where sender_id in (${ann.id}, ${ben.id})`);
    expect(rows).toEqual([]);
    expect(await notificationsOf(t.db, ann.id, 'connection_accepted')).toHaveLength(1);
  });

  it('declining is silent: the sender still sees "Request sent", nothing tells them, and they cannot ask again until they withdraw', async () => {
    const ann = await member(t, 'basic', { name: 'Ann Hopeful' });
    const ben = await member(t, 'basic', { name: 'Ben Busy' });
    const { request_id } = (await connectTo(ann, ben)).json();
    const notesBefore = await notificationsOf(t.db, ann.id);
    const mailBefore = (await mailbox(t)).length;
    expect((await call(ben, 'POST', `/api/connections/requests/${request_id}/decline`)).statusCode).toBe(204);

    expect(await status(ann, ben)).toEqual({ state: 'sent', request_id, note: null });
    expect(await status(ben, ann)).toMatchObject({ state: 'none' });
    expect((await requestsOf(ann)).sent.map((r: { id: string }) => r.id)).toEqual([request_id]);
    expect((await requestsOf(ben)).received).toEqual([]);
    expect((await connectTo(ann, ben)).json()).toMatchObject({ state: 'sent', request_id });
    // A sentinel that must arrive after anything the decline might have sent.
    await connectTo(ben, await member(t, 'basic'));
    await connectTo(await member(t, 'basic', { name: 'Sentinel Sam' }), ann);
    expect(await notificationsOf(t.db, ann.id)).toEqual([...notesBefore, expect.objectContaining({ title: 'Sentinel Sam wants to connect' })]);
    expect((await mailbox(t)).slice(mailBefore).filter((m) => m.to === ann.email).map((m) => m.subject)).toEqual(['Sentinel Sam wants to connect with you']);

    // Withdrawn, the pair starts over; Ben may now connect himself.
    expect((await call(ann, 'DELETE', `/api/connections/requests/${request_id}`)).statusCode).toBe(204);
    expect(await status(ann, ben)).toMatchObject({ state: 'none' });
    expect((await connectTo(ben, ann)).json()).toMatchObject({ state: 'sent' });
  });

  it('Connect after I declined their request accepts it', async () => {
    const ann = await member(t, 'basic');
    const ben = await member(t, 'basic');
    const { request_id } = (await connectTo(ann, ben)).json();
    await call(ben, 'POST', `/api/connections/requests/${request_id}/decline`);
    expect((await connectTo(ben, ann)).json()).toMatchObject({ state: 'connected' });
  });

  it('withdraw and remove: only one’s own, and the other is not told', async () => {
    const ann = await member(t, 'basic');
    const ben = await member(t, 'basic');
    const eve = await member(t, 'basic');
    const { request_id } = (await connectTo(ann, ben)).json();
    expect((await call(eve, 'DELETE', `/api/connections/requests/${request_id}`)).statusCode).toBe(404);
    expect((await call(ben, 'DELETE', `/api/connections/requests/${request_id}`)).statusCode).toBe(404);
    expect((await call(eve, 'POST', `/api/connections/requests/${request_id}/accept`)).statusCode).toBe(404);
    expect((await call(ann, 'POST', `/api/connections/requests/${request_id}/accept`)).statusCode).toBe(404);
    expect((await call(ben, 'POST', `/api/connections/requests/${request_id}/accept`)).statusCode).toBe(200);
    expect((await call(eve, 'DELETE', `/api/connections/with/${ann.id}`)).statusCode).toBe(404);
    expect((await call(ben, 'DELETE', `/api/connections/with/${ann.id}`)).statusCode).toBe(204);
    expect(await areConnected(t.db, ann.id, ben.id)).toBe(false);
    expect((await namesOf(ann)).connections).toEqual([]);
    expect(await notificationsOf(t.db, ann.id, 'connection_accepted')).toHaveLength(1);
  });
});

describe('who may be asked', () => {
  it('not oneself, not a suspended member, not a hidden profile (unless they asked first), and the note is at most 300 characters', async () => {
    const ann = await member(t, 'basic');
    expect((await connectTo(ann, ann)).statusCode).toBe(400);
    const gone = await member(t, 'basic');
    await t.db.update(users).set({ isSuspended: true }).where(sql`${users.id} = ${gone.id}`);
    expect((await connectTo(ann, gone)).json()).toMatchObject({ error: 'member_not_found' });
    const hidden = await member(t, 'basic');
    await call(hidden, 'PATCH', '/api/profile', { show_profile: false });
    expect((await connectTo(ann, hidden)).json()).toMatchObject({ error: 'profile_hidden' });
    await connectTo(hidden, ann);
    expect((await connectTo(ann, hidden)).json()).toMatchObject({ state: 'connected' });
    const ben = await member(t, 'basic');
    const long = await connectTo(ann, ben, 'x'.repeat(301));
    expect([long.statusCode, long.json().message]).toEqual([400, expect.stringContaining('at most 300 characters')]);
    expect(await status(ben, ann)).toMatchObject({ state: 'none' });
    expect((await connectTo(ann, ben, 'x'.repeat(300))).statusCode).toBe(201);
  });

  it('across a block: the blocker is told to unblock; the blocked member sees "Request sent" and the blocker hears nothing', async () => {
    const blocker = await member(t, 'basic', { name: 'Bea Blocker' });
    const blocked = await member(t, 'basic', { name: 'Bo Blocked' });
    await t.db.insert(blocks).values({ blockerId: blocker.id, blockedId: blocked.id });
    expect(await status(blocked, blocker)).toMatchObject({ state: 'none' });
    const res = await connectTo(blocked, blocker, 'please');
    expect([res.statusCode, res.json().state]).toEqual([201, 'sent']);
    expect(await status(blocked, blocker)).toMatchObject({ state: 'sent' });
    expect(await status(blocker, blocked)).toMatchObject({ state: 'none' });
    expect((await requestsOf(blocker)).received).toEqual([]);
    expect((await connectTo(blocker, blocked)).json()).toMatchObject({ error: 'forbidden', message: 'You have blocked this member. Unblock them to connect.' });
    // A request from before the block cannot be accepted across it, by either side.
    const other = await member(t, 'basic');
    const { request_id } = (await connectTo(other, blocker)).json();
    await t.db.insert(blocks).values({ blockerId: other.id, blockedId: blocker.id });
    expect((await requestsOf(blocker)).received).toEqual([]);
    expect((await call(blocker, 'POST', `/api/connections/requests/${request_id}/accept`)).statusCode).toBe(404);
    await connectTo(await member(t, 'basic', { name: 'Sentinel Sue' }), blocker);
    // Only the request from before that block and the sentinel: nothing from the blocked member.
    expect((await notificationsOf(t.db, blocker.id, 'connection_request')).map((n) => n.data.memberId)).toEqual([other.id, expect.not.stringMatching(blocked.id)]);
  });

  it('unconfirmed accounts reach no one', async () => {
    const { signUp, bearer } = await import('../helpers/auth');
    const { session } = await signUp(t.app, { confirmed: false });
    const ben = await member(t, 'basic');
    const res = await t.app.inject({ method: 'POST', url: `/api/connections/with/${ben.id}`, headers: bearer(session.access_token), payload: {} });
    expect(res.json()).toMatchObject({ error: 'email_not_confirmed' });
  });
});

describe('limits', () => {
  it(`at most ${PENDING} waiting at once (declined ones count until withdrawn), and ${PER_DAY} a day`, async () => {
    const ann = await member(t, 'basic');
    const others = await Promise.all(Array.from({ length: 6 }, () => member(t, 'basic')));
    const ids: string[] = [];
    for (const o of others.slice(0, PENDING)) ids.push((await connectTo(ann, o)).json().request_id);
    await call(others[0], 'POST', `/api/connections/requests/${ids[0]}/decline`);
    const over = await connectTo(ann, others[PENDING]);
    expect([over.statusCode, over.json().error]).toEqual([409, 'connection_requests_limit']);
    expect(await status(others[PENDING], ann)).toMatchObject({ state: 'none' });
    // Accepting the others' requests of me is not limited.
    await connectTo(others[5], ann);
    expect((await connectTo(ann, others[5])).json()).toMatchObject({ state: 'connected' });

    await call(ann, 'DELETE', `/api/connections/requests/${ids[0]}`);
    expect((await connectTo(ann, others[PENDING])).statusCode).toBe(201);
    await call(ann, 'DELETE', `/api/connections/requests/${ids[1]}`);
    // The day's count: 4 sent (the refused one counted nothing).
    const day = await connectTo(ann, others[4]);
    expect([day.statusCode, day.json().error]).toEqual([429, 'rate_limited']);
    expect(day.json().retry_after).toBeGreaterThan(0);
    expect(await status(others[4], ann)).toMatchObject({ state: 'none' });
  });
});

describe('privacy', () => {
  it('"Show my connections on my profile": the server shows them only when allowed; the owner always sees their own', async () => {
    const owner = await member(t, 'basic', { name: 'Olga Owner' });
    const viewer = await member(t, 'basic');
    const friends = await Promise.all(['Fay', 'Gus', 'Hal'].map((name) => member(t, 'basic', { name })));
    for (const f of friends) {
      await connectTo(f, owner);
      await connectTo(owner, f);
    }
    await call(friends[2], 'PATCH', '/api/profile', { show_profile: false });
    const seen = (await call(viewer, 'GET', `/api/members/${owner.id}/connections`)).json();
    expect(seen).toEqual({ shown: true, count: 3, count_capped: false, members: [expect.objectContaining({ name: 'Gus' }), expect.objectContaining({ name: 'Fay' })] });

    const saved = await call(owner, 'PATCH', '/api/profile', { show_connections: false, message_requests_from: 'nobody' });
    expect(saved.json()).toMatchObject({ show_connections: false, message_requests_from: 'nobody' });
    expect((await call(viewer, 'GET', `/api/members/${owner.id}/connections`)).json()).toEqual({ shown: false, count: null, count_capped: false, members: [] });
    expect((await call(owner, 'GET', `/api/members/${owner.id}/connections`)).json()).toMatchObject({ shown: true, count: 3 });
    expect((await call(owner, 'PATCH', '/api/profile', { message_requests_from: 'everyone' })).statusCode).toBe(400);
  });

  it('the "Connection requests" email switch stops the email, not the request', async () => {
    const ann = await member(t, 'basic', { name: 'Quiet Asker' });
    const ben = await member(t, 'basic');
    const sentinel = await member(t, 'basic');
    await setEmailPreference(t.db, ben.id, 'connection_requests', false);
    const before = (await mailbox(t)).length;
    await connectTo(ann, ben);
    await connectTo(ann, sentinel);
    const mails = (await mailbox(t)).slice(before);
    expect(mails.map((m) => m.to)).toEqual([sentinel.email]);
    expect(await notificationsOf(t.db, ben.id, 'connection_request')).toHaveLength(1);
  });
});

describe('the list', () => {
  it('pages newest first with a cursor', async () => {
    const me = await member(t, 'basic');
    const names = ['One', 'Two', 'Three', 'Four', 'Five'];
    for (const name of names) {
      const o = await member(t, 'basic', { name });
      await connectTo(o, me);
      await connectTo(me, o);
    }
    const first = await namesOf(me, '?limit=2');
    expect(first.total).toBe(5);
    expect(first.connections.map((c: { member: { name: string } }) => c.member.name)).toEqual(['Five', 'Four']);
    const second = await namesOf(me, `?limit=2&cursor=${first.next_cursor}`);
    const third = await namesOf(me, `?limit=2&cursor=${second.next_cursor}`);
    expect([...second.connections, ...third.connections].map((c: { member: { name: string } }) => c.member.name)).toEqual(['Three', 'Two', 'One']);
    expect(third.next_cursor).toBeNull();
    for (const bad of ['nonsense', Buffer.from(`0|${me.id}`).toString('base64url'), Buffer.from(`${new Date().toISOString()}|x`).toString('base64url')])
      expect((await call(me, 'GET', `/api/connections?cursor=${bad}`)).statusCode).toBe(400);
  });
});

describe('export and deletion', () => {
  it('the export has connections and requests (a sent request without its status); deleting the account removes them', async () => {
    const ann = await member(t, 'basic', { name: 'Exporting Ann' });
    const ben = await member(t, 'basic', { name: 'Ben' });
    const cat = await member(t, 'basic', { name: 'Cat' });
    const dan = await member(t, 'basic', { name: 'Dan' });
    await connectTo(ben, ann);
    await connectTo(ann, ben);
    const { request_id } = (await connectTo(ann, cat, 'Hi Cat')).json();
    await call(cat, 'POST', `/api/connections/requests/${request_id}/decline`);
    await connectTo(dan, ann, 'Hi Ann');
    const data = (await call(ann, 'GET', '/api/profile/export')).json();
    expect(data.connections).toEqual([expect.objectContaining({ member_id: ben.id, name: 'Ben' })]);
    expect(data.connection_requests_sent).toEqual([{ member_id: cat.id, name: 'Cat', note: 'Hi Cat', sent_at: expect.any(String) }]);
    expect(data.connection_requests_received).toEqual([expect.objectContaining({ member_id: dan.id, note: 'Hi Ann', status: 'pending' })]);
    expect((await call(cat, 'GET', '/api/profile/export')).json().connection_requests_received).toEqual([expect.objectContaining({ member_id: ann.id, status: 'declined' })]);

    expect((await call(ann, 'DELETE', '/api/profile', { password: 'correct-horse-battery' })).statusCode).toBe(204);
    const { rows } = await t.db.execute(sql`select (select count(*)::int from connections where user_a_id = ${ann.id} or user_b_id = ${ann.id}) as c,
      (select count(*)::int from connection_requests where sender_id = ${ann.id} or recipient_id = ${ann.id}) as r`);
    expect(rows[0]).toEqual({ c: 0, r: 0 });
    expect((await namesOf(ben)).connections).toEqual([]);
    expect((await requestsOf(dan)).sent).toEqual([]);
  });
});
