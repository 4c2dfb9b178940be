import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { person, type Person } from '../helpers/venue-fixtures';
import { block, connect, meetTogether } from '../helpers/message-fixtures';

// Messages (issue 26): who may write to whom, message requests, paging, "seen", a suspended
// sender's messages hidden, the rate limit, and export and deletion.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MESSAGES_PER_MINUTE: '5' } });
});
afterAll(() => t.close());

const send = (from: Person, to: Person, body: string) => t.app.inject({ method: 'POST', url: `/api/messages/with/${to.id}`, headers: from.headers, payload: { body } });
const sendIn = (from: Person, conversationId: string, body: string) =>
  t.app.inject({ method: 'POST', url: `/api/messages/conversations/${conversationId}/messages`, headers: from.headers, payload: { body } });
const get = (who: Person, url: string) => t.app.inject({ url, headers: who.headers });
const mode = async (from: Person, to: Person) => (await get(from, `/api/messages/with/${to.id}`)).json().mode as string;

async function pair(opts: { connected?: boolean } = {}) {
  const a = await person(t, 'professional', { name: 'Ada Writer' });
  const b = await person(t, 'basic', { name: 'Bo Reader' });
  if (opts.connected) await connect(t.db, a.id, b.id);
  return { a, b };
}

describe('writing between connected members', () => {
  it('sends, lists newest first, counts unread, marks seen and pages both ways', async () => {
    const { a, b } = await pair({ connected: true });
    expect(await mode(a, b)).toBe('write');
    const first = await send(a, b, 'Hello https://example.org <b>not bold</b>');
    expect(first.statusCode).toBe(201);
    const cid = first.json().conversation_id as string;
    expect(first.json().message.body).toBe('Hello https://example.org <b>not bold</b>');
    for (let i = 1; i <= 3; i++) expect((await sendIn(a, cid, `m${i}`)).statusCode).toBe(201);

    expect((await get(b, '/api/messages/unread')).json()).toEqual({ count: 4, requests: 0 });
    const inbox = (await get(b, '/api/messages/conversations')).json();
    expect(inbox.conversations[0]).toMatchObject({ id: cid, status: 'active', unread_count: 4, other: { id: a.id, name: 'Ada Writer' }, last_message: { body: 'm3' }, can_send: true });

    const page = (await get(b, `/api/messages/conversations/${cid}?limit=2`)).json();
    expect(page.messages.map((m: { body: string }) => m.body)).toEqual(['m2', 'm3']);
    expect(page.has_more_before).toBe(true);
    const older = (await get(b, `/api/messages/conversations/${cid}?limit=2&before=${page.messages[0].id}`)).json();
    expect(older.messages.map((m: { body: string }) => m.body)).toEqual(['Hello https://example.org <b>not bold</b>', 'm1']);
    expect(older.has_more_before).toBe(false);
    const newer = (await get(b, `/api/messages/conversations/${cid}?after=${older.messages[1].id}`)).json();
    expect(newer.messages.map((m: { body: string }) => m.body)).toEqual(['m2', 'm3']);

    // "Seen": B reads up to m2; A sees B's mark, B has one unread left.
    expect((await t.app.inject({ method: 'POST', url: `/api/messages/conversations/${cid}/read`, headers: b.headers, payload: { message_id: page.messages[0].id } })).statusCode).toBe(204);
    expect((await get(b, '/api/messages/unread')).json().count).toBe(1);
    expect((await get(a, `/api/messages/conversations/${cid}`)).json().conversation.other_last_read_id).toBe(page.messages[0].id);
    // B answers: everything before B's own message counts as read.
    expect((await sendIn(b, cid, 'Hi!')).statusCode).toBe(201);
    expect((await get(b, '/api/messages/unread')).json().count).toBe(0);
    expect((await get(a, '/api/messages/unread')).json().count).toBe(1);
  });

  it('keeps conversations newest first with a keyset cursor', async () => {
    const me = await person(t, 'professional');
    const others = [await person(t, 'basic'), await person(t, 'basic'), await person(t, 'basic')];
    for (const o of others) {
      await connect(t.db, me.id, o.id);
      expect((await send(o, me, `from ${o.id}`)).statusCode).toBe(201);
    }
    const p1 = (await get(me, '/api/messages/conversations?limit=2')).json();
    expect(p1.conversations.map((c: { other: { id: string } }) => c.other.id)).toEqual([others[2].id, others[1].id]);
    const p2 = (await get(me, `/api/messages/conversations?limit=2&before=${encodeURIComponent(p1.next_cursor)}`)).json();
    expect(p2.conversations.map((c: { other: { id: string } }) => c.other.id)).toEqual([others[0].id]);
    expect(p2.next_cursor).toBeNull();
  });

  it('refuses empty and too long messages without storing anything', async () => {
    const { a, b } = await pair({ connected: true });
    expect((await send(a, b, '   ')).statusCode).toBe(400);
    expect((await send(a, b, 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await send(a, b, 'x'.repeat(2000))).statusCode).toBe(201);
  });

  it('limits sending per minute (429 with Retry-After)', async () => {
    const { a, b } = await pair({ connected: true });
    for (let i = 0; i < 5; i++) expect((await send(a, b, `quick ${i}`)).statusCode).toBe(201);
    const sixth = await send(a, b, 'one too many');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    expect(sixth.json().error).toBe('rate_limited');
  });
});

describe('message requests (only from co-attendees)', () => {
  it('a stranger cannot write; someone met at a past meetup sends one request and waits', async () => {
    const { a, b } = await pair();
    expect(await mode(a, b)).toBe('none');
    expect((await send(a, b, 'Hello stranger')).json().error).toBe('messaging_not_allowed');

    // A meetup still to come does not count.
    await meetTogether(t.db, [a.id, b.id], -2);
    expect(await mode(a, b)).toBe('none');
    expect((await send(a, b, 'See you there')).statusCode).toBe(403);

    await meetTogether(t.db, [a.id, b.id], 0);
    expect(await mode(a, b)).toBe('request');
    const first = await send(a, b, 'We met at the meetup today!');
    expect(first.statusCode).toBe(201);
    const cid = first.json().conversation_id;
    expect(await mode(a, b)).toBe('pending');
    const second = await sendIn(a, cid, 'Did you get my message?');
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('message_request_pending');

    // B sees it under Requests, not in the inbox; A sees it in their inbox as waiting.
    expect((await get(b, '/api/messages/unread')).json()).toEqual({ count: 1, requests: 1 });
    expect((await get(b, '/api/messages/conversations')).json().conversations).toEqual([]);
    expect((await get(b, '/api/messages/conversations?box=requests')).json().conversations[0]).toMatchObject({ id: cid, status: 'request', requested_by_me: false, can_send: true });
    expect((await get(a, '/api/messages/conversations')).json().conversations[0]).toMatchObject({ id: cid, status: 'request', requested_by_me: true, can_send: false });

    // A cannot accept their own request; B accepts and both write.
    expect((await t.app.inject({ method: 'POST', url: `/api/messages/conversations/${cid}/accept`, headers: a.headers })).statusCode).toBe(403);
    const accepted = await t.app.inject({ method: 'POST', url: `/api/messages/conversations/${cid}/accept`, headers: b.headers });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'active', can_send: true });
    expect((await sendIn(a, cid, 'Thanks for accepting')).statusCode).toBe(201);
    expect((await sendIn(b, cid, 'Of course')).statusCode).toBe(201);
  });

  it('ignoring is not told to the sender, who still cannot write again', async () => {
    const { a, b } = await pair();
    await meetTogether(t.db, [a.id, b.id]);
    const cid = (await send(a, b, 'Coffee?')).json().conversation_id;
    expect((await t.app.inject({ method: 'POST', url: `/api/messages/conversations/${cid}/ignore`, headers: b.headers })).statusCode).toBe(204);
    expect((await get(b, '/api/messages/unread')).json()).toEqual({ count: 0, requests: 0 });
    expect((await get(b, '/api/messages/conversations?box=requests')).json().conversations).toEqual([]);
    // The sender's view is the same as before: waiting.
    expect((await get(a, `/api/messages/conversations/${cid}`)).json().conversation).toMatchObject({ status: 'request', requested_by_me: true });
    expect(await mode(a, b)).toBe('pending');
    expect((await sendIn(a, cid, 'Hello again?')).json().error).toBe('message_request_pending');
  });

  it('not to someone who takes no requests, never across a block, never with a suspended member', async () => {
    const { a, b } = await pair();
    await meetTogether(t.db, [a.id, b.id]);
    await t.db.update(profiles).set({ messageRequestsFrom: 'nobody' }).where(eq(profiles.id, b.id));
    expect(await mode(a, b)).toBe('none');
    expect((await send(a, b, 'Hi')).statusCode).toBe(403);

    const c = await pair({ connected: true });
    await block(t.db, c.b.id, c.a.id);
    expect(await mode(c.a, c.b)).toBe('none');
    expect(await mode(c.b, c.a)).toBe('none');
    expect((await send(c.a, c.b, 'Hi')).json().error).toBe('messaging_not_allowed');
    expect((await send(c.b, c.a, 'Hi')).json().error).toBe('messaging_not_allowed');

    const d = await pair({ connected: true });
    await t.db.update(users).set({ isSuspended: true }).where(eq(users.id, d.b.id));
    expect(await mode(d.a, d.b)).toBe('none');
    expect((await send(d.a, d.b, 'Hi')).statusCode).toBe(403);
  });

  it('limits new message requests per day', async () => {
    const sender = await person(t, 'professional');
    const people = [];
    for (let i = 0; i < 11; i++) people.push(await person(t, 'basic'));
    await meetTogether(t.db, [sender.id, ...people.map((p) => p.id)]);
    const codes = [];
    // Five a minute as well: spend the minute's allowance by clearing it between sends.
    for (const p of people) {
      await t.db.execute(sql`delete from rate_limits where key like 'messages-member-minute%'`);
      codes.push((await send(sender, p, 'Nice to meet you')).statusCode);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(codes[10]).toBe(429);
  });
});

