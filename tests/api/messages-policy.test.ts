import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index';
import { block, connect, insertRequest, meetTogether } from '../helpers/message-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { cast, person, type Kind, type Person } from '../helpers/venue-fixtures';

// Issue 26's message endpoints, actor kind × action → HTTP status. Everything is about one
// member, Tess (the target): `connected` is connected with her, `coAttendee` attended a past
// meetup with her, `blocked` was connected with her and then blocked by her, `unconfirmed` has
// not confirmed their address. `connConversation` is Tess's conversation with `connected`;
// accept/ignore act on a fresh message request sent to the actor by someone they met.
type Who = Kind | 'unconfirmed' | 'blocked' | 'connected' | 'coAttendee';
type Action = 'unread' | 'inbox' | 'requests' | 'messagingWith' | 'writeTo' | 'read' | 'sendIn' | 'markRead' | 'acceptMine' | 'ignoreMine' | 'acceptOthers';

const member = { unread: 200, inbox: 200, requests: 200, messagingWith: 200, writeTo: 403, read: 404, sendIn: 404, markRead: 404, acceptMine: 200, ignoreMine: 204, acceptOthers: 404 };
const TABLE: Record<Who, Record<Action, number>> = {
  anonymous: { unread: 401, inbox: 401, requests: 401, messagingWith: 401, writeTo: 401, read: 401, sendIn: 401, markRead: 401, acceptMine: 401, ignoreMine: 401, acceptOthers: 401 },
  unconfirmed: { ...member, acceptMine: 403, ignoreMine: 403, sendIn: 403, markRead: 403, acceptOthers: 403 },
  basic: member,
  professional: member,
  owner: member,
  otherVenue: member,
  // No admin reads or writes in other members' conversations.
  admin: member,
  suspended: { unread: 403, inbox: 403, requests: 403, messagingWith: 403, writeTo: 403, read: 403, sendIn: 403, markRead: 403, acceptMine: 403, ignoreMine: 403, acceptOthers: 403 },
  // Their old conversation with Tess stays readable, but nothing reaches her any more.
  blocked: { ...member, read: 200, sendIn: 403, markRead: 204 },
  connected: { ...member, writeTo: 201, read: 200, sendIn: 201, markRead: 204 },
  coAttendee: { ...member, writeTo: 201 },
};

let t: TestApp;
let people: Record<Who, Person>;
let tess: Person;
let connConversation: string;
let blockedConversation: string;

async function send(from: Person, to: Person, body: string) {
  const res = await t.app.inject({ method: 'POST', url: `/api/messages/with/${to.id}`, headers: from.headers, payload: { body } });
  if (res.statusCode !== 201) throw new Error(`fixture send failed: ${res.statusCode} ${res.body}`);
  return res.json().conversation_id as string;
}

beforeAll(async () => {
  t = await createTestApp({ env: { MESSAGES_PER_MINUTE: '1000' } });
  tess = await person(t, 'professional', { name: 'Tess Target' });
  people = {
    ...(await cast(t)),
    unconfirmed: await person(t, 'professional', { confirmed: false, name: 'Una Unconfirmed' }),
    blocked: await person(t, 'professional', { name: 'Blake Blocked' }),
    connected: await person(t, 'basic', { name: 'Cora Connected' }),
    coAttendee: await person(t, 'professional', { name: 'Cass CoAttendee' }),
  };
  await connect(t.db, tess.id, people.connected.id);
  connConversation = await send(people.connected, tess, 'Hello Tess');
  await send(tess, people.connected, 'Hello Cora');
  await connect(t.db, tess.id, people.blocked.id);
  blockedConversation = await send(tess, people.blocked, 'Before the block');
  await block(t.db, tess.id, people.blocked.id);
  await meetTogether(t.db, [tess.id, people.coAttendee.id]);
});
afterAll(() => t.close());

/** A message request to `who` from someone they met, inserted directly; the suspended and anonymous get one to a stand-in. */
async function requestTo(who: Who) {
  const sender = await person(t, 'professional');
  const recipient = who === 'anonymous' ? tess.id : people[who].id;
  return (await insertRequest(t.db, sender.id, recipient)).id;
}

async function attempt(who: Who, action: Action): Promise<number> {
  const headers = people[who].headers;
  const inject = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) }).then((r) => r.statusCode);
  const conversation = who === 'blocked' ? blockedConversation : connConversation;
  switch (action) {
    case 'unread':
      return inject('GET', '/api/messages/unread');
    case 'inbox':
      return inject('GET', '/api/messages/conversations');
    case 'requests':
      return inject('GET', '/api/messages/conversations?box=requests');
    case 'messagingWith':
      return inject('GET', `/api/messages/with/${tess.id}`);
    case 'writeTo':
      return inject('POST', `/api/messages/with/${tess.id}`, { body: `Hello from ${who}` });
    case 'read':
      return inject('GET', `/api/messages/conversations/${conversation}`);
    case 'sendIn':
      return inject('POST', `/api/messages/conversations/${conversation}/messages`, { body: `In the conversation, from ${who}` });
    case 'markRead':
      return inject('POST', `/api/messages/conversations/${conversation}/read`, { message_id: '999999999' });
    case 'acceptMine':
      return inject('POST', `/api/messages/conversations/${await requestTo(who)}/accept`);
    case 'ignoreMine':
      return inject('POST', `/api/messages/conversations/${await requestTo(who)}/ignore`);
    case 'acceptOthers':
      return inject('POST', `/api/messages/conversations/${(await insertRequest(t.db, (await person(t, 'basic')).id, tess.id)).id}/accept`);
  }
}

describe('messages policy table (issue 26)', () => {
  const rows = (Object.keys(TABLE) as Who[]).flatMap((who) => (Object.keys(TABLE[who]) as Action[]).map((action) => [who, action, TABLE[who][action]] as const));
  it.each(rows)('%s × %s → %i', async (who, action, expected) => {
    expect(await attempt(who, action)).toBe(expected);
  });

  it('the "Message" button endpoint answers write, request, pending or none', async () => {
    const mode = async (who: Who) => (await t.app.inject({ url: `/api/messages/with/${tess.id}`, headers: people[who].headers })).json();
    expect(await mode('connected')).toEqual({ mode: 'write', conversation_id: connConversation });
    expect((await mode('blocked')).mode).toBe('none');
    expect((await mode('basic')).mode).toBe('none');
    // After its writeTo row above, the co-attendee's request waits for Tess.
    expect((await mode('coAttendee')).mode).toBe('pending');
    const fresh = await person(t, 'basic');
    await meetTogether(t.db, [tess.id, fresh.id]);
    expect((await t.app.inject({ url: `/api/messages/with/${tess.id}`, headers: fresh.headers })).json()).toEqual({ mode: 'request', conversation_id: null });
  });

  it('a suspended member is nobody to write to', async () => {
    await t.db.update(users).set({ isSuspended: false }).where(eq(users.id, people.suspended.id));
    await connect(t.db, tess.id, people.suspended.id);
    await t.db.update(users).set({ isSuspended: true }).where(eq(users.id, people.suspended.id));
    expect((await t.app.inject({ url: `/api/messages/with/${people.suspended.id}`, headers: tess.headers })).json().mode).toBe('none');
  });
});
