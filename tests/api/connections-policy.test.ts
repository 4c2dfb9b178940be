import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderedPair } from '../../server/connections/are-connected';
import { blocks, connectionRequests, connections } from '../../server/db/schema/index';
import { bearer, signUp } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { cast, person, type Kind, type Person } from '../helpers/venue-fixtures';

// Issue 26's connection endpoints, actor kind × action → HTTP status. "Them" is one member (a
// professional); besides the seven kinds of every policy table: an unconfirmed account, a
// member they have blocked, a member connected with them, and a member they asked to connect
// (requestedBy). Before each attempt the pair's requests and connection are set as the kind says.
type Who = Kind | 'unconfirmed' | 'blocked' | 'connected' | 'requestedBy';
type Action = 'status' | 'connect' | 'remove' | 'list' | 'requests' | 'accept' | 'decline' | 'withdraw' | 'withdrawOthers' | 'memberConnections';

const signedIn = { status: 200, list: 200, requests: 200, memberConnections: 200, withdraw: 204, withdrawOthers: 404, accept: 200, decline: 204 } as const;
const TABLE: Record<Who, Record<Action, number>> = {
  anonymous: { status: 401, connect: 401, remove: 401, list: 401, requests: 401, accept: 401, decline: 401, withdraw: 401, withdrawOthers: 401, memberConnections: 401 },
  // Reading is fine; every change reaches someone and needs a confirmed address (decision 0035).
  unconfirmed: { status: 200, connect: 403, remove: 403, list: 200, requests: 200, accept: 403, decline: 403, withdraw: 403, withdrawOthers: 403, memberConnections: 200 },
  basic: { ...signedIn, connect: 201, remove: 404 },
  professional: { ...signedIn, connect: 201, remove: 404 },
  owner: { ...signedIn, connect: 201, remove: 404 },
  otherVenue: { ...signedIn, connect: 201, remove: 404 },
  admin: { ...signedIn, connect: 201, remove: 404 },
  suspended: { status: 403, connect: 403, remove: 403, list: 403, requests: 403, accept: 403, decline: 403, withdraw: 403, withdrawOthers: 403, memberConnections: 403 },
  // Their request is recorded as declined at once (201 "Request sent", as without a block);
  // a request from them cannot be accepted across the block (as if it were not there).
  blocked: { ...signedIn, connect: 201, remove: 404, accept: 404 },
  connected: { ...signedIn, connect: 200, remove: 204 },
  // Connect accepts their request.
  requestedBy: { ...signedIn, connect: 201, remove: 404 },
};

let t: TestApp;
let people: Record<Who, Person>;
let them: Person;
let stranger: Person;

beforeAll(async () => {
  t = await createTestApp();
  const { session, email } = await signUp(t.app, { confirmed: false, name: 'Una Unconfirmed' });
  people = {
    ...(await cast(t)),
    unconfirmed: { id: session.user.id, email, headers: bearer(session.access_token) },
    blocked: await person(t, 'professional', { name: 'Bo Blocked' }),
    connected: await person(t, 'basic', { name: 'Cy Connected' }),
    requestedBy: await person(t, 'basic', { name: 'Rae Requested' }),
  };
  them = await person(t, 'professional', { name: 'Tess Them' });
  stranger = await person(t, 'basic', { name: 'Sid Stranger' });
  await t.db.insert(blocks).values({ blockerId: them.id, blockedId: people.blocked.id });
}, 60_000);
afterAll(() => t.close());

const between = (a: string, b: string) =>
  or(and(eq(connectionRequests.senderId, a), eq(connectionRequests.recipientId, b)), and(eq(connectionRequests.senderId, b), eq(connectionRequests.recipientId, a)));

/** The pair (actor, them) as the kind says: nothing, connected, or a request from them. */
async function setPair(who: Who) {
  const me = people[who].id;
  if (who === 'anonymous') return;
  const [userAId, userBId] = orderedPair(me, them.id);
  await t.db.delete(connectionRequests).where(between(me, them.id));
  await t.db.delete(connections).where(and(eq(connections.userAId, userAId), eq(connections.userBId, userBId)));
  if (who === 'connected') await t.db.insert(connections).values({ userAId, userBId });
  if (who === 'requestedBy') await t.db.insert(connectionRequests).values({ senderId: them.id, recipientId: me });
}

async function requestRow(senderId: string, recipientId: string) {
  await t.db.delete(connectionRequests).where(and(eq(connectionRequests.senderId, senderId), eq(connectionRequests.recipientId, recipientId)));
  const [row] = await t.db.insert(connectionRequests).values({ senderId, recipientId }).returning({ id: connectionRequests.id });
  return row.id;
}

async function attempt(who: Who, action: Action): Promise<number> {
  await setPair(who);
  // Anonymous has no requests of its own: it tries a stranger's.
  const me = who === 'anonymous' ? stranger.id : people[who].id;
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: people[who].headers, ...(payload ? { payload } : {}) }).then((r) => r.statusCode);
  switch (action) {
    case 'status':
      return inject('GET', `/api/connections/with/${them.id}`);
    case 'connect':
      return inject('POST', `/api/connections/with/${them.id}`, { note: `Hello from ${who}` });
    case 'remove':
      return inject('DELETE', `/api/connections/with/${them.id}`);
    case 'list':
      return inject('GET', '/api/connections');
    case 'requests':
      return inject('GET', '/api/connections/requests');
    case 'accept':
      return inject('POST', `/api/connections/requests/${await requestRow(them.id, me)}/accept`);
    case 'decline':
      return inject('POST', `/api/connections/requests/${await requestRow(them.id, me)}/decline`);
    case 'withdraw':
      return inject('DELETE', `/api/connections/requests/${await requestRow(me, them.id)}`);
    case 'withdrawOthers':
      return inject('DELETE', `/api/connections/requests/${await requestRow(stranger.id, them.id)}`);
    case 'memberConnections':
      return inject('GET', `/api/members/${them.id}/connections`);
  }
}

describe('connections policy table (issue 26)', () => {
  const rows = (Object.keys(TABLE) as Who[]).flatMap((who) => (Object.keys(TABLE[who]) as Action[]).map((action) => [who, action, TABLE[who][action]] as const));
  it.each(rows)('%s × %s → %i', async (who, action, expected) => {
    expect(await attempt(who, action)).toBe(expected);
  });

  it('the blocked member is answered as if there were no block', async () => {
    await setPair('blocked');
    const ask = (method: 'GET' | 'POST', payload?: object) =>
      t.app.inject({ method, url: `/api/connections/with/${them.id}`, headers: people.blocked.headers, ...(payload ? { payload } : {}) }).then((r) => r.json());
    expect(await ask('GET')).toEqual({ state: 'none', request_id: null, note: null });
    const sent = await ask('POST', {});
    expect(sent).toMatchObject({ state: 'sent' });
    expect(await ask('GET')).toEqual(sent);
    const res = await t.app.inject({ url: '/api/connections/requests', headers: them.headers });
    expect(res.json().received.map((r: { member: { id: string } }) => r.member.id)).not.toContain(people.blocked.id);
  });
});