describe('a suspended sender', () => {
  it('has their messages hidden from the other member, who keeps their own', async () => {
    const { a, b } = await pair({ connected: true });
    const cid = (await send(a, b, 'From A, soon suspended')).json().conversation_id;
    expect((await sendIn(b, cid, 'From B')).statusCode).toBe(201);
    expect((await sendIn(a, cid, 'Another from A')).statusCode).toBe(201);
    await t.db.update(users).set({ isSuspended: true }).where(eq(users.id, a.id));
    const page = (await get(b, `/api/messages/conversations/${cid}`)).json();
    expect(page.messages.map((m: { body: string }) => m.body)).toEqual(['From B']);
    expect(page.conversation.can_send).toBe(false);
    expect((await get(b, '/api/messages/conversations')).json().conversations).toEqual([]);
    expect((await get(b, '/api/messages/unread')).json().count).toBe(0);
  });
});

describe('export and deletion', () => {
  it('exports my conversations and messages, and deleting an account removes them', async () => {
    const { a, b } = await pair({ connected: true });
    const cid = (await send(a, b, 'For the export')).json().conversation_id;
    await sendIn(b, cid, 'Reply for the export');
    const data = (await get(a, '/api/profile/export')).json();
    expect(data.messages.conversations).toEqual([expect.objectContaining({ id: cid, with_member_id: b.id, status: 'active' })]);
    expect(data.messages.messages.map((m: { body: string; from_me: boolean }) => [m.body, m.from_me])).toEqual([
      ['For the export', true],
      ['Reply for the export', false],
    ]);

    // person() signs up with the helper's default password.
    expect((await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: a.headers, payload: { password: 'correct-horse-battery' } })).statusCode).toBeLessThan(300);
    expect((await get(b, `/api/messages/conversations/${cid}`)).statusCode).toBe(404);
    const { rows } = await t.db.execute(sql`select count(*)::int as n from messages where conversation_id = ${cid}`);
    expect(rows[0]).toEqual({ n: 0 });
  });
});
